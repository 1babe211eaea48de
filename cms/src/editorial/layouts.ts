/**
 * What editors see in the Content Manager: a plain label and, where a field has a rule, a help text
 * for every field; the field order of the edit form; the columns of the list view. Applied at every boot by
 * `bootstrap/admin-layouts.ts`, so a fresh install has it and the admin's "Configure the view" changes to these
 * fields do not survive a restart (change them here).
 */

export type FieldText = { label: string; help?: string };

/** Title suffix rule, said once (the CMS strips a typed suffix, `lib/page-title.ts`). */
const PAGE_TITLE_HELP =
  'Shown in the browser tab and search results. " - Kastell Labs" is added automatically; do not type it. ' +
  'Aim for 30–60 characters.';

/** Fields with the same meaning wherever they occur. */
export const COMMON_FIELDS: Readonly<Record<string, FieldText>> = {
  title: { label: 'Title' },
  slug: {
    label: 'URL slug',
    help: 'Last part of the address. Follows the title (ä → ae) until the entry is first published. Changed later, the old address redirects to the new one.',
  },
  pageTitle: { label: 'Browser tab title', help: PAGE_TITLE_HELP },
  metaDescription: {
    label: 'Search result description',
    help: 'The text under the title in Google: one or two sentences, 70–160 characters.',
  },
  image: { label: 'Image' },
  imageAlt: {
    label: 'Image description (alt text)',
    help: 'What the image shows, for screen readers and when it does not load. Leave empty only for decoration.',
  },
  photoAlt: { label: 'Photo description (alt text)', help: 'Who is shown, e.g. "Portrait of Anna Weber".' },
  order: { label: 'Position', help: 'Lower numbers come first. Shared by all languages.' },
  date: { label: 'Date', help: 'Shared by all languages.' },
  summary: { label: 'Summary', help: 'Two or three sentences shown in lists and teasers.' },
  heading: { label: 'Heading' },
  text: { label: 'Text' },
  eyebrow: { label: 'Eyebrow', help: 'A short line above the heading, e.g. "Smart contracts". Optional.' },
  primaryAction: { label: 'Main button' },
  secondaryAction: { label: 'Second button' },
  items: { label: 'Cards' },
  steps: { label: 'Steps' },
  figures: { label: 'Key figures' },
  icon: { label: 'Icon', help: 'Name of an icon of the site, e.g. "shield" or "rocket".' },
  url: { label: 'Address (URL)', help: 'A site path such as /en/contact/ or a full https:// address.' },
  label: { label: 'Label' },
  // Section and list-item fields
  action: { label: 'Button' },
  actionLabel: { label: 'Button text' },
  booking: {
    label: 'Button opens the booking calendar',
    help: 'On: the button opens the appointment booking instead of the link.',
  },
  limit: { label: 'Number of case studies shown', help: '1 to 12; the newest come first.' },
  subscribeHeading: { label: 'Newsletter heading' },
  body: {
    label: 'Text (Markdown)',
    help: 'Markdown: ## or ### for subheadings, - for lists, **bold**, [links](https://…).',
  },
  problem: { label: 'Problem' },
  // List columns Strapi keeps for every entry (without a label the list shows the raw name, "UPDATEDAT").
  updatedAt: { label: 'Last changed' },
  createdAt: { label: 'Created' },
  services: { label: 'What we did' },
  results: { label: 'Results' },
  question: { label: 'Question' },
  answer: { label: 'Answer' },
  answers: { label: 'Answers' },
  amount: {
    label: 'Number',
    help: 'A figure that is a number: the site writes it the way each language does (5,000 · 5.000; 72% · 72 %). Leave empty for a text below.',
  },
  unit: { label: 'Unit of the number' },
  orMore: { label: 'Or more ("+")', help: 'On: the number is shown with a "+" after it, e.g. 150+.' },
  value: {
    label: 'Value as text',
    help: 'A figure that is no plain number, as it should appear, e.g. "2–4 weeks" or "24/7". Used when Number is empty.',
  },
  importance: {
    label: 'Weight',
    help: 'How much this answer counts: 1.01 for the best answer, 1 for an acceptable one, 0 for one that rules the project out.',
  },
  required: { label: 'Must be chosen', help: 'On: the quiz fails without this answer.' },
  platform: { label: 'Network' },
  duration: { label: 'Duration', help: 'Optional, e.g. "2–4 weeks".' },
  group: { label: 'Menu group' },
  pages: { label: 'Pages (keys)', help: 'A list of page keys in quotes, e.g. ["smart-contracts", "nft-development"].' },
  // Kept up to date by the CMS (`editorial/system-fields.ts`), read-only for everyone
  languages: {
    label: 'Languages (system)',
    help: 'The languages this entry exists in, kept up to date by the CMS. Use it to filter the list.',
  },
  formerSlugs: {
    label: 'Former URL slugs (system)',
    help: 'Kept by the CMS when the slug of a published entry changes: the old addresses redirect to the current one after the next website update.',
  },
};

