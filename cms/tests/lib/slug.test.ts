import fs from 'node:fs';
import path from 'node:path';
import { MAX_SLUG_LENGTH, SLUG_PATTERN, SLUG_SOURCES, followingSlug, slugify } from '../../src/lib/slug';

describe('slugify', () => {
  it.each([
    ['Tokenisierung: Was Mittelständler wissen müssen', 'de', 'tokenisierung-was-mittelstaendler-wissen-muessen'],
    ['Größe & Maß: Äpfel, Öl, Übung', 'de', 'groesse-und-mass-aepfel-oel-uebung'],
    ['Straße ẞ', 'de', 'strasse-ss'],
    ['STO vs. ICO: the 2026 comparison', 'en', 'sto-vs-ico-the-2026-comparison'],
    ['Research & Development', 'en', 'research-and-development'],
    ['Recherche & Développement', 'fr', 'recherche-et-developpement'],
    ['Investigación & Desarrollo', 'es', 'investigacion-y-desarrollo'],
    ['Research & Development', 'not a language', 'research-and-development'],
    ['Café déjà vu – naïve façade', 'en', 'cafe-deja-vu-naive-facade'],
    ['  --Already--a--slug--  ', 'en', 'already-a-slug'],
  ])('%s (%s) → %s', (title, locale, slug) => {
    expect(slugify(title, locale)).toBe(slug);
  });

  it('transliterates German umlauts the same way in every language', () => {
    expect(slugify('Über uns', 'en')).toBe('ueber-uns');
  });

  it('returns an empty slug when nothing usable is left (the caller keeps its fallback)', () => {
    for (const title of ['', '   ', '!!! ???', '🚀🚀', '–']) expect(slugify(title)).toBe('');
  });

  it('never lets markup or path tricks through', () => {
    const hostile = ['<script>alert(1)</script>', '../../etc/passwd', 'a/b?c=d#e', 'javascript:alert(1)', '%2e%2e%2f'];
    for (const title of hostile) expect(slugify(title)).toMatch(SLUG_PATTERN);
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^(word-)*word$/);
    expect(slugify('x'.repeat(500))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it('accepts what a form may send instead of a string without throwing', () => {
    expect(slugify(42 as unknown as string)).toBe('42');
    expect(slugify(null as unknown as string)).toBe('null');
  });
});

describe('the slug follows the title as the editor types (admin form)', () => {
  const type = (titles: string[], start: unknown = 'post', locale = 'en', model = 'api::post.post') => {
    let slug = start;
    let before: unknown = undefined;
    for (const title of titles) {
      slug = followingSlug({ model, slug, before, title, locale }) ?? slug;
      before = title;
    }
    return slug;
  };

  it('replaces Strapi’s placeholder and follows each keystroke, in the entry’s language', () => {
    expect(type(['R', 'Re', 'Research &', 'Research & Development'])).toBe('research-and-development');
    expect(type(['Größe', 'Größe & Märkte'], 'post', 'de')).toBe('groesse-und-maerkte');
    expect(type(['Notar', 'Notary video'], 'case-study', 'en', 'api::case-study.case-study')).toBe('notary-video');
  });

  it('leaves a slug the editor typed alone', () => {
    expect(type(['Audit', 'Audit checklist'], 'my-own-slug')).toBe('my-own-slug');
    expect(
      followingSlug({ model: 'api::post.post', slug: 'audit-2', before: 'Audit', title: 'Audits', locale: 'en' }),
    ).toBe('audits');
    expect(
      followingSlug({ model: 'api::post.post', slug: 'audit', before: 'Audit', title: 'Audit', locale: 'en' }),
    ).toBeNull();
  });

  it('knows the source field of every slug (the schemas’ targetField)', () => {
    const api = path.join(__dirname, '..', '..', 'src', 'api');
    const sources: Record<string, string> = {};
    for (const name of fs.readdirSync(api)) {
      const file = path.join(api, name, 'content-types', name, 'schema.json');
      if (!fs.existsSync(file)) continue;
      const { attributes } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        attributes: Record<string, { type: string; targetField?: string }>;
      };
      for (const attribute of Object.values(attributes)) {
        if (attribute.type === 'uid' && attribute.targetField) sources[`api::${name}.${name}`] = attribute.targetField;
      }
    }
    expect(sources).toEqual(SLUG_SOURCES);
  });
});
