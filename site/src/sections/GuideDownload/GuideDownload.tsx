import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { guidePdfPath } from '../../build/guide-pdf/path';
import { useSite } from '../../site/SiteContext';
import './GuideDownload.css';

/** The section's anchor (`/sto/#guide`), linked from the quiz's result. */
export const GUIDE_ANCHOR = 'guide';

/**
 * The STO guide as a download (product rules §2): the PDF of the page's language, generated at build time from the
 * CMS guide.
 */
export function GuideDownloadSection({ section }: { section: Queries.GuideDownloadSectionFragment }) {
  const { locale } = useSite();
  return (
    <SectionFrame
      id={section.id}
      heading={section.heading}
      text={section.text}
      className="guide-download"
      anchor={GUIDE_ANCHOR}
    >
      <p className="actions">
        <a className="button" href={guidePdfPath(locale)} type="application/pdf" hrefLang={locale} download>
          {section.actionLabel}
        </a>
      </p>
    </SectionFrame>
  );
}
