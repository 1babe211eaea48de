import type { GatsbyNode, NodeInput } from 'gatsby';
import type { EntryProblem } from '../../schema/validate';
import { PREVIEW_PROBLEM_TYPE, previewProblems } from './problems';

/**
 * The preview's data layer is a long-running `gatsby develop` (scripts/lib/preview-develop.mjs): a save in the
 * CMS re-sources only what changed (Gatsby's refresh endpoint with the Strapi plugin's warm sourcing), and a page
 * is rendered when it is asked for. This is what the preview service reads to know the refresh it asked for is
 * done: when sourcing last finished, and how many unfinished entries it found.
 */
export const PREVIEW_STATUS_PATH = '/__kastell/preview-status';

export type PreviewSourcing = { sourcedAt: string | null; sourcings: number; unfinishedEntries: number };

const sourcing: PreviewSourcing = { sourcedAt: null, sourcings: 0, unfinishedEntries: 0 };

type SourceArgs = Parameters<NonNullable<GatsbyNode['sourceNodes']>>[0];

/** After every sourcing of the preview: one problem node per unfinished entry, and the time it finished. */
export function recordPreviewSourcing(
  problems: readonly EntryProblem[],
  { actions, getNode, createNodeId, createContentDigest }: SourceArgs,
): void {
  const entries = previewProblems(problems, (id) => getNode(id) as { path?: unknown; slug?: unknown } | undefined);
  for (const entry of entries) {
    const node: NodeInput = {
      ...entry,
      id: createNodeId(`preview-problem ${entry.locale} ${entry.path} ${entry.entry}`),
      internal: { type: PREVIEW_PROBLEM_TYPE, contentDigest: createContentDigest(entry) },
    };
    actions.createNode(node);
  }
  sourcing.sourcedAt = new Date().toISOString();
  sourcing.sourcings += 1;
  sourcing.unfinishedEntries = entries.length;
}

/** The develop server's status route (loopback only: the preview service never forwards it). */
export const servePreviewStatus: GatsbyNode['onCreateDevServer'] = ({ app }) => {
  (app as { get(path: string, handler: (req: unknown, res: { json(body: unknown): void }) => void): void }).get(
    PREVIEW_STATUS_PATH,
    (_req, res) => res.json(sourcing),
  );
};
