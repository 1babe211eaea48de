import type { ServerResponse } from 'http';
import path from 'path';

/** Types a browser runs scripts in when the file is opened directly (not as an <img>). */
const ACTIVE_EXTENSIONS = new Set(['.svg', '.svgz', '.html', '.htm', '.xhtml', '.xht', '.xml', '.xsl', '.xslt']);

/**
 * An opened file that could run script (an SVG with `<script>`, an HTML file) runs it in a sandbox: a unique
 * origin, no scripts, no access to the CMS's cookies or storage. Images, styles and the like keep rendering.
 */
export const SANDBOX_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/**
 * Headers for a file served from the CMS's public folder (uploads included), decided by the file on disk, not
 * by the requested path: `nosniff` always, the sandbox policy for script-capable types.
 */
export function setServedFileHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const extension = path.extname(filePath.replace(/\.(gz|br)$/, '')).toLowerCase();
  if (ACTIVE_EXTENSIONS.has(extension)) res.setHeader('Content-Security-Policy', SANDBOX_POLICY);
}
