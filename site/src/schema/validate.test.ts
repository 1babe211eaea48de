import quizFixture from '../../../cms/fixtures/quiz.json';
import { TYPE_DEFS } from './index';
import { fieldRules, validateContent } from './validate';

type Node = { id: string; internal: { type: string }; [field: string]: unknown };

const RULES = fieldRules(TYPE_DEFS);

type Add = (node: { type: string; id: string; [field: string]: unknown }) => void;

/** The seeded quiz's questions and answers of one locale as component nodes; returns the question ids. */
function addQuizQuestions(add: Add, locale: 'en' | 'de'): string[] {
  return quizFixture[locale].questions.map((question, q) => {
    const id = `quiz-${locale}-q${q}`;
    const answers = question.answers.map((answer, a) => {
      const answerId = `${id}-a${a}`;
      add({ type: 'STRAPI__COMPONENT_SHARED_QUIZ_ANSWER', id: answerId, ...answer });
      return answerId;
    });
    add({ type: 'STRAPI__COMPONENT_SHARED_QUIZ_QUESTION', id, title: question.title, answers___NODE: answers });
    return id;
  });
}

/** A published site in both locales, as gatsby-source-strapi leaves it: the minimum every build needs. */
function site(overrides: (nodes: Node[]) => void = () => undefined) {
  const nodes: Node[] = [];
  const add = ({ type, id, ...rest }: { type: string; id: string; [field: string]: unknown }) => {
    nodes.push({ ...rest, id, internal: { type } });
  };
  const PAGE_KEYS = jest.requireActual('@app/routing').PAGE_KEYS as string[];
  for (const locale of ['en', 'de'] as const) {
    PAGE_KEYS.forEach((key, i) =>
      add({
        type: 'STRAPI_PAGE',
        id: `page-${key}-${locale}`,
        documentId: `p${i}`,
        locale,
        key,
        path: '/x/',
        template: 'standard',
        title: 'T',
        pageTitle: 'T',
        metaDescription: 'D',
        sections___NODE: [],
      }),
    );
    add({ type: 'STRAPI_POST_CONTENT_TEXTNODE', id: `text-${locale}`, content: 'Body' });
    add({
      type: 'STRAPI_POST',
      id: `post-${locale}`,
      documentId: 'post',
      locale,
      title: 'Title',
      slug: `slug-${locale}`,
      date: '2026-01-01',
      content: { data___NODE: `text-${locale}` },
      pageTitle: 'T',
      metaDescription: 'D',
      topics___NODE: [],
    });
    add({ type: 'STRAPI_TOPIC', id: `topic-${locale}`, documentId: 't', locale, name: 'DeFi', slug: 'defi' });
    add({
      type: 'STRAPI_CASE_STUDY',
      id: `cs-${locale}`,
      documentId: 'c',
      locale,
      title: 'T',
      slug: 's',
      project: 'P',
      summary: 'S',
      pageTitle: 'T',
      metaDescription: 'D',
      rows___NODE: [],
      numbers___NODE: [],
    });
    add({ type: 'STRAPI_TEAM_MEMBER', id: `tm-${locale}`, locale, title: 'Ada', subtitle: 'CTO', summary: 'S' });
    add({ type: 'STRAPI_SERVICE_ITEM', id: `si-${locale}`, locale, title: 'T', text: 'X' });
    add({
      type: 'STRAPI_GLOBAL',
      id: `g-${locale}`,
      locale,
      companyName: 'K',
      legalName: 'K GmbH',
      email: 'a@b.de',
      siteUrl: 'https://www.example.com',
      phone: '1',
      street: 's',
      postalCode: '1',
      city: 'c',
      country: 'x',
      bookingUrl: 'https://cal.example',
      defaultMetaDescription: 'D',
      headerMenu___NODE: [`menu-${locale}`],
      footerLinks___NODE: [],
      socialLinks___NODE: [],
    });
    add({
      type: 'STRAPI__COMPONENT_NAVIGATION_MENU_GROUP',
      id: `menu-${locale}`,
      group: 'expertise',
      pages___NODE: `menu-json-${locale}`,
    });
    add({
      type: 'STRAPI__COMPONENT_NAVIGATION_MENU_GROUP_PAGES_JSONNODE',
      id: `menu-json-${locale}`,
      strapi_json_value: ['software-development'],
    });
    add({ type: 'STRAPI__COMPONENT_SHARED_GUIDE_CHAPTER_BODY_TEXTNODE', id: `chapter-text-${locale}`, body: 'Text' });
    add({
      type: 'STRAPI__COMPONENT_SHARED_GUIDE_CHAPTER',
      id: `chapter-${locale}`,
      heading: 'What an STO is',
      body: { data___NODE: `chapter-text-${locale}` },
    });
    add({ type: 'STRAPI_GUIDE_CLOSINGTEXT_TEXTNODE', id: `closing-${locale}`, closingText: 'Write to us.' });
    add({
      type: 'STRAPI_GUIDE',
      id: `guide-${locale}`,
      locale,
      title: 'The STO guide',
      subtitle: 'Sub',
      closingHeading: 'About us',
      closingText: { data___NODE: `closing-${locale}` },
      disclaimer: 'Not legal advice.',
      chapters___NODE: [`chapter-${locale}`],
    });
    add({
      type: 'STRAPI_QUIZ',
      id: `quiz-${locale}`,
      locale,
      title: 'Q',
      successTitle: 'S',
      successText: 'S',
      errorTitle: 'E',
      errorText: 'E',
      questions___NODE: addQuizQuestions(add, locale),
    });
  }
  overrides(nodes);
  return nodes;
}

