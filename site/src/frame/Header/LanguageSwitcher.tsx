import React from 'react';
import { useTranslation } from 'react-i18next';
import { type Alternate, type Locale } from '@app/routing';
import { Glyph } from '../../components/Glyph';
import { SITE_LOCALES } from '../../i18n/site-locales';
import { useSite } from '../../site/SiteContext';
import { autonym, languageName } from './language-name';
import { untranslatedTarget } from './untranslated';

/**
 * Links to the same page in the other languages (translated slugs come from the build). A page without a
 * translation says so next to the language name and links to the nearest overview in that language (an article
 * to the insight list, otherwise the home page), so the visitor is not moved silently. A click stores the choice in the language cookie
 * (`data-locale-choice`, read by the inline script of `i18n/locale-choice.ts`). Each language is shown by its own
 * name ("Deutsch", marked with its `lang`); the link's title names it in the page's language ("auf Englisch lesen").
 * The list opens from a small button showing the page's language (a native disclosure), so the header keeps its
 * width however many languages the site has.
 */
export function LanguageSwitcher({ alternates }: { alternates: Alternate[] }) {
  const { t } = useTranslation('common');
  const { locale: current } = useSite();
  return (
    <nav aria-label={t('language.label')} className="language-switcher">
      <details data-menu>
        <summary aria-label={t('language.current', { language: autonym(current) })}>
          <Glyph name="globe" className="language-switcher__globe" />
          <span lang={current}>{current.toUpperCase()}</span>
          <Glyph name="chevron" className="nav-group__chevron" />
        </summary>
        <ul className="language-switcher__panel">
          {SITE_LOCALES.map((code) => (
            <li key={code}>
              <LanguageEntry code={code} current={current} alternates={alternates} />
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

type EntryProps = { code: Locale; current: Locale; alternates: Alternate[] };

/** One language of the list: the page's own marked as current, each other one a link. */
function LanguageEntry({ code, current, alternates }: EntryProps) {
  const { t } = useTranslation('common');
  const name = autonym(code);
  if (code === current) {
    return (
      <span aria-current="true" lang={code}>
        {name}
      </span>
    );
  }
  const translated = alternates.find((a) => a.locale === code)?.path;
  const target = translated ?? untranslatedTarget(alternates, current, code);
  return (
    <a
      href={target}
      lang={code}
      hrefLang={code}
      title={t(translated ? 'language.switchTo' : 'language.untranslatedTitle', {
        language: languageName(code, current),
      })}
      data-locale-choice={code}
    >
      {name}
      {translated ? null : (
        <span className="language-switcher__note" lang={current}>
          {t('language.untranslated')}
        </span>
      )}
    </a>
  );
}
