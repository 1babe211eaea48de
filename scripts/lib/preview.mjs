// The draft-preview build (docs/architecture.md): the same Gatsby build as the public site, sourced with the
// drafts through the preview token, in a workspace of its own — its own `.cache` and `public`, so draft
// content can never reach the public build's warm cache or its releases — and published into its own
// releases, which only the preview server serves.
import fs from 'node:fs';
import path from 'node:path';
import { createReleaseStore } from '@app/rebuild';
import { CACHE_CONTROL, cacheControlFor } from '../../deploy/site-rules.mjs';
import { ROOT, SITE_DIR, ensureCmsSecrets } from './env.mjs';
import { buildSite } from './site.mjs';

/** Everything of the preview: the workspace and the releases (git-ignored; PREVIEW_DIR, PREVIEW_RELEASES_DIR move them). */
export const PREVIEW_DIR = path.resolve(process.env.PREVIEW_DIR ?? path.join(ROOT, '.preview'));
export const PREVIEW_WORKSPACE = path.join(PREVIEW_DIR, 'workspace');
export const PREVIEW_SITE_DIR = path.join(PREVIEW_WORKSPACE, 'site');
export const PREVIEW_RELEASES_DIR = path.resolve(
  process.env.PREVIEW_RELEASES_DIR ?? path.join(PREVIEW_DIR, 'releases'),
);

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

/** The preview's releases: the same store (and linking rule) as the site's, in its own folder, two kept. */
export function previewReleases({ dir = PREVIEW_RELEASES_DIR, keep = 2 } = {}) {
  return createReleaseStore({ dir, keep, mayLink: (urlPath) => cacheControlFor(urlPath) === CACHE_CONTROL.immutable });
}

/**
 * Builds the preview: drafts in every locale, `noindex` and the preview bar (GATSBY_SITE_PREVIEW), links and
 * canonical URLs on the preview server's origin. Resolves with the output folder.
 */
export async function buildPreview({ cmsUrl, previewUrl, cmsPublicUrl = cmsUrl, echo = true }) {
  const token = process.env.SITE_PREVIEW_TOKEN ?? ensureCmsSecrets().SITE_PREVIEW_TOKEN;
  if (!token) throw new Error('SITE_PREVIEW_TOKEN is not set: the preview build cannot read drafts.');
  const siteDir = ensurePreviewWorkspace();
  return buildSite({
    cmsUrl,
    cmsPublicUrl,
    siteUrl: previewUrl,
    siteDir,
    token,
    echo,
    translationSummary: false,
    env: { GATSBY_SITE_PREVIEW: 'true', GTM_CONTAINER_ID: '' },
  });
}

/**
 * Origins allowed to frame the preview (CSP frame-ancestors): the CMS admin's public origin, plus any listed in
 * PREVIEW_FRAME_ANCESTORS (space-separated origins).
 */
export function previewFrameAncestors(env = process.env, cmsPublicUrl) {
  const origins = [
    env.CMS_ADMIN_URL ?? env.PUBLIC_URL ?? cmsPublicUrl,
    ...(env.PREVIEW_FRAME_ANCESTORS ?? '').split(/\s+/),
  ]
    .filter((value) => typeof value === 'string' && value.trim() !== '')
    .map((value) => new URL(value).origin);
  return [...new Set(origins)];
}
