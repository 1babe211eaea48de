/**
 * The write guard with a third language (docs/security.md, "One write guard for every document action"): the sweep
 * of tests/cms/write-guard.integration.test.ts in the copy with an added language, where each translated language
 * has its Translator role — one translator never writes another translator's language, a shared field or a new entry.
 */
import { DEFAULT_LOCALE, LOCALE_CODES } from '@app/routing';
import { describeSweep } from '../support/write-guard-sweep';

const swept = describeSweep('the sweep: every write route of the Content Manager × language shape × body × role');

test('the CMS has a Translator role for each of at least two translated languages', () => {
  const translated = LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE);
  expect(translated.length).toBeGreaterThanOrEqual(2);
  const { sweep } = swept();
  expect(sweep.roles.filter((role) => role.kind === 'translator').map((role) => role.locale)).toEqual(translated);
});
