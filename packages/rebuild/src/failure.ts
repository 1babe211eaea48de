/**
 * The hand-over of a build that the content stopped: the site build writes what it refused (site/gatsby-node.ts),
 * the rebuild service reads it to tell editors why (scripts/lib/site.mjs). A file in the build's own cache folder,
 * removed before every build.
 */
import fs from 'fs';
import path from 'path';
import type { ContentProblem } from './status';

/** Relative to the site folder of the build. */
export const CONTENT_FAILURE_FILE = path.join('.cache', 'kastell-build', 'content-failure.json');

export function writeContentFailure(siteDir: string, problems: readonly ContentProblem[]): void {
  const file = path.join(siteDir, CONTENT_FAILURE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ problems }));
}

/** What the last build of `siteDir` refused, or null when the content did not stop it. */
export function readContentFailure(siteDir: string): ContentProblem[] | null {
  try {
    const { problems } = JSON.parse(fs.readFileSync(path.join(siteDir, CONTENT_FAILURE_FILE), 'utf8')) as {
      problems?: unknown;
    };
    return Array.isArray(problems) ? (problems as ContentProblem[]) : null;
  } catch {
    return null;
  }
}

export function clearContentFailure(siteDir: string): void {
  fs.rmSync(path.join(siteDir, CONTENT_FAILURE_FILE), { force: true });
}
