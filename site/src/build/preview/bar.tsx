import React from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import { LOCALE_CODES, catalogueText, parseLocalizedPath, type Locale } from '@app/routing';
import { EVERY_PAGE, pageSavedAt, type PreviewProblemData, type PreviewSaveData } from './problems';

/**
 * The draft preview (docs/architecture.md, "Draft preview"): the same site rendered from drafts, marked so that nobody mistakes
 * it for the published site and no search engine indexes it. `GATSBY_SITE_PREVIEW` is inlined at build time (the
 * preview runs in a workspace and cache of its own, see scripts/lib/preview.mjs).
 */
export const isPreviewBuild = (): boolean => process.env.GATSBY_SITE_PREVIEW === 'true';

type PreviewCatalogue = Record<string, unknown>;
// Every language's catalogue (`locales/<code>/preview.json`), bundled at build time.
const CATALOGUES: Record<string, PreviewCatalogue> = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  LOCALE_CODES.map((code) => [code, require(`../../../../locales/${code}/preview.json`) as PreviewCatalogue]),
);

const text = (locale: Locale, key: string, values: Record<string, string> = {}) =>
  catalogueText(CATALOGUES[locale] ?? {}, key, values) ?? '';

/** The bar's text in the page's language (from `locales/<locale>/preview.json`). */
export function previewBarText(locale: Locale): { label: string; text: string } {
  return { label: text(locale, 'bar.label'), text: text(locale, 'bar.text') };
}

/** A field path as the bar shows it: `sections[0].heading` → `sections 1 › heading`. */
export const fieldName = (path: string) =>
  path.replace(/\[(\d+)\]/g, (_, n: string) => ` ${Number(n) + 1}`).replace(/\./g, ' › ');

const BAR_STYLE: React.CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  padding: '0.5rem 1rem',
  background: '#1f2937',
  color: '#ffffff',
  font: '600 0.9rem/1.4 system-ui, sans-serif',
  textAlign: 'center',
};
const LIST_STYLE: React.CSSProperties = { listStyle: 'none', margin: '0.25rem 0 0', padding: 0, fontWeight: 400 };

/** The entries of this page (and those on every page) that are not ready to publish, in the bar's words. */
function ProblemLines({ locale, problems }: { locale: Locale; problems: PreviewProblemData[] }) {
  if (problems.length === 0) return null;
  const fields = (list: string[]) => list.map(fieldName).join(', ');
  return (
    <ul style={LIST_STYLE} data-preview-problems="">
      {problems.map((problem) => (
        <li key={`${problem.entry}${problem.path}`}>
          <strong>{problem.entry}</strong>
          {problem.missing.length > 0 && <> — {text(locale, 'bar.missing', { fields: fields(problem.missing) })}</>}
          {problem.toChange.length > 0 && <> — {text(locale, 'bar.toChange', { fields: fields(problem.toChange) })}</>}
        </li>
      ))}
    </ul>
  );
}

type PreviewData = { problems: PreviewProblemData[]; saves: PreviewSaveData[] };

/** Static query of every unfinished entry and every entry's last save (preview nodes; none in the public build). */
function usePreviewData(): PreviewData {
  const data = useStaticQuery<Queries.PreviewBarQuery>(graphql`
    query PreviewBar {
      allPreviewProblem {
        nodes {
          path
          locale
          entry
          missing
          toChange
        }
      }
      allPreviewSave {
        nodes {
          path
          locale
          savedAt
        }
      }
    }
  `);
  return {
    problems: data.allPreviewProblem.nodes.map((node) => ({
      ...node,
      missing: [...node.missing],
      toChange: [...node.toChange],
    })),
    saves: data.allPreviewSave.nodes.map((node) => ({ ...node })),
  };
}

/** A time of day as the bar shows it (the preview's live script shows it again in the editor's own time zone). */
const timeOfDay = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

/**
 * Which save the page shows ("Showing your save of 14:32:05"), with the sentences the live script
 * (scripts/lib/preview-live.mjs) puts there while the preview takes a newer save in, or when this page is older
 * than the save the editor opened it for.
 */
function SaveState({ locale, savedAt }: { locale: Locale; savedAt: string | null }) {
  return (
    <p
      style={{ margin: '0.25rem 0 0', fontWeight: 400 }}
      data-preview-state="showing"
      data-preview-saved={savedAt ?? ''}
      data-text-updating={text(locale, 'bar.updating')}
      data-text-stale={text(locale, 'bar.stale')}
    >
      {savedAt && (
        <>
          {text(locale, 'bar.showingBefore')}
          <time dateTime={savedAt}>{timeOfDay(savedAt, locale)}</time>
          {text(locale, 'bar.showingAfter')}
        </>
      )}
    </p>
  );
}

/** The visible "Preview — not published" bar above every page of the preview: which save it shows, what is missing. */
export function PreviewBar({ path }: { path: string }) {
  const { locale } = parseLocalizedPath(path);
  const { label, text: note } = previewBarText(locale);
  const { problems: all, saves } = usePreviewData();
  const problems = all.filter((p) => p.locale === locale && (p.path === path || p.path === EVERY_PAGE));
  return (
    <div role="status" data-preview-bar="" lang={locale} style={BAR_STYLE}>
      <strong>{label}</strong> <span style={{ fontWeight: 400 }}>{note}</span>
      <SaveState locale={locale} savedAt={pageSavedAt(saves, path, locale)} />
      <ProblemLines locale={locale} problems={problems} />
    </div>
  );
}

/** Head additions of a preview page: never indexed. None for the public build. */
export function previewHead(): React.ReactElement[] {
  return isPreviewBuild() ? [<meta key="preview-robots" name="robots" content="noindex, nofollow" />] : [];
}
