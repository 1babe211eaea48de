import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { MediaMention, SectionOf } from '../content/types';
import { Icon } from '../components/Icon';
import { LocalLink } from '../i18n/LocalLink';
import { useLocale } from '../i18n/useLocale';
import { formatDate } from '../i18n/format';
import { MediaImage, SectionFrame } from './parts';

/** Sections that show CMS collections: service catalogue, case studies, media mentions, team, openings. */
export function ServiceCatalogue({ section }: { section: SectionOf<'service-catalogue'> }) {
  return (
    <SectionFrame {...section}>
      <ul className="grid">
        {section.services.map((s) => (
          <li key={s.title} className="card">
            {s.icon && (
              <span className="icon-badge">
                <Icon name={s.icon} />
              </span>
            )}
            <h3>{s.link ? <LocalLink to={s.link}>{s.title}</LocalLink> : s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function CaseStudyTeasers({ section }: { section: SectionOf<'case-studies'> }) {
  const { t } = useTranslation('common');
  return (
    <SectionFrame {...section}>
      <ul className="grid">
        {section.caseStudies.map((c) => (
          <li key={c.path} className="card">
            <MediaImage media={c.image} />
            <h3>
              <LocalLink to={c.path}>{c.title}</LocalLink>
            </h3>
            <p>{c.summary}</p>
          </li>
        ))}
      </ul>
      <LocalLink to="/case-studies/">{t('caseStudy.allCaseStudies')}</LocalLink>
    </SectionFrame>
  );
}

function MentionCard({ mention, heading: Heading }: { mention: MediaMention; heading: 'h3' | 'h4' }) {
  const locale = useLocale();
  // Only an entry with a link gets the clickable card's hover effect and an underlined title.
  return (
    <li className={mention.url ? 'card mention' : 'card card--static'}>
      <p className="eyebrow">
        {mention.outlet} · <time dateTime={mention.date}>{formatDate(mention.date, locale)}</time>
      </p>
      <Heading>{mention.url ? <a href={mention.url}>{mention.title}</a> : mention.title}</Heading>
      {mention.summary && <p>{mention.summary}</p>}
    </li>
  );
}

/** Third-party coverage and talks; the company's own blog and research under their own heading. */
export function MediaMentions({ section }: { section: SectionOf<'media'> }) {
  const { t } = useTranslation('common');
  const external = section.mentions.filter((m) => m.source === 'external');
  const own = section.mentions.filter((m) => m.source === 'own');
  return (
    <SectionFrame {...section}>
      {external.length > 0 && (
        <ul className="grid">
          {external.map((m) => (
            <MentionCard key={m.title} mention={m} heading="h3" />
          ))}
        </ul>
      )}
      {own.length > 0 && (
        <>
          <h3 className="mentions-own">{t('media.ownPublications')}</h3>
          <ul className="grid">
            {own.map((m) => (
              <MentionCard key={m.title} mention={m} heading="h4" />
            ))}
          </ul>
        </>
      )}
    </SectionFrame>
  );
}

export function Team({ section }: { section: SectionOf<'team'> }) {
  return (
    <SectionFrame {...section}>
      <ul className="grid">
        {section.members.map((m) => (
          <li key={m.name} className="card">
            <MediaImage media={m.photo} />
            <h3>{m.name}</h3>
            <p className="eyebrow">{m.role}</p>
            <p>{m.summary}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function JobOpenings({ section }: { section: SectionOf<'job-openings'> }) {
  return (
    <SectionFrame {...section}>
      {section.openings.map((o) => (
        <article key={o.title} className="card">
          <h3>{o.title}</h3>
          <p className="eyebrow">
            {o.location} · {o.employmentType}
          </p>
          <p>{o.summary}</p>
          <div dangerouslySetInnerHTML={{ __html: o.requirementsHtml }} />
        </article>
      ))}
    </SectionFrame>
  );
}
