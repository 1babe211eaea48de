import React from 'react';
import { useTranslation } from 'react-i18next';
import type { TopicRef } from '@app/cms-client';

type Props = { topics: readonly TopicRef[]; selected: string; onSelect: (slug: string) => void };

/** One topic at a time as toggle buttons; pressing the chosen topic again shows all topics. */
export function TopicFilter({ topics, selected, onSelect }: Props) {
  const { t } = useTranslation('common');
  const option = (slug: string, label: string) => (
    <li key={slug === '' ? '*' : slug}>
      <button
        type="button"
        className="button secondary"
        aria-pressed={selected === slug}
        onClick={() => onSelect(selected === slug ? '' : slug)}
      >
        {label}
      </button>
    </li>
  );
  return (
    <div role="group" aria-label={t('blog.topicFilter')} className="topic-filter">
      <ul>
        {option('', t('blog.allTopics'))}
        {topics.map((topic) => option(topic.slug, topic.name))}
      </ul>
    </div>
  );
}
