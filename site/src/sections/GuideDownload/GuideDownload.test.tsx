/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { Locale } from '@app/routing';
import { inPage } from '../../../test/render-static';
import { GuideDownloadSection } from './GuideDownload';

const section = { id: 'g', heading: 'Der STO-Leitfaden', text: '20 Seiten …' };

describe('guide download', () => {
  it.each([
    ['de', 'Leitfaden herunterladen (PDF)', '/downloads/sto-guide-de.pdf'],
    ['en', 'Download the guide (PDF)', '/downloads/sto-guide-en.pdf'],
  ] as Array<[Locale, string, string]>)('links the %s page to the PDF of its language', (locale, label, href) => {
    render(inPage(<GuideDownloadSection section={{ ...section, actionLabel: label }} />, locale));
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('type')).toBe('application/pdf');
    expect(link.getAttribute('hreflang')).toBe(locale);
    expect(link.hasAttribute('download')).toBe(true);
  });
});
