import { CmsError } from '@app/cms-client';
import { articlePath, caseStudyPath, isPageKey, localizePath, type Locale, type PageKey } from '@app/routing';
import { excerpt, markdownToHtml, readingMinutes } from './markdown';
import { FieldReader } from './read';
import type { StrapiMedia } from './strapi';
import {
  PAGE_TEMPLATES,
  type CaseStudy,
  type CaseStudySummary,
  type FaqItem,
  type Figure,
  type GlobalSettings,
  type Item,
  type JobOpening,
  type Link,
  type Media,
  type MediaMention,
  type MenuGroup,
  type PageTemplate,
  type Post,
  type Quiz,
  type Section,
  type ServiceItem,
  type SitePage,
  type Step,
  type TeamMember,
  type Topic,
} from './types';

/** Collects the media files a build uses and gives each a site-local URL (`/media/<hash><ext>`). */
export class MediaRegistry {
  readonly files = new Map<string, string>();

  add(raw: unknown, alt: string | null): Media | null {
    if (raw === null || raw === undefined) return null;
    const media = raw as StrapiMedia;
    if (typeof media.url !== 'string' || typeof media.hash !== 'string') return null;
    const url = `/media/${media.hash}${media.ext}`;
    this.files.set(url, media.url);
    return {
      url,
      alt: alt ?? media.alternativeText ?? '',
      width: media.width ?? null,
      height: media.height ?? null,
      mime: media.mime,
    };
  }
}

/** Collection data that some sections show (the home page's services, the about page's team …). */
export type SectionData = {
  services: ServiceItem[];
  caseStudies: CaseStudySummary[];
  mentions: MediaMention[];
  team: TeamMember[];
  openings: JobOpening[];
};

export type MapContext = { locale: Locale; media: MediaRegistry };

const link = (r: FieldReader | null): Link | null => (r ? { label: r.str('label'), url: r.str('url') } : null);
const item = (r: FieldReader): Item => ({ title: r.str('title'), text: r.optStr('text') ?? '', icon: r.icon('icon') });
const step = (r: FieldReader): Step => ({
  title: r.str('title'),
  text: r.optStr('text') ?? '',
  duration: r.optStr('duration'),
});
const figure = (r: FieldReader): Figure => ({ value: r.str('value'), label: r.str('label') });
const faq = (r: FieldReader): FaqItem => ({ question: r.str('question'), answer: r.str('answer') });

/** Maps one dynamic-zone entry; returns null (and warns) for a component the site does not know. */
export function mapSection(r: FieldReader, data: SectionData, ctx: MapContext): Section | null {
  const component = String(r.any('__component') ?? '');
  const base = { id: `${component}-${String(r.any('id'))}`, heading: r.str('heading'), text: r.optStr('text') ?? '' };
  const items = () => r.list('items').map(item);
  const steps = () => r.list('steps').map(step);
  const image = () => ctx.media.add(r.any('image'), r.optStr('imageAlt'));
  switch (component) {
    case 'sections.intro':
      return {
        ...base,
        type: 'intro',
        eyebrow: r.optStr('eyebrow'),
        primaryAction: link(r.obj('primaryAction')),
        secondaryAction: link(r.obj('secondaryAction')),
        image: image(),
      };
    case 'sections.service-catalogue':
      return { ...base, type: 'service-catalogue', services: data.services };
    case 'sections.workflow':
      return { ...base, type: 'workflow', steps: steps() };
    case 'sections.technology':
      return { ...base, type: 'technology', items: items() };
    case 'sections.case-studies':
      return { ...base, type: 'case-studies', caseStudies: data.caseStudies.slice(0, r.num('limit', 3)) };
    case 'sections.marketing':
      return { ...base, type: 'marketing', items: items(), action: link(r.obj('action')) };
    case 'sections.media':
      return { ...base, type: 'media', mentions: data.mentions };
    case 'sections.contact':
      return { ...base, type: 'contact' };
    case 'sections.about':
      return { ...base, type: 'about', figures: r.list('figures').map(figure), image: image() };
    case 'sections.assets':
      return { ...base, type: 'assets', items: items() };
    case 'sections.services':
      return { ...base, type: 'services', items: items() };
    case 'sections.guide-download':
      return { ...base, type: 'guide-download', actionLabel: r.str('actionLabel') };
    case 'sections.launching-stages':
      return { ...base, type: 'launching-stages', steps: steps() };
    case 'sections.quiz-start':
      return { ...base, type: 'quiz-start', actionLabel: r.str('actionLabel') };
    case 'sections.four-steps':
      return { ...base, type: 'four-steps', steps: steps() };
    case 'sections.schedule':
      return { ...base, type: 'schedule', steps: steps() };
    case 'sections.map-subscribe':
      return { ...base, type: 'map-subscribe', items: items(), subscribeHeading: r.optStr('subscribeHeading') };
    case 'sections.platform':
      return { ...base, type: 'platform', items: items(), image: image() };
    case 'sections.lifecycle':
      return { ...base, type: 'lifecycle', steps: steps() };
    case 'sections.products':
      return { ...base, type: 'products', items: items() };
    case 'sections.components':
      return { ...base, type: 'components', items: items() };
    case 'sections.timeframe':
      return { ...base, type: 'timeframe', steps: steps() };
    case 'sections.rich-text':
      return { ...base, type: 'rich-text', html: markdownToHtml(r.str('body')) };
    case 'sections.feature-list':
      return { ...base, type: 'feature-list', items: items() };
    case 'sections.faq':
      return { ...base, type: 'faq', items: r.list('items').map(faq) };
    case 'sections.figures':
      return { ...base, type: 'figures', figures: r.list('figures').map(figure) };
    case 'sections.call-to-action':
      return { ...base, type: 'call-to-action', action: link(r.obj('action')), booking: r.bool('booking') };
    case 'sections.team':
      return { ...base, type: 'team', members: data.team };
    case 'sections.job-openings':
      return { ...base, type: 'job-openings', openings: data.openings };
    default:
      console.warn(`[content] ${r.where.entry}: unknown section component "${component}" skipped`);
      return null;
  }
}

