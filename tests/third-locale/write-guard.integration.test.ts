/**
 * The write guard with a third language (docs/security.md, "One write guard for every document action"): the sweep
 * of tests/cms/write-guard.integration.test.ts in the copy with an added language, where each translated language
 * has its Translator role — one translator never writes another translator's language, a shared field or a new entry.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, languageName } from '@app/routing';
import { routeKey, type CmsRoute } from '../support/cms-routes';
import {
  CONTENT_MANAGER_WRITES,
  type SweepContext,
  contentManagerWrites,
  endSweep,
  sweepContext,
  sweepRole,
} from '../support/write-guard-sweep';

let sweep: SweepContext | undefined;
let routes: CmsRoute[];

beforeAll(async () => {
  sweep = await sweepContext();
  routes = await contentManagerWrites();
}, 180_000);

afterAll(() => endSweep(sweep), 180_000);

test('the CMS has a Translator role for each of at least two translated languages', () => {
  const translated = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);
  expect(translated.length).toBeGreaterThanOrEqual(2);
  expect(sweep!.roles.filter((role) => role.kind === 'translator').map((role) => role.locale)).toEqual(translated);
  expect(routes.map(routeKey).filter((key) => !(key in CONTENT_MANAGER_WRITES))).toEqual([]);
});

test.each([
  ...LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE).map((c) => `Translator (${languageName(c, 'en')})`),
  'Content editor',
  'Inbox',
])(
  '%s: every write route × language shape × body',
  async (name) => {
    const role = sweep!.roles.find((r) => r.name === name)!;
    expect(await sweepRole(sweep!, role, routes)).toBeGreaterThan(routes.length * 5);
  },
  900_000,
);
