import fs from 'fs';
import path from 'path';

/** What the multipart parser leaves in `ctx.request.files`: per field one file or a list of them. */
type ParsedFile = { filepath?: unknown };

const filesOf = (files: unknown): ParsedFile[] =>
  typeof files === 'object' && files !== null
    ? Object.values(files as Record<string, unknown>).flatMap((entry) => (Array.isArray(entry) ? entry : [entry]))
    : [];

/** Deletes every temporary file of a parsed multipart body (all fields, not only `files`). */
export async function removeUploadedFiles(files: unknown): Promise<void> {
  const paths = filesOf(files)
    .map((file) => (file as ParsedFile | null)?.filepath)
    .filter((filepath): filepath is string => typeof filepath === 'string');
  await Promise.all(paths.map((filepath) => fs.promises.rm(filepath, { force: true })));
}

/** Files older than this in the upload folder belong to no running request. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Creates the folder multipart uploads are written to while a request runs, and deletes what a killed process
 * left in it (files older than an hour: another CMS process may share the folder and be mid-upload).
 */
export function prepareUploadFolder(dir: string, now = Date.now()): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && now - stat.mtimeMs > STALE_AFTER_MS) fs.rmSync(file, { force: true });
  }
}
