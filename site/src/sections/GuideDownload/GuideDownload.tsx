import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './GuideDownload.css';

/** The STO guide as a download (SPEC §2 "guide download"). */
export function GuideDownloadSection({ section }: { section: Queries.GuideDownloadSectionFragment }) {
  const href = section.file?.localFile?.publicURL;
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="guide-download">
      {href && (
        <p className="actions">
          <a className="button" href={href} download>
            {section.actionLabel}
          </a>
        </p>
      )}
    </SectionFrame>
  );
}
