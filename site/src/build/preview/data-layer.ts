import type { GatsbyNode, NodeInput } from 'gatsby';
import { LOCALE_CODES, PREVIEWABLE_TYPES, type Locale } from '@app/routing';
import { guideFromNode, type GuideNode } from '../guide-pdf/map';
import { guidePdfPath } from '../guide-pdf/path';
import { renderGuidePdf } from '../guide-pdf/render';
import { publicAddress } from '../guide-pdf/write';
import type { EntryProblem } from '../../schema/validate';
import { contentTypeNodeName } from '../../schema/naming';
import { PREVIEW_PROBLEM_TYPE, PREVIEW_SAVE_TYPE, previewProblems, previewSaves } from './problems';

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

/** The preview's own nodes of the last sourcing: a refresh replaces them, and deletes those no longer true. */
let previous = new Set<string>();

/**
 * After every sourcing of the preview: one problem node per unfinished entry, one save node per previewable entry,
 * and the time it finished. Gatsby deletes untouched nodes only at the first sourcing of a process: the problem
 * nodes of entries fixed since (a date filled in) are deleted here, or the bar would keep listing them.
 */
export function recordPreviewSourcing(
  problems: readonly EntryProblem[],
  { actions, getNode, getNodesByType, createNodeId, createContentDigest }: SourceArgs,
): void {
  const entries = previewProblems(problems, (id) => getNode(id) as { path?: unknown; slug?: unknown } | undefined);
  const made = new Set<string>();
  const create = (type: string, key: string, data: Record<string, unknown>) => {
    const id = createNodeId(`${type} ${key}`);
    made.add(id);
    const node: NodeInput = { ...data, id, internal: { type, contentDigest: createContentDigest(data) } };
    actions.createNode(node);
  };
  for (const entry of entries) create(PREVIEW_PROBLEM_TYPE, `${entry.locale} ${entry.path} ${entry.entry}`, entry);
  for (const uid of PREVIEWABLE_TYPES) {
    const singular = /^api::([^.]+)\./.exec(uid)?.[1] ?? '';
    const nodes = getNodesByType(contentTypeNodeName(singular)) as Array<Record<string, unknown>>;
    for (const save of previewSaves(uid, nodes)) create(PREVIEW_SAVE_TYPE, `${uid} ${save.locale} ${save.path}`, save);
  }
  for (const id of previous) {
    const stale = made.has(id) ? undefined : getNode(id);
    if (stale) actions.deleteNode(stale);
  }
  previous = made;
  sourcing.sourcedAt = new Date().toISOString();
  sourcing.sourcings += 1;
  sourcing.unfinishedEntries = entries.length;
}

type Response = {
  json(body: unknown): void;
  status(code: number): Response;
  type(mime: string): Response;
  send(body: unknown): void;
};
type App = { get(path: string, handler: (req: unknown, res: Response) => void | Promise<void>): void };

/** What the guide PDF of the preview reads: the draft guides and the global settings (company name, address). */
const GUIDE_QUERY = `{
  guides: allStrapiGuide { nodes { locale title subtitle chapters { heading body } closingHeading closingText disclaimer updatedAt } }
  globals: allStrapiGlobal { nodes { locale companyName siteUrl } }
}`;
type GuideData = {
  guides: { nodes: Array<GuideNode & { locale: string }> };
  globals: { nodes: Array<{ locale: string; companyName: string; siteUrl: string }> };
};

/**
 * The STO guide PDF of the drafts, rendered when it is asked for (develop has no post-build step): an editor who
 * changed a chapter downloads it from the preview's STO page as visitors will. Read through develop's own GraphQL.
 */
async function draftGuidePdf(graphqlUrl: string, locale: Locale, siteUrl: string): Promise<Buffer> {
  const answer = await fetch(graphqlUrl, {
    method: 'POST',
    // The renderer answers only with its gate's token, this process's own included (scripts/lib/renderer-guard.mjs).
    headers: {
      'Content-Type': 'application/json',
      'X-Preview-Renderer-Token': process.env.PREVIEW_RENDERER_TOKEN ?? '',
    },
    body: JSON.stringify({ query: GUIDE_QUERY }),
  });
  const { data } = (await answer.json()) as { data: GuideData };
  const node = data.guides.nodes.find((n) => n.locale === locale);
  if (!node) throw new Error(`no guide in ${locale}`);
  const global = data.globals.nodes.find((g) => g.locale === locale);
  return renderGuidePdf(guideFromNode(node, locale), {
    locale,
    siteUrl,
    publicUrl: publicAddress(data.globals.nodes.find((g) => g.siteUrl)?.siteUrl),
    companyName: global?.companyName ?? '',
  });
}

/**
 * The develop server's own routes for the preview (loopback only; the preview server forwards the guide PDFs and
 * never the status): when sourcing last finished, and the guide PDFs of the drafts.
 */
export const servePreviewRoutes: GatsbyNode['onCreateDevServer'] = ({ app, store }) => {
  const { program } = store.getState() as { program: { port: number; host?: string } };
  const graphqlUrl = `http://127.0.0.1:${program.port}/___graphql`;
  const siteUrl = (process.env.SITE_URL ?? '').replace(/\/+$/, '');
  const routes = app as App;
  routes.get(PREVIEW_STATUS_PATH, (_req, res) => res.json(sourcing));
  for (const locale of LOCALE_CODES) {
    routes.get(guidePdfPath(locale), async (_req, res) => {
      try {
        res.type('application/pdf').send(await draftGuidePdf(graphqlUrl, locale, siteUrl));
      } catch (error) {
        // The guide's own problems are in the preview bar of the STO page; the download says it briefly.
        res
          .status(503)
          .type('text/plain')
          .send(`The guide cannot be rendered yet: ${(error as Error).message}`);
      }
    });
  }
};
