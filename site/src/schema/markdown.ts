import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { markdownToSafeHtml } from '@app/content-rules';
import { typeset } from '../i18n/typography';

/**
 * Renders CMS rich text (Markdown) to sanitised HTML at build time: the allow-list (no script, style, iframe, form
 * or event handler; links and images only to safe targets) is `@app/content-rules`' — the same one the CMS uses to
 * warn an editor about markup the page will not show. No-break spaces go where a line must not break ("100.000
 * Euro", "§ 6 WpPG"); code is shown as written.
 */
export function markdownToHtml(markdown: string): string {
  return markdownToSafeHtml(markdown, {
    textFilter: (text, tagName) => (tagName === 'code' || tagName === 'pre' ? text : typeset(text)),
  });
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
