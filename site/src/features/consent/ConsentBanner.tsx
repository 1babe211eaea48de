import React from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_ROUTES, localizePath, type Locale } from '@app/routing';
import { CONSENT_IDS } from './ids';
import './ConsentBanner.css';

type Category = 'necessary' | 'analytics' | 'marketing';
const CATEGORIES: readonly Category[] = ['necessary', 'analytics', 'marketing'];

function CategoryOption({ category }: { category: Category }) {
  const { t } = useTranslation('common');
  const id = `consent-${category}`;
  const necessary = category === 'necessary';
  return (
    <div className="consent__category">
      <input
        type="checkbox"
        id={id}
        name={category}
        aria-describedby={`${id}-text`}
        // Necessary storage needs no consent (§ 25 (2) TDDDG) and cannot be switched off.
        defaultChecked={necessary}
        disabled={necessary}
      />
      <label htmlFor={id}>{t(`consent.categories.${category}.label`)}</label>
      <p id={`${id}-text`}>{t(`consent.categories.${category}.text`)}</p>
    </div>
  );
}

/**
 * The cookie notice, rendered into every page: whether it shows is decided before the first paint by the inline
 * head script (`head-script.ts`) and the stylesheet, so it costs no layout shift and no React. It sits in the page
 * flow above the header: it never covers the language switch or anything else and traps no focus. Accept and
 * reject are equally prominent; the settings are a disclosure with the three categories.
 */
export function ConsentBanner({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  return (
    <section
      id={CONSENT_IDS.banner}
      className="consent"
      aria-labelledby={CONSENT_IDS.title}
      data-consent-banner=""
      data-saved-text={t('consent.saved')}
    >
      <div className="consent__inner">
        <h2 id={CONSENT_IDS.title} tabIndex={-1}>
          {t('consent.title')}
        </h2>
        <p>
          {t('consent.text')} <a href={localizePath(STATIC_ROUTES.privacy, locale)}>{t('consent.privacyLink')}</a>
        </p>
        <div className="consent__actions">
          <button type="button" className="button" data-consent-action="accept">
            {t('consent.acceptAll')}
          </button>
          <button type="button" className="button" data-consent-action="reject">
            {t('consent.rejectAll')}
          </button>
          <button
            type="button"
            className="button secondary"
            data-consent-action="settings"
            aria-expanded="false"
            aria-controls={CONSENT_IDS.settings}
          >
            {t('consent.settings')}
          </button>
        </div>
        <form id={CONSENT_IDS.settings} className="consent__settings" hidden data-consent-form="">
          <fieldset>
            <legend>{t('consent.categoriesLegend')}</legend>
            {CATEGORIES.map((category) => (
              <CategoryOption key={category} category={category} />
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t('consent.save')}
          </button>
        </form>
      </div>
    </section>
  );
}

/** "Cookie settings" in the footer: reopens the notice with its settings (shown only where scripts run). */
export function ConsentSettingsButton() {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="consent-open"
      data-consent-open=""
      aria-controls={CONSENT_IDS.banner}
      aria-expanded="false"
    >
      {t('consent.reopen')}
    </button>
  );
}