/** Fields the CMS writes itself: read-only for everyone; `languages` is not shown in the edit form at all. */
export const MAINTAINED_FIELDS = ['languages', 'formerSlugs'] as const;

/** Fields the site's structure depends on (routing, templates) or a counter: editors may read, never write. */
export const SYSTEM_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::page.page': ['key', 'path', 'template'],
  'api::post.post': ['views'],
};

/**
 * System fields shared by all languages: set once by whoever creates the entry's first version (a developer); a
 * role's create request cannot set them (a new language version takes them from the others).
 */
export const SHARED_SYSTEM_FIELDS: readonly string[] = ['key', 'template', 'views'];
export const HIDDEN_IN_FORM: readonly string[] = ['languages'];

export type TypeLayout = {
  /** Field shown as the entry's name in lists and relations. */
  mainField: string;
  /** List view columns after the main field (the language column is added by the i18n plugin). */
  list: readonly string[];
  /** Edit form order; fields not named follow in schema order. */
  order: readonly string[];
  /** Labels and help texts of this type that differ from `COMMON_FIELDS`. */
  fields?: Readonly<Record<string, FieldText>>;
};

const LIST_END = ['updatedAt'] as const;

export const CONTENT_TYPE_LAYOUTS: Readonly<Record<string, TypeLayout>> = {
  'api::page.page': {
    mainField: 'title',
    list: ['path', ...LIST_END],
    order: ['title', 'pageTitle', 'metaDescription', 'sections', 'path', 'key', 'template'],
    fields: {
      title: { label: 'Title', help: 'The name of the page in menus and breadcrumbs.' },
      sections: { label: 'Sections', help: 'The blocks of the page from top to bottom. Drag to reorder.' },
      key: { label: 'Page key (system)', help: 'Set by developers; the site finds the page by it.' },
      path: { label: 'Address (system)', help: 'Set by developers; changing it breaks links.' },
      template: { label: 'Template (system)', help: 'Set by developers.' },
    },
  },
  'api::post.post': {
    mainField: 'title',
    list: ['date', 'slug', ...LIST_END],
    order: ['title', 'slug', 'date', 'topics', 'content', 'image', 'imageAlt', 'pageTitle', 'metaDescription', 'views'],
    fields: {
      content: {
        label: 'Article text',
        help: 'Markdown: ## for subheadings, - for lists, **bold**, [links](https://…).',
      },
      topics: { label: 'Topics', help: 'Shared by all languages: a change here changes the other language too.' },
      views: { label: 'Views (counted by the site)', help: 'Counted automatically; read-only.' },
    },
  },
  'api::topic.topic': {
    mainField: 'name',
    list: ['slug', ...LIST_END],
    order: ['name', 'slug'],
    fields: { name: { label: 'Name' }, posts: { label: 'Articles with this topic' } },
  },
  'api::case-study.case-study': {
    mainField: 'title',
    list: ['project', 'order', ...LIST_END],
    order: [
      'title',
      'slug',
      'project',
      'summary',
      'image',
      'imageAlt',
      'rows',
      'numbers',
      'order',
      'pageTitle',
      'metaDescription',
    ],
    fields: {
      project: { label: 'Client or project' },
      rows: { label: 'Problem, services, results' },
      numbers: { label: 'Results in numbers' },
    },
  },
  'api::team-member.team-member': {
    mainField: 'title',
    list: ['subtitle', 'order', ...LIST_END],
    order: ['title', 'subtitle', 'summary', 'photo', 'photoAlt', 'order'],
    fields: {
      title: { label: 'Name' },
      subtitle: { label: 'Role', help: 'E.g. "Lead smart-contract engineer".' },
      photo: { label: 'Photo' },
    },
  },
  'api::service-item.service-item': {
    mainField: 'title',
    list: ['order', ...LIST_END],
    order: ['title', 'text', 'icon', 'link', 'order'],
    fields: { link: { label: 'Link', help: 'The page of this service, e.g. /en/smart-contracts/.' } },
  },
  'api::media-mention.media-mention': {
    mainField: 'title',
    list: ['outlet', 'date', 'source', ...LIST_END],
    order: ['title', 'outlet', 'source', 'date', 'url', 'summary'],
    fields: {
      outlet: { label: 'Publication', help: 'Name of the newspaper, magazine or site.' },
      source: { label: 'Kind', help: 'Coverage by others or our own publication. Shared by all languages.' },
    },
  },
  'api::job-opening.job-opening': {
    mainField: 'title',
    list: ['location', 'order', ...LIST_END],
    order: ['title', 'location', 'employmentType', 'summary', 'requirements', 'order'],
    fields: {
      location: { label: 'Location' },
      employmentType: { label: 'Employment type', help: 'E.g. "Full-time" / "Vollzeit".' },
      requirements: { label: 'Requirements' },
    },
  },
};

