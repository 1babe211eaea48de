/** @jest-environment jsdom */
/**
 * Every form that collects personal data links to the privacy policy in the page's language. The sweep finds every
 * form the site renders; a form collects personal data unless it is listed below with the reason it does not.
 */
import fs from 'fs';
import path from 'path';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { LOCALE_CODES, STATIC_ROUTES, localizePath, type Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { ISLANDS } from '../../islands/registry';
import { ContactForm } from '../contact/ContactForm';
import NewsletterInlineIsland from '../newsletter-inline/NewsletterInlineIsland';
import { FormsRuntime } from '../toasts/FormsRuntime';
import { EmailStep } from '../token-generator/steps';
import { EMPTY_DRAFT } from '../token-generator/token-draft';

let mockLocale: Locale = 'en';
jest.mock('react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => mockLocale));

const SRC = path.resolve(__dirname, '..', '..');

/** Forms that take no personal data, each with the reason. */
const NO_PERSONAL_DATA: Readonly<Record<string, string>> = {
  'features/insight-list/SearchForm.tsx': 'search words and a topic, nothing about the visitor',
  'features/quiz/QuizQuestion.tsx': 'quiz answers, which stay in the browser',
  'features/consent/ConsentBanner.tsx': 'the cookie choice; the banner links to the policy in its own text',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [file] : [];
  });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** The file and the modules of its own folder it imports (a wizard's steps live beside it), without comments. */
function withLocalImports(file: string): string {
  const code = withoutComments(fs.readFileSync(file, 'utf8'));
  const local = [...code.matchAll(/from '\.\/([\w-]+)'/g)]
    .map(([, name]) => ['.tsx', '.ts'].map((ext) => path.join(path.dirname(file), `${name}${ext}`)).find(fs.existsSync))
    .filter((f): f is string => f !== undefined);
  return [code, ...local.map((f) => withoutComments(fs.readFileSync(f, 'utf8')))].join('\n');
}

const FORMS = sourceFiles(SRC)
  .filter((file) => /<form\b/.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(SRC, file).split(path.sep).join('/'));

it('finds the forms of the site, and the list of forms without personal data names only forms that exist', () => {
  expect(FORMS).toEqual(expect.arrayContaining(['features/contact/ContactForm.tsx', ...Object.keys(NO_PERSONAL_DATA)]));
  expect(FORMS.length).toBeGreaterThanOrEqual(6);
});

it('renders the privacy note in every form that collects personal data', () => {
  const missing = FORMS.filter((form) => !(form in NO_PERSONAL_DATA)).filter(
    (form) => !/<PrivacyNote\b/.test(withLocalImports(path.join(SRC, form))),
  );
  expect(missing).toEqual([]);
});

it('every island but the quiz (which takes no personal data) loads the catalogue the note reads', () => {
  const without = Object.entries(ISLANDS)
    .filter(([, island]) => !island.namespaces.includes('common'))
    .map(([name]) => name);
  expect(without).toEqual(['quiz']);
});

const noFetch = jest.fn() as unknown as typeof fetch;

describe.each(LOCALE_CODES)('in %s', (locale) => {
  const privacyLink = (container: HTMLElement) =>
    within(container)
      .getByRole('link', { name: translate(locale, 'common:privacyNote.link') })
      .getAttribute('href');
  const policy = localizePath(STATIC_ROUTES.privacy, locale);
  beforeEach(() => {
    mockLocale = locale;
  });

  it('the contact form links to the privacy policy of its language', () => {
    render(
      <FormsRuntime>
        <ContactForm endpoint="https://cms.example/api/contact" fetch={noFetch} />
      </FormsRuntime>,
    );
    expect(privacyLink(screen.getByRole('form'))).toBe(policy);
  });

  it('the newsletter sign-up links to the privacy policy of its language', () => {
    render(
      <>
        <h3 id="h">Newsletter</h3>
        <NewsletterInlineIsland endpoint="https://cms.example/api/newsletter" labelledBy="h" formName="subscribe" />
      </>,
    );
    expect(privacyLink(screen.getByRole('form', { name: 'Newsletter' }))).toBe(policy);
  });

  it("the token generator's e-mail step links to the privacy policy of its language", () => {
    const { container } = render(
      <EmailStep draft={EMPTY_DRAFT} errors={{}} change={() => undefined} blur={() => undefined} />,
    );
    expect(privacyLink(container)).toBe(policy);
  });
});
