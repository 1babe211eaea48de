import React from 'react';
import { CmsImage } from '../../components/CmsImage/CmsImage';
import { SectionFrame } from '../../components/SectionFrame/SectionFrame';
import { GridList } from '../../components/BalancedGrid/GridList';
import './Team.css';

/** The core team (about page): photo, name, role and a short summary. */
export function TeamSection({ section }: { section: Queries.TeamSectionFragment }) {
  return (
    <SectionFrame id={section.id} heading={section.heading} text={section.text} className="team">
      <GridList>
        {section.members.map((member) => (
          <li key={member.name} className="card">
            <CmsImage className="team__photo" image={member.photo} alt={member.photoAlt} />
            <h3>{member.name}</h3>
            <p className="eyebrow">{member.role}</p>
            <p>{member.summary}</p>
          </li>
        ))}
      </GridList>
    </SectionFrame>
  );
}
