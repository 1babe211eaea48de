import React from 'react';
import type { Jurisdiction } from './jurisdictions';

/** The jurisdictions' paragraphs, each under its stable anchor (`#jurisdiction-ee` …) the map links to. */
export function JurisdictionList({ jurisdictions }: { jurisdictions: Jurisdiction[] }) {
  return (
    <ul className="jurisdictions__list">
      {jurisdictions.map((j) => (
        <li key={j.anchor} id={j.anchor} className="card" tabIndex={-1}>
          <h3>{j.title}</h3>
          {j.text && <p>{j.text}</p>}
        </li>
      ))}
    </ul>
  );
}
