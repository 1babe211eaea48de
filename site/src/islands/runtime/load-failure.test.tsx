/** @jest-environment jsdom */
import { LOCALE_CODES, type Locale } from '@app/routing';
import { LoadFailureTemplate } from '../../frame/Layout/UpdatePrompt';
import { translate } from '../../../test/i18n-mock';
import { renderStatic, testI18n } from '../../../test/render-static';
import { showLoadFailure } from './chunk-guard';

/** A page of `locale` as the build writes it (the frame's template), then the runtime giving up on a chunk. */
function failOnPage(locale: Locale) {
  document.documentElement.lang = locale;
  document.body.innerHTML = `<main><a href="/x/">A link</a></main>${renderStatic(<LoadFailureTemplate />, locale)}`;
  showLoadFailure();
  return document.querySelector<HTMLElement>('[role="alert"]');
}

describe('the notice when part of a page cannot be loaded', () => {
  it.each([
    ['en', translate('en', 'common:loadFailure.text'), translate('en', 'common:loadFailure.reload')],
    ['de', translate('de', 'common:loadFailure.text'), translate('de', 'common:loadFailure.reload')],
  ] as const)('%s: an alert in the page language with a focused reload button', (locale, text, button) => {
    const alert = failOnPage(locale);
    expect(alert?.querySelector('p')?.textContent).toBe(text);
    expect(document.activeElement?.textContent).toBe(button);
    expect(alert?.contains(document.activeElement)).toBe(true);
  });

  it.each(LOCALE_CODES)(
    '%s: takes its text from that language catalogue, shown once however often it fails',
    (locale) => {
      const { t } = testI18n(locale);
      failOnPage(locale);
      showLoadFailure();
      expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(
        t('loadFailure.text') + t('loadFailure.reload'),
      );
    },
  );
});
