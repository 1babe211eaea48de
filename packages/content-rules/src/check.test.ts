import { LOCALE_CODES, placeholderMark } from '@app/routing';
import { checkDocument, checkFields, type SchemaLookup } from './check';

const codes = (problems: ReturnType<typeof checkFields>) => problems.map((p) => `${p.path.join('.')}:${p.code}`);

describe('checkFields', () => {
  it('refuses link targets that are not https, http, mailto, tel, a site path or an anchor', () => {
    expect(codes(checkFields('shared.link', { label: 'Go', url: 'javascript:alert(1)' }))).toEqual(['url:unsafeLink']);
    expect(codes(checkFields('shared.link', { label: 'Go', url: '//evil.example/' }))).toEqual(['url:unsafeLink']);
    for (const url of ['https://example.com/', '/about/', '#contact', 'mailto:a@example.com', 'tel:+4961311234'])
      expect(checkFields('shared.link', { label: 'Go', url })).toEqual([]);
  });

  it('names the unsafe value, shortened', () => {
    const [problem] = checkFields('api::global.global', { bookingUrl: `data:text/html,${'x'.repeat(100)}` });
    expect(problem?.params.value).toHaveLength(60);
    expect(problem?.params.value?.startsWith('data:text/html,')).toBe(true);
  });

  it("needs the site's public https address, never a loopback host", () => {
    for (const siteUrl of [
      'http://www.example.com',
      'https://localhost',
      'https://127.0.0.1',
      'https://intranet',
      'https://www.example.com/path',
    ])
      expect(codes(checkFields('api::global.global', { siteUrl }))).toEqual(['siteUrl:notPublicAddress']);
    expect(checkFields('api::global.global', { siteUrl: 'https://www.example.com/' })).toEqual([]);
  });

  it('refuses a copy marked for translation in any text field of any type, in every language of LOCALES', () => {
    for (const code of LOCALE_CODES) {
      const mark = placeholderMark(code);
      const problems = checkFields('sections.faq', { heading: `${mark}Questions`, text: `## ${mark}Intro\n\nBody` });
      expect(codes(problems)).toEqual(['heading:untranslated', 'text:untranslated']);
      expect(problems[0]?.params).toEqual({ value: `${mark}Questions`, mark: mark.trim() });
    }
    expect(checkFields('sections.faq', { heading: 'Questions [answered]', text: 'See [PDF] below' })).toEqual([]);
  });

  it('needs a key figure as a number or as a text (a number from PostgreSQL arrives as text)', () => {
    expect(codes(checkFields('shared.figure', { label: 'Holders', amount: null, value: ' ' }))).toEqual([
      'amount:figureMissing',
    ]);
    for (const fields of [{ amount: 3200 }, { amount: '0.5' }, { amount: 0 }, { value: '24/7' }])
      expect(checkFields('shared.figure', { label: 'Holders', ...fields })).toEqual([]);
  });

  it('refuses icon names the site does not have', () => {
    expect(codes(checkFields('shared.item', { title: 'A', icon: 'rocket-ship-9000' }))).toEqual(['icon:unknownIcon']);
    expect(checkFields('shared.item', { title: 'A', icon: null })).toEqual([]);
  });

  it('needs a description for a set image, from the entry or from the media library', () => {
    expect(codes(checkFields('api::post.post', { image: { alternativeText: '' }, imageAlt: ' ' }))).toEqual([
      'imageAlt:missingAlt',
    ]);
    expect(checkFields('api::post.post', { image: { alternativeText: 'A harbour' }, imageAlt: null })).toEqual([]);
    expect(checkFields('api::post.post', { image: { alternativeText: null }, imageAlt: 'A harbour' })).toEqual([]);
    expect(checkFields('api::post.post', { image: null, imageAlt: null })).toEqual([]);
  });

  it('refuses guide text the PDF font cannot show, naming the characters', () => {
    const [problem, ...rest] = checkFields('shared.guide-chapter', {
      heading: 'Launch 🚀',
      body: 'Fine – ok, § 6 € „Größe“',
    });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ path: ['heading'], code: 'unprintable', severity: 'error' });
    expect(problem?.params.chars).toBe('🚀');
    expect(checkFields('shared.guide-chapter', { heading: 'Größe „Maß“ – § 6 €', body: 'ok' })).toEqual([]);
  });

  it('warns about markup in Markdown that the site would remove', () => {
    const [problem] = checkFields('api::post.post', {
      content:
        'Hi <script>alert(1)</script> ![x](/a.png) <img src="/b.png" onerror="steal()"> [c](javascript:alert(1))',
    });
    expect(problem).toMatchObject({ path: ['content'], code: 'strippedMarkup', severity: 'warning' });
    expect(problem?.params).toEqual({ elements: 'script', handlers: 'onerror', links: 'javascript:' });
    expect(checkFields('api::post.post', { content: '## Heading\n\n**bold** [link](https://example.com/)' })).toEqual(
      [],
    );
  });

  it('refuses page keys and menu entries that are no route of the site', () => {
    expect(codes(checkFields('api::page.page', { key: 'blog' }))).toEqual(['key:unknownPage']);
    expect(checkFields('api::page.page', { key: 'about' })).toEqual([]);
    expect(codes(checkFields('navigation.menu-group', { pages: ['about', 'nope'] }))).toEqual(['pages:unknownPage']);
  });

  it('needs at least one guide chapter', () => {
    expect(codes(checkFields('api::guide.guide', { chapters: [] }))).toEqual(['chapters:tooFewItems']);
  });

  it('refuses a quiz that cannot be scored fairly, reading decimals sent as text', () => {
    const answers = [
      { importance: '1.01', required: true },
      { importance: '1', required: false },
      { importance: '0', required: false },
    ];
    const fair = { threshold: '1', questions: Array.from({ length: 10 }, () => ({ answers })) };
    expect(checkFields('api::quiz.quiz', fair)).toEqual([]);
    const unfair = { ...fair, questions: fair.questions.slice(0, 9) };
    expect(codes(checkFields('api::quiz.quiz', unfair))).toEqual(['questions:quiz']);
  });

  it('has no rules for a UID without any', () => {
    expect(checkFields('sections.contact', { heading: '<script>' })).toEqual([]);
  });
});

describe('checkDocument', () => {
  const schemas: Record<string, Record<string, { type: string; component?: string }>> = {
    'api::page.page': { sections: { type: 'dynamiczone' }, key: { type: 'string' } },
    'sections.call-to-action': { action: { type: 'component', component: 'shared.link' } },
    'api::guide.guide': { chapters: { type: 'component', component: 'shared.guide-chapter' } },
  };
  const schemaOf: SchemaLookup = (uid) => schemas[uid];

  it('walks components and dynamic zones, with the path the admin form uses', () => {
    const page = {
      key: 'about',
      sections: [
        { __component: 'sections.contact', heading: 'Hi' },
        { __component: 'sections.call-to-action', action: { label: 'Go', url: 'javascript:void 0' } },
      ],
    };
    expect(codes(checkDocument('api::page.page', page, schemaOf))).toEqual(['sections.1.action.url:unsafeLink']);
  });

  it('walks repeatable components', () => {
    const guide = {
      chapters: [
        { heading: 'One', body: 'ok' },
        { heading: 'Two', body: 'Emoji 🚀' },
      ],
    };
    expect(codes(checkDocument('api::guide.guide', guide, schemaOf))).toEqual(['chapters.1.body:unprintable']);
  });
});
