/**
 * What editors read about the website and the preview: the dashboard widget and an entry's side panel
 * after *Publish* or *Save*, from the status the CMS passes on; and why a build failed, in their language.
 */
import type { Locale } from '@app/routing';
import { describeEntry, describeSiteBuild, entryStage, type TargetView } from '../../src/admin/widgets/site-build-view';
import { targetView } from '../../src/lib/site-build-status';
import { describeReason } from '../../src/editorial/build-reasons';
import { languageName } from '../../src/editorial/removal-checks';
import de from '../../src/admin/translations/de.json';
import en from '../../src/admin/translations/en.json';
import { siteText } from '../../../tests/support/catalogues';

const time = (iso: string) => iso.slice(11, 16);
const target = (fields: Partial<TargetView>): TargetView => ({
  state: 'idle',
  queued: false,
  live: { since: '2026-11-27T14:02:00.000Z', builtFrom: '2026-11-27T14:01:40.000Z' },
  current: null,
  lastBuild: null,
  morePages: null,
  ...fields,
});
const reply = (status: TargetView & { preview?: TargetView }) => ({
  configured: true as const,
  reachable: true as const,
  status,
  siteUrl: 'https://www.example.com',
  previewUrl: 'https://preview.example.com',
});
/** The lines as an editor reads them in the admin's language. */
const read = (messages: Record<string, string>) => (lines: ReturnType<typeof describeSiteBuild>) =>
  lines.map(({ id, values = {} }) => messages[id]!.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key])));
const english = read(en);
const german = read(de);
/** A message of the widget (`site-build.widget.<id>`) as an editor reads it; a missing message or value throws. */
const said =
  (messages: Record<string, string>) =>
  (id: string, values: Record<string, string | number> = {}): string => {
    const message = messages[`site-build.widget.${id}`];
    if (message === undefined) throw new Error(`Missing admin message site-build.widget.${id}`);
    return message.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (values[key] === undefined) throw new Error(`site-build.widget.${id} needs a value for {${key}}`);
      return String(values[key]);
    });
  };
const saidEn = said(en);
const saidDe = said(de);
const failed = (startedAt: string, reason: NonNullable<TargetView['lastBuild']>['reason']) => ({
  result: 'failed',
  startedAt,
  finishedAt: startedAt,
  reason,
});

describe('the dashboard widget', () => {
  test('live since 14:02 · building your change…, with one more change queued', () => {
    expect(english(describeSiteBuild(reply(target({ state: 'building', queued: true })), time))).toEqual([
      saidEn('liveSince', { time: '14:02' }),
      saidEn('building'),
      saidEn('queued'),
    ]);
  });

  test('a build the content stopped says which entry, which field and why; the website keeps the previous version', () => {
    const reason = {
      kind: 'content' as const,
      lines: [
        'guide (DE) · Chapters › 1 › Heading: The font of the PDF guide cannot show these characters: 🚀. Replace them or remove them.',
      ],
    };
    expect(
      english(describeSiteBuild(reply(target({ lastBuild: failed('2026-11-27T14:05:00.000Z', reason) })), time)),
    ).toEqual([saidEn('liveSince', { time: '14:02' }), saidEn('failed'), reason.lines[0]]);
  });

  test('any other failure is said in words, without its technical details', () => {
    const lines = english(
      describeSiteBuild(
        reply(target({ lastBuild: failed('2026-11-27T14:05:00.000Z', { kind: 'technical', lines: [] }) })),
        time,
      ),
    );
    expect(lines.at(-1)).toBe(saidEn('reasonTechnical'));
    const cms = english(
      describeSiteBuild(
        reply(target({ lastBuild: failed('2026-11-27T14:05:00.000Z', { kind: 'cms-unreachable', lines: [] }) })),
        time,
      ),
    );
    expect(cms.at(-1)).toBe(saidEn('reasonCms'));
  });

  test('unreachable service and missing configuration are said plainly', () => {
    expect(english(describeSiteBuild({ configured: true, reachable: false, reason: 'ECONNREFUSED' }, time))).toEqual([
      saidEn('unavailable', { reason: 'ECONNREFUSED' }),
    ]);
    expect(describeSiteBuild({ configured: false }, time)[0]!.id).toBe('site-build.widget.notConfigured');
  });
});

