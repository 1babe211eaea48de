import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LOCALE_CODES, isLocale, localizePath, DEFAULT_LOCALE, type Locale } from '@app/routing';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useGlobalSettings } from '../components/useGlobal';
import { useSiteUrl } from '../components/useSiteUrl';
import { LocalLink } from '../i18n/LocalLink';
import { catalogueText } from '../templates/types';

type Context = { language?: string };
const homeAlternates = LOCALE_CODES.map((locale) => ({ locale, path: localizePath('/', locale) }));

/** Unknown routes (SPEC §2, §8): served with status 404, in the language of the path prefix. */
export default function NotFoundPage(_: PageProps<Queries.NotFoundQuery, Context>) {
  const { t } = useTranslation(['common', 'nav']);
  return (
    <Layout alternates={homeAlternates}>
      <section className="section error-page" aria-labelledby="page-title">
        <h1 id="page-title">{t('errors.notFoundTitle')}</h1>
        <p>{t('errors.notFoundText')}</p>
        <LocalLink className="button" to="/">
          {t('errors.toMainPage')}
        </LocalLink>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundQuery, Context>) {
  const locale: Locale = isLocale(pageContext.language) ? pageContext.language : DEFAULT_LOCALE;
  const global = useGlobalSettings(locale);
  const siteUrl = useSiteUrl();
  const title = catalogueText(data.locales, 'common:errors.notFoundTitle');
  return (
    <Seo
      locale={locale}
      title={title}
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
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
