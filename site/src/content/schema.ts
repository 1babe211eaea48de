/**
 * The site's GraphQL types for CMS content. Declared explicitly (no inference) so a field no entry
 * fills never disappears from the schema; nested structures travel as JSON typed by `types.ts`.
 */
export const CONTENT_TYPE_DEFS = `
  type Alternate { locale: String!  path: String! }
  type CmsTopicRef { name: String!  slug: String! }

  type CmsGlobal implements Node @dontInfer {
    locale: String!
    companyName: String!
    legalName: String!
    tagline: String!
    email: String!
    phone: String!
    street: String!
    postalCode: String!
    city: String!
    country: String!
    headerMenu: JSON!
    footerText: String!
    footerLinks: JSON!
    socialLinks: JSON!
    bookingUrl: String!
    defaultMetaDescription: String!
  }

  type CmsQuiz implements Node @dontInfer {
    locale: String!
    title: String!
    intro: String!
    durationMinutes: Int!
    questions: JSON!
    successTitle: String!
    successText: String!
    errorTitle: String!
    errorText: String!
  }

  type CmsPage implements Node @dontInfer {
    locale: String!
    key: String!
    path: String!
    template: String!
    title: String!
    pageTitle: String!
    metaDescription: String!
    sections: JSON!
    alternates: [Alternate!]!
  }

  type CmsPost implements Node @dontInfer {
    documentId: String!
    locale: String!
    title: String!
    slug: String!
    path: String!
    date: Date! @dateformat
    html: String!
    excerpt: String!
    readingMinutes: Int!
    image: JSON
    pageTitle: String!
    metaDescription: String!
    views: Int!
    topics: [CmsTopicRef!]!
    alternates: [Alternate!]!
  }

  type CmsTopic implements Node @dontInfer {
    locale: String!
    name: String!
    slug: String!
  }

  type CmsCaseStudy implements Node @dontInfer {
    locale: String!
    title: String!
    slug: String!
    path: String!
    project: String!
    summary: String!
    image: JSON
    rows: JSON!
    numbers: JSON!
    order: Int!
    pageTitle: String!
    metaDescription: String!
    alternates: [Alternate!]!
  }
`;
