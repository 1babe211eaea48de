/**
 * A language added by the README's recipe, as visitors and editors meet it (issue #27). scripts/test.mjs copies the
 * working tree, runs `npm run locale:add` there, starts the copy's CMS on a fresh database (seeded in every
 * language), builds the copy's site and runs this file in the copy, where LOCALE_CODES holds the added language.
 * Environment: THIRD_LOCALE (its code), SITE_PUBLIC_DIR (the copy's build), CMS_URL (the copy's CMS), SITE_URL.
 */
import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, STATIC_ROUTES, localizePath, type Locale } from '@app/routing';
import { adminToken, request } from '../support/cms';
import { isInternalPage } from '../../site/src/seo/internal-pages';

/** The added language: a Locale in the copy, where LOCALES holds it. */
const CODE = (process.env.THIRD_LOCALE ?? '') as Locale;
const PUBLIC = process.env.SITE_PUBLIC_DIR ?? '';
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:9101';
/** How each spare language of scripts/test.mjs names itself (what a visitor reads in the switcher). */
const OWN_NAMES: Record<string, string> = { fr: 'Français', it: 'Italiano', es: 'Español', nl: 'Nederlands' };

const read = (urlPath: string) => fs.readFileSync(path.join(PUBLIC, urlPath, 'index.html'), 'utf8');
/** The switcher's links of a page: language code, visible text and title. */
const switcherLinks = (html: string) =>
  [...html.matchAll(/<a [^>]*title="([^"]*)" data-locale-choice="([^"]+)"[^>]*>([^<]*)</g)].map((m) => ({
    code: m[2]!,
    text: m[3]!,
    title: m[1]!,
  }));

test('the added language is one of the site languages and has its own name', () => {
  expect(LOCALE_CODES).toContain(CODE);
  expect(LOCALE_CODES.length).toBeGreaterThanOrEqual(3);
  expect(Object.keys(OWN_NAMES)).toContain(CODE);
});

describe.each(Object.entries(STATIC_ROUTES))('route %s in the added language', (key, route) => {
  it('is built in that language, with hreflang alternates for every language (a team page: noindex, none)', () => {
    const urlPath = localizePath(route, CODE);
    expect(urlPath.startsWith(`/${CODE}/`)).toBe(true);
    const html = read(urlPath);
    expect(html).toContain(`<html lang="${CODE}"`);
    if (isInternalPage(key)) {
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toMatch(/<link rel="(canonical|alternate)"/);
      return;
    }
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${urlPath}"`);
    for (const other of LOCALE_CODES)
      expect(html).toContain(`hrefLang="${other}" href="${SITE_URL}${localizePath(route, other)}"`);
    expect(html).toContain(`hrefLang="x-default" href="${SITE_URL}${route}"`);
  });
});

test('every language’s pages offer the added language in the switcher, by its own name', () => {
  for (const locale of LOCALE_CODES) {
    const links = switcherLinks(read(localizePath('/', locale)));
    expect(links.map((link) => link.code).sort()).toEqual(LOCALE_CODES.filter((c) => c !== locale).sort());
    const added = links.find((link) => link.code === CODE);
    if (locale !== CODE) expect([locale, added?.text]).toEqual([locale, OWN_NAMES[CODE]]);
    for (const link of links) expect(`${link.text} ${link.title}`).not.toMatch(/language\.names|\{\{/);
  }
});

test('the added language has its own 404 page', () => {
  const html = read(`/${CODE}/404/`);
  expect(html).toContain(`<html lang="${CODE}"`);
  expect(fs.existsSync(path.join(PUBLIC, CODE, '404.html'))).toBe(true);
});

test('the sitemap lists the added language’s pages, each with every language as an alternate', () => {
  const xml = fs.readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  const own = entries.filter((entry) => entry.includes(`<loc>${SITE_URL}/${CODE}/`));
  const english = entries.filter((entry) => !LOCALE_CODES.some((c) => entry.includes(`<loc>${SITE_URL}/${c}/`)));
  expect(own.length).toBeGreaterThan(0);
  expect(own).toHaveLength(english.length);
  for (const entry of own) {
    for (const locale of [...LOCALE_CODES, 'x-default']) expect(entry).toContain(`hreflang="${locale}"`);
  }
});

describe('the admin', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  it('knows the added language (the source of the "Missing in …" buttons and of the Translator roles)', async () => {
    const locales = await request<Array<{ code: string }>>('GET', '/i18n/locales', { token });
    expect(locales.status).toBe(200);
    expect(locales.body.map((locale) => locale.code).sort()).toEqual([...LOCALE_CODES].sort());
    const roles = await request<{ data: Array<{ name: string }> }>('GET', '/admin/roles', { token });
    const name = new Intl.DisplayNames(['en'], { type: 'language' }).of(CODE);
    expect(roles.body.data.map((role) => role.name)).toContain(`Translator (${name})`);
  });

  it('"Missing in …" for the added language lists an article written in English only, not a seeded one', async () => {
    const POST = '/content-manager/collection-types/api::post.post';
    const created = await request('POST', `${POST}?locale=en`, {
      token,
      body: {
        title: 'Only in English',
        slug: `only-in-english-${CODE}`,
        date: '2026-11-27',
        content: 'Not yet translated.',
        pageTitle: 'Only in English',
        metaDescription: 'An article with no version in the added language, for the admin filter.',
      },
    });
    expect(created.status).toBe(201);
    const missing = await request<{ results: Array<{ title: string }> }>(
      'GET',
      `${POST}?plugins[i18n][locale]=en&pageSize=100&filters[$and][0][languages][$notContains]=${CODE}`,
      { token },
    );
    expect(missing.status).toBe(200);
    expect(missing.body.results.map((entry) => entry.title)).toEqual(['Only in English']);
  });
});