describe("an entry's side panel", () => {
  const entry = { publishedAt: '2026-11-27T14:10:00.000Z', updatedAt: '2026-11-27T14:10:00.000Z' };

  test('after Publish: going live while the build runs, then live since the switch', () => {
    expect(entryStage(target({ state: 'building' }), entry.publishedAt)).toBe('going');
    const afterwards = target({ live: { since: '2026-11-27T14:10:30.000Z', builtFrom: '2026-11-27T14:10:02.000Z' } });
    expect(entryStage(afterwards, entry.publishedAt)).toBe('live');
    expect(english(describeEntry(reply(afterwards), { ...entry, updatedAt: null }, time))).toEqual([
      saidEn('entryLive', { time: '14:10' }),
    ]);
  });

  test('a build that started before the publish does not count; the one after it does', () => {
    const older = target({
      live: { since: '2026-11-27T14:10:20.000Z', builtFrom: '2026-11-27T14:09:50.000Z' },
      state: 'building',
    });
    expect(entryStage(older, entry.publishedAt)).toBe('going');
  });

  test('a refused build: not published, with the reason', () => {
    const reason = {
      kind: 'content' as const,
      lines: ['post "x" (EN) · Image description (alt text): Describe the image…'],
    };
    const refused = target({ lastBuild: failed('2026-11-27T14:10:02.000Z', reason) });
    expect(english(describeEntry(reply(refused), { ...entry, updatedAt: null }, time))).toEqual([
      saidEn('entryRefused'),
      reason.lines[0],
    ]);
  });

  test('after Save: the preview updating, then showing the last save', () => {
    const site = target({});
    const updating = {
      ...site,
      preview: target({
        state: 'building',
        live: { since: '2026-11-27T14:00:00.000Z', builtFrom: '2026-11-27T14:00:00.000Z' },
      }),
    };
    expect(english(describeEntry(reply(updating), { publishedAt: null, updatedAt: entry.updatedAt }, time))).toEqual([
      saidEn('previewGoing'),
    ]);
    const shown = {
      ...site,
      preview: target({ live: { since: '2026-11-27T14:10:03.000Z', builtFrom: '2026-11-27T14:10:01.000Z' } }),
    };
    expect(english(describeEntry(reply(shown), { publishedAt: null, updatedAt: entry.updatedAt }, time))).toEqual([
      saidEn('previewLive', { time: '14:10' }),
    ]);
  });
});

