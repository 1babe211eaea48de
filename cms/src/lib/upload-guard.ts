/**
 * The one place every uploaded byte passes: the upload provider (`strapi.plugin('upload').provider`), which writes
 * to the CMS's disk or the object store. The media library's upload and replace, the content API's upload, uploads
 * from a URL, the seed, the admin's project logo and any path added later all end in one of its write methods, so
 * the allow-list of `upload-types.ts` is checked here: the ending the file is stored under and the first bytes of
 * its content. A refused file is never written; the editor reads why, in their admin language.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { Readable } from 'stream';
import type { Locale } from '@app/routing';
import { adminLocale, text } from './catalogue';
import { HEAD_BYTES, checkUpload, labelsOf, type UploadVerdict } from './upload-types';

/** What a provider's write method is handed (Strapi's file object: the bytes as a buffer or a stream). */
export type ProviderFile = {
  name?: string;
  url?: string;
  ext?: string;
  mime?: string;
  buffer?: Buffer;
  stream?: NodeJS.ReadableStream;
};
export type ProviderMethod = (file: ProviderFile, ...rest: unknown[]) => unknown;

/** Provider methods that write nothing; every other method is treated as a write and checked. */
const NON_WRITING = new Set(['delete', 'checkFileSize', 'getSignedUrl', 'isPrivate', 'extend']);

/**
 * The first `size` bytes of a stream, and a stream that yields the whole content again (those bytes, then the
 * rest, read on demand): the file is checked without being buffered or read twice.
 */
export async function peekStream(
  stream: NodeJS.ReadableStream,
  size: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const chunks = (stream as Readable)[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await chunks.next();
    if (next.done === true) {
      ended = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as string);
    read.push(chunk);
    length += chunk.length;
  }
  const whole = Buffer.concat(read);
  async function* again() {
    if (whole.length > 0) yield whole;
    if (ended) return;
    for (let next = await chunks.next(); next.done !== true; next = await chunks.next()) yield next.value as Buffer;
  }
  return { head: whole.subarray(0, size), stream: Readable.from(again(), { objectMode: false }) };
}

const listIn = (locale: Locale, items: string[]) => new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);

/** The editor's sentence for a refused file. */
export function refusalMessage(verdict: Exclude<UploadVerdict, { allowed: true }>, name: string, locale: Locale) {
  if (verdict.reason === 'type') {
    return text(locale, 'uploads:refused.type', {
      name,
      extension: verdict.extension === '' ? '(—)' : verdict.extension,
      images: listIn(locale, labelsOf('image')),
      videos: listIn(locale, labelsOf('video')),
    });
  }
  const { kind } = verdict.expected;
  const mismatch = text(locale, `uploads:mismatch.${kind}`, { labels: listIn(locale, labelsOf(kind)) });
  return text(locale, 'uploads:refused.content', { name, extension: verdict.extension, mismatch });
}

/** The bytes the file starts with; a stream is replaced by one that still yields everything. */
async function headOf(file: ProviderFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.buffer)) return file.buffer.subarray(0, HEAD_BYTES);
  if (file.stream === undefined) return Buffer.alloc(0);
  const peeked = await peekStream(file.stream, HEAD_BYTES);
  file.stream = peeked.stream;
  return peeked.head;
}

/**
 * Checks a file about to be written: refused with a ValidationError (400) naming the file; allowed files are
 * stored with the type of their ending (what the browser is told when it loads them), whatever the client claimed.
 */
export async function assertAllowedUpload(strapi: Core.Strapi, file: ProviderFile): Promise<void> {
  const verdict = checkUpload(file.ext ?? '', await headOf(file));
  if (verdict.allowed) {
    file.mime = verdict.type.mime;
    return;
  }
  const name = file.name ?? `${file.ext ?? ''}`;
  throw new errors.ValidationError(refusalMessage(verdict, name, adminLocale(strapi)), {
    reason: verdict.reason === 'type' ? 'fileType' : 'fileContent',
  });
}

/**
 * Replaces every writing method of the upload provider (all but NON_WRITING, so a method a provider adds later is
 * covered) with `wrap(method)`. Fails the boot when the provider has no upload method at all.
 */
export function wrapProviderWriters(strapi: Core.Strapi, wrap: (write: ProviderMethod) => ProviderMethod): void {
  const provider = strapi.plugin('upload').provider as unknown as Record<string, unknown>;
  const writers = Object.keys(provider).filter(
    (name) => typeof provider[name] === 'function' && !NON_WRITING.has(name),
  );
  if (!writers.some((name) => name === 'upload' || name === 'uploadStream')) {
    throw new Error('The upload provider has no upload method the file-type guard could wrap');
  }
  for (const name of writers) {
    const write = provider[name] as ProviderMethod;
    provider[name] = wrap((file, ...rest) => write.call(provider, file, ...rest));
  }
}

/**
 * Puts the check in front of every writing method of the upload provider (call in `register()`, after the upload
 * plugin has created its provider).
 */
export function guardUploadProvider(strapi: Core.Strapi): void {
  wrapProviderWriters(strapi, (write) => async (file, ...rest) => {
    await assertAllowedUpload(strapi, file);
    return write(file, ...rest);
  });
}
