import { Readable } from 'stream';
import mimeTypes from 'mime-db/db.json';
import { HEAD_BYTES, UPLOAD_TYPES, checkUpload, typeOfContent, typeOfExtension } from '../../src/lib/upload-types';
import { peekStream, refusalMessage } from '../../src/lib/upload-guard';
import { samples, scriptPage } from '../support/upload-samples';
import { siteText } from '../../../tests/support/catalogues';

/** Every file ending the `mime` type database knows, plus endings servers map to scripts that it does not list. */
const extensionsOf = (entry: object): string[] =>
  'extensions' in entry && Array.isArray(entry.extensions) ? entry.extensions.map(String) : [];
const EVERY_EXTENSION = [
  ...new Set([
    ...Object.values(mimeTypes as Record<string, object>).flatMap(extensionsOf),
    ...['phtml', 'shtm', 'xht', 'svgz', 'cjs', 'mjs', 'jsx', 'ts', 'php', 'asp', 'aspx', 'jsp', 'cgi', 'pl'],
  ]),
].map((extension) => `.${extension}`);
const ALLOWED = new Set(UPLOAD_TYPES.flatMap((type) => type.extensions));

describe('the upload allow-list', () => {
  it('takes exactly the endings of the types the site shows, in any case', () => {
    expect([...ALLOWED].sort()).toEqual(
      ['.avif', '.gif', '.jpeg', '.jpg', '.m4v', '.mp4', '.pdf', '.png', '.svg', '.webm', '.webp'].sort(),
    );
    expect(typeOfExtension('.PNG')?.mime).toBe('image/png');
    expect(typeOfExtension('.Svg')?.mime).toBe('image/svg+xml');
  });

  it(`refuses every other ending the mime database knows (${EVERY_EXTENSION.length - ALLOWED.size}), whatever the content`, () => {
    const refused = EVERY_EXTENSION.filter((extension) => !ALLOWED.has(extension));
    expect(refused).toEqual(expect.arrayContaining(['.html', '.shtml', '.xsd', '.rss', '.mathml', '.js', '.wasm']));
    for (const extension of refused) {
      for (const content of [scriptPage, samples['.png'], samples['.svg']]) {
        expect({ extension, verdict: checkUpload(extension, content) }).toEqual({
          extension,
          verdict: { allowed: false, reason: 'type', extension },
        });
      }
    }
  });

  it.each(Object.keys(samples))('takes a real %s file and stores it with its own type', (extension) => {
    const verdict = checkUpload(extension, samples[extension]!);
    expect(verdict).toEqual({ allowed: true, type: typeOfExtension(extension) });
  });

  it.each([...ALLOWED])('refuses an HTML page, a script and an empty file named %s', (extension) => {
    for (const content of [scriptPage, Buffer.from('alert(document.cookie)'), Buffer.alloc(0)]) {
      expect(checkUpload(extension, content)).toEqual({
        allowed: false,
        reason: 'content',
        extension,
        expected: typeOfExtension(extension),
      });
    }
  });

  it('takes content of the same kind under another ending (the file keeps its address when replaced)', () => {
    expect(checkUpload('.jpg', samples['.png']!).allowed).toBe(true);
    expect(checkUpload('.webm', samples['.mp4']!).allowed).toBe(true);
    expect(checkUpload('.png', samples['.pdf']!)).toMatchObject({ allowed: false, reason: 'content' });
    expect(checkUpload('.svg', samples['.png']!)).toMatchObject({ allowed: false, reason: 'content' });
    expect(checkUpload('.mp4', samples['.avif']!)).toMatchObject({ allowed: false, reason: 'content' });
  });

  it('recognises an SVG behind a byte-order mark, declaration, comments and doctype, and nothing else as one', () => {
    const drawing = (prefix: string) => Buffer.from(`${prefix}<svg xmlns="http://www.w3.org/2000/svg"/>`);
    for (const prefix of [
      '\uFEFF',
      '<?xml version="1.0"?>\n',
      '<!-- <html> -->',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [ <!ENTITY a "<b>"> ]>\n',
    ]) {
      expect(typeOfContent(drawing(prefix))?.mime).toBe('image/svg+xml');
    }
    for (const text of ['<html><svg></svg></html>', '<!-- unclosed <svg>', '<svgfoo/>', '<!DOCTYPE html><svg/>']) {
      expect(typeOfContent(Buffer.from(text))).toBeUndefined();
    }
  });

  it('reads a hostile 16 KB head in linear time', () => {
    const started = performance.now();
    for (const text of ['<!DOCTYPE svg ' + '[]'.repeat(8000), '<!--'.repeat(4000), ' '.repeat(HEAD_BYTES)]) {
      expect(typeOfContent(Buffer.from(text))).toBeUndefined();
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the refusal', () => {
  it('names the file and what is accepted, in English and German', () => {
    const type = checkUpload('.shtml', scriptPage);
    if (type.allowed) throw new Error('allowed');
    // The lists of formats are the code's (Intl.ListFormat), the sentences the catalogue's.
    const images = { en: 'JPEG, PNG, GIF, WebP, or AVIF', de: 'JPEG, PNG, GIF, WebP oder AVIF' };
    const videos = { en: 'MP4 or WebM', de: 'MP4 oder WebM' };
    for (const locale of ['en', 'de'] as const) {
      expect(refusalMessage(type, 'poc.shtml', locale)).toBe(
        siteText(locale, 'uploads:refused.type', {
          name: 'poc.shtml',
          extension: '.shtml',
          images: images[locale],
          videos: videos[locale],
        }),
      );
    }
    const content = checkUpload('.png', scriptPage);
    if (content.allowed) throw new Error('allowed');
    for (const locale of ['en', 'de'] as const) {
      expect(refusalMessage(content, 'evil.png', locale)).toBe(
        siteText(locale, 'uploads:refused.content', {
          name: 'evil.png',
          extension: '.png',
          mismatch: siteText(locale, 'uploads:mismatch.image', { labels: images[locale] }),
        }),
      );
    }
  });
});

describe('peekStream', () => {
  it('reads the head and still yields every byte, in order', async () => {
    const content = Buffer.from(Array.from({ length: 100_000 }, (_, i) => i % 251));
    const chunks = Array.from({ length: 100 }, (_, i) => content.subarray(i * 1000, (i + 1) * 1000));
    const { head, stream } = await peekStream(Readable.from(chunks), HEAD_BYTES);
    expect(head).toEqual(content.subarray(0, HEAD_BYTES));
    const again: Buffer[] = [];
    for await (const chunk of stream) again.push(chunk as Buffer);
    expect(Buffer.concat(again)).toEqual(content);
  });

  it('handles a file shorter than the head and an empty one', async () => {
    for (const content of [Buffer.from('short'), Buffer.alloc(0)]) {
      const { head, stream } = await peekStream(Readable.from([content]), HEAD_BYTES);
      expect(head).toEqual(content);
      const again: Buffer[] = [];
      for await (const chunk of stream) again.push(chunk as Buffer);
      expect(Buffer.concat(again)).toEqual(content);
    }
  });
});
