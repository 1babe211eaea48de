import { Parser } from 'htmlparser2';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isSafeHref } from './safe-url';

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'del',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Tags the page renders as another allowed tag (headings start at h2: the page's title is its only h1). */
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };

/**
 * What CMS rich text may become in the page: the Markdown an editor writes (headings from h2, lists,
 * emphasis, quotes, code, tables, links, images) and nothing that runs. Raw HTML an editor types into
 * Markdown passes `marked` untouched, so the output is cut down to this allow-list: no script, style,
 * iframe, form or event-handler attribute survives, and links and images keep only safe URLs (`isSafeHref`).
 */
export const MARKDOWN_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // `rel`, `loading` and `decoding` are set by the transforms below, never taken from the editor's HTML.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  // Schemes are checked by `isSafeHref` below (it also knows site-relative paths); sanitize-html's own
  // scheme list is the same set, as a second line.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeHref(frame.attribs.src ?? ''),
  transformTags: {
    // A link the editor wrote keeps its text; an unsafe target loses the link, not the words.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isSafeHref(href)) return { tagName: 'span', attribs: {} };
      const external = /^https?:/i.test(href);
      const kept = Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'rel'));
      return { tagName, attribs: { ...kept, ...(external ? { rel: 'noopener noreferrer' } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    ...RENAMED_TAGS,
  },
  allowedClasses: {},
};

/** Markdown to HTML as the editor wrote it (GitHub-flavoured), before anything is removed. */
export function markdownToRawHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true }) as string;
}

/**
 * Renders CMS rich text (Markdown) to the sanitised HTML the site shows. `textFilter` may change the text between
 * tags (the site's typesetting); the allow-list stays this one.
 */
export function markdownToSafeHtml(
  markdown: string,
  { textFilter }: { textFilter?: sanitizeHtml.IOptions['textFilter'] } = {},
): string {
  return sanitizeHtml(markdownToRawHtml(markdown), { ...MARKDOWN_SANITIZE, ...(textFilter ? { textFilter } : {}) });
}

/** One kind of markup the site removes from an editor's Markdown. */
export type StrippedMarkup =
  | { kind: 'element'; name: string }
  | { kind: 'handler'; name: string }
  | { kind: 'link'; target: string };

const URL_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src' };

/**
 * What `markdownToSafeHtml` would remove that the editor may have meant to show: elements outside the allow-list
 * (`<script>`, `<iframe>` …), event-handler attributes (`onerror=`) and link or image targets that are not safe
 * (`javascript:`). Each kind once, in order of appearance. Formatting-only attributes (classes, styles) are not
 * reported: losing them changes nothing an editor can see on the site.
 */
export function strippedMarkup(markdown: string): StrippedMarkup[] {
  const found = new Map<string, StrippedMarkup>();
  const add = (key: string, item: StrippedMarkup) => {
    if (!found.has(key)) found.set(key, item);
  };
  // The tags the sanitiser is shown, from the parser it is built on with its settings (entities decoded): only
  // what they are matters here, not the sanitised text (half the cost of an article's check).
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        const tag = RENAMED_TAGS[name] ?? name;
        if (!ALLOWED_TAGS.includes(tag)) return add(`element:${name}`, { kind: 'element', name });
        for (const attribute of Object.keys(attribs)) {
          if (/^on/i.test(attribute)) add(`handler:${attribute}`, { kind: 'handler', name: attribute.toLowerCase() });
        }
        const urlAttribute = URL_ATTRIBUTES[tag];
        const target = urlAttribute ? attribs[urlAttribute] : undefined;
        if (target !== undefined && !isSafeHref(target)) {
          // The scheme names the problem ("javascript:"); the whole address may be long or carry the payload.
          const shown = /^\s*([a-z][a-z0-9+.-]*:)/i.exec(target)?.[1]?.toLowerCase() ?? target.slice(0, 40);
          add(`link:${shown}`, { kind: 'link', target: shown });
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(markdownToRawHtml(markdown));
  parser.end();
  return [...found.values()];
}
