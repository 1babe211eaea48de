/**
 * Multipart bodies (issue #23): Strapi's body parser used to write any multipart upload to the temp folder on
 * every route, before routing or a login check, and delete it only when the field was named `files`. Now the
 * media library's upload routes parse one after the login check (into the CMS's own upload folder) and every
 * other route refuses it unread. Each test sends several files under several field names, each file marked with
 * a value of this run, and looks for that mark in every file of the CMS's upload folder and the system's temp
 * folder before and after.
 */
import crypto from 'crypto';
import fs from 'fs';
import http from 'http';
import os from 'os';
import path from 'path';
import { CMS_URL, adminToken, request } from '../support/cms';
import { answerBeforeBodyEnds, rawRequest } from '../support/http';
import { waitFor } from '../support/wait';

const CMS_DIR = path.resolve(__dirname, '..', '..', 'cms');
/** Where the CMS writes uploads while a request runs (cms/src/lib/upload-storage.ts). */
const UPLOAD_DIR = path.resolve(CMS_DIR, process.env.UPLOAD_TMP_DIR ?? path.join('.tmp', 'uploads'));
const FOLDERS = [UPLOAD_DIR, os.tmpdir()];
/** Each test's files start with their own mark, so only what this test sent is counted. */
const newMark = () => `upload-probe-${crypto.randomBytes(8).toString('hex')}`;
const FIELD_NAMES = ['file', 'files', 'attachment', 'data'];
const FILE_BYTES = 256 * 1024;

/** A PDF's first line: the signed-in uploads below are PDFs (the media library's allow-list refuses text files). */
const PDF_HEAD = '%PDF-1.4\n%';

/** Files in the upload and temp folders (not their subfolders) whose first bytes hold `mark`. */
function filesMarked(mark: string): string[] {
  const head = Buffer.alloc(mark.length + PDF_HEAD.length);
  return FOLDERS.flatMap((dir) =>
    fs.readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      try {
        if (!fs.statSync(file).isFile()) return [];
        const fd = fs.openSync(file, 'r');
        try {
          fs.readSync(fd, head, 0, head.length, 0);
        } finally {
          fs.closeSync(fd);
        }
        return head.toString('latin1').includes(mark) ? [file] : [];
      } catch {
        return []; // removed meanwhile, or not ours to read
      }
    }),
  );
}

/** A multipart/form-data body with one marked file per field name (a PDF: the media library takes it). */
function multipart(mark: string, fields = FIELD_NAMES, bytes = FILE_BYTES) {
  const boundary = `----probe${crypto.randomBytes(6).toString('hex')}`;
  const head = `${PDF_HEAD}${mark}`;
  const content = Buffer.concat([Buffer.from(head), Buffer.alloc(bytes - head.length, 'a')]);
  const parts = fields.map((field, i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="probe-${i}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

let token: string;
beforeAll(async () => {
  token = await adminToken();
  expect(fs.existsSync(UPLOAD_DIR)).toBe(true);
});

describe('a multipart body is refused unread where nobody signed in may upload', () => {
  it.each([
    ['an unknown route', 'POST', '/does-not-exist', 415],
    ['a content-API route', 'POST', '/api/posts', 415],
    ['a content-API route, spelled otherwise', 'PUT', '/API/Posts/', 415],
    ['a form route', 'POST', '/api/contact', 415],
    ['a form route without the guard', 'POST', '/api/newsletter/unsubscribe?email=a%40b.example', 415],
    ['the admin login', 'POST', '/admin/login', 415],
    ['the admin upload without login', 'POST', '/upload', 401],
    ['the admin upload without login, spelled otherwise', 'POST', '/UPLOAD/', 401],
    ['the admin single-file upload without login', 'POST', '/upload/files', 401],
    ['the content-API upload for the public', 'POST', '/api/upload', 403],
    ['the content-API upload for the public, spelled otherwise', 'POST', '/Api/Upload/', 403],
    ['the project logo without login', 'POST', '/admin/project-settings', 401],
  ])('%s (%s %s) → %d, no file written', async (_label, method, target, status) => {
    const mark = newMark();
    const { type, body } = multipart(mark);
    const answer = await rawRequest(CMS_URL, { method, path: target, headers: { 'Content-Type': type }, body });
    expect(answer.status).toBe(status);
    await settle();
    expect(filesMarked(mark)).toEqual([]);
  });

  it('the refusal comes before the body has arrived (the rest is never read)', async () => {
    const mark = newMark();
    const { type, body } = multipart(mark, ['file'], 2 * 1024 * 1024);
    const answer = await answerBeforeBodyEnds(
      CMS_URL,
      { path: '/does-not-exist', headers: { 'Content-Type': type, 'Content-Length': String(body.length) } },
      body.subarray(0, 64 * 1024),
    );
    expect(answer?.response.status).toBe(415);
    expect(answer?.response.json).toEqual({
      data: null,
      error: expect.objectContaining({ status: 415, name: 'UnsupportedMediaTypeError' }),
    });
    await settle();
    expect(filesMarked(mark)).toEqual([]);
  });
});

describe('the media library still takes uploads from a signed-in editor', () => {
  const uploaded: number[] = [];
  afterAll(async () => {
    for (const id of uploaded) await request('DELETE', `/upload/files/${id}`, { token });
  });

  /** Sends small marked files under `fields` to `target` as the signed-in editor. */
  async function signedInUpload(target: string, fields: string[]) {
    const mark = newMark();
    const { type, body } = multipart(mark, fields, 4096);
    const headers = { 'Content-Type': type, Authorization: `Bearer ${token}` };
    return { mark, answer: await rawRequest(CMS_URL, { method: 'POST', path: target, headers, body }) };
  }

  it('stores the file and leaves no temporary file behind, whatever the other fields are called', async () => {
    const { mark, answer } = await signedInUpload('/upload', ['files', 'attachment', 'data']);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual([expect.objectContaining({ name: 'probe-0.pdf', mime: 'application/pdf' })]);
    uploaded.push(answer.json[0].id);
    await settle();
    expect(filesMarked(mark)).toEqual([]);
  });

  it('a failed upload (an unknown file id to replace) leaves no temporary file either', async () => {
    const { mark, answer } = await signedInUpload('/upload/files/999999999/replace', ['files', 'extra']);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    await settle();
    expect(filesMarked(mark)).toEqual([]);
  });

  it('an upload aborted halfway is written to the CMS’s upload folder and removed when the client goes away', async () => {
    const mark = newMark();
    const { type, body } = multipart(mark, ['files'], 8 * 1024 * 1024);
    const url = new URL(CMS_URL);
    const upload = http.request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/upload',
      headers: { 'Content-Type': type, 'Content-Length': String(body.length), Authorization: `Bearer ${token}` },
      agent: false,
    });
    upload.on('error', () => undefined); // we cut it ourselves
    upload.write(body.subarray(0, 2 * 1024 * 1024));
    const written = await waitFor(
      () => filesMarked(mark),
      (files) => files.length > 0,
      { timeoutMs: 10_000, message: 'the upload never reached the disk' },
    );
    expect(written.map((file) => path.dirname(file))).toEqual([UPLOAD_DIR]);
    upload.destroy();
    await waitFor(
      () => filesMarked(mark),
      (files) => files.length === 0,
      { timeoutMs: 10_000, message: 'the aborted upload stayed on disk' },
    );
  });
});
