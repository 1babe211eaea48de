/**
 * The file types the media library takes: what the website shows (raster images, SVG drawings, PDF documents,
 * videos), each by its file endings, the type it is served as, and how its content begins. Everything else is
 * refused at upload (`lib/upload-guard.ts`) and, if it is in the upload folder anyway, served as a download
 * (`middlewares/lib/file-headers.ts`). A type is added here or nowhere.
 */

/** What a file is to a browser: types of one kind may stand in for each other (an image is an image). */
export type UploadKind = 'image' | 'drawing' | 'document' | 'video';

export type UploadType = {
  /** Lower-case file endings with the dot; the first is the usual one. */
  readonly extensions: readonly string[];
  /** The type the file is stored and served as. */
  readonly mime: string;
  readonly kind: UploadKind;
  /** The name editors know it by (messages list these). */
  readonly label: string;
  /** Whether the first bytes of a file are this type's. */
  readonly begins: (head: Buffer) => boolean;
};

/** Bytes of a file read to recognise its type (an SVG may start with a long comment or doctype). */
export const HEAD_BYTES = 16 * 1024;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;
const bytes = (head: Buffer, offset: number, values: readonly number[]) =>
  head.length >= offset + values.length && values.every((value, i) => head[offset + i] === value);

/** The brands of an ISO media file's first box (`ftyp`), major brand first; none when it does not start with one. */
function isoBrands(head: Buffer): string[] {
  if (!ascii(head, 4, 'ftyp') || head.length < 16) return [];
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(head.toString('latin1', offset, offset + 4));
  return brands;
}
const IMAGE_BRANDS = new Set(['avif', 'avis']);
const isAvif = (head: Buffer) => isoBrands(head).some((brand) => IMAGE_BRANDS.has(brand));
const isMp4 = (head: Buffer) => {
  const brands = isoBrands(head);
  return brands.length > 0 && !brands.some((brand) => IMAGE_BRANDS.has(brand) || brand.startsWith('hei'));
};

/** An EBML document (Matroska family) whose doctype is `webm`, within the first bytes. */
const isWebm = (head: Buffer) =>
  bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3]) && head.subarray(0, 64).includes(Buffer.from('webm', 'latin1'));

/** Where a doctype that starts at `start` ends (after its `>`, outside an internal subset `[…]`), or -1. */
function endOfDoctype(text: string, start: number): number {
  let inSubset = false;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === '[') inSubset = true;
    else if (char === ']') inSubset = false;
    else if (char === '>' && !inSubset) return i + 1;
  }
  return -1;
}

/** Where the first element starts after an XML prolog (declaration, comments, processing instructions, an SVG doctype). */
function afterProlog(text: string): number {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] ?? '')) i += 1;
    const close = text.startsWith('<?', i) ? '?>' : text.startsWith('<!--', i) ? '-->' : undefined;
    if (close !== undefined) {
      const end = text.indexOf(close, i + 2);
      if (end < 0) return -1;
      i = end + close.length;
    } else if (/^<!DOCTYPE\s+svg[\s>[]/.test(text.slice(i, i + 32))) {
      i = endOfDoctype(text, i);
      if (i < 0) return -1;
    } else {
      return i;
    }
  }
}

/**
 * An SVG drawing: XML text whose first element is `<svg` — after an optional byte-order mark, XML declaration,
 * comments, processing instructions and doctype. An HTML page named `.svg` is not one. (A scanner, not a regular
 * expression: the head is up to 16 KB a stranger chose.)
 */
function isSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const start = afterProlog(text);
  return start >= 0 && /^<svg[\s>/]/.test(text.slice(start, start + 5));
}

/** The allow-list, by kind. */
export const UPLOAD_TYPES: readonly UploadType[] = [
  {
    extensions: ['.jpg', '.jpeg'],
    mime: 'image/jpeg',
    kind: 'image',
    label: 'JPEG',
    begins: (h) => bytes(h, 0, [0xff, 0xd8, 0xff]),
  },
  {
    extensions: ['.png'],
    mime: 'image/png',
    kind: 'image',
    label: 'PNG',
    begins: (h) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    extensions: ['.gif'],
    mime: 'image/gif',
    kind: 'image',
    label: 'GIF',
    begins: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
  },
  {
    extensions: ['.webp'],
    mime: 'image/webp',
    kind: 'image',
    label: 'WebP',
    begins: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  },
  { extensions: ['.avif'], mime: 'image/avif', kind: 'image', label: 'AVIF', begins: isAvif },
  { extensions: ['.svg'], mime: 'image/svg+xml', kind: 'drawing', label: 'SVG', begins: isSvg },
  {
    extensions: ['.pdf'],
    mime: 'application/pdf',
    kind: 'document',
    label: 'PDF',
    begins: (h) => ascii(h, 0, '%PDF-'),
  },
  { extensions: ['.mp4', '.m4v'], mime: 'video/mp4', kind: 'video', label: 'MP4', begins: isMp4 },
  { extensions: ['.webm'], mime: 'video/webm', kind: 'video', label: 'WebM', begins: isWebm },
];

/** The allowed type of a file ending (`.PNG` as `.png`), or undefined. */
export function typeOfExtension(extension: string): UploadType | undefined {
  const wanted = extension.toLowerCase();
  return UPLOAD_TYPES.find((type) => type.extensions.includes(wanted));
}

/** The allowed type the content is, by its first bytes, or undefined. */
export const typeOfContent = (head: Buffer): UploadType | undefined => UPLOAD_TYPES.find((type) => type.begins(head));

export type UploadVerdict =
  | { allowed: true; type: UploadType }
  | { allowed: false; reason: 'type'; extension: string }
  | { allowed: false; reason: 'content'; extension: string; expected: UploadType };

/**
 * Whether a file may be stored under `extension` (the ending it is stored and served with): the ending must be on
 * the list, and the content must be a file of the same kind (a PNG stored as `.jpg` is still an image and shows as
 * one; an HTML page named `.png`, or a PDF stored as `.png`, is refused).
 */
export function checkUpload(extension: string, head: Buffer): UploadVerdict {
  const ending = extension.toLowerCase();
  const type = typeOfExtension(ending);
  if (type === undefined) return { allowed: false, reason: 'type', extension: ending };
  const content = typeOfContent(head);
  if (content === undefined || content.kind !== type.kind) {
    return { allowed: false, reason: 'content', extension: ending, expected: type };
  }
  return { allowed: true, type };
}

/** The labels of the allowed types of a kind, in list order ("JPEG, PNG, GIF, WebP, AVIF"). */
export const labelsOf = (kind: UploadKind): string[] =>
  UPLOAD_TYPES.filter((type) => type.kind === kind).map((type) => type.label);
