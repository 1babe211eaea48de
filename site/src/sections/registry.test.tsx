/** @jest-environment jsdom */
import fs from 'fs';
import path from 'path';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { SECTION_COMPONENTS as LOADED_SECTIONS } from '@app/cms-client';
import { SECTION_COMPONENTS, SectionView } from './registry';
import type { Section } from '../content/types';

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  graphql: () => '',
  useStaticQuery: () => ({
    allCmsGlobal: {
      nodes: [{ locale: 'de', email: 'hallo@example.com', phone: '+49 1', bookingUrl: 'https://cal.example/de' }],
    },
  }),
}));
jest.mock('gatsby-plugin-react-i18next', () => ({
  useI18next: () => ({ language: 'de' }),
  useTranslation: () => ({ t: (key: string) => key }),
}));

const CMS_SECTIONS = fs
  .readdirSync(path.resolve(__dirname, '../../../cms/src/components/sections'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort();

describe('section registry', () => {
  it('has one component for every section component of the CMS', () => {
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(CMS_SECTIONS);
    expect(LOADED_SECTIONS.map((uid) => uid.replace('sections.', '')).sort()).toEqual(CMS_SECTIONS);
  });

  it('renders the intro heading as the page h1 with localized links', () => {
    const section: Section = {
      type: 'intro',
      id: 'i1',
      heading: 'Sicher starten',
      text: 'Text',
      eyebrow: null,
      primaryAction: { label: 'Zum Quiz', url: '/sto/quiz/' },
      secondaryAction: null,
      image: null,
    };
    render(<SectionView section={section} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sicher starten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Quiz' }).getAttribute('href')).toBe('/de/sto/quiz/');
  });

  it('renders the schedule steps with their durations as a labelled region', () => {
    const section: Section = {
      type: 'schedule',
      id: 's1',
      heading: 'Zeitrahmen',
      text: '',
      steps: [
        { title: 'Kurzfristig', text: '', duration: '1–6 Monate' },
        { title: 'Langfristig', text: '', duration: 'über 12 Monate' },
      ],
    };
    render(<SectionView section={section} />);
    const region = screen.getByRole('region', { name: 'Zeitrahmen' });
    expect(region.textContent).toContain('1–6 Monate');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing for an unknown section type', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<SectionView section={{ type: 'hologram', id: 'x' } as unknown as Section} />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('Unknown section type "hologram"');
    warn.mockRestore();
  });
});
