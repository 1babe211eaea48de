import React from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicRef } from '@app/cms-client';
import './TopicList.css';

/** The topics of an article as a labelled list; nothing when it has none. */
export function TopicList({ topics }: { topics: readonly TopicRef[] }) {
  const { t } = useTranslation('common');
  if (topics.length === 0) return null;
  return (
    <ul className="topics" aria-label={t('blog.topics')}>
      {topics.map((topic) => (
        <li key={topic.slug}>{topic.name}</li>
      ))}
    </ul>
  );
}
