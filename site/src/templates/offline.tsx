import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '@app/routing';
import { Layout } from '../frame/Layout/Layout';
import { Seo } from '../frame/Seo/Seo';
import { offlinePagePath } from '../pwa/paths';
import { catalogueText } from '../i18n/catalogue';
import { LocalLink } from '../i18n/LocalLink';
import { SITE_LOCALES } from '../i18n/site-locales';
import { useSiteSettings } from '../site/useSiteSettings';

type Context = { locale: Locale };
const homeAlternates = SITE_LOCALES.map((locale) => ({ locale, path: localizePath('/', locale) }));

/**
 * What the service worker shows for a page it has not kept while the visitor is offline (one per language,
 * precached). It is served under the address the visitor asked for, and every page address ends in a slash, so
 * "Try again" is a plain link to `.`, the same address: it works without script.
 */
export default function OfflinePage({ pageContext }: PageProps<Queries.OfflineQuery, Context>) {
  const { t } = useTranslation(['common', 'nav']);
  return (
    <Layout locale={pageContext.locale} alternates={homeAlternates} joinList={false}>
      <section className="section error-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('offline.title')}</h1>
        <p>{t('offline.text')}</p>
        <a className="button" href=".">
          {t('offline.retry')}
        </a>{' '}
        <LocalLink className="button secondary" to="/">
          {t('offline.toMainPage')}
        </LocalLink>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.OfflineQuery, Context>) {
  const { locale } = pageContext;
  const { global, siteUrl } = useSiteSettings(locale);
  return (
    <Seo
      locale={locale}
      title={catalogueText(data.locales, 'common:offline.title')}
      global={global}
      description={global.defaultMetaDescription}
      path={offlinePagePath(locale)}
      alternates={[]}
      siteUrl={siteUrl}
      noindex
    />
  );
}

export const query = graphql`
  query Offline($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
