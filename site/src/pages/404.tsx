import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  STATIC_ROUTES,
  TOP_LEVEL_MENU,
  isLocale,
  isPageKey,
  localizePath,
  type Locale,
  type PageKey,
} from '@app/routing';
import { Layout } from '../frame/Layout/Layout';
import { Seo } from '../frame/Seo/Seo';
import { catalogueText } from '../i18n/catalogue';
import { LocalLink } from '../i18n/LocalLink';
import { SITE_LOCALES } from '../i18n/site-locales';
import { useSite } from '../site/SiteContext';
import { useSiteSettings } from '../site/useSiteSettings';

type Context = { language?: string };
const homeAlternates = SITE_LOCALES.map((locale) => ({ locale, path: localizePath('/', locale) }));
const localeOf = (context: Context): Locale => (isLocale(context.language) ? context.language : DEFAULT_LOCALE);

/** Unknown routes (product rules §2, §8): served with status 404, in the language of the path prefix. */
export default function NotFoundPage({ pageContext }: PageProps<Queries.NotFoundQuery, Context>) {
  const { t } = useTranslation(['common', 'nav']);
  return (
    <Layout locale={localeOf(pageContext)} alternates={homeAlternates}>
      <section className="section error-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('errors.notFoundTitle')}</h1>
        <p>{t('errors.notFoundText')}</p>
        <LocalLink className="button" to="/">
          {t('errors.toMainPage')}
        </LocalLink>
        <Categories />
      </section>
    </Layout>
  );
}

/** The site's categories (the header menu's groups and top-level pages), each a list of links. */
function Categories() {
  const { t } = useTranslation('nav');
  const { locale, global } = useSite();
  const link = (key: PageKey) => (
    <li key={key}>
      <a href={localizePath(STATIC_ROUTES[key], locale)}>{t(`pages.${key}`)}</a>
    </li>
  );
  return (
    <div className="error-page__categories">
      {global.headerMenu.map((group) => (
        <section key={group.group} aria-labelledby={`categories-${group.group}`}>
          <h2 id={`categories-${group.group}`}>{t(`groups.${group.group}`)}</h2>
          <ul>{(group.pages ?? []).filter(isPageKey).map(link)}</ul>
        </section>
      ))}
      <ul>{TOP_LEVEL_MENU.map(link)}</ul>
    </div>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundQuery, Context>) {
  const locale = localeOf(pageContext);
  const { global, siteUrl } = useSiteSettings(locale);
  return (
    <Seo
      locale={locale}
      title={catalogueText(data.locales, 'common:errors.notFoundTitle')}
      global={global}
      description={global.defaultMetaDescription}
      path={localizePath('/404/', locale)}
      alternates={[]}
      siteUrl={siteUrl}
      noindex
    />
  );
}

export const query = graphql`
  query NotFound($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