/** Single types: one entry per language. */
export const SINGLE_TYPE_LAYOUTS: Readonly<Record<string, TypeLayout>> = {
  'api::global.global': {
    mainField: 'companyName',
    list: [],
    order: [
      'companyName',
      'legalName',
      'tagline',
      'defaultMetaDescription',
      'siteUrl',
      'email',
      'phone',
      'street',
      'postalCode',
      'city',
      'country',
      'registerCourt',
      'registerNumber',
      'managingDirectors',
    ],
    fields: {
      companyName: { label: 'Company name', help: 'Added to every browser tab title (" - Kastell Labs").' },
      legalName: { label: 'Legal name', help: 'As in the commercial register, e.g. "Kastell Labs GmbH".' },
      tagline: { label: 'Tagline' },
      siteUrl: {
        label: 'Public website address',
        help: 'Shared by all languages. The https:// address of the live site, printed on the STO guide cover.',
      },
      email: { label: 'Contact e-mail', help: 'Shared by all languages.' },
      phone: { label: 'Phone', help: 'Shared by all languages.' },
      street: { label: 'Street and number', help: 'Shared by all languages.' },
      postalCode: { label: 'Postal code', help: 'Shared by all languages.' },
      city: { label: 'City', help: 'Shared by all languages.' },
      country: { label: 'Country' },
      registerCourt: {
        label: 'Register court',
        help: 'Shared by all languages. With the register number and the managing directors in the footer of every e-mail to visitors (§ 35a GmbHG).',
      },
      registerNumber: { label: 'Register number', help: 'Shared by all languages, e.g. "HRB 12345".' },
      managingDirectors: {
        label: 'Managing directors',
        help: 'Shared by all languages. Full names, separated by commas, as in the commercial register.',
      },
      headerMenu: { label: 'Main menu' },
      footerText: { label: 'Footer text' },
      footerLinks: { label: 'Footer links' },
      socialLinks: { label: 'Social networks' },
      bookingUrl: { label: 'Booking calendar address', help: 'The https:// address of the appointment booking page.' },
      defaultMetaDescription: {
        label: 'Default search result description',
        help: 'Used where a page has none: one or two sentences, 70–160 characters.',
      },
    },
  },
  'api::guide.guide': {
    mainField: 'title',
    list: [],
    order: ['title', 'subtitle', 'chapters', 'closingHeading', 'closingText', 'disclaimer'],
    fields: {
      subtitle: { label: 'Subtitle' },
      chapters: { label: 'Chapters', help: 'Typeset into the PDF in this order at the next site build.' },
      closingHeading: { label: 'Closing heading ("about us")' },
      closingText: { label: 'Closing text' },
      disclaimer: { label: 'Disclaimer', help: "Printed in small type at the foot of the PDF's title page." },
    },
  },
  'api::quiz.quiz': {
    mainField: 'title',
    list: [],
    order: [
      'title',
      'intro',
      'durationMinutes',
      'threshold',
      'questions',
      'successTitle',
      'successText',
      'errorTitle',
      'errorText',
    ],
    fields: {
      intro: { label: 'Introduction' },
      durationMinutes: {
        label: 'Duration in minutes',
        help: 'Shown to visitors before they start. Shared by all languages.',
      },
      threshold: {
        label: 'Score needed to fit',
        help: 'The product of the chosen answers’ importances must reach this (1.0 by default). Shared by all languages.',
      },
      questions: { label: 'Questions' },
      successTitle: { label: 'Result heading (fits)' },
      successText: { label: 'Result text (fits)' },
      errorTitle: { label: 'Result heading (does not fit)' },
      errorText: { label: 'Result text (does not fit)' },
    },
  },
};