describe('a change shown on very many pages: its own pages first, the others with the whole build after it', () => {
  // The rebuild service's status (packages/rebuild) after such a publish at 14:10:03, the whole build for the
  // other 387 pages waiting or running beside it (`backstop`), as the CMS cuts it down.
  const published = {
    result: 'success',
    startedAt: '2026-11-27T14:10:00.500Z',
    finishedAt: '2026-11-27T14:10:03.000Z',
    deferred: 387,
    trigger: {
      reason: 'webhook',
      count: 2,
      events: [
        { event: 'entry.publish', model: 'post', locale: 'en', documentId: 'kq3j0rzv2w8h5n1d6b4c7x9m' },
        { event: 'entry.publish', model: 'post', locale: 'de', documentId: 'kq3j0rzv2w8h5n1d6b4c7x9m' },
      ],
    },
  };
  const live = { release: '20261127-141003-aaaaaa', since: '2026-11-27T14:10:03.000Z' };
  const status = (backstop: Record<string, unknown>) =>
    targetView({ state: 'idle', queued: false, live, lastBuild: published, lastSuccess: published, backstop });
  const entry = {
    publishedAt: '2026-11-27T14:10:00.000Z',
    updatedAt: null,
    documentId: 'kq3j0rzv2w8h5n1d6b4c7x9m',
    locale: 'de',
  };
  const earlier = { result: 'success', startedAt: '2026-11-27T13:00:00.000Z', finishedAt: '2026-11-27T13:00:30.000Z' };

  test('while the whole build waits or runs, the dashboard and the entry say how many pages are still coming', () => {
    for (const backstop of [
      { state: 'waiting', last: null },
      { state: 'building', last: earlier },
    ]) {
      const site = status(backstop);
      expect(site.morePages).toEqual({
        count: 387,
        state: 'coming',
        documents: [entry.documentId, entry.documentId],
      });
      expect(english(describeSiteBuild(reply(site), time))).toEqual([
        saidEn('liveSince', { time: '14:10' }),
        saidEn('morePagesComing', { count: 387 }),
        saidEn('lastDuration', { seconds: 3 }),
      ]);
      const panel = describeEntry(reply(site), entry, time);
      expect(german(panel)).toEqual([
        saidDe('entryLive', { time: '14:10' }),
        saidDe('entryMorePagesComing', { count: 387 }),
      ]);
    }
  });

  test('once the whole build after the publish has finished, nothing more is said', () => {
    const site = status({ state: 'idle', last: { ...earlier, startedAt: '2026-11-27T14:10:03.100Z' } });
    expect(site.morePages).toBeNull();
    const panel = describeEntry(reply(site), entry, time);
    expect(english(panel)).toEqual([saidEn('entryLive', { time: '14:10' })]);
  });

  test('when that build failed, the editor learns that those pages still show the previous version', () => {
    const site = status({
      state: 'idle',
      last: { result: 'failed', startedAt: '2026-11-27T14:10:03.100Z', finishedAt: '2026-11-27T14:10:40.000Z' },
    });
    expect(english(describeSiteBuild(reply(site), time))[1]).toBe(saidEn('morePagesFailed', { count: 387 }));
    const panel = describeEntry(reply(site), entry, time);
    expect(german(panel)[1]).toBe(saidDe('entryMorePagesFailed', { count: 387 }));
  });

  test('another entry, which that publish did not take in, is not told about those pages', () => {
    const site = status({ state: 'waiting', last: null });
    const other = { ...entry, publishedAt: '2026-11-27T14:00:00.000Z', documentId: 'p5t8w2y4a6c9e1g3i5k7m9o1' };
    const panel = describeEntry(reply(site), other, time);
    expect(english(panel)).toEqual([saidEn('entryLive', { time: '14:10' })]);
  });
});

describe('the entry a refused build is about', () => {
  const line = 'Page (German): These pages are not published in this language: imprint (/de/imprint/).';
  const reason = {
    kind: 'content' as const,
    lines: [line],
    targets: [{ uid: 'api::page.page', locale: 'de', keys: ['imprint'], line }],
  };
  const site = reply(target({ lastBuild: failed('2026-11-27T14:05:00.000Z', reason) }));
  const imprint = { uid: 'api::page.page', documentId: 'imp', locale: 'de', key: 'imprint', updatedAt: null };

  test('the unpublished German imprint page says it stops the build, and why, though it has no published version', () => {
    expect(english(describeEntry(site, { ...imprint, publishedAt: null }, time))).toEqual([
      saidEn('entryStopsBuild'),
      line,
    ]);
  });

  test('its English version and other pages are not blamed', () => {
    expect(english(describeEntry(site, { ...imprint, locale: 'en', publishedAt: null }, time))).toEqual([]);
    expect(english(describeEntry(site, { ...imprint, key: 'privacy', publishedAt: null }, time))).toEqual([]);
  });

  test('an entry with a field problem is found by its document', () => {
    const byDocument = {
      ...reason,
      targets: [{ uid: 'api::post.post', locale: 'en', documentId: 'p1', line: 'Post “x” (English) · Title: …' }],
    };
    const failedSite = reply(target({ lastBuild: failed('2026-11-27T14:05:00.000Z', byDocument) }));
    const post = { uid: 'api::post.post', documentId: 'p1', locale: 'en', updatedAt: null, publishedAt: null };
    expect(english(describeEntry(failedSite, post, time))).toContain('Post “x” (English) · Title: …');
    expect(english(describeEntry(failedSite, { ...post, documentId: 'p2' }, time))).toEqual([]);
  });
});

