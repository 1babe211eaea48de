/** @jest-environment node */
// The build renders the Contact section in Node: its static parts must be complete HTML, the form absent.
import React from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '@app/routing';
import { Contact } from '../../sections/actions';

let mockLocale: Locale = 'en';
jest.mock('gatsby-plugin-react-i18next', () =>
  jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale),
);
jest.mock('gatsby', () => ({
  graphql: () => '',
  navigate: jest.fn(),
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => <a href={to}>{children}</a>,
  useStaticQuery: () => ({
    site: { siteMetadata: { cmsPublicUrl: 'https://cms.example' } },
    allCmsGlobal: {
      nodes: [
        { locale: 'en', email: 'hello@example.com', phone: '+49 6131 555', bookingUrl: 'https://cal.example/en' },
        { locale: 'de', email: 'hallo@example.com', phone: '+49 6131 555', bookingUrl: 'https://cal.example/de' },
      ],
    },
  }),
}));

const SECTION = { type: 'contact', id: 'c1', heading: 'Talk to us', text: 'We answer within a day.' } as const;

describe('Contact section on the server', () => {
  it('renders heading, text, mail, phone and booking links, and a mail link where the form will load', () => {
    const html = renderToString(<Contact section={SECTION} />);
    expect(html).toContain('Talk to us');
    expect(html).toContain('We answer within a day.');
    expect(html).toContain('href="mailto:hello@example.com"');
    expect(html).toContain('href="tel:+496131555"');
    expect(html).toMatch(/<a class="button" href="https:\/\/cal\.example\/en" target="_blank"[^>]*>Book a call<\/a>/);
    expect(html).toMatch(
      /<div id="contact"[^>]*><a class="button secondary" href="mailto:hello@example.com">Write to us<\/a>/,
    );
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Mui');
  });

  it('speaks German on German pages', () => {
    mockLocale = 'de';
    const html = renderToString(<Contact section={SECTION} />);
    expect(html).toContain('href="mailto:hallo@example.com"');
    expect(html).toContain('Schreiben Sie uns');
    expect(html).toContain('href="https://cal.example/de"');
  });
});
