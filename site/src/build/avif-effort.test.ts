/**
 * The patched gatsby-plugin-sharp (patches/README.md): `avifOptions.effort` of the site's image defaults reaches
 * sharp's AVIF encoder (without the patch the plugin drops it and every AVIF is encoded at effort 4).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { createTransformObject, removeDefaultValues } from 'gatsby-plugin-sharp/plugin-options';
import { processFile } from 'gatsby-plugin-sharp/process-file';

let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avif-effort-'));
  // A photo-like upload: a gradient with noise.
  const width = 640;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = ((i * 7919) % 251) / 3 + ((i / 3) % width) / 4;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toFile(path.join(dir, 'upload.jpg'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const avif = (name: string, extra: Record<string, number>) => ({
  outputPath: path.join(dir, `${name}.avif`),
  args: createTransformObject({ width: 320, height: 180, toFormat: 'avif', quality: 75, ...extra }),
});

test('an AVIF transform carries the effort, and the encoder uses it', async () => {
  // What a query's image asks for, and what the image job sent to the encoding worker keeps of it.
  const transform = createTransformObject({ toFormat: 'avif', effort: 2 });
  expect(transform).toMatchObject({ effort: 2 });
  expect(removeDefaultValues(transform, { defaultQuality: 50 })).toMatchObject({ effort: 2 });
  await processFile(path.join(dir, 'upload.jpg'), [
    avif('default', {}),
    avif('effort-4', { effort: 4 }),
    avif('effort-2', { effort: 2 }),
  ]);
  const bytes = (name: string) => fs.readFileSync(path.join(dir, `${name}.avif`));
  expect(bytes('effort-4').equals(bytes('default'))).toBe(true);
  expect(bytes('effort-2').equals(bytes('default'))).toBe(false);
  expect((await sharp(bytes('effort-2')).metadata()).format).toBe('heif');
});
