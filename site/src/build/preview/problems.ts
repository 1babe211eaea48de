import { previewPathOf } from '@app/routing';
import type { EntryProblem } from '../../schema/validate';

/**
 * What the draft preview tells an editor about unfinished entries: the preview renders every draft,
 * complete or not, and its bar lists, for the entry on screen, the fields still missing and the ones that
 * *Publish* will refuse. One `PreviewProblem` node per entry with problems, made while sourcing (the preview
 * only); the bar reads them with a static query.
 */
export const PREVIEW_PROBLEM_TYPE = 'PreviewProblem';

/** The GraphQL type of the problem nodes (declared in every build; only the preview makes nodes of it). */
export const PREVIEW_PROBLEM_TYPE_DEFS = /* GraphQL */ `
  "An entry of the draft preview that is not ready to publish (site/src/build/preview)."
  type PreviewProblem implements Node @dontInfer {
    "Site path where the entry appears (with its locale prefix); * for entries shown on every page."
    path: String!
    locale: String!
    "The entry, e.g. post \\"launch-day\\" (CMS content type and slug)."
    entry: String!
    "Required fields still empty (CMS names, sections[0].heading)."
    missing: [String!]!
    "Fields with content the CMS will refuse at Publish."
    toChange: [String!]!
  }
`;

export type PreviewProblemData = { path: string; locale: string; entry: string; missing: string[]; toChange: string[] };

export const PREVIEW_SAVE_TYPE = 'PreviewSave';

/** The GraphQL type of the save nodes: when each previewable entry was last saved (the preview only). */
export const PREVIEW_SAVE_TYPE_DEFS = /* GraphQL */ `
  "When an entry of the draft preview was last saved (site/src/build/preview)."
  type PreviewSave implements Node @dontInfer {
    "Site path where the entry appears (with its locale prefix, without a query); * for entries on every page."
    path: String!
    locale: String!
    "The entry's last save (its draft's updatedAt), ISO 8601."
    savedAt: String!
  }
`;

export type PreviewSaveData = { path: string; locale: string; savedAt: string };

/**
 * The last save of every previewable entry, with the path where it appears (global settings: every page). `nodes`
 * are the draft nodes of one content type.
 */
export function previewSaves(
  uid: string,
  nodes: ReadonlyArray<{ locale?: unknown; path?: unknown; slug?: unknown; updatedAt?: unknown }>,
): PreviewSaveData[] {
  const saves: PreviewSaveData[] = [];
  for (const node of nodes) {
    if (typeof node.locale !== 'string' || typeof node.updatedAt !== 'string') continue;
    const path =
      uid === 'api::global.global'
        ? EVERY_PAGE
        : previewPathOf({ uid, locale: node.locale, path: node.path, slug: node.slug });
    if (path === null) continue;
    saves.push({ path: path.split('?')[0] ?? path, locale: node.locale, savedAt: node.updatedAt });
  }
  return saves;
}

/** The time the page at `path` shows: the latest save of its entries and of those on every page. */
export function pageSavedAt(saves: readonly PreviewSaveData[], path: string, locale: string): string | null {
  const times = saves
    .filter((save) => save.locale === locale && (save.path === path || save.path === EVERY_PAGE))
    .map((save) => save.savedAt)
    .sort();
  return times.at(-1) ?? null;
}

/** Every page shows the global settings' header and footer: their problems belong on every page. */
export const EVERY_PAGE = '*';

const UID_OF_CONTENT_TYPE = (contentType: string) => `api::${contentType}.${contentType}`;

type EntryNode = { path?: unknown; slug?: unknown } | undefined;

/** Where an entry appears: its page, the page that shows it (guide → STO, quiz → quiz page), or every page. */
function pathOf(problem: EntryProblem, node: EntryNode): string | null {
  if (problem.contentType === 'global') return EVERY_PAGE;
  const path = previewPathOf({
    uid: UID_OF_CONTENT_TYPE(problem.contentType),
    locale: problem.locale,
    path: node?.path,
    slug: node?.slug,
  });
  // A topic filters the insight list: its problems show on the list.
  return path === null ? null : (path.split('?')[0] ?? path);
}

/**
 * The problems of the validation grouped per entry, with the path where each entry appears. Entries without a
 * page (team members, service items …) are left out: no preview page shows them on their own.
 */
export function previewProblems(
  problems: readonly EntryProblem[],
  getNode: (id: string) => EntryNode,
): PreviewProblemData[] {
  const byEntry = new Map<string, PreviewProblemData>();
  for (const problem of problems) {
    if (problem.severity !== 'error') continue;
    const path = pathOf(problem, getNode(problem.entryId));
    if (path === null) continue;
    let data = byEntry.get(problem.entryId);
    if (!data) {
      data = { path, locale: problem.locale, entry: problem.entry, missing: [], toChange: [] };
      byEntry.set(problem.entryId, data);
    }
    const list = problem.code === 'missing' ? data.missing : data.toChange;
    if (!list.includes(problem.field)) list.push(problem.field);
  }
  return [...byEntry.values()];
}
