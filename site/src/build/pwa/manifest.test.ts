import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { LOCALE_CODES, localizePath } from '@app/routing';
import { TOKENS } from '../../theme/theme';
import { THEME_COLOR, manifestPath } from '../../pwa/paths';
import { writePwaFiles } from './manifest';

let dir: string;
/** The company name of each language's settings, as the CMS gives them (German: the legal name, to tell them apart). */
const COMPANY_NAMES = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, locale === 'de' ? 'Kastell Labs GmbH' : `Kastell Labs (${locale})`]),
);
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-'));
  await writePwaFiles(dir, COMPANY_NAMES);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

describe('the installable site', () => {
  it('has one manifest per language, starting on that language home page', () => {
    const en = readJson('manifest.webmanifest');
    const de = readJson('de/manifest.webmanifest');
    expect(en).toMatchObject({ name: 'Kastell Labs (en)', lang: 'en', start_url: '/', theme_color: '#ff5745' });
    expect(de).toMatchObject({ name: 'Kastell Labs GmbH', lang: 'de', start_url: '/de/', scope: '/' });
    for (const locale of LOCALE_CODES) {
      expect(readJson(manifestPath(locale).slice(1))).toMatchObject({
        name: COMPANY_NAMES[locale],
        lang: locale,
        start_url: localizePath('/', locale),
      });
    }
    expect(de.icons.map((i: { purpose: string; sizes: string }) => `${i.purpose} ${i.sizes}`)).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 512x512',
    ]);
  });

  it('generates the icons in their sizes from the 1024 source', async () => {
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  });

  it('keeps the maskable icon edge to background (the mark stays in the safe zone)', async () => {
    const { data } = await sharp(path.join(dir, 'icon-maskable-512.png')).raw().toBuffer({ resolveWithObject: true });
    // Top-left pixel and one 40 px in: the background colour #1d1b2c, not the brand red of the mark.
    for (const offset of [0, (40 * 512 + 40) * 4]) expect([...data.subarray(offset, offset + 3)]).toEqual([29, 27, 44]);
  });

  it('refuses a source that is not 1024×1024, and a language without a company name', async () => {
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(writePwaFiles(dir, COMPANY_NAMES, small)).rejects.toThrow(/1024×1024, is 64×64/);
    await expect(writePwaFiles(dir, { ...COMPANY_NAMES, de: '' })).rejects.toThrow(/No company name for the de/);
  });

  it('uses the theme brand colour', () => {
    expect(THEME_COLOR).toBe(TOKENS.brand);
  });
});
