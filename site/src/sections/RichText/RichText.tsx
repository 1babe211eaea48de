import React from 'react';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import './RichText.css';

/** Free text an editor writes in Markdown (legal pages, explanations); sanitised at build time. */
export function RichTextSection({ section }: { section: Queries.RichTextSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="rich-text">
      <div className="prose" dangerouslySetInnerHTML={{ __html: section.html }} />
    </SectionFrame>
  );
}
