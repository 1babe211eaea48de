import { CmsError } from '@app/cms-client';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { LOCALE_CODES, otherLocales, type Locale } from '@app/routing';
import type { BuildCache } from '../build-cache';
import type { GuideContent } from './types';
import { publicAddress, writeGuidePdfs, type Guides } from './write';

// The renderer is tested on its own (render.test.ts); here it stands in, and says which guide it rendered.
jest.mock('./render', () => ({
  renderGuidePdf: jest.fn(async (guide: GuideContent) => Buffer.from(`PDF ${guide.locale}: ${guide.title}`)),
}));
const { renderGuidePdf } = jest.requireMock<{ renderGuidePdf: jest.Mock }>('./render');

const guide = (locale: Locale, title: string): GuideContent => ({
  locale,
  title,
  subtitle: 'Subtitle',
  chapters: [{ heading: 'One', body: 'Text' }],
  closingHeading: 'Talk to us',
  closingText: 'Write to us.',
  disclaimer: 'No advice.',
  updatedAt: '2026-11-01',
});

let publicDir: string;
let cache: BuildCache;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-'));
  cache = { dir: path.join(publicDir, '..', `${path.basename(publicDir)}-cache`), codeId: 'code' };
  renderGuidePdf.mockClear();
});
afterEach(() => {
  fs.rmSync(publicDir, { recursive: true, force: true });
  fs.rmSync(cache.dir, { recursive: true, force: true });
});

const options = () => ({
  siteUrl: 'https://example.com',
  publicUrl: 'https://www.example.com',
  companyName: () => 'Kastell Labs',
  cache,
});
const TITLES = { en: 'STO guide', de: 'STO-Leitfaden' };
/** A guide in every language; German and English under their own titles. */
const everyGuide = (): Guides =>
  Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      guide(locale, (TITLES as Partial<Record<string, string>>)[locale] ?? `STO ${locale}`),
    ]),
  ) as Guides;
const pdf = (locale: string) => fs.readFileSync(path.join(publicDir, 'downloads', `sto-guide-${locale}.pdf`), 'utf8');

describe('writeGuidePdfs with a build cache', () => {
  it('renders only the guide whose content changed, and writes every language', async () => {
    const guides = everyGuide();
    await writeGuidePdfs(guides, publicDir, options());
    expect(renderGuidePdf).toHaveBeenCalledTimes(LOCALE_CODES.length);

    fs.rmSync(path.join(publicDir, 'downloads'), { recursive: true });
    await writeGuidePdfs({ ...guides, de: guide('de', 'Leitfaden Security Token Offering') }, publicDir, options());
    expect(renderGuidePdf).toHaveBeenCalledTimes(LOCALE_CODES.length + 1);
    expect(pdf('en')).toBe('PDF en: STO guide');
    expect(pdf('de')).toBe('PDF de: Leitfaden Security Token Offering');
    for (const locale of otherLocales('de')) expect(pdf(locale)).toBe(`PDF ${locale}: ${guides[locale]?.title}`);
  });

  it('renders again when the company name changes (it is printed on every page)', async () => {
    const guides = everyGuide();
    await writeGuidePdfs(guides, publicDir, options());
    await writeGuidePdfs(guides, publicDir, options());
    expect(renderGuidePdf).toHaveBeenCalledTimes(LOCALE_CODES.length);
    await writeGuidePdfs(guides, publicDir, { ...options(), companyName: () => 'Kastell Labs GmbH' });
    expect(renderGuidePdf).toHaveBeenCalledTimes(2 * LOCALE_CODES.length);
  });
});

describe('publicAddress', () => {
  it.each(['https://www.kastell-labs.example', 'https://kastell-labs.example/'])('accepts %s', (url) => {
    expect(publicAddress(url)).toBe(url.replace(/\/$/, ''));
  });

  it.each([
    undefined,
    null,
    '',
    'http://www.kastell-labs.example',
    'https://localhost:9000',
    'https://127.0.0.1',
    'https://intranet',
    'https://example.com/sto/',
    'www.example.com',
  ])('refuses %j, naming the setting', (url) => {
    expect(() => publicAddress(url)).toThrow(CmsError);
    expect(() => publicAddress(url)).toThrow(/Global settings: "siteUrl" must be the site's public https address/);
  });
});
