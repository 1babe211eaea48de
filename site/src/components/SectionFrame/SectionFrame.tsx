import React from 'react';
import { useHyphenate } from '../../i18n/hyphenation';
import { SectionRiskNote } from '../RiskNote/RiskNote';
import './SectionFrame.css';

type Props = {
  /** The section's node id; its heading's id (the region's label) is derived from it. */
  id: string;
  heading: string;
  text?: string | null;
  className?: string;
  /** A stable `id` other pages link to (e.g. `/sto/#guide`); node ids change with every import. */
  anchor?: string;
  children?: React.ReactNode;
};

/** Section frame: a labelled region with its heading and lead text, ending with the risk note where it needs one. */
export function SectionFrame({ id, heading, text, className, anchor, children }: Props) {
  const hyphenate = useHyphenate();
  const headingId = `${id.replace(/[^a-zA-Z0-9-]/g, '-')}-heading`;
  return (
    <section id={anchor} aria-labelledby={headingId} className={['section', className].filter(Boolean).join(' ')}>
      <h2 id={headingId}>{hyphenate(heading)}</h2>
      {text && <p className="lead">{text}</p>}
      {children}
      <SectionRiskNote />
    </section>
  );
}
