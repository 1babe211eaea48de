import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { SectionOf } from '../content/types';
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

export function MediaMentions({ section }: { section: SectionOf<'media'> }) {
  const locale = useLocale();
  return (
    <SectionFrame {...section}>
      <ul className="grid">
        {section.mentions.map((m) => (
          <li key={m.title} className="card">
            <p className="eyebrow">
              {m.outlet} · <time dateTime={m.date}>{formatDate(m.date, locale)}</time>
            </p>
            <h3>{m.url ? <a href={m.url}>{m.title}</a> : m.title}</h3>
            {m.summary && <p>{m.summary}</p>}
          </li>
        ))}
      </ul>
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
