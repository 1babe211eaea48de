/**
 * The site's own content types. The CMS's field names stop at `map.ts`; components only see these.
 */
import type { TopicRef } from '@app/cms-client';
import type { IconName } from '@app/icons';
import type { Locale, PageKey } from '@app/routing';

export type Media = { url: string; alt: string; width: number | null; height: number | null; mime: string };
export type Link = { label: string; url: string };
export type Item = { title: string; text: string; icon: IconName | null };
export type Step = { title: string; text: string; duration: string | null };
export type Figure = { value: string; label: string };
export type FaqItem = { question: string; answer: string };

/** The same page or entry in another locale (for the language switch and hreflang). */
export type Alternate = { locale: Locale; path: string };

export type ServiceItem = { title: string; text: string; icon: IconName | null; link: string | null };
export type TeamMember = { name: string; role: string; summary: string; photo: Media | null };
/** `own`: published by the company itself (its blog, its research), never shown as press coverage. */
export type MentionSource = 'external' | 'own';
export type MediaMention = {
  title: string;
  outlet: string;
  url: string | null;
  date: string;
  summary: string;
  source: MentionSource;
};
export type JobOpening = {
  title: string;
  location: string;
  employmentType: string;
  summary: string;
  requirementsHtml: string;
};
export type CaseStudySummary = { title: string; project: string; summary: string; path: string; image: Media | null };

type SectionBase<T extends string, Extra = object> = { type: T; id: string; heading: string; text: string } & Extra;

/** Every section a page can be built from (one per CMS `sections.*` component). */
export type Section =
  | SectionBase<
      'intro',
      { eyebrow: string | null; primaryAction: Link | null; secondaryAction: Link | null; image: Media | null }
    >
  | SectionBase<'service-catalogue', { services: ServiceItem[] }>
  | SectionBase<'workflow', { steps: Step[] }>
  | SectionBase<'technology', { items: Item[] }>
  | SectionBase<'case-studies', { caseStudies: CaseStudySummary[] }>
  | SectionBase<'marketing', { items: Item[]; action: Link | null }>
  | SectionBase<'media', { mentions: MediaMention[] }>
  | SectionBase<'contact'>
  | SectionBase<'about', { figures: Figure[]; image: Media | null }>
  | SectionBase<'assets', { items: Item[] }>
  | SectionBase<'services', { items: Item[] }>
  | SectionBase<'guide-download', { actionLabel: string }>
  | SectionBase<'launching-stages', { steps: Step[] }>
  | SectionBase<'quiz-start', { actionLabel: string }>
  | SectionBase<'four-steps', { steps: Step[] }>
  | SectionBase<'schedule', { steps: Step[] }>
  | SectionBase<'map-subscribe', { items: Item[]; subscribeHeading: string | null }>
  | SectionBase<'platform', { items: Item[]; image: Media | null }>
  | SectionBase<'lifecycle', { steps: Step[] }>
  | SectionBase<'products', { items: Item[] }>
  | SectionBase<'components', { items: Item[] }>
  | SectionBase<'timeframe', { steps: Step[] }>
  | SectionBase<'rich-text', { html: string }>
  | SectionBase<'feature-list', { items: Item[] }>
  | SectionBase<'faq', { items: FaqItem[] }>
  | SectionBase<'figures', { figures: Figure[] }>
  | SectionBase<'call-to-action', { action: Link | null; booking: boolean }>
  | SectionBase<'team', { members: TeamMember[] }>
  | SectionBase<'job-openings', { openings: JobOpening[] }>;

export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export const PAGE_TEMPLATES = [
  'standard',
  'insight-list',
  'case-study-list',
  'case-study-projects',
  'token-generator',
  'quiz',
  'icons',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

export type SitePage = {
  id: string;
  locale: Locale;
  key: PageKey;
  path: string;
  template: PageTemplate;
  title: string;
  pageTitle: string;
  metaDescription: string;
  sections: Section[];
  alternates: Alternate[];
};

export type Topic = { id: string; locale: Locale; name: string; slug: string };

export type Post = {
  id: string;
  documentId: string;
  locale: Locale;
  title: string;
  slug: string;
  path: string;
  date: string;
  html: string;
  excerpt: string;
  readingMinutes: number;
  image: Media | null;
  pageTitle: string;
  metaDescription: string;
  views: number;
  topics: TopicRef[];
  alternates: Alternate[];
};

export type CaseStudy = {
  id: string;
  locale: Locale;
  title: string;
  slug: string;
  path: string;
  project: string;
  summary: string;
  image: Media | null;
  rows: Array<{ problem: string; services: string; results: string }>;
  numbers: Figure[];
  order: number;
  pageTitle: string;
  metaDescription: string;
  alternates: Alternate[];
};

export type QuizAnswer = { title: string; importance: number; required: boolean };
export type Quiz = {
  locale: Locale;
  title: string;
  intro: string;
  durationMinutes: number;
  questions: Array<{ title: string; answers: QuizAnswer[] }>;
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: string;
};

export type MenuGroup = { group: string; pages: PageKey[] };
export type SocialLink = { platform: string; url: string };

export type GlobalSettings = {
  locale: Locale;
  companyName: string;
  legalName: string;
  tagline: string;
  email: string;
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  headerMenu: MenuGroup[];
  footerText: string;
  footerLinks: Link[];
  socialLinks: SocialLink[];
  bookingUrl: string;
  defaultMetaDescription: string;
};

/** Everything one locale of the site is built from. */
export type LocaleContent = {
  global: GlobalSettings;
  quiz: Quiz;
  pages: SitePage[];
  posts: Post[];
  topics: Topic[];
  caseStudies: CaseStudy[];
};
