import english from '../../../locales/en/checks.json';
import { catalogueText } from '@app/routing';
import type { Problem } from './check';

/** Looks a text up in the UI catalogues (`checks:…` keys), `{{name}}` placeholders filled in. */
export type Translate = (key: string, values?: Record<string, string>) => string;

const STRIPPED_KINDS = ['elements', 'handlers', 'links'] as const;

/**
 * The sentence an editor reads for a problem, in the language `t` speaks (the admin's language in the CMS). The
 * field itself is not named: the admin shows the sentence under it, the build log names it beside it.
 */
export function problemMessage(problem: Problem, t: Translate): string {
  if (problem.code === 'strippedMarkup') {
    const list = STRIPPED_KINDS.filter((kind) => (problem.params[kind] ?? '') !== '').map((kind) =>
      t(`checks:stripped.${kind}`, { names: problem.params[kind] ?? '' }),
    );
    return t('checks:problems.strippedMarkup', { list: list.join('; ') });
  }
  return t(`checks:problems.${problem.code}`, problem.params);
}

/** English, from `locales/en/checks.json`: for build logs, which developers read. */
export const englishChecks: Translate = (key, values = {}) =>
  catalogueText(english, key.replace(/^checks:/, ''), values) ?? key;
