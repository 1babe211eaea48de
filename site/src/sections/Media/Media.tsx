import React from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { formatDate } from '../../i18n/format';
import { useSite } from '../../site/SiteContext';
import { GridList } from '../../components/BalancedGrid/GridList';
import './Media.css';

type Mention = Queries.MediaSectionFragment['mentions'][number];

type MentionProps = { mention: Mention; heading: 'h3' | 'h4'; style?: React.CSSProperties };

/** One mention (its place in the grid in `style`): only one with a source gets a link and the clickable card's look. */
function MentionCard({ mention, heading: Heading, style }: MentionProps) {
  const { locale } = useSite();
  return (
    <li className={mention.url ? 'card media__mention media__mention--linked' : 'card media__mention'} style={style}>
      <p className="eyebrow">
        {mention.outlet} · <time dateTime={mention.date}>{formatDate(mention.date, locale)}</time>
      </p>
      <Heading>
        {mention.url ? (
          <a href={mention.url} target="_blank" rel="noopener noreferrer">
            {mention.title}
          </a>
        ) : (
          mention.title
        )}
      </Heading>
      {mention.summary && <p>{mention.summary}</p>}
    </li>
  );
}

/** Media mentions (home page): coverage by others, then the company's own publications under their own heading. */
export function MediaSection({ section }: { section: Queries.MediaSectionFragment }) {
  const { t } = useTranslation('common');
  const own = section.mentions.filter((m) => m.source === 'own');
  const coverage = section.mentions.filter((m) => m.source !== 'own');
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="media">
      {coverage.length > 0 && (
        <GridList>
          {coverage.map((mention) => (
            <MentionCard key={`${mention.outlet}-${mention.title}`} mention={mention} heading="h3" />
          ))}
        </GridList>
      )}
      {own.length > 0 && (
        <>
          <h3 className="media__own">{t('media.ownPublications')}</h3>
          <GridList>
            {own.map((mention) => (
              <MentionCard key={`${mention.outlet}-${mention.title}`} mention={mention} heading="h4" />
            ))}
          </GridList>
        </>
      )}
    </SectionFrame>
  );
}
