/**
 * Uploads by allow-list, as a Content editor meets them: every file ending a browser might render (all the endings
 * of the `mime` type database and the script endings servers know) is refused by the media library with a message
 * in the editor's language, and nothing is stored; the types the site shows are stored with their own type; the
 * replace route and the content API's upload take the same list; a file put into the upload folder by hand is served
 * as a download under every path spelling; a malformed `fileInfo` is a 400.
 */
import fs from 'fs';
import path from 'path';
import mimeTypes from 'mime-db/db.json';
import { SAMPLE_TYPES, samples, scriptPage } from '../../cms/tests/support/upload-samples';
import { CMS_URL, adminToken, request, userWithRole } from '../support/cms';
import { rawRequest } from '../support/http';

const UPLOADS_DIR = path.resolve(__dirname, '..', '..', 'cms', 'public', 'uploads');
const RUN = Date.now().toString(36);
const ALLOWED = Object.keys(SAMPLE_TYPES).concat(['.jpeg', '.m4v']);
const extensionsOf = (entry: object): string[] =>
  'extensions' in entry && Array.isArray(entry.extensions) ? entry.extensions.map(String) : [];
/** Every ending the mime database knows, and script endings servers map that it does not list. */
const EVERY_EXTENSION = [
  ...new Set([
    ...Object.values(mimeTypes as Record<string, object>).flatMap(extensionsOf),
    ...['phtml', 'shtm', 'xht', 'svgz', 'cjs', 'mjs', 'jsx', 'ts', 'php', 'asp', 'aspx', 'jsp', 'cgi', 'pl'],
  ]),
].map((extension) => `.${extension}`);
const REFUSED = EVERY_EXTENSION.filter((extension) => !ALLOWED.includes(extension));
const SANDBOX = /(^|;\s*)sandbox(;|$)/;

type Answer = { status: number; json: any };

let admin: string;
let editor: { token: string };
const uploaded: number[] = [];

beforeAll(async () => {
  admin = await adminToken();
  editor = await userWithRole(admin, 'Content editor');
});
afterAll(async () => {
  for (const id of uploaded) await request('DELETE', `/upload/files/${id}`, { token: admin });
});

