import React from 'react';
import { useHyphenate } from '../i18n/hyphenation';
import { Sections, type SectionData } from '../sections/registry';

/** A CMS page's sections; a page that does not open with an intro gets its title as the one `h1`. */
export function PageBody({ title, sections }: { title: string; sections: ReadonlyArray<SectionData> }) {
  const hyphenate = useHyphenate();
  return (
    <>
      {sections[0]?.component !== 'sections.intro' && (
        <h1 id="page-title" className="page-heading">
          {hyphenate(title)}
        </h1>
      )}
      <Sections sections={sections} />
    </>
  );
}

/** The page has its own newsletter sign-up (the map/subscribe section), so the join-list pop-up stays away. */
export const hasOwnSignUp = (sections: ReadonlyArray<SectionData>) =>
  sections.some((section) => section.component === 'sections.map-subscribe');