/** Labels of system content types that editors do not see, for the people who do. */
export const SYSTEM_TYPE_LAYOUTS: Readonly<Record<string, TypeLayout>> = {
  'api::contact-message.contact-message': {
    mainField: 'email',
    list: ['name', 'topic', 'createdAt'],
    order: [],
  },
  'api::subscriber.subscriber': { mainField: 'email', list: ['language', 'confirmedAt', 'createdAt'], order: [] },
  'api::outgoing-email.outgoing-email': {
    mainField: 'subject',
    list: ['recipient', 'attempts', 'sentAt', 'createdAt'],
    order: [],
  },
};

/** Every component (section types and their parts); a unit test checks it against `src/components`. */
export const COMPONENT_UIDS = [
  'navigation.menu-group',
  'sections.about',
  'sections.assets',
  'sections.call-to-action',
  'sections.case-studies',
  'sections.components',
  'sections.contact',
  'sections.faq',
  'sections.feature-list',
  'sections.figures',
  'sections.four-steps',
  'sections.guide-download',
  'sections.intro',
  'sections.job-openings',
  'sections.launching-stages',
  'sections.lifecycle',
  'sections.map-subscribe',
  'sections.marketing',
  'sections.media',
  'sections.platform',
  'sections.products',
  'sections.quiz-start',
  'sections.rich-text',
  'sections.schedule',
  'sections.service-catalogue',
  'sections.services',
  'sections.team',
  'sections.technology',
  'sections.timeframe',
  'sections.workflow',
  'shared.case-study-row',
  'shared.faq-item',
  'shared.figure',
  'shared.guide-chapter',
  'shared.item',
  'shared.link',
  'shared.quiz-answer',
  'shared.quiz-question',
  'shared.social-link',
  'shared.step',
] as const;

/**
 * Admin translation keys of the field labels in another admin language, for `src/admin/app.tsx`: the Content
 * Manager looks a label up under `content-manager.content-types.<uid>.<field>` (entries) or
 * `content-manager.components.<uid>.<field>` (fields inside a component) before it shows the stored English one.
 */
export function labelTranslations(translate: (englishLabel: string) => string | undefined): Record<string, string> {
  const layouts: Readonly<Record<string, TypeLayout>> = { ...CONTENT_TYPE_LAYOUTS, ...SINGLE_TYPE_LAYOUTS };
  const messages: Record<string, string> = {};
  const add = (prefix: string, fields: Readonly<Record<string, FieldText>>) => {
    for (const [field, { label }] of Object.entries(fields)) {
      const translated = translate(label);
      if (translated) messages[`${prefix}.${field}`] = translated;
    }
  };
  for (const [uid, layout] of Object.entries(layouts)) {
    add(`content-manager.content-types.${uid}`, { ...COMMON_FIELDS, ...(layout.fields ?? {}) });
  }
  for (const uid of COMPONENT_UIDS) add(`content-manager.components.${uid}`, COMMON_FIELDS);
  return messages;
}
