import React from 'react';
import { Link, graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Layout } from '../components/Layout';
import { blogFeedPath } from '../seo/feeds';
import { TopicList } from '../components/TopicList';
import type { Media } from '../content/types';
import { formatDate } from '../i18n/format';
import { MediaImage } from '../sections/parts';
import { CmsEntryHead } from './CmsPageHead';
import { catalogueText, fromJson, type PageContext } from './types';
import { STATIC_ROUTES, localeInfo, localizePath } from '@app/routing';
import { useSiteUrl } from '../components/useSiteUrl';
import { blogPostingJsonLd } from '../seo/jsonld';
import { ogImagePath } from '../seo/og-image';

type Data = Queries.PostByIdQuery;

/** A single insight article. */
export default function PostTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation('common');
  const post = data.cmsPost!;
  const related = data.related.nodes;
  return (
    <Layout alternates={pageContext.alternates}>
      <article className="article">
        <Breadcrumbs
          items={[
            { label: t('nav:pages.home'), to: localizePath('/', pageContext.locale) },
            { label: t('blog.blog'), to: localizePath(STATIC_ROUTES.insight, pageContext.locale) },
            { label: post.title },
          ]}
        />
        <h1 id="page-title">{post.title}</h1>
        <p className="meta">
          <time dateTime={post.date}>{formatDate(post.date, pageContext.locale)}</time> ·{' '}
          {t('blog.readingTime', { count: post.readingMinutes })}
        </p>
        <TopicList topics={post.topics} />
        <MediaImage media={fromJson<Media | null>(post.image)} eager />
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      {related.length > 0 && (
        <section className="section" aria-labelledby="related-heading">
          <h2 id="related-heading">{t('blog.relatedPosts')}</h2>
          <ul className="grid">
            {related.map((item) => (
              <li key={item.path} className="card">
                <p className="meta">
                  <time dateTime={item.date}>{formatDate(item.date, pageContext.locale)}</time>
                </p>
                <h3>
                  <Link to={item.path}>{item.title}</Link>
                </h3>
                <p>{item.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const post = data.cmsPost!;
  const siteUrl = useSiteUrl();
  const image = ogImagePath(fromJson<Media | null>(post.image));
  const blog = {
    name: catalogueText(data.locales, 'nav:pages.insight'),
    path: localizePath(STATIC_ROUTES.insight, pageContext.locale),
  };
  const article = {
    title: post.title,
    description: post.metaDescription,
    path: post.path,
    date: post.date,
    image,
    language: localeInfo(pageContext.locale).iso,
  };
  return (
    <CmsEntryHead
      entry={post}
      breadcrumbs={[blog, { name: post.title, path: post.path }]}
      locales={data.locales}
      pageContext={pageContext}
      type="article"
      image={image}
      jsonLd={[blogPostingJsonLd(article, siteUrl)]}
    >
      <link rel="alternate" type="application/rss+xml" href={blogFeedPath(pageContext.locale)} />
    </CmsEntryHead>
  );
}

export const query = graphql`
  query PostById($id: String!, $language: String!, $relatedIds: [String!]) {
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
    related: allCmsPost(filter: { id: { in: $relatedIds } }, sort: { date: DESC }) {
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
