import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './JobOpenings.css';

/** Open positions (careers page); the requirements are CMS Markdown, sanitised at build time. */
export function JobOpeningsSection({ section }: { section: Queries.JobOpeningsSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="job-openings">
      {section.openings.map((opening) => (
        <article key={opening.title} className="card job-openings__opening">
          <h3>{opening.title}</h3>
          <p className="eyebrow">
            {opening.location} · {opening.employmentType}
          </p>
          <p>{opening.summary}</p>
          <div className="prose" dangerouslySetInnerHTML={{ __html: opening.requirementsHtml }} />
        </article>
      ))}
    </SectionFrame>
  );
}
