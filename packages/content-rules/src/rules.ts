/**
 * The rules CMS content must meet beyond what Strapi's own schema checks (required fields, lengths, types), keyed
 * by CMS UID (content types and components). The CMS checks them when an editor publishes (`cms/src/editorial/
 * publish-checks.ts`), the site build checks the same rules on everything it renders (`site/src/schema/validate.ts`),
 * and the draft preview lists them for the entry on screen. Defined here, once.
 */
export type UidRules = {
  /** Link targets: https, http, mailto, tel, a site path or an anchor (`isSafeHref`); anything else has no link. */
  links?: readonly string[];
  /** The site's public address (https, a real host): printed on the guide's cover. */
  publicAddresses?: readonly string[];
  /** Icon names of `@app/icons`. */
  icons?: readonly string[];
  /** An image field and the field with its alternative text: a set image needs a description. */
  images?: Readonly<Record<string, string>>;
  /** Markdown (rich text) fields: markup the site would remove is worth a warning. */
  markdown?: readonly string[];
  /** Text printed into the STO guide PDF: every character needs a glyph of the PDF's font. */
  printed?: readonly string[];
  /** A page key of the route table (`@app/routing` STATIC_ROUTES). */
  pageKeys?: readonly string[];
  /** A list of page keys (a menu group's pages, a JSON field). */
  pageKeyLists?: readonly string[];
  /** Repeatable components that need at least this many entries. */
  minItems?: Readonly<Record<string, number>>;
  /** The quiz: ten questions of three answers with a fair scoring (`@app/quiz`). */
  quiz?: true;
  /** A key figure: a number (`amount`, formatted per language) or a text (`value`). */
  figure?: true;
};

export const CONTENT_RULES: Readonly<Record<string, UidRules>> = {
  'api::page.page': { pageKeys: ['key'] },
  'api::post.post': { images: { image: 'imageAlt' }, markdown: ['content'] },
  'api::case-study.case-study': { images: { image: 'imageAlt' } },
  'api::team-member.team-member': { images: { photo: 'photoAlt' } },
  'api::service-item.service-item': { links: ['link'], icons: ['icon'] },
  'api::media-mention.media-mention': { links: ['url'] },
  'api::job-opening.job-opening': { markdown: ['requirements'] },
  // The company name is printed on the guide's cover and in its footer.
  'api::global.global': { links: ['bookingUrl'], printed: ['companyName'], publicAddresses: ['siteUrl'] },
  'api::guide.guide': {
    // The guide's Markdown is typeset into the PDF, not rendered as HTML: nothing of it is removed.
    printed: ['title', 'subtitle', 'closingHeading', 'closingText', 'disclaimer'],
    minItems: { chapters: 1 },
  },
  'api::quiz.quiz': { quiz: true },
  'shared.guide-chapter': { printed: ['heading', 'body'] },
  'shared.figure': { figure: true },
  'shared.link': { links: ['url'] },
  'shared.social-link': { links: ['url'] },
  'shared.item': { icons: ['icon'] },
  'navigation.menu-group': { pageKeyLists: ['pages'] },
  'sections.about': { images: { image: 'imageAlt' } },
  'sections.intro': { images: { image: 'imageAlt' } },
  'sections.platform': { images: { image: 'imageAlt' } },
  'sections.rich-text': { markdown: ['body'] },
};

/** The rules of a UID (none for a UID without rules of its own). */
export function rulesOf(uid: string): UidRules {
  return CONTENT_RULES[uid] ?? {};
}
