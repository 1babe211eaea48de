/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { GuideDownload } from './actions';

let mockLanguage = 'de';
jest.mock('gatsby-plugin-react-i18next', () => ({
  useI18next: () => ({ language: mockLanguage }),
  useTranslation: () => ({ t: (key: string) => key }),
}));

const section = { type: 'guide-download', id: 'g', heading: 'Der STO-Leitfaden', text: '20 Seiten …' } as const;

describe('guide download', () => {
  it.each([
    ['de', 'Leitfaden herunterladen (PDF)', '/downloads/sto-guide-de.pdf'],
    ['en', 'Download the guide (PDF)', '/downloads/sto-guide-en.pdf'],
  ])('links the %s page to the PDF of its language', (locale, label, href) => {
    mockLanguage = locale;
    render(<GuideDownload section={{ ...section, actionLabel: label }} />);
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('type')).toBe('application/pdf');
    expect(link.getAttribute('hreflang')).toBe(locale);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
