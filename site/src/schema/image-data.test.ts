import type { GraphQLResolveInfo } from 'graphql';
import { imageDataOncePerImage } from './image-data';

const cover = (contentDigest = 'digest-1') => ({ id: 'image-sharp-1', parent: 'file-1', internal: { contentDigest } });
const widths = { layout: 'constrained', width: 1280 };

/** The original resolver as gatsby-plugin-sharp's stands in for it: counts its calls, answers per image and args. */
function setup(original: (image: ReturnType<typeof cover>, args: unknown) => Promise<unknown>) {
  const calls: unknown[] = [];
  const dependencies: string[] = [];
  const info = {
    originalResolver: (image: ReturnType<typeof cover>, args: unknown) => {
      calls.push(args);
      return original(image, args);
    },
  } as unknown as GraphQLResolveInfo;
  const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => dependencies.push(id) } };
  const resolve = imageDataOncePerImage();
  const ask = (image: ReturnType<typeof cover>, args: Record<string, unknown>) =>
    resolve(image, args, context, info) as Promise<unknown>;
  return { ask, calls, dependencies };
}

test('the same image with the same arguments is worked out once; every page still depends on its file', async () => {
  const { ask, calls, dependencies } = setup(async (image, args) => ({ image: image.internal.contentDigest, args }));
  const answers = await Promise.all([ask(cover(), widths), ask(cover(), { ...widths }), ask(cover(), widths)]);
  expect(calls).toHaveLength(1);
  expect(answers).toEqual(Array(3).fill({ image: 'digest-1', args: widths }));
  expect(dependencies).toEqual(['file-1', 'file-1', 'file-1']);
});

test('other arguments or a changed file are worked out anew', async () => {
  const { ask, calls } = setup(async (image, args) => ({ image: image.internal.contentDigest, args }));
  await ask(cover(), widths);
  expect(await ask(cover(), { ...widths, width: 640 })).toEqual({ image: 'digest-1', args: { ...widths, width: 640 } });
  expect(await ask(cover('digest-2'), widths)).toEqual({ image: 'digest-2', args: widths });
  expect(calls).toHaveLength(3);
});

test('a failure is not remembered: the next page asks again', async () => {
  let fail = true;
  const { ask, calls } = setup(async () => {
    if (fail) throw new Error('sharp could not read the file');
    return { ok: true };
  });
  await expect(ask(cover(), widths)).rejects.toThrow('sharp could not read the file');
  fail = false;
  expect(await ask(cover(), widths)).toEqual({ ok: true });
  expect(calls).toHaveLength(2);
});
