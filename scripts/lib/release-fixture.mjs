// Small stand-in releases of the built site for the live-release tests: an index page naming the release and
// the build's serving configuration (id redirects, CSP maps) written by the real deploy/site-build-config.mjs.
// No import.meta: the jest tests import this file.
import fs from 'node:fs';
import path from 'node:path';
import { nginxMapsFile, writeServingConfig } from '../../deploy/site-build-config.mjs';

/**
 * Writes release `name` into `releasesDir` with `redirects` ([{ from, to }]); returns its folder.
 * @param {string} releasesDir
 * @param {string} name
 * @param {{ redirects?: { from: string, to: string }[] }} [options]
 */
export function writeRelease(releasesDir, name, { redirects = [] } = {}) {
  const dir = path.join(releasesDir, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title><h1>Release ${name}</h1>\n`);
  fs.writeFileSync(path.join(dir, 'redirects.json'), JSON.stringify(redirects));
  writeServingConfig(dir, { cmsPublicUrl: 'https://cms.example.com' });
  return dir;
}

/** A release whose serving configuration nginx refuses (as a corrupted or hand-edited build would be). */
export function writeBrokenRelease(releasesDir, name) {
  const dir = writeRelease(releasesDir, name);
  fs.appendFileSync(nginxMapsFile(dir), '\nthis is not nginx configuration\n');
  return dir;
}

/** Points `<releasesDir>/current` at release `name` in one rename, as the rebuild worker switches. */
export function switchRelease(releasesDir, name) {
  const next = path.join(releasesDir, `.current-${process.pid}-${Date.now()}`);
  fs.symlinkSync(name, next);
  fs.renameSync(next, path.join(releasesDir, 'current'));
}
