import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@app/routing';
import type { PageContext } from '../build/pages';
import { Breadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { Layout } from '../frame/Layout/Layout';
import { InsightList } from '../features/insight-list/InsightList';
import { PostCards } from '../features/insight-list/PostCard';
import { HydratedIsland } from '../islands/Island';
import { builtPostCard, firstPageMeta, INSIGHT_PAGE_SIZE, PARAM } from '../features/insight-list/insight-query';
import { SocialFeed } from '../features/insight-list/SocialFeed';
import { LocalLink } from '../i18n/LocalLink';
import { blogFeedPath } from '../seo/feeds';
import { useSiteSettings } from '../site/useSiteSettings';
import { CmsPageHead } from './CmsPageHead';
import { PageBody } from './PageBody';

type Data = Queries.InsightListQuery;

/** The insight blog: breadcrumbs, intro sections, the searchable article list, the social feed. */
export default function InsightListTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation(['common', 'nav']);
  const page = data.page!;
  const { locale } = pageContext;
  const { cmsPublicUrl } = useSiteSettings(locale);
  return (
    <Layout locale={locale} alternates={pageContext.alternates}>
      <Breadcrumbs
        items={[{ label: t('nav:pages.home'), to: localizePath('/', locale) }, { label: t('nav:pages.insight') }]}
      />
      <PageBody title={page.title} sections={page.sections} />
      <HydratedIsland
        name="insight-list"
        component={InsightList}
        when="interaction"
        startIfQuery={Object.values(PARAM)}
        props={{
          locale,
          cmsUrl: cmsPublicUrl,
          initialMeta: firstPageMeta(data.posts.totalCount, INSIGHT_PAGE_SIZE),
          topics: data.topics.nodes.map(({ name, slug }) => ({ name, slug })),
        }}
      >
        <PostCards posts={data.posts.nodes.map(builtPostCard)} locale={locale} />
      </HydratedIsland>
      <SocialFeed />
      <p className="listing">
        <LocalLink to="/">{t('common:blog.backToMain')}</LocalLink>
      </p>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return (
    <CmsPageHead page={data.page!} locales={data.locales} pageContext={pageContext}>
      <link rel="alternate" type="application/rss+xml" href={blogFeedPath(pageContext.locale)} />
    </CmsPageHead>
  );
}

export const query = graphql`
  query InsightList($id: String!, $language: String!) {
    page: strapiPage(id: { eq: $id }) {
      ...PageFields
      ...PageSections
    }
    # limit = INSIGHT_PAGE_SIZE (features/insight-list/insight-query.ts); totalCount counts every post of the locale
    posts: allStrapiPost(filter: { locale: { eq: $language } }, sort: { date: DESC }, limit: 12) {
      totalCount
      nodes {
        title
        path
        date
        excerpt
        image {
          ...MediaFile
          localFile {
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: 480
                aspectRatio: 1.7778
                formats: [AUTO, WEBP, AVIF]
                placeholder: DOMINANT_COLOR
              )
            }
          }
        }
        imageAlt
        topics {
          name
          slug
        }
      }
    }
    topics: allStrapiTopic(filter: { locale: { eq: $language } }, sort: { name: ASC }) {
      nodes {
        name
        slug
      }
    }
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["common", "nav", "forms"] } }
      sort: { ns: ASC }
    ) {
      ...Catalogues
    }
  }
`;
