import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { typeset } from '../i18n/typography';
import { isSafeHref } from './safe-url';

/**
 * What CMS rich text may become in the page: the Markdown an editor writes (headings from h2, lists,
 * emphasis, quotes, code, tables, links, images) and nothing that runs. Raw HTML an editor types into
 * Markdown passes `marked` untouched, so the output is cut down to this allow-list at build time:
 * no script, style, iframe, form or event-handler attribute survives, and links and images keep only
 * safe URLs (see `isSafeHref`).
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
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
    // Headings start at h2: the page's title is its only h1.
    h1: 'h2',
  },
  allowedClasses: {},
  // No-break spaces where a line must not break ("100.000 Euro", "§ 6 WpPG"); code is shown as written.
  textFilter: (text, tagName) => (tagName === 'code' || tagName === 'pre' ? text : typeset(text)),
};

/** Renders CMS rich text (Markdown) to sanitised HTML at build time. */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }) as string, SANITIZE);
}

/** The end of a block: where the plain text needs a space, so words of two blocks do not run together. */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|tr)>/g;

/** Plain text of Markdown, for excerpts (no HTML survives: tags are dropped first). */
export function markdownToText(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'iframe', 'title'],
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 220;

/**
 * Words of HTML that `markdownToHtml` made: it is well-formed and every `<` and `>` outside a tag is escaped, so
 * removing the tags leaves the text. Only for counting; nothing here becomes markup.
 */
function wordsOfSanitisedHtml(html: string): number {
  return html
    .replace(BLOCK_END, ' ')
    .replace(/<[^>]*>/g, '')
    .split(/\s+/)
    .filter(Boolean).length;
}

export function readingMinutes(markdown: string, html = markdownToHtml(markdown)): number {
  return Math.max(1, Math.round(wordsOfSanitisedHtml(html) / WORDS_PER_MINUTE));
}

/**
 * The first words of the article's paragraphs, cut at a word boundary. Headings, lists and code are
 * left out, so an excerpt never runs a heading into the text. Paragraphs are turned into text only until
 * there are enough words.
 */
export function excerpt(markdown: string, maxLength = 200): string {
  const paragraphs: string[] = [];
  for (const token of marked.lexer(markdown)) {
    if (token.type !== 'paragraph') continue;
    const text = markdownToText(token.raw);
    paragraphs.push(text);
    if (paragraphs.join(' ').trim().length > maxLength) break;
  }
  const text = (paragraphs.length > 0 ? paragraphs.join(' ') : markdownToText(markdown)).trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * What the schema renders from one Markdown text, each on first use and then kept: the reading time counts the
 * words of the HTML already made for the page instead of rendering the text a second time.
 */
export class MarkdownRenderings {
  #html?: string;
  #minutes?: number;
  #excerpt?: string;

  constructor(readonly markdown: string) {}

  get html(): string {
    return (this.#html ??= markdownToHtml(this.markdown));
  }

  get readingMinutes(): number {
    return (this.#minutes ??= readingMinutes(this.markdown, this.html));
  }

  get excerpt(): string {
    return (this.#excerpt ??= excerpt(this.markdown));
  }
}
