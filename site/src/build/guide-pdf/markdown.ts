import { marked, type Token, type Tokens } from 'marked';
import { typeset } from '../../i18n/typography';

/** A piece of text in one style. `link` is an absolute http(s) or mailto URL, or null. */
export type Run = { text: string; bold: boolean; italic: boolean; link: string | null };

export type ListItem = { runs: Run[]; task: boolean; checked: boolean; children: Block[] };

/** The Markdown subset the guide PDF typesets. Everything else is reduced to one of these. */
export type Block =
  | { kind: 'heading'; level: 2 | 3; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'table'; header: string[]; rows: string[][] };

type Style = { bold: boolean; italic: boolean; link: string | null };
const PLAIN: Style = { bold: false, italic: false, link: null };

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * The link target the PDF may carry: http(s) and mailto as they are, site-relative paths made absolute.
 * Anything else (`javascript:`, `file:`, `data:`, protocol-relative …) becomes plain text: some PDF
 * readers act on link annotations, so an editor's typo or a pasted script must never become one.
 */
export function safeLink(href: string, siteUrl: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return `${siteUrl.replace(/\/+$/, '')}${trimmed}`;
  try {
    const url = new URL(trimmed);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The characters marked leaves HTML-escaped in `escape` tokens. */
function unescapeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function inlineRuns(tokens: Token[] | undefined, style: Style, siteUrl: string): Run[] {
  return (tokens ?? []).flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return inlineRuns(token.tokens, { ...style, bold: true }, siteUrl);
      case 'em':
        return inlineRuns(token.tokens, { ...style, italic: true }, siteUrl);
      case 'link':
        return inlineRuns(token.tokens, { ...style, link: safeLink((token as Tokens.Link).href, siteUrl) }, siteUrl);
      case 'br':
        return [{ ...style, text: '\n' }];
      case 'image':
        return [{ ...style, text: (token as Tokens.Image).text }];
      default:
        // text, escape, codespan, del and raw HTML: their text, shown literally (HTML is never interpreted).
        if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) {
          return inlineRuns(token.tokens, style, siteUrl);
        }
        return [{ ...style, text: unescapeEntities(String((token as { text?: unknown }).text ?? token.raw)) }];
    }
  });
}

/**
 * The runs' text typeset as one (`i18n/typography.ts`), so a rule sees across the border of two styles. Typesetting
 * only turns spaces into no-break spaces, so each run keeps its length.
 */
function typesetRuns(runs: Run[]): Run[] {
  const text = typeset(runs.map((r) => r.text).join(''));
  let at = 0;
  return runs.map((run) => {
    const part = text.slice(at, at + run.text.length);
    at += run.text.length;
    return { ...run, text: part };
  });
}

/** Joins neighbouring runs of the same style, collapses soft line breaks into spaces and typesets the text. */
function normalise(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const text = run.text === '\n' ? '\n' : run.text.replace(/\s*\n\s*/g, ' ');
    const last = out[out.length - 1];
    if (last && last.bold === run.bold && last.italic === run.italic && last.link === run.link) last.text += text;
    else out.push({ ...run, text });
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return typesetRuns(out.filter((r) => r.text !== ''));
}

const plainText = (tokens: Token[] | undefined, siteUrl: string) =>
  normalise(inlineRuns(tokens, PLAIN, siteUrl))
    .map((r) => r.text)
    .join('')
    .trim();

function listItem(item: Tokens.ListItem, siteUrl: string): ListItem {
  const runs: Run[] = [];
  const children: Block[] = [];
  for (const token of item.tokens) {
    if (token.type === 'text' || token.type === 'paragraph') {
      if (runs.length > 0) runs.push({ ...PLAIN, text: ' ' });
      runs.push(...inlineRuns((token as Tokens.Text).tokens ?? [token], PLAIN, siteUrl));
    } else if (token.type !== 'checkbox') {
      children.push(...toBlocks([token], siteUrl));
    }
  }
  return { runs: normalise(runs), task: item.task, checked: item.checked === true, children };
}

function toBlocks(tokens: Token[], siteUrl: string): Block[] {
  return tokens.flatMap((token): Block[] => {
    switch (token.type) {
      case 'space':
      case 'hr':
      case 'def':
        return [];
      case 'heading': {
        const heading = token as Tokens.Heading;
        return [
          {
            kind: 'heading',
            level: heading.depth <= 2 ? 2 : 3,
            runs: normalise(inlineRuns(heading.tokens, PLAIN, siteUrl)),
          },
        ];
      }
      case 'list': {
        const list = token as Tokens.List;
        const start = typeof list.start === 'number' ? list.start : 1;
        return [{ kind: 'list', ordered: list.ordered, start, items: list.items.map((i) => listItem(i, siteUrl)) }];
      }
      case 'table': {
        const table = token as Tokens.Table;
        return [
          {
            kind: 'table',
            header: table.header.map((c) => plainText(c.tokens, siteUrl)),
            rows: table.rows.map((row) => row.map((c) => plainText(c.tokens, siteUrl))),
          },
        ];
      }
      case 'blockquote':
        return toBlocks((token as Tokens.Blockquote).tokens, siteUrl);
      default: {
        // paragraph, text, code, block HTML: shown as a paragraph of literal text.
        const literal = 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
        const inline =
          'tokens' in token && Array.isArray(token.tokens)
            ? token.tokens
            : [{ type: 'text', raw: token.raw, text: literal } as Token];
        const runs = normalise(inlineRuns(inline, PLAIN, siteUrl));
        return runs.length > 0 ? [{ kind: 'paragraph', runs }] : [];
      }
    }
  });
}

/** Parses the guide's Markdown (CommonMark + GFM tables and task lists) into the blocks the PDF typesets. */
export function markdownToBlocks(markdown: string, siteUrl: string): Block[] {
  return toBlocks(marked.lexer(markdown, { gfm: true }), siteUrl);
}
