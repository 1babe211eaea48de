import React from 'react';
import type { Locale } from '@app/routing';
import { formatDate } from '../../i18n/format';
import { LocalLink } from '../../i18n/LocalLink';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { TopicList } from '../../components/TopicList/TopicList';
import { RiskNote } from '../../components/RiskNote/RiskNote';
import { mentionsInvestmentFigure } from '../../components/RiskNote/investment-figures';
import { useTranslation } from 'react-i18next';
import type { PostCardData, PostCardImage } from './types';
import { GridList } from '../../components/BalancedGrid/GridList';

function CardImage({ image }: { image: PostCardImage | null }) {
  if (image === null) return null;
  if (image.kind === 'built') return <CmsImage image={image.image} alt={image.alt} />;
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

type PostCardProps = { post: PostCardData; locale: Locale; style?: React.CSSProperties };

/** One article of the list (its place in the grid in `style`): image, linked title, date, topics, excerpt. */
export function PostCard({ post, locale, style }: PostCardProps) {
  return (
    <li className="card" style={style}>
      <CardImage image={post.image} />
      <h2>
        <LocalLink to={post.path}>{post.title}</LocalLink>
      </h2>
      <p className="meta">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      </p>
      <TopicList topics={post.topics} />
      {post.excerpt !== '' && <p>{post.excerpt}</p>}
      {mentionsInvestmentFigure(post.excerpt) && <RiskNote />}
    </li>
  );
}

/** A list of article cards, or "No Posts Yet" (product rules §2) when there are none. */
export function PostCards({ posts, locale }: { posts: readonly PostCardData[]; locale: Locale }) {
  const { t } = useTranslation('common');
  if (posts.length === 0) return <p className="insight-list__empty">{t('blog.noPosts')}</p>;
  return (
    <GridList className="posts" max={3}>
      {posts.map((post) => (
        <PostCard key={post.path} post={post} locale={locale} />
      ))}
    </GridList>
  );
}
