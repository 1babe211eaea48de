import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { formatDate } from '../../i18n/format';
import { useSite } from '../../site/SiteContext';
import './Media.css';

/** Media mentions (home page): outlet, date and title; only a mention with a source is a link. */
export function MediaSection({ section }: { section: Queries.MediaSectionFragment }) {
  const { locale } = useSite();
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="media">
      <ul className="grid">
        {section.mentions.map((mention) => (
          <li key={`${mention.outlet}-${mention.title}`} className="card media__mention">
            <p className="eyebrow">
              {mention.outlet} · <time dateTime={mention.date}>{formatDate(mention.date, locale)}</time>
            </p>
            <h3>
              {mention.url ? (
                <a href={mention.url} target="_blank" rel="noopener noreferrer">
                  {mention.title}
                </a>
              ) : (
                mention.title
              )}
            </h3>
            {mention.summary && <p>{mention.summary}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
