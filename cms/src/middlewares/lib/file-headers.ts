import type { ServerResponse } from 'http';
import path from 'path';
import { typeOfExtension } from '../../lib/upload-types';

/**
 * An opened file runs in a sandbox: a unique origin, no scripts, no access to the CMS's cookies or storage.
 * Images, styles and the like keep rendering.
 */
export const SANDBOX_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The headers of a file served from the CMS's public folder, decided by the file on disk, not by the requested path.
 * Uploaded media (`<public>/uploads`) by the upload allow-list (`lib/upload-types.ts`): a type on the list is sent
 * as that type; anything else that got into the folder (stored before the list, copied in by hand) is a download —
 * `application/octet-stream`, `Content-Disposition: attachment` — so no browser renders it. Every file gets
 * `nosniff` and the sandbox policy, except a PDF (Chromium's PDF viewer does not open in a sandboxed document; a
 * PDF's own scripts never reach the page's origin). The CMS's own public files (robots.txt) keep their type.
 */
export function servedFileHeaders(filePath: string, publicDir: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (!isInside(path.join(publicDir, 'uploads'), path.resolve(filePath))) {
    return { ...headers, 'Content-Security-Policy': SANDBOX_POLICY };
  }
  const type = typeOfExtension(path.extname(filePath.replace(/\.(gz|br)$/i, '')));
  if (type === undefined) {
    return {
      ...headers,
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': 'attachment',
      'Content-Security-Policy': SANDBOX_POLICY,
    };
  }
  return {
    ...headers,
    'Content-Type': type.mime,
    ...(type.kind === 'document' ? {} : { 'Content-Security-Policy': SANDBOX_POLICY }),
  };
}

/** Sets `servedFileHeaders` on the response (before or after the file server chose a type: these win). */
export function setServedFileHeaders(res: ServerResponse, filePath: string, publicDir: string): void {
  for (const [name, value] of Object.entries(servedFileHeaders(filePath, publicDir))) res.setHeader(name, value);
}