const reader = (raw: unknown, contentType: string, locale: Locale, entry: string) =>
  new FieldReader(raw as Record<string, unknown>, { contentType, locale, entry });

const entryName = (raw: { documentId?: unknown }, field: unknown) => `${String(field ?? raw.documentId)}`;

export function mapPage(raw: Record<string, unknown>, data: SectionData, ctx: MapContext): SitePage {
  const r = reader(raw, 'page', ctx.locale, `page "${entryName(raw, raw.key)}"`);
  const key = r.str('key');
  if (!isPageKey(key)) throw new Error(`${r.where.entry}: "${key}" is not a route of the site`);
  const template = r.str('template');
  if (!(PAGE_TEMPLATES as readonly string[]).includes(template)) {
    throw new Error(`${r.where.entry}: unknown template "${template}"`);
  }
  return {
    id: `${r.str('documentId')}-${ctx.locale}`,
    locale: ctx.locale,
    key: key as PageKey,
    path: localizePath(r.str('path'), ctx.locale),
    template: template as PageTemplate,
    title: r.str('title'),
    pageTitle: r.str('pageTitle'),
    metaDescription: r.str('metaDescription'),
    sections: r
      .list('sections')
      .map((s) => mapSection(s, data, ctx))
      .filter((s): s is Section => s !== null),
    alternates: [],
  };
}

export function mapTopic(raw: Record<string, unknown>, locale: Locale): Topic {
  const r = reader(raw, 'topic', locale, `topic "${entryName(raw, raw.slug)}"`);
  return { id: `${r.str('documentId')}-${locale}`, locale, name: r.str('name'), slug: r.str('slug') };
}

export function mapPost(raw: Record<string, unknown>, ctx: MapContext): Post {
  const r = reader(raw, 'post', ctx.locale, `post "${entryName(raw, raw.slug)}"`);
  const slug = r.str('slug');
  const content = r.str('content');
  return {
    id: `${r.str('documentId')}-${ctx.locale}`,
    documentId: r.str('documentId'),
    locale: ctx.locale,
    title: r.str('title'),
    slug,
    path: localizePath(articlePath(slug), ctx.locale),
    date: r.str('date'),
    html: markdownToHtml(content),
    excerpt: excerpt(content),
    readingMinutes: readingMinutes(content),
    image: ctx.media.add(r.any('image'), r.optStr('imageAlt')),
    pageTitle: r.str('pageTitle'),
    metaDescription: r.str('metaDescription'),
    views: r.num('views', 0),
    topics: r.list('topics').map((t) => ({ name: t.str('name'), slug: t.str('slug') })),
    alternates: [],
  };
}

