import React from 'react';
import type { Locale } from '@app/routing';
import { formatDate } from '../../i18n/format';
import { LocalLink } from '../../i18n/LocalLink';
import { TopicList } from '../../components/TopicList';
import { MediaImage } from '../../sections/parts';
import type { PostCardData } from './types';

/** One article of the list: image, linked title, date, topics, excerpt. */
export function PostCard({ post, locale }: { post: PostCardData; locale: Locale }) {
  return (
    <li className="card">
      <MediaImage media={post.image} />
      <h2>
        <LocalLink to={post.path}>{post.title}</LocalLink>
      </h2>
      <p className="meta">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
      </p>
      <TopicList topics={post.topics} />
      {post.excerpt !== '' && <p>{post.excerpt}</p>}
    </li>
  );
}
