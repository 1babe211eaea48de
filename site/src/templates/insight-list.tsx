import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { localizePath } from '@app/routing';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Layout } from '../components/Layout';
import { blogFeedPath } from '../seo/feeds';
import { PageHead } from '../components/PageHead';
import { formatDate } from '../i18n/format';
import { LocalLink } from '../i18n/LocalLink';
import { Sections } from '../sections/registry';
import { asSitePage, catalogueText, type PageContext } from './types';

type Data = Queries.InsightListQuery;

/** The insight blog: breadcrumbs, intro sections, the newest articles. */
export default function InsightListTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation('common');
  const page = asSitePage(data.cmsPage!);
  const posts = data.allCmsPost.nodes;
  return (
    <Layout alternates={pageContext.alternates}>
      <Breadcrumbs
        items={[{ label: t('nav:pages.home'), to: localizePath('/', pageContext.locale) }, { label: t('blog.blog') }]}
      />
      {page.sections[0]?.type !== 'intro' && <h1 id="page-title">{page.title}</h1>}
      <Sections sections={page.sections} />
      {posts.length === 0 ? (
        <p>{t('blog.noPosts')}</p>
      ) : (
        <ul className="grid posts">
          {posts.map((post) => (
            <li key={post.path} className="card">
              <h2>
                <LocalLink to={post.path}>{post.title}</LocalLink>
              </h2>
              <p className="meta">
                <time dateTime={post.date}>{formatDate(post.date, pageContext.locale)}</time>
              </p>
              <p>{post.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <LocalLink to="/">{t('blog.backToMain')}</LocalLink>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const page = data.cmsPage!;
  return (
    <PageHead
      locale={pageContext.locale}
      title={page.pageTitle}
      description={page.metaDescription}
      path={page.path}
      alternates={pageContext.alternates}
      homeName={catalogueText(data.locales, 'nav:pages.home')}
      breadcrumbs={[{ name: page.title, path: page.path }]}
    >
      <link rel="alternate" type="application/rss+xml" href={blogFeedPath(pageContext.locale)} />
    </PageHead>
  );
}

export const query = graphql`
  query InsightList($id: String!, $language: String!) {
    cmsPage(id: { eq: $id }) {
      ...PageFields
    }
    allCmsPost(filter: { locale: { eq: $language } }, sort: { date: DESC }, limit: 12) {
      nodes {
        title
        path
        date
        excerpt
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
