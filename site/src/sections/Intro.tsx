import React from 'react';
import type { SectionOf } from '../content/types';
import { LocalLink } from '../i18n/LocalLink';
import { MediaImage } from './parts';

/** The opening section of a page. Its heading is the page's one `h1`. */
export function Intro({ section }: { section: SectionOf<'intro'> }) {
  return (
    <section className="section intro" aria-labelledby="page-title">
      <div>
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h1 id="page-title">{section.heading}</h1>
        {section.text && <p className="lead">{section.text}</p>}
        <p className="actions">
          {section.primaryAction && (
            <LocalLink className="button" to={section.primaryAction.url}>
              {section.primaryAction.label}
            </LocalLink>
          )}
          {section.secondaryAction && (
            <LocalLink className="button secondary" to={section.secondaryAction.url}>
              {section.secondaryAction.label}
            </LocalLink>
          )}
        </p>
      </div>
      <MediaImage media={section.image} eager />
    </section>
  );
}
