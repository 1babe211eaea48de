import React from 'react';
import { useTranslation } from 'react-i18next';
import { STATIC_ROUTES, localizePath } from '@app/routing';
import { useLocale } from '../../i18n/useLocale';

/**
 * The link to the privacy policy, in the page's language, that every form collecting personal data shows beside its
 * fields (a test finds every form of the site and fails on one without it).
 */
export function PrivacyNote() {
  // From `common`, which every island with a form loads.
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <p className="form-privacy">
      {t('privacyNote.note')} <a href={localizePath(STATIC_ROUTES.privacy, locale)}>{t('privacyNote.link')}</a>
    </p>
  );
}
