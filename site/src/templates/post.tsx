import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/Layout';
import { PageHead } from '../components/PageHead';
import type { Media } from '../content/types';
import { formatDate } from '../i18n/format';
import { LocalLink } from '../i18n/LocalLink';
import { MediaImage } from '../sections/parts';
import { fromJson, type PageContext } from './types';

type Data = Queries.PostByIdQuery;

/** A single insight article. */
export default function PostTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation('common');
  const post = data.cmsPost!;
  return (
    <Layout alternates={pageContext.alternates}>
      <article className="article">
        <nav aria-label={t('nav:breadcrumbs')} className="breadcrumbs">
          <LocalLink to="/">{t('nav:pages.home')}</LocalLink> / <LocalLink to="/insight/">{t('blog.blog')}</LocalLink>
        </nav>
        <h1 id="page-title">{post.title}</h1>
        <p className="meta">
          <time dateTime={post.date}>{formatDate(post.date, pageContext.locale)}</time> ·{' '}
          {t('blog.readingTime', { count: post.readingMinutes })}
        </p>
        {post.topics.length > 0 && (
          <ul className="topics" aria-label={t('blog.topics')}>
            {post.topics.map((topic) => (
              <li key={topic.slug}>{topic.name}</li>
            ))}
          </ul>
        )}
        <MediaImage media={fromJson<Media | null>(post.image)} eager />
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const post = data.cmsPost!;
  return (
    <PageHead
      locale={pageContext.locale}
      title={post.pageTitle}
      description={post.metaDescription}
      path={post.path}
      alternates={pageContext.alternates}
    />
  );
}

export const query = graphql`
  query PostById($id: String!, $language: String!) {
    cmsPost(id: { eq: $id }) {
      title
      path
      date
      html
      readingMinutes
      image
      pageTitle
      metaDescription
      topics {
        name
        slug
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