function validate(nodes: Node[], options: { drafts?: boolean } = {}) {
  return validateContent(
    (type) => nodes.filter((n) => n.internal.type === type),
    (id) => nodes.find((n) => n.id === id),
    RULES,
    options,
  );
}

const find = (nodes: Node[], id: string) => nodes.find((n) => n.id === id)!;
const messages = (nodes: Node[]) => validate(nodes).errors.map((e) => e.message);

describe('CMS content checked before the build renders it', () => {
  it('accepts complete content', () => {
    expect(validate(site())).toEqual({ errors: [], warnings: [], problems: [] });
  });

  it('names content type, locale, entry and field of a missing required field', () => {
    const nodes = site((n) => void (find(n, 'post-de').title = '  '));
    expect(messages(nodes)).toEqual(['post "slug-de": field "title" is missing or empty (post, locale "de")']);
  });

  it('reads required Markdown through the text node gatsby-source-strapi creates', () => {
    const nodes = site((n) => void (find(n, 'text-en').content = ''));
    expect(messages(nodes)).toEqual(['post "slug-en": field "content" is missing or empty (post, locale "en")']);
  });

  it('checks renamed fields under their CMS name (team member title → name)', () => {
    const nodes = site((n) => void delete find(n, 'tm-de').title);
    expect(messages(nodes)).toEqual([
      'team-member "tm-de": field "title" is missing or empty (team-member, locale "de")',
    ]);
  });

  it('checks the components inside a page section, naming the path to them', () => {
    const nodes = site((n) => {
      find(n, 'page-home-en').sections___NODE = ['intro'];
      n.push({
        id: 'intro',
        internal: { type: 'STRAPI__COMPONENT_SECTIONS_INTRO' },
        strapi_component: 'sections.intro',
        heading: 'Hi',
        primaryAction___NODE: 'link',
      });
      n.push({ id: 'link', internal: { type: 'STRAPI__COMPONENT_SHARED_LINK' }, label: '', url: '/x/' });
    });
    expect(messages(nodes)).toEqual([
      'page "home".sections[0].primaryAction: field "label" is missing or empty (page, locale "en")',
    ]);
  });

  it('refuses an unknown icon, a page key that is no route and a menu entry that is no page', () => {
    const nodes = site((n) => {
      n.push({
        id: 'svc',
        internal: { type: 'STRAPI_SERVICE_ITEM' },
        locale: 'en',
        title: 'T',
        text: 'X',
        icon: 'no-such-icon',
      });
      find(n, 'page-about-de').key = 'no-such-page';
      find(n, 'menu-json-en').strapi_json_value = ['software-development', 'nowhere'];
    });
    expect(messages(nodes)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("icon: “no-such-icon” is not one of the site's icons."),
        expect.stringContaining('key: no-such-page: not a page of the website.'),
        'global.headerMenu[0]: pages: nowhere: not a page of the website. (global, locale "en")',
        'pages: no published page for route(s) about (page, locale "de")',
      ]),
    );
  });

  it('needs at least one guide chapter, with its Markdown body', () => {
    const nodes = site((n) => {
      find(n, 'guide-de').chapters___NODE = [];
      find(n, 'chapter-text-en').body = ' ';
    });
    expect(messages(nodes).sort()).toEqual([
      'guide.chapters[0]: field "body" is missing or empty (guide, locale "en")',
      'guide: chapters: Add at least 1 entry. (guide, locale "de")',
    ]);
  });

  it('stops on a quiz no run could score fairly, naming locale and every problem', () => {
    const nodes = site((n) => {
      find(n, 'quiz-de').threshold = -1;
      find(n, 'quiz-de-q2').answers___NODE = ['quiz-de-q2-a0', 'quiz-de-q2-a1'];
      find(n, 'quiz-en-q4-a2').importance = 1; // no least favourable answer left in question 5
    });
    expect(messages(nodes).sort()).toEqual(
      [
        'quiz: questions: The quiz cannot be scored fairly: question 5 needs exactly one least favourable answer (importance 0), has 0. (quiz, locale "en")',
        'quiz: questions: The quiz cannot be scored fairly: question 3 has 2 answers instead of 3. (quiz, locale "de")',
        'quiz: questions: The quiz cannot be scored fairly: the threshold is not a number of 0 or more. (quiz, locale "de")',
      ].sort(),
    );
  });

  it('reads a quiz decimal sent as text and takes the default threshold where an entry has none', () => {
    const nodes = site((n) => {
      find(n, 'quiz-en').threshold = '1.05';
      find(n, 'quiz-en-q0-a0').importance = '1.01';
      find(n, 'quiz-de').threshold = null;
    });
    expect(messages(nodes)).toEqual([]);
    const text = site((n) => (find(n, 'quiz-en').threshold = 'a lot'));
    expect(messages(text)).toEqual([
      'quiz: questions: The quiz cannot be scored fairly: the threshold is not a number of 0 or more. (quiz, locale "en")',
    ]);
  });

  it('fails when a locale has no published entry of a type the site needs', () => {
    const nodes = site((n) => n.splice(n.indexOf(find(n, 'quiz-de')), 1));
    expect(messages(nodes)).toEqual(['quiz: no published entry (quiz, locale "de")']);
  });

  it('refuses an unsafe link target, as the CMS does at Publish, and warns about an unknown section type', () => {
    const nodes = site((n) => {
      find(n, 'g-en').footerLinks___NODE = ['bad'];
      n.push({
        id: 'bad',
        internal: { type: 'STRAPI__COMPONENT_SHARED_LINK' },
        label: 'Click',
        url: 'javascript:alert(1)',
      });
      find(n, 'page-home-de').sections___NODE = ['future'];
      n.push({ id: 'future', internal: { type: 'STRAPI__COMPONENT_SECTIONS_HOLOGRAM' }, heading: 'x' });
    });
    const report = validate(nodes);
    expect(report.errors.map((e) => e.message)).toEqual([
      'global.footerLinks[0]: url: “javascript:alert(1)” cannot be used as a link. Enter an address starting with https://, http://, mailto: or tel:, a path of this site such as /about/, or an anchor such as #contact. (global, locale "en")',
    ]);
    expect(report.warnings).toEqual([
      'page "home".sections[0]: the site does not know the CMS component type STRAPI__COMPONENT_SECTIONS_HOLOGRAM; it is not shown',
    ]);
  });

  it('refuses guide text the PDF font cannot show, naming chapter and characters', () => {
    const nodes = site((n) => void (find(n, 'chapter-text-en').body = 'Launch day 🚀 → go'));
    expect(messages(nodes)).toEqual([
      'guide.chapters[0]: body: The font of the PDF guide cannot show these characters: 🚀 →. Replace them or remove them. (guide, locale "en")',
    ]);
  });

  it('warns, without failing, about Markdown the site removes', () => {
    const nodes = site((n) => void (find(n, 'text-de').content = 'Text <script>alert(1)</script>'));
    const report = validate(nodes);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'post "slug-de": content: The website will not show part of this text: HTML elements (script). Use Markdown for formatting, links and images.',
    ]);
  });
});

describe('drafts (the preview)', () => {
  it('builds a half-written draft: nothing stops, the missing fields are listed for its entry', () => {
    const nodes = site((n) => {
      const post = find(n, 'post-en');
      delete post.date;
      find(n, 'text-en').content = '';
      n.splice(n.indexOf(find(n, 'quiz-de')), 1);
    });
    const report = validate(nodes, { drafts: true });
    expect(report.errors).toEqual([]);
    expect(report.problems.map((p) => [p.entryId, p.field, p.code])).toEqual([
      ['post-en', 'date', 'missing'],
      ['post-en', 'content', 'missing'],
    ]);
  });

  it('lists a rule broken inside a component under its entry, with the field path', () => {
    const nodes = site((n) => void (find(n, 'chapter-text-de').body = 'Start 🚀'));
    const [problem] = validate(nodes, { drafts: true }).problems;
    expect(problem).toMatchObject({ entryId: 'guide-de', field: 'chapters[0].body', code: 'unprintable' });
  });
});