describe('why a build failed, in the editor’s language', () => {
  const schemas: Record<string, Record<string, { type: string; component?: string }>> = {
    'api::guide.guide': { chapters: { type: 'component', component: 'shared.guide-chapter' } },
  };
  const TYPE_NAMES: Record<string, Partial<Record<Locale, string>>> = {
    'api::guide.guide': { en: 'STO guide', de: 'STO-Leitfaden' },
    'api::page.page': { en: 'Page', de: 'Seite' },
    'api::post.post': { en: 'Post', de: 'Beitrag' },
  };
  const naming = {
    schemaOf: (uid: string) => schemas[uid],
    typeName: (uid: string, locale: Locale) => TYPE_NAMES[uid]?.[locale] ?? uid,
    languageName,
  };
  const problem = {
    documentId: 'guide-doc',
    contentType: 'guide',
    locale: 'de',
    entry: 'guide',
    field: 'chapters[0].heading',
    code: 'unprintable',
    message: 'chapters[0].heading: The font of the PDF guide cannot show these characters: 🚀.',
    params: { chars: '🚀' },
  };
  const routesMissing = {
    contentType: 'page',
    locale: 'de',
    entry: 'pages',
    field: '',
    code: 'routesMissing',
    message: 'no published page for route(s) imprint',
    params: { routes: 'imprint' },
  };

  test('refused content: entry, language, the field as the form names it, and why, in the admin language', () => {
    expect(describeReason({ kind: 'content', problems: [problem] }, 'en', naming)).toEqual({
      kind: 'content',
      lines: [
        `STO guide (German) · Chapters › 1 › Heading: ${siteText('en', 'checks:problems.unprintable', { chars: '🚀' })}`,
      ],
      targets: [expect.objectContaining({ uid: 'api::guide.guide', locale: 'de', documentId: 'guide-doc' })],
    });
    expect(describeReason({ kind: 'content', problems: [problem] }, 'de', naming).lines).toEqual([
      `STO-Leitfaden (Deutsch) · Kapitel › 1 › Überschrift: ${siteText('de', 'checks:problems.unprintable', { chars: '🚀' })}`,
    ]);
  });

  test('an article by its slug', () => {
    const post = {
      ...problem,
      documentId: 'p1',
      contentType: 'post',
      entry: 'post "launch-day"',
      field: 'title',
      code: 'missing',
    };
    expect(describeReason({ kind: 'content', problems: [post] }, 'de', naming).lines).toEqual([
      `Beitrag „launch-day“ (Deutsch) · Titel: ${siteText('de', 'checks:build.missing')}`,
    ]);
  });

  test('a route without its page: the route by key and address, the language by name, never an empty list', () => {
    const english = describeReason({ kind: 'content', problems: [routesMissing] }, 'en', naming);
    expect(english.lines).toEqual([
      `Page (German): ${siteText('en', 'checks:build.routesMissing', { routes: 'imprint (/de/imprint/)' })}`,
    ]);
    expect(english.targets).toEqual([
      { uid: 'api::page.page', locale: 'de', keys: ['imprint'], line: english.lines[0] },
    ]);
    expect(describeReason({ kind: 'content', problems: [routesMissing] }, 'de', naming).lines).toEqual([
      `Seite (Deutsch): ${siteText('de', 'checks:build.routesMissing', { routes: 'imprint (/de/imprint/)' })}`,
    ]);
  });

  test('three problems at most, then how many more; every problem keeps its entry', () => {
    const view = describeReason({ kind: 'content', problems: Array(5).fill(problem) }, 'en', naming);
    expect(view.lines).toHaveLength(4);
    expect(view.lines[3]).toBe(siteText('en', 'checks:build.more', { count: 2 }));
    expect(view.targets).toHaveLength(5);
  });

  test('anything else has no details to show', () => {
    expect(describeReason({ kind: 'technical', stack: '/app/x.js:1' }, 'en', naming)).toEqual({
      kind: 'technical',
      lines: [],
    });
    expect(describeReason(null, 'en', naming)).toEqual({ kind: 'technical', lines: [] });
  });
});
