import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Locale } from '@app/routing';
import { formatDate } from '../../i18n/format';
import { LocalLink } from '../../i18n/LocalLink';
import { MediaImage } from '../../sections/parts';
import type { PostCardData } from './types';

/** One article of the list: image, linked title, date, topics, excerpt. */
export function PostCard({ post, locale }: { post: PostCardData; locale: Locale }) {
  const { t } = useTranslation('common');
  return (
    <li className="card">
      <MediaImage media={post.image} />
      <h2>
        <LocalLink to={post.path}>{post.title}</LocalLink>
      </h2>
      <p className="meta">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      </p>
      {post.topics.length > 0 && (
        <ul className="topics" aria-label={t('blog.topics')}>
          {post.topics.map((topic) => (
            <li key={topic.slug}>{topic.name}</li>
          ))}
        </ul>
      )}
      {post.excerpt !== '' && <p>{post.excerpt}</p>}
    </li>
  );
}
