import React from 'react';
import type { JurisdictionCode, JurisdictionShapes } from './jurisdictions';
import './jurisdiction-map.css';

export type MapJurisdiction = { code: JurisdictionCode; name: string; href: string };

type Props = {
  /** The outlines (`shapes.generated.ts`'s `MAP_SHAPES`); rendered at build time into static HTML only. */
  shapes: JurisdictionShapes;
  /** The map's accessible name, e.g. "Map of the jurisdictions we work in". */
  label: string;
  /** The countries to highlight and link, with their names in the page's language. */
  jurisdictions: MapJurisdiction[];
};

/** Longer names break into lines of about this many characters, so they stay inside the map. */
const LINE_CHARS = 16;

function lines(name: string): string[] {
  return name.split(/\s+/).reduce<string[]>((result, word) => {
    const last = result[result.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
    return result;
  }, []);
}

type Anchor = 'start' | 'middle' | 'end';

function Label({ x, y, anchor, name }: { x: number; y: number; anchor: Anchor; name: string }) {
  const parts = lines(name);
  // Multi-line names stay centred on their point.
  const first = y - ((parts.length - 1) * 1.15 * 17) / 2;
  return (
    <text x={x} y={first} textAnchor={anchor} className="jmap__label">
      {/* A space between the lines: the link's text reads as its name ("Vereinigtes Königreich (UK)"), not as
          the words run together, and its accessible name contains it (WCAG 2.5.3). */}
      {parts.map((part, i) => (
        <React.Fragment key={part}>
          {i > 0 && ' '}
          <tspan x={x} dy={i === 0 ? 0 : '1.15em'}>
            {part}
          </tspan>
        </React.Fragment>
      ))}
    </text>
  );
}

type LiechtensteinProps = { name: string; href: string; shapes: JurisdictionShapes['liechtenstein'] };

function Liechtenstein({ name, href, shapes }: LiechtensteinProps) {
  const { marker, inset } = shapes;
  return (
    <a href={href} className="jmap__country" aria-label={name}>
      <line x1={marker[0]} y1={marker[1]} x2={inset.x0} y2={inset.y0} className="jmap__leader" />
      <circle cx={marker[0]} cy={marker[1]} r={5} className="jmap__shape" />
      <rect
        x={inset.x0}
        y={inset.y0}
        width={inset.x1 - inset.x0}
        height={inset.y1 - inset.y0}
        className="jmap__inset"
      />
      <path d={inset.context} className="jmap__context" />
      <path d={inset.d} className="jmap__shape" />
      <Label x={inset.label[0]} y={inset.label[1]} anchor="middle" name={name} />
    </a>
  );
}

/**
 * A static map of the jurisdictions (inline SVG from Natural Earth outlines, no map service, no script):
 * each country is a link to its paragraph, named like its visible label (which may break into lines);
 * the neighbours only orient.
 * Liechtenstein, a dot at this scale, has a marker and a close-up inset inside the same link.
 */
export function JurisdictionMap({ shapes: map, label, jurisdictions }: Props) {
  return (
    <>
      <MapCountries shapes={map} label={label} jurisdictions={jurisdictions} />
      <CountryLinks jurisdictions={jurisdictions} />
    </>
  );
}

/**
 * The countries as plain links below the map on a phone, where the map's own (its small countries) are smaller than
 * a fingertip: the same targets at full tap size (jurisdiction-map.css shows them below 48rem only).
 */
function CountryLinks({ jurisdictions }: { jurisdictions: MapJurisdiction[] }) {
  return (
    <ul className="jmap__links">
      {jurisdictions.map(({ code, name, href }) => (
        <li key={code}>
          <a href={href}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

/** The map itself: an inline SVG whose highlighted countries are links. */
function MapCountries({ shapes: map, label, jurisdictions }: Props) {
  const { width, height, context, shapes } = map;
  return (
    <svg
      className="jmap"
      viewBox={`0 0 ${width} ${height}`}
      role="group"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={width} height={height} className="jmap__sea" />
      <path d={context} className="jmap__context" aria-hidden="true" />
      {jurisdictions.map(({ code, name, href }) => {
        if (code === 'li') return <Liechtenstein key={code} name={name} href={href} shapes={map.liechtenstein} />;
        const { d, label: at } = shapes[code];
        return (
          <a key={code} href={href} className="jmap__country" aria-label={name}>
            <path d={d} className="jmap__shape" />
            <Label x={at.at[0]} y={at.at[1]} anchor={at.anchor} name={name} />
          </a>
        );
      })}
    </svg>
  );
}
