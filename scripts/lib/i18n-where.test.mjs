import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES, localizePath } from '@app/routing';
import { formatWhere, keysOfSource, pageTemplates, typesOfSource, whereIs } from './i18n-where.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
/** @type {import('@app/routing').Locale} */
const OTHER = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE) ?? DEFAULT_LOCALE;

test('every template a CMS page can have is found in the build’s table, with its file', () => {
  const schema = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'cms', 'src', 'api', 'page', 'content-types', 'page', 'schema.json'), 'utf8'),
  );
  const templates = pageTemplates(ROOT);
  expect(Object.keys(templates).sort()).toEqual([...schema.attributes.template.enum].sort());
  for (const file of Object.values(templates))
    expect(fs.existsSync(path.join(ROOT, 'site', 'src', 'templates', `${file}.tsx`))).toBe(true);
});

test('reads the keys a source names, with its namespaces, and the content types it queries', () => {
  const source = `
    const { t } = useTranslation(['nav', 'common']);
    t('nav:pages.about'); t('menu'); t(\`nav:groups.\${group}\`); catalogueText(data.locales, 'common:errors.notFoundTitle');
    graphql\`{ allStrapiPost { nodes { id } } strapiQuiz { title } allStrapiComponentSectionsFaq { nodes { id } } }\`;
    'members: [STRAPI_TEAM_MEMBER!]! @localeCollection(type: "STRAPI_TEAM_MEMBER", sortBy: "order")';
  `;
  expect(keysOfSource(source)).toEqual(['common:errors.notFoundTitle', 'nav:groups.*', 'nav:menu', 'nav:pages.about']);
  expect(typesOfSource(source)).toEqual(['post', 'quiz', 'team-member']);
});

describe.each([DEFAULT_LOCALE, OTHER])('the about page in %s', (locale) => {
  const url = localizePath('/about/', locale);
  const found = whereIs(ROOT, url, [...LOCALE_CODES]);

  it('draws on the page’s fixture, the global settings and the team its team section lists', () => {
    const files = found.entries.map((entry) => entry.file);
    expect(files[0]).toBe('cms/fixtures/pages/about.json');
    expect(files).toContain('cms/fixtures/global.json');
    const team = fs.readdirSync(path.join(ROOT, 'cms', 'fixtures', 'team-members'));
    for (const name of team) expect(files).toContain(`cms/fixtures/team-members/${name}`);
    expect(files.some((file) => file.includes('/quiz'))).toBe(false);
  });

  it('names the header’s catalogue keys in the page’s language, and the report says where each is', () => {
    const about = found.strings.find((s) => s.file === `locales/${locale}/nav.json` && s.key === 'pages.about');
    const catalogue = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'nav.json'), 'utf8'));
    expect(about).toMatchObject({ text: catalogue.pages.about, placeholder: false });
    const report = formatWhere(found, url);
    expect(report).toContain(`  locales/${locale}/nav.json\n`);
    expect(report).toContain('✔ cms/fixtures/pages/about.json: 0 of');
  });
});

test('an article: its fixture and its topics; an address that is no page: a clear error', () => {
  const posts = path.join(ROOT, 'cms', 'fixtures', 'posts');
  const name = fs.readdirSync(posts).sort()[0] ?? '';
  const post = JSON.parse(fs.readFileSync(path.join(posts, name), 'utf8'));
  const found = whereIs(ROOT, localizePath(`/insight/${post[OTHER].slug}/`, OTHER), [...LOCALE_CODES]);
  expect(found.page).toBe(`cms/fixtures/posts/${name}`);
  for (const topic of post.topics)
    expect(found.entries.map((e) => e.file)).toContain(`cms/fixtures/topics/${topic}.json`);
  expect(() => whereIs(ROOT, '/no-such-page/', [...LOCALE_CODES])).toThrow('/no-such-page/: no page of the site');
});
