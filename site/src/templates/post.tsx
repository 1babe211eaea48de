import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { STATIC_ROUTES, localeInfo, localizePath } from '@app/routing';
import type { PageContext } from '../build/pages';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { CmsImage } from '../components/CmsImage/CmsImage';
import { RiskNote } from '../components/RiskNote/RiskNote';
import { mentionsInvestmentFigure } from '../components/RiskNote/investment-figures';
import { Layout } from '../frame/Layout/Layout';
import { TopicList } from '../components/TopicList/TopicList';
import { catalogueText } from '../i18n/catalogue';
import { formatDate } from '../i18n/format';
import { blogFeedPath } from '../seo/feeds';
import { blogPostingJsonLd } from '../seo/jsonld';
import { ogImagePath } from '../seo/og-image';
import { useSiteSettings } from '../site/useSiteSettings';
import { CmsEntryHead } from './CmsPageHead';
import { GridList } from '../components/BalancedGrid/GridList';
import './post.css';

type Data = Queries.PostByIdQuery;

/** A single insight article, with the related articles below it. */
export default function PostTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { locale } = pageContext;
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <Article post={data.post!} locale={locale} />
      <RelatedPosts posts={data.related} locale={locale} />
    </Layout>
  );
}

function Article({ post, locale }: { post: NonNullable<Data['post']>; locale: PageContext['locale'] }) {
  const { t } = useTranslation(['common', 'nav']);
  return (
    <article className="article">
      <Breadcrumbs
        items={[
          { label: t('nav:pages.home'), to: localizePath('/', locale) },
          { label: t('nav:pages.insight'), to: localizePath(STATIC_ROUTES.insight, locale) },
          { label: post.title },
        ]}
      />
      <h1 id="page-title">{post.title}</h1>
      <p className="meta">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time> ·{' '}
        {t('common:blog.readingTime', { count: post.readingMinutes })}
      </p>
      <TopicList topics={post.topics} />
      <CmsImage className="article__cover" image={post.image} alt={post.imageAlt} eager />
      <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      {mentionsInvestmentFigure(post.html) && <RiskNote />}
    </article>
  );
}

function RelatedPosts({ posts, locale }: { posts: Data['related']; locale: PageContext['locale'] }) {
  const { t } = useTranslation('common');
  if (posts.length === 0) return null;
  return (
    <section className="section" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('blog.relatedPosts')}</h2>
      <GridList max={3}>
        {posts.map((item) => (
          <li key={item.path} className="card">
            <p className="meta">
              <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
            </p>
            <h3>
              <a href={item.path}>{item.title}</a>
            </h3>
            <p>{item.excerpt}</p>
          </li>
        ))}
      </GridList>
    </section>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const post = data.post!;
  const { siteUrl } = useSiteSettings(pageContext.locale);
  const image = ogImagePath(post.image);
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
  query PostById($id: String!, $language: String!, $relatedIds: [String!]!) {
    post: strapiPost(id: { eq: $id }) {
      title
      path
      date
      html
      readingMinutes
      image {
        hash
        ...MediaFile
        localFile {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 1280
              outputPixelDensities: [0.25, 0.5, 0.75, 1]
              formats: [AUTO, WEBP, AVIF]
              placeholder: DOMINANT_COLOR
            )
          }
        }
      }
      imageAlt
      pageTitle
      metaDescription
      topics {
        name
        slug
      }
    }
    # By id, newest first (build/related.ts): the page depends on these articles only.
    related: relatedPosts(ids: $relatedIds) {
      title
      path
      date
      excerpt
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
