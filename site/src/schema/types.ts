/**
 * The GraphQL types of the CMS content, declared explicitly (`@dontInfer`): a field no entry fills never
 * disappears from the schema, and the fields components read are the site's names. The node types are
 * the ones gatsby-source-strapi creates (`schema/naming.ts`); `@proxy`, `@link` and the field extensions
 * of `schema/extensions.ts` are where a Strapi field becomes the site's — a rename in Strapi is a change
 * here, never in a component. Section types live beside their component (`sections/<Name>/schema.ts`).
 */
export const CONTENT_TYPE_DEFS = /* GraphQL */ `
  "The same page or entry in another locale (language switch, hreflang, sitemap)."
  type Alternate {
    locale: String!
    path: String!
  }

  "A section of a page's dynamic zone; one React section per CMS component UID (site/src/sections)."
  interface PageSection implements Node {
    id: ID!
    "The CMS component UID, e.g. sections.intro."
    component: String!
    heading: String!
    text: String
  }

  "A file of the CMS media library; raster images get responsive versions through localFile.childImageSharp."
  type STRAPI__MEDIA implements Node @dontInfer {
    url: String!
    "Content hash Strapi gives every upload (stable file names, share images)."
    hash: String!
    mime: String!
    ext: String
    width: Int
    height: Int
    alternativeText: String
    "The point an editor marked as always visible (Media Library → Set focal point): x and y in % of the image."
    focalPoint: JSON
    updatedAt: Date @dateformat
    localFile: File @link(from: "localFile___NODE")
  }

  type STRAPI__COMPONENT_SHARED_LINK implements Node @dontInfer {
    label: String!
    "null when the CMS value is not a safe link target"
    url: String @safeUrl
  }

  type STRAPI__COMPONENT_SHARED_ITEM implements Node @dontInfer {
    title: String! @typeset
    text: String @typeset
    icon: String
  }

  type STRAPI__COMPONENT_SHARED_STEP implements Node @dontInfer {
    title: String! @typeset
    text: String @typeset
    duration: String @typeset
  }

  type STRAPI__COMPONENT_SHARED_FIGURE implements Node @dontInfer {
    amount: Float
    unit: String
    orMore: Boolean
    value: String @typeset
    label: String! @typeset
  }

  type STRAPI__COMPONENT_SHARED_FAQ_ITEM implements Node @dontInfer {
    question: String! @typeset
    answer: String! @typeset
  }

  type STRAPI__COMPONENT_SHARED_CASE_STUDY_ROW implements Node @dontInfer {
    problem: String! @typeset
    services: String! @typeset
    results: String! @typeset
  }

  type STRAPI__COMPONENT_SHARED_SOCIAL_LINK implements Node @dontInfer {
    platform: String!
    url: String @safeUrl
  }

  type STRAPI__COMPONENT_SHARED_QUIZ_ANSWER implements Node @dontInfer {
    title: String! @typeset
    importance: Float!
    required: Boolean
  }

  type STRAPI__COMPONENT_SHARED_QUIZ_QUESTION implements Node @dontInfer {
    title: String!
    answers: [STRAPI__COMPONENT_SHARED_QUIZ_ANSWER!]! @linkedList(from: "answers___NODE")
  }

  type STRAPI__COMPONENT_NAVIGATION_MENU_GROUP implements Node @dontInfer {
    group: String!
    "Page keys (packages/routing STATIC_ROUTES)."
    pages: [String!] @jsonValue(from: "pages___NODE")
  }

  type STRAPI_PAGE implements Node @dontInfer {
    documentId: String!
    locale: String!
    key: String!
    "The page's public path in its locale."
    path: String! @entryPath
    template: String!
    title: String!
    pageTitle: String!
    metaDescription: String!
    sections: [PageSection!]! @linkedList(from: "sections___NODE")
    alternates: [Alternate!]! @alternates
  }

  type STRAPI_TOPIC implements Node @dontInfer {
    documentId: String!
    locale: String!
    name: String!
    slug: String!
  }

  type STRAPI_POST implements Node @dontInfer {
    documentId: String!
    locale: String!
    title: String!
    slug: String!
    path: String! @entryPath
    "Addresses before the slug changed (redirected to path)."
    formerPaths: [String!]! @formerPaths
    date: Date! @dateformat
    html: String! @markdownHtml(from: "content")
    excerpt: String! @markdownExcerpt(from: "content")
    readingMinutes: Int! @readingMinutes(from: "content")
    image: STRAPI__MEDIA @link(from: "image___NODE")
    imageAlt: String
    pageTitle: String!
    metaDescription: String!
    views: Int
    topics: [STRAPI_TOPIC!]! @linkedList(from: "topics___NODE")
    alternates: [Alternate!]! @alternates
  }

  "The node gatsby-source-strapi makes of an article's JSON field formerSlugs (declared: a build whose entries were never renamed has the same schema)."
  type STRAPI_POST_FORMERSLUGS_JSONNODE implements Node @dontInfer {
    strapi_json_value: [String]
  }

  "The node gatsby-source-strapi makes of a case study's JSON field formerSlugs."
  type STRAPI_CASE_STUDY_FORMERSLUGS_JSONNODE implements Node @dontInfer {
    strapi_json_value: [String]
  }

  type STRAPI_CASE_STUDY implements Node @dontInfer {
    documentId: String!
    locale: String!
    title: String!
    slug: String!
    path: String! @entryPath
    "Addresses before the slug changed (redirected to path)."
    formerPaths: [String!]! @formerPaths
    project: String!
    summary: String! @typeset
    image: STRAPI__MEDIA @link(from: "image___NODE")
    imageAlt: String
    rows: [STRAPI__COMPONENT_SHARED_CASE_STUDY_ROW!]! @linkedList(from: "rows___NODE")
    numbers: [STRAPI__COMPONENT_SHARED_FIGURE!]! @linkedList(from: "numbers___NODE")
    order: Int
    pageTitle: String!
    metaDescription: String!
    alternates: [Alternate!]! @alternates
  }

  type STRAPI_TEAM_MEMBER implements Node @dontInfer {
    locale: String!
    name: String! @proxy(from: "title")
    role: String! @proxy(from: "subtitle")
    summary: String! @typeset
    photo: STRAPI__MEDIA @link(from: "photo___NODE")
    photoAlt: String
    order: Int
  }

  type STRAPI_SERVICE_ITEM implements Node @dontInfer {
    locale: String!
    title: String!
    text: String! @typeset
    icon: String
    link: String @safeUrl
    order: Int
  }

  type STRAPI_MEDIA_MENTION implements Node @dontInfer {
    locale: String!
    title: String!
    outlet: String!
    url: String @safeUrl
    date: Date! @dateformat
    summary: String @typeset
    "external: coverage by others; own: the company's own publication (never shown as press)."
    source: String
  }

  type STRAPI_JOB_OPENING implements Node @dontInfer {
    locale: String!
    title: String!
    location: String!
    employmentType: String!
    summary: String! @typeset
    requirementsHtml: String! @markdownHtml(from: "requirements")
    order: Int
  }

  type STRAPI_GLOBAL implements Node @dontInfer {
    locale: String!
    companyName: String!
    legalName: String!
    tagline: String
    email: String!
    "The site's public address (https, no path), printed on the STO guide's cover."
    siteUrl: String!
    phone: String!
    street: String!
    postalCode: String!
    city: String!
    country: String!
    headerMenu: [STRAPI__COMPONENT_NAVIGATION_MENU_GROUP!]! @linkedList(from: "headerMenu___NODE")
    footerText: String @typeset
    footerLinks: [STRAPI__COMPONENT_SHARED_LINK!]! @linkedList(from: "footerLinks___NODE")
    socialLinks: [STRAPI__COMPONENT_SHARED_SOCIAL_LINK!]! @linkedList(from: "socialLinks___NODE")
    bookingUrl: String! @safeUrl
    defaultMetaDescription: String!
  }

  type STRAPI__COMPONENT_SHARED_GUIDE_CHAPTER implements Node @dontInfer {
    heading: String!
    "Markdown, typeset into the PDF (not HTML)."
    body: String! @markdownSource(from: "body")
  }

  "The STO guide, rendered to one PDF per language at build time (build/guide-pdf)."
  type STRAPI_GUIDE implements Node @dontInfer {
    locale: String!
    title: String!
    subtitle: String!
    chapters: [STRAPI__COMPONENT_SHARED_GUIDE_CHAPTER!]! @linkedList(from: "chapters___NODE")
    closingHeading: String!
    closingText: String! @markdownSource(from: "closingText")
    disclaimer: String!
    updatedAt: Date @dateformat
  }

  type STRAPI_QUIZ implements Node @dontInfer {
    locale: String!
    title: String!
    intro: String
    durationMinutes: Int
    "Lowest score that counts as success (product rules §3; default 1.0)."
    threshold: Float
    questions: [STRAPI__COMPONENT_SHARED_QUIZ_QUESTION!]! @linkedList(from: "questions___NODE")
    successTitle: String!
    successText: String! @typeset
    errorTitle: String!
    errorText: String! @typeset
  }
`;
