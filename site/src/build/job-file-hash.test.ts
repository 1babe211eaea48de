/**
 * The patched Gatsby job manager (patches/README.md): an image job's input file is hashed once while the file is
 * unchanged. A large site's page queries ask for three jobs (one per format) of the same cover on every article
 * page; without the patch each one reads and hashes the whole file.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import hasha from 'hasha';
import { createInternalJob } from 'gatsby/dist/utils/jobs/manager';

const plugin = { name: 'gatsby-plugin-sharp', version: '5.16.0', resolve: '/node_modules/gatsby-plugin-sharp' };
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'job-file-hash-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The digest an image job of `file` carries for its input. */
const digestOfJob = (file: string, format: string) =>
  createInternalJob({ name: 'IMAGE_PROCESSING', inputPaths: [file], outputDir: dir, args: { format }, plugin }, plugin)
    .inputPaths[0]!.contentDigest;

test('jobs of an unchanged file hash it once, and the digest is the content hash', () => {
  const file = path.join(dir, 'cover.jpg');
  fs.writeFileSync(file, 'a cover image');
  const reads = jest.spyOn(hasha, 'fromFileSync');
  const digests = ['jpg', 'webp', 'avif'].map((format) => digestOfJob(file, format));
  expect(reads).toHaveBeenCalledTimes(1);
  expect(digests).toEqual(Array(3).fill(hasha('a cover image', { algorithm: 'sha1' })));
});

test('a rewritten file is hashed again, also when its size stays the same', () => {
  const file = path.join(dir, 'cover.jpg');
  fs.writeFileSync(file, 'first version');
  const before = digestOfJob(file, 'jpg');
  fs.writeFileSync(file, 'other version');
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(file, later, later);
  const after = digestOfJob(file, 'jpg');
  expect(after).not.toBe(before);
  expect(after).toBe(hasha('other version', { algorithm: 'sha1' }));
});

test('a file replaced by another one (a new upload under the same path) is hashed again', () => {
  const file = path.join(dir, 'cover.jpg');
  fs.writeFileSync(file, 'first upload');
  const stamp = fs.statSync(file);
  digestOfJob(file, 'jpg');
  const replacement = path.join(dir, 'replacement.jpg');
  fs.writeFileSync(replacement, 'second upl.');
  fs.utimesSync(replacement, stamp.atime, stamp.mtime);
  fs.renameSync(replacement, file);
  expect(digestOfJob(file, 'jpg')).toBe(hasha('second upl.', { algorithm: 'sha1' }));
});