/** One file through a multipart route, as the media library sends it. */
async function upload(
  name: string,
  content: Buffer,
  { token = editor.token, route = '/upload', type = 'application/octet-stream', fileInfo }: UploadOptions = {},
): Promise<Answer> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(content)], { type }), name);
  if (fileInfo !== undefined) form.append('fileInfo', fileInfo);
  const response = await fetch(`${CMS_URL}${route}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await response.json().catch(() => null);
  const files = Array.isArray(json) ? json : json?.id !== undefined ? [json] : [];
  for (const file of files) uploaded.push(file.id);
  return { status: response.status, json };
}
type UploadOptions = { token?: string; route?: string; type?: string; fileInfo?: string };

/** What is stored: the media library's file count and the upload folder's files. */
async function stored() {
  const list = await request('GET', '/upload/files?page=1&pageSize=1', { token: admin });
  return { files: list.body.pagination.total as number, onDisk: fs.readdirSync(UPLOADS_DIR).sort() };
}

/** Runs `work` over `items` with `concurrency` at a time. */
async function eachLimited<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

describe('the media library takes only the types the site shows', () => {
  it(`refuses every other file ending (${REFUSED.length}) for a Content editor and stores nothing`, async () => {
    expect(REFUSED).toEqual(expect.arrayContaining(['.html', '.shtml', '.xsd', '.rss', '.rdf', '.mathml', '.js']));
    expect(REFUSED).toEqual(expect.arrayContaining(['.xhtml', '.xht', '.xml', '.svgz', '.json', '.wasm', '.txt']));
    const before = await stored();
    const wrong: Array<{ extension: string; status: number; message: unknown }> = [];
    await eachLimited(REFUSED, 6, async (extension) => {
      const answer = await upload(`probe-${RUN}${extension}`, scriptPage, { type: 'text/html' });
      const message = answer.json?.error?.message;
      if (answer.status !== 400 || !String(message).endsWith(`not ${extension} files.`))
        wrong.push({ extension, status: answer.status, message });
    });
    expect(wrong).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 300_000);

  it.each(ALLOWED)('refuses an HTML page named %s, whatever type the browser claims', async (extension) => {
    for (const type of ['text/html', SAMPLE_TYPES[extension] ?? 'image/jpeg', 'application/octet-stream']) {
      const answer = await upload(`evil-${RUN}${extension}`, scriptPage, { type });
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toContain(`its name ends in ${extension}, but its content is not`);
    }
  });

  it.each(Object.keys(SAMPLE_TYPES))('stores a real %s file with its own type and serves it as such', async (ext) => {
    const answer = await upload(`sample-${RUN}${ext}`, samples[ext]!);
    expect(answer.status).toBe(201);
    const [file] = answer.json;
    expect(file.mime).toBe(SAMPLE_TYPES[ext]);
    const served = await rawRequest(CMS_URL, { path: file.url });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe(SAMPLE_TYPES[ext]);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBeUndefined();
    if (ext === '.pdf') expect(served.headers['content-security-policy'] ?? '').not.toMatch(SANDBOX);
    else expect(served.headers['content-security-policy']).toMatch(SANDBOX);
  });

  it('answers in the editor’s admin language', async () => {
    const german = await userWithRole(admin, 'Content editor');
    expect(
      (await request('PUT', '/admin/users/me', { token: german.token, body: { preferedLanguage: 'de' } })).status,
    ).toBe(200);
    const answer = await upload(`poc-${RUN}.shtml`, scriptPage, { token: german.token });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(
      `„poc-${RUN}.shtml“ kann nicht hochgeladen werden: Die Medienbibliothek nimmt Bilder (JPEG, PNG, GIF, WebP oder ` +
        'AVIF), SVG-Grafiken, PDF-Dokumente und Videos (MP4 oder WebM) an, aber keine .shtml-Dateien.',
    );
  });

  it('the replace route takes the same list: the file keeps what it was', async () => {
    const [image] = (await upload(`photo-${RUN}.png`, samples['.png']!)).json;
    const route = `/upload/files/${image.id}/replace`;
    for (const [name, content] of [
      [`evil-${RUN}.png`, scriptPage],
      [`poc-${RUN}.shtml`, scriptPage],
      [`guide-${RUN}.pdf`, samples['.pdf']!],
    ] as const) {
      const answer = await upload(name, content, { route });
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
    }
    // Still the image (Strapi re-encodes it on upload, so not byte for byte the sample).
    const served = await fetch(`${CMS_URL}${image.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(samples['.png']!.subarray(0, 8));
    const replaced = await upload(`photo-${RUN}.jpg`, samples['.jpg']!, { route });
    expect(replaced.status).toBe(200);
    expect(replaced.json.mime).toBe('image/png'); // served under its address, which keeps the ending .png
  });

  it('the content API’s upload takes the same list', async () => {
    const created = await request('POST', '/admin/api-tokens', {
      token: admin,
      body: {
        name: `upload-check-${RUN}`,
        type: 'custom',
        lifespan: null,
        permissions: ['plugin::upload.content-api.upload'],
      },
    });
    expect(created.status).toBe(201);
    try {
      const token = created.body.data.accessKey as string;
      const refused = await upload(`poc-${RUN}.shtml`, scriptPage, { token, route: '/api/upload' });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toContain('not .shtml files');
      const taken = await upload(`api-${RUN}.png`, samples['.png']!, { token, route: '/api/upload' });
      expect(taken.status).toBe(201);
    } finally {
      await request('DELETE', `/admin/api-tokens/${created.body.data.id}`, { token: admin });
    }
  });

  it.each(['oops', '[1', 'null', '"text"', '[{"name":"a"},"x"]'])(
    'a malformed fileInfo (%s) is a 400',
    async (info) => {
      for (const route of ['/upload', '/upload/files']) {
        const answer = await upload(`info-${RUN}.png`, samples['.png']!, { route, fileInfo: info });
        expect({ route, status: answer.status }).toEqual({ route, status: 400 });
        expect(answer.json.error.message).toContain('fileInfo');
      }
    },
  );
});

describe('a file that got into the upload folder by hand', () => {
  const names = ['.html', '.shtml', '.xsd', '.js', '.svgz', '.txt'].map((ext) => `handmade-${RUN}${ext}`);
  beforeAll(() => names.forEach((name) => fs.writeFileSync(path.join(UPLOADS_DIR, name), scriptPage)));
  afterAll(() => names.forEach((name) => fs.rmSync(path.join(UPLOADS_DIR, name), { force: true })));

  it.each(names)('%s is served as a download, sandboxed, on every path spelling', async (name) => {
    const ranged = await rawRequest(CMS_URL, { path: `/uploads/${name}`, headers: { Range: 'bytes=0-20' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-type']).toBe('application/octet-stream');
    const spellings = [
      `/uploads/${name}`,
      `/uploads//${name}`,
      `/%75ploads/${name}`,
      `/x/../uploads/${name}`,
      `/robots.txt/../uploads/${name}`,
      `/uploads/x/..%2f${name}`,
      `/uploads/${name}?download=0`,
    ];
    for (const spelling of spellings) {
      // Range requests are answered partially where the upload route serves the file, whole elsewhere.
      for (const headers of [{}, { Range: 'bytes=0-20' }] as Array<Record<string, string>>) {
        const answer = await rawRequest(CMS_URL, { path: spelling, headers });
        expect({ spelling, served: [200, 206].includes(answer.status) }).toEqual({ spelling, served: true });
        expect(answer.headers['content-type']).toBe('application/octet-stream');
        expect(answer.headers['content-disposition']).toBe('attachment');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['content-security-policy']).toMatch(SANDBOX);
      }
    }
  });
});