export function mapCaseStudy(raw: Record<string, unknown>, ctx: MapContext): CaseStudy {
  const r = reader(raw, 'case-study', ctx.locale, `case study "${entryName(raw, raw.slug)}"`);
  const slug = r.str('slug');
  return {
    id: `${r.str('documentId')}-${ctx.locale}`,
    locale: ctx.locale,
    title: r.str('title'),
    slug,
    path: localizePath(caseStudyPath(slug), ctx.locale),
    project: r.str('project'),
    summary: r.str('summary'),
    image: ctx.media.add(r.any('image'), r.optStr('imageAlt')),
    rows: r
      .list('rows')
      .map((row) => ({ problem: row.str('problem'), services: row.str('services'), results: row.str('results') })),
    numbers: r.list('numbers').map(figure),
    order: r.num('order', 0),
    pageTitle: r.str('pageTitle'),
    metaDescription: r.str('metaDescription'),
    alternates: [],
  };
}

export function mapServiceItem(raw: Record<string, unknown>, locale: Locale): ServiceItem {
  const r = reader(raw, 'service-item', locale, `service item "${entryName(raw, raw.title)}"`);
  return { title: r.str('title'), text: r.str('text'), icon: r.icon('icon'), link: r.optStr('link') };
}

export function mapTeamMember(raw: Record<string, unknown>, ctx: MapContext): TeamMember {
  const r = reader(raw, 'team-member', ctx.locale, `team member "${entryName(raw, raw.title)}"`);
  return {
    name: r.str('title'),
    role: r.str('subtitle'),
    summary: r.str('summary'),
    photo: ctx.media.add(r.any('photo'), r.optStr('photoAlt')),
  };
}

export function mapMediaMention(raw: Record<string, unknown>, locale: Locale): MediaMention {
  const r = reader(raw, 'media-mention', locale, `media mention "${entryName(raw, raw.title)}"`);
  return {
    title: r.str('title'),
    outlet: r.str('outlet'),
    url: r.optStr('url'),
    date: r.str('date'),
    summary: r.optStr('summary') ?? '',
    source: mentionSource(r),
  };
}

function mentionSource(r: FieldReader): MediaMention['source'] {
  const value = r.optStr('source') ?? 'external';
  if (value !== 'external' && value !== 'own')
    throw new CmsError(`${r.where.entry}: unknown source "${value}"`, r.where);
  return value;
}

export function mapJobOpening(raw: Record<string, unknown>, locale: Locale): JobOpening {
  const r = reader(raw, 'job-opening', locale, `job opening "${entryName(raw, raw.title)}"`);
  return {
    title: r.str('title'),
    location: r.str('location'),
    employmentType: r.str('employmentType'),
    summary: r.str('summary'),
    requirementsHtml: markdownToHtml(r.str('requirements')),
  };
}

export function mapQuiz(raw: Record<string, unknown>, locale: Locale): Quiz {
  const r = reader(raw, 'quiz', locale, 'quiz');
  return {
    locale,
    title: r.str('title'),
    intro: r.optStr('intro') ?? '',
    durationMinutes: r.num('durationMinutes', 2),
    questions: r.list('questions').map((q) => ({
      title: q.str('title'),
      answers: q
        .list('answers')
        .map((a) => ({ title: a.str('title'), importance: a.num('importance'), required: a.bool('required') })),
    })),
    successTitle: r.str('successTitle'),
    successText: r.str('successText'),
    errorTitle: r.str('errorTitle'),
    errorText: r.str('errorText'),
  };
}

export function mapGlobal(raw: Record<string, unknown>, locale: Locale): GlobalSettings {
  const r = reader(raw, 'global', locale, 'global settings');
  const headerMenu: MenuGroup[] = r.list('headerMenu').map((g) => {
    const pages = g.any('pages');
    if (!Array.isArray(pages) || !pages.every(isPageKey)) {
      throw new Error(`global settings (${locale}): menu group "${g.str('group')}" lists an unknown page`);
    }
    return { group: g.str('group'), pages };
  });
  return {
    locale,
    companyName: r.str('companyName'),
    legalName: r.str('legalName'),
    tagline: r.optStr('tagline') ?? '',
    email: r.str('email'),
    phone: r.str('phone'),
    street: r.str('street'),
    postalCode: r.str('postalCode'),
    city: r.str('city'),
    country: r.str('country'),
    headerMenu,
    footerText: r.optStr('footerText') ?? '',
    footerLinks: r.list('footerLinks').map((l) => ({ label: l.str('label'), url: l.str('url') })),
    socialLinks: r.list('socialLinks').map((l) => ({ platform: l.str('platform'), url: l.str('url') })),
    bookingUrl: r.str('bookingUrl'),
    defaultMetaDescription: r.str('defaultMetaDescription'),
  };
}
