import React, { useMemo } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { localizePath } from '@app/routing';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Layout } from '../components/Layout';
import { CmsPageHead } from './CmsPageHead';
import { blogFeedPath } from '../seo/feeds';
import { useCmsPublicUrl } from '../components/useCmsPublicUrl';
import type { Media } from '../content/types';
import { firstPageMeta, INSIGHT_PAGE_SIZE } from '../features/insight-list/insight-query';
import { InsightList } from '../features/insight-list/InsightList';
import { SocialFeed } from '../features/insight-list/SocialFeed';
import type { PostCardData } from '../features/insight-list/types';
import { LocalLink } from '../i18n/LocalLink';
import { Sections } from '../sections/registry';
import { asSitePage, fromJson, type PageContext } from './types';

type Data = Queries.InsightListQuery;

/** The list part of the page query. */

/** The list's build-time props: the static first page, its paging, the topics to filter by. */
function staticList(data: Data) {
  const { allCmsPost, allCmsTopic } = data;
  const initialPosts: PostCardData[] = allCmsPost.nodes.map((post) => ({
    title: post.title,
    path: post.path,
    date: post.date,
    excerpt: post.excerpt,
    image: fromJson<Media | null>(post.image),
    topics: post.topics.map(({ name, slug }) => ({ name, slug })),
  }));
  return {
    initialPosts,
    initialMeta: firstPageMeta(allCmsPost.totalCount, INSIGHT_PAGE_SIZE),
    topics: allCmsTopic.nodes.map(({ name, slug }) => ({ name, slug })),
  };
}

/** The insight blog: breadcrumbs, intro sections, the searchable article list, the social feed. */
export default function InsightListTemplate({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation('common');
  const page = asSitePage(data.cmsPage!);
  const cmsUrl = useCmsPublicUrl();
  const list = useMemo(() => staticList(data), [data]);
  return (
    <Layout alternates={pageContext.alternates}>
      <Breadcrumbs
        items={[{ label: t('nav:pages.home'), to: localizePath('/', pageContext.locale) }, { label: t('blog.blog') }]}
      />
      {page.sections[0]?.type !== 'intro' && <h1 id="page-title">{page.title}</h1>}
      <Sections sections={page.sections} />
      <InsightList locale={pageContext.locale} cmsUrl={cmsUrl} {...list} />
      <SocialFeed />
      <LocalLink to="/">{t('blog.backToMain')}</LocalLink>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  const page = data.cmsPage!;
  return (
    <CmsPageHead page={page} locales={data.locales} pageContext={pageContext}>
      <link rel="alternate" type="application/rss+xml" href={blogFeedPath(pageContext.locale)} />
    </CmsPageHead>
  );
}

export const query = graphql`
  query InsightList($id: String!, $language: String!) {
    cmsPage(id: { eq: $id }) {
      ...PageFields
    }
    # limit = INSIGHT_PAGE_SIZE (features/insight-list/insight-query.ts); totalCount counts every post of the locale
    allCmsPost(filter: { locale: { eq: $language } }, sort: { date: DESC }, limit: 12) {
      totalCount
      nodes {
        title
        path
        slug
        date
        excerpt
        image
        topics {
          name
          slug
        }
      }
    }
    allCmsTopic(filter: { locale: { eq: $language } }, sort: { name: ASC }) {
      nodes {
        name
        slug
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Catalogues
    }
  }
`;
