import { CmsError } from '@app/cms-client';
import { MediaRegistry, mapGlobal, mapPage, mapPost, type SectionData } from './map';

const media = {
  url: '/uploads/cover_abc.svg',
  hash: 'cover_abc',
  ext: '.svg',
  mime: 'image/svg+xml',
  width: 1200,
  height: 630,
  alternativeText: '',
};
const emptyData: SectionData = { services: [], caseStudies: [], mentions: [], team: [], openings: [] };

const rawPage = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'doc1',
  locale: 'de',
  key: 'sto-legal',
  path: '/sto/legal/',
  template: 'standard',
  title: 'STO-Rechtsleitfaden',
  pageTitle: 'STO-Rechtsleitfaden',
  metaDescription: 'Beschreibung',
  sections: [
    {
      id: 1,
      __component: 'sections.intro',
      heading: 'Rechtlicher Rahmen',
      text: 'Text',
      eyebrow: null,
      primaryAction: { label: 'Quiz', url: '/sto/quiz/' },
      secondaryAction: null,
      image: media,
    },
    {
      id: 2,
      __component: 'sections.schedule',
      heading: 'Zeitplan',
      steps: [{ title: 'Kurz', text: '', duration: '1–6 Monate' }],
    },
    { id: 3, __component: 'sections.service-catalogue', heading: 'Leistungen', text: null },
    { id: 4, __component: 'sections.unknown-thing', heading: 'x' },
  ],
  ...overrides,
});

describe('mapPage', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterAll(() => warn.mockRestore());

  it('maps CMS fields to the site page with a localized path and typed sections', () => {
    const registry = new MediaRegistry();
    const data = {
      ...emptyData,
      services: [{ title: 'Audit', text: 'Prüfung', icon: 'shield' as const, link: '/smart-contract-audit/' }],
    };
    const page = mapPage(rawPage(), data, { locale: 'de', media: registry });
    expect(page).toMatchObject({
      id: 'doc1-de',
      key: 'sto-legal',
      path: '/de/sto/legal/',
      template: 'standard',
      title: 'STO-Rechtsleitfaden',
    });
    expect(page.sections.map((s) => s.type)).toEqual(['intro', 'schedule', 'service-catalogue']);
    expect(page.sections[0]).toMatchObject({
      type: 'intro',
      heading: 'Rechtlicher Rahmen',
      primaryAction: { label: 'Quiz', url: '/sto/quiz/' },
      image: { url: '/media/cover_abc.svg', width: 1200 },
    });
    expect(page.sections[1]).toMatchObject({ steps: [{ title: 'Kurz', duration: '1–6 Monate', text: '' }] });
    expect(page.sections[2]).toMatchObject({ services: data.services });
    expect(registry.files.get('/media/cover_abc.svg')).toBe('/uploads/cover_abc.svg');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sections.unknown-thing'));
  });

  it('fails naming content type, locale and field when a required field is empty', () => {
    const call = () => mapPage(rawPage({ pageTitle: '  ' }), emptyData, { locale: 'de', media: new MediaRegistry() });
    expect(call).toThrow(CmsError);
    expect(call).toThrow('page "sto-legal": field "pageTitle" is missing or empty (page, locale "de")');
  });

  it('rejects a page key that is not a route', () => {
    expect(() => mapPage(rawPage({ key: 'nowhere' }), emptyData, { locale: 'en', media: new MediaRegistry() })).toThrow(
      /not a route/,
    );
  });

  it('rejects unknown icons in items', () => {
    const sections = [
      { id: 1, __component: 'sections.technology', heading: 'Tech', items: [{ title: 'X', icon: 'unicorn' }] },
    ];
    expect(() => mapPage(rawPage({ sections }), emptyData, { locale: 'en', media: new MediaRegistry() })).toThrow(
      /unknown icon "unicorn"/,
    );
  });
});

describe('mapPost', () => {
  it('renders Markdown, computes reading time and a localized slug path', () => {
    const content = `## Einleitung\n\n${'Wort '.repeat(660)}`;
    const post = mapPost(
      {
        id: 1,
        documentId: 'p1',
        locale: 'de',
        title: 'Titel',
        slug: 'sto-oder-ico',
        content,
        date: '2026-03-12',
        image: media,
        imageAlt: 'Abstrakte Grafik',
        pageTitle: 'PT',
        metaDescription: 'MD',
        views: 4,
        topics: [{ name: 'Tokenisierung', slug: 'tokenisierung' }],
      },
      { locale: 'de', media: new MediaRegistry() },
    );
    expect(post.path).toBe('/de/insight/sto-oder-ico/');
    expect(post.html).toContain('<h2>Einleitung</h2>');
    expect(post.readingMinutes).toBe(3);
    expect(post.image?.alt).toBe('Abstrakte Grafik');
    expect(post.topics).toEqual([{ name: 'Tokenisierung', slug: 'tokenisierung' }]);
    expect(post.excerpt.endsWith('…')).toBe(true);
  });
});

describe('mapGlobal', () => {
  it('rejects a header menu that lists an unknown page', () => {
    const raw = {
      companyName: 'K',
      legalName: 'K GmbH',
      email: 'a@b.c',
      phone: '1',
      street: 's',
      postalCode: '1',
      city: 'c',
      country: 'd',
      bookingUrl: 'https://x',
      defaultMetaDescription: 'd',
      headerMenu: [{ group: 'expertise', pages: ['software-development', 'nope'] }],
    };
    expect(() => mapGlobal(raw, 'en')).toThrow(/unknown page/);
  });
});
