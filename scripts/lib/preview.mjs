// The draft preview (docs/architecture.md, "Draft preview"): the site's own code rendering drafts, in a workspace of its own — its
// own `.cache` and `public`, so draft content can never reach the public build's warm cache or its releases. The
// renderer is a long-running `gatsby develop` there (preview-develop.mjs) behind the preview server
// (preview-server.mjs); the rebuild service hands it every save (`previewRefreshTarget`).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, SITE_DIR } from './env.mjs';

/** Everything of the preview: its workspace and the renderer's log (git-ignored; PREVIEW_DIR moves it). */
export const PREVIEW_DIR = path.resolve(process.env.PREVIEW_DIR ?? path.join(ROOT, '.preview'));
export const PREVIEW_WORKSPACE = path.join(PREVIEW_DIR, 'workspace');
export const PREVIEW_SITE_DIR = path.join(PREVIEW_WORKSPACE, 'site');

/** Entries of the repository root the workspace does not link: its own site folder, state and git. */
const ROOT_SKIPPED = new Set(['site', '.git', '.preview', '.state', '.mail', 'backups']);
/** Entries of `site/` that belong to one build: the preview has its own. */
const SITE_SKIPPED = new Set(['.cache', 'public', 'releases', '.build.lock']);
/** Entries of `site/` shared as they are (linked, not copied). */
const SITE_LINKED = new Set(['node_modules']);

/** Makes `link` a symbolic link to `target` (replacing whatever was there). */
function linkTo(target, link) {
  const current = fs.lstatSync(link, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && fs.readlinkSync(link) === target) return;
  if (current !== undefined) fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link);
}

/**
 * A mirror of the repository in which Gatsby runs the preview build: the root's entries (packages, locales,
 * node_modules …) are symbolic links, the site's sources real copies (Gatsby's compiler mixes link and real
 * paths in `__dirname`, which broke `site/../locales`), with their timestamps kept so the preview's own warm
 * cache stays valid; `.cache` and `public` are the workspace's own. Refreshed before every build (≈ 3 MB).
 */
export function ensurePreviewWorkspace({ root = ROOT, siteDir = SITE_DIR, workspace = PREVIEW_WORKSPACE } = {}) {
  const site = path.join(workspace, 'site');
  fs.mkdirSync(site, { recursive: true });
  for (const name of fs.readdirSync(root)) {
    if (!ROOT_SKIPPED.has(name)) linkTo(path.join(root, name), path.join(workspace, name));
  }
  for (const name of fs.readdirSync(siteDir)) {
    if (SITE_SKIPPED.has(name)) continue;
    const from = path.join(siteDir, name);
    const to = path.join(site, name);
    if (SITE_LINKED.has(name)) {
      linkTo(from, to);
    } else {
      fs.rmSync(to, { recursive: true, force: true });
      fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    }
  }
  return site;
}

/** The island runtime's script files of a built site or release (from its `webpack.stats.json`). */
export function releaseIslandScripts(releaseDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(releaseDir, 'webpack.stats.json'), 'utf8'));
  const group = stats.namedChunkGroups?.islands;
  if (!group) throw new Error(`${releaseDir} has no island runtime (webpack.stats.json names no "islands" entry)`);
  return group.assets.map((asset) => `/${asset.name}`).filter((name) => name.endsWith('.js'));
}

/**
 * The preview as a target of the rebuild service: "building" it is asking the preview server to take the latest
 * saves in (`POST <refreshUrl>` with the webhook secret; it answers once the renderer has re-sourced them), and
 * what goes "live" is the moment that finished.
 */
export function previewRefreshTarget({ refreshUrl, secret, fetchImpl = fetch }) {
  let live = null;
  let count = 0;
  return {
    build: async () => {
      const response = await fetchImpl(refreshUrl, {
        method: 'POST',
        headers: { 'x-rebuild-secret': secret },
        // The renderer's first start (minutes) comes before the first save it takes in.
        signal: AbortSignal.timeout(11 * 60_000),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok)
        throw new Error(`the preview did not take the change: ${body.error ?? `status ${response.status}`}`);
      return { outputDir: null };
    },
    releases: {
      currentPath: null,
      live: () => live,
      publish: async () => {
        count += 1;
        live = { id: `refresh-${count}`, since: new Date().toISOString() };
        return live;
      },
    },
  };
}

/**
 * Origins allowed to frame the preview (CSP frame-ancestors): the CMS admin's public origin, plus any listed in
 * PREVIEW_FRAME_ANCESTORS (space-separated origins).
 */
/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [cmsPublicUrl]
 * @returns {string[]}
 */
export function previewFrameAncestors(env = process.env, cmsPublicUrl) {
  const origins = [
    env.CMS_ADMIN_URL ?? env.PUBLIC_URL ?? cmsPublicUrl,
    ...(env.PREVIEW_FRAME_ANCESTORS ?? '').split(/\s+/),
  ]
    .filter((value) => typeof value === 'string')
    .filter((value) => value.trim() !== '')
    .map((value) => new URL(value).origin);
  return [...new Set(origins)];
}
