/** @jest-environment jsdom */
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { JurisdictionMap, type MapJurisdiction } from './JurisdictionMap';
import { MAP_SHAPES } from './shapes.generated';

const GERMAN: MapJurisdiction[] = [
  { code: 'ee', name: 'Estland', href: '#jurisdiction-ee' },
  { code: 'lt', name: 'Litauen', href: '#jurisdiction-lt' },
  { code: 'li', name: 'Liechtenstein', href: '#jurisdiction-li' },
  { code: 'gb', name: 'Vereinigtes Königreich (UK)', href: '#jurisdiction-gb' },
];

describe('JurisdictionMap', () => {
  it('is a labelled group of one link per country, each named and pointing at its paragraph', () => {
    render(<JurisdictionMap shapes={MAP_SHAPES} label="Karte der Rechtsräume" jurisdictions={GERMAN} />);
    const map = screen.getByRole('group', { name: 'Karte der Rechtsräume' });
    for (const { name, href } of GERMAN) {
      expect(within(map).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(map).getAllByRole('link')).toHaveLength(4);
    // A long name breaks into lines on the map; the link still reads as one name.
    const uk = within(map).getByRole('link', { name: 'Vereinigtes Königreich (UK)' });
    expect([...uk.querySelectorAll('tspan')].map((t) => t.textContent)).toEqual(['Vereinigtes', 'Königreich (UK)']);
    // Its visible text, lines joined, is its name: WCAG 2.5.3 (label in name).
    expect(uk.textContent).toBe('Vereinigtes Königreich (UK)');
  });

  it('draws each country from its outline; Liechtenstein as a marker and a close-up inset', () => {
    const { container } = render(<JurisdictionMap shapes={MAP_SHAPES} label="Map" jurisdictions={GERMAN} />);
    const link = (href: string) => container.querySelector(`a[href="${href}"]`)!;
    expect(link('#jurisdiction-gb').querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(1000);
    expect(link('#jurisdiction-li').querySelector('circle')).not.toBeNull();
    expect(link('#jurisdiction-li').querySelectorAll('path')).toHaveLength(2); // neighbours + Liechtenstein
    expect(container.querySelector('svg > path')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows only the jurisdictions it is given', () => {
    render(
      <JurisdictionMap
        shapes={MAP_SHAPES}
        label="Map"
        jurisdictions={[{ code: 'lt', name: 'Lithuania', href: '#l' }]}
      />,
    );
    const map = within(screen.getByRole('group', { name: 'Map' }));
    expect(map.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['Lithuania']);
  });

  it('offers the same countries as links of full tap size below the map (for a phone)', () => {
    const { container } = render(<JurisdictionMap shapes={MAP_SHAPES} label="Map" jurisdictions={GERMAN} />);
    const below = [...container.querySelectorAll('.jmap__links a')];
    expect(below.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      GERMAN.map(({ name, href }) => [name, href]),
    );
  });

  it('is plain SVG markup: no script, no external resource, CMS names only as text', () => {
    const { container } = render(
      <JurisdictionMap
        shapes={MAP_SHAPES}
        label="Map"
        jurisdictions={[{ code: 'ee', name: '<img src=x onerror=alert(1)>', href: '#jurisdiction-ee' }]}
      />,
    );
    expect(container.querySelector('script, img, image, foreignObject, use, style')).toBeNull();
    const svg = container.querySelector('svg')!;
    const urls = [...svg.querySelectorAll('*')].flatMap((el) =>
      ['href', 'src', 'xlink:href'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
    );
    expect(urls).toEqual(['#jurisdiction-ee']);
    const tspans = [...container.querySelectorAll('tspan')].map((t) => t.textContent);
    expect(tspans.join(' ')).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('a')!.getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)>');
  });
});
