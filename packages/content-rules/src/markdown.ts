import { marked } from 'marked';
import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { isSafeHref } from './safe-url';

type ParsedNode = DefaultTreeAdapterMap['childNode'];
type ParsedElement = DefaultTreeAdapterMap['element'];
type ParsedParent = DefaultTreeAdapterMap['parentNode'];

const HTML_NAMESPACE = parse5Html.NS.HTML;

/** Elements the page shows, each with the attributes it may keep and how a kept value is checked. */
const ALLOWED: Readonly<Record<string, Readonly<Record<string, (value: string) => boolean>>>> = {
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  p: {},
  br: {},
  hr: {},
  blockquote: {},
  ul: {},
  ol: { start: (value) => /^\d{1,6}$/.test(value) },
  li: {},
  strong: {},
  em: {},
  b: {},
  i: {},
  del: {},
  code: {},
  pre: {},
  a: { href: isSafeHref, title: () => true },
  img: {
    src: isSafeHref,
    alt: () => true,
    title: () => true,
    width: (value) => /^\d{1,5}$/.test(value),
    height: (value) => /^\d{1,5}$/.test(value),
  },
  table: {},
  thead: {},
  tbody: {},
  tr: {},
  th: { align: (value) => /^(left|right|center)$/.test(value) },
  td: { align: (value) => /^(left|right|center)$/.test(value) },
};
const ALLOWED_TAGS = Object.keys(ALLOWED);

/** Tags the page renders as another allowed tag (headings start at h2: the page's title is its only h1). */
const RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h2' };

/** Elements removed with everything inside them: their content is code, styling or form state, not text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'title',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'object',
  'embed',
]);

/** Elements with no end tag. */
const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** A node of the sanitised tree: only allowed elements with checked attributes, and text. */
export type SafeNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; attributes: Array<[string, string]>; children: SafeNode[] };

/** Changes the text between tags (the site's typesetting); gets the text and the tag it is in. */
export type TextFilter = (text: string, tagName: string) => string;

const isElement = (node: ParsedNode): node is ParsedElement => 'tagName' in node;
const childrenOf = (node: ParsedParent): ParsedNode[] =>
  node.nodeName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : node.childNodes;

/** The kept attributes of an allowed element, in a fixed order, plus those the page adds. */
function safeAttributes(tag: string, element: ParsedElement): Array<[string, string]> {
  const rules = ALLOWED[tag] ?? {};
  const given = new Map(element.attrs.map((attribute) => [attribute.name.toLowerCase(), attribute.value]));
  const kept: Array<[string, string]> = [];
  for (const [name, check] of Object.entries(rules)) {
    const value = given.get(name);
    if (value !== undefined && check(value)) kept.push([name, value]);
  }
  if (tag === 'a' && /^https?:/i.test(given.get('href')?.trim() ?? '')) kept.push(['rel', 'noopener noreferrer']);
  if (tag === 'img') kept.push(['loading', 'lazy'], ['decoding', 'async']);
  return kept;
}

/** One parsed node as what the page may show: itself, its children only (unwrapped), or nothing. */
function sanitiseNode(node: ParsedNode, parentTag: string, textFilter: TextFilter | undefined): SafeNode[] {
  if (node.nodeName === '#text') {
    const { value } = node as DefaultTreeAdapterMap['textNode'];
    return [{ kind: 'text', text: textFilter ? textFilter(value, parentTag) : value }];
  }
  if (!isElement(node)) return []; // comments, doctypes
  const name = node.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(name)) return [];
  const tag = node.namespaceURI === HTML_NAMESPACE ? (RENAMED_TAGS[name] ?? name) : '';
  const children = () => sanitiseChildren(node, ALLOWED[tag] ? tag : parentTag, textFilter);
  if (!ALLOWED[tag]) return children();
  // A link to an unsafe target keeps its words, not the link; an image of one is left out.
  if (tag === 'a' && !isSafeHref(node.attrs.find((a) => a.name === 'href')?.value ?? '')) return children();
  if (tag === 'img' && !isSafeHref(node.attrs.find((a) => a.name === 'src')?.value ?? '')) return [];
  return [
    { kind: 'element', tag, attributes: safeAttributes(tag, node), children: VOID_TAGS.has(tag) ? [] : children() },
  ];
}

function sanitiseChildren(parent: ParsedParent, parentTag: string, textFilter: TextFilter | undefined): SafeNode[] {
  return childrenOf(parent).flatMap((child) => sanitiseNode(child, parentTag, textFilter));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The HTML of a sanitised tree. Written from the tree, so every element it opens it closes. */
export function serializeSafeNodes(nodes: readonly SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return escapeText(node.text);
      const attributes = node.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
      if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attributes}>`;
      const first = node.children[0];
      // An HTML parser drops the first newline inside <pre>: one more keeps the text the editor wrote.
      const lead = node.tag === 'pre' && first?.kind === 'text' && first.text.startsWith('\n') ? '\n' : '';
      return `<${node.tag}${attributes}>${lead}${serializeSafeNodes(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** HTML parsed as the page's `<div>` parses it when the HTML is set as its content. */
const parseInDiv = (html: string) =>
  parseFragment(defaultTreeAdapter.createElement('div', HTML_NAMESPACE, []), html, {});

/** Parses HTML as the page will, and keeps what the allow-list allows. */
export function sanitiseHtml(html: string, textFilter?: TextFilter): SafeNode[] {
  return sanitiseChildren(parseInDiv(html), 'div', textFilter);
}

/** Rounds until the HTML parses back to the tree it was written from (a browser re-nests some trees). */
const MAX_ROUNDS = 4;

/**
 * CMS rich text's HTML made safe: parsed into a tree as a browser parses it, cut down to the allow-list (no
 * script, style, iframe, form or event handler; links and images only to safe targets, `isSafeHref`), written
 * back from the tree. A tree the browser would re-nest when it reads the HTML (text directly in a table, say) is
 * read and cleaned again until it comes back unchanged, so the page gets exactly the tree that was checked.
 */
export function safeHtml(html: string, textFilter?: TextFilter): string {
  let out = serializeSafeNodes(sanitiseHtml(html, textFilter));
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const again = serializeSafeNodes(sanitiseHtml(out));
    if (again === out) return out;
    out = again;
  }
  // Never seen: a tree that keeps changing. Its text alone is safe and stable.
  return escapeText(textOf(sanitiseHtml(out)));
}

/** The text of a sanitised tree, without markup. */
export function textOf(nodes: readonly SafeNode[]): string {
  return nodes.map((node) => (node.kind === 'text' ? node.text : textOf(node.children))).join('');
}

/** Markdown to HTML as the editor wrote it (GitHub-flavoured), before anything is removed. */
export function markdownToRawHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true }) as string;
}

/**
 * Renders CMS rich text (Markdown) to the sanitised HTML the site shows. `textFilter` may change the text between
 * tags (the site's typesetting); the allow-list stays this one.
 */
export function markdownToSafeHtml(markdown: string, { textFilter }: { textFilter?: TextFilter } = {}): string {
  return safeHtml(markdownToRawHtml(markdown), textFilter);
}

/** One kind of markup the site removes from an editor's Markdown. */
export type StrippedMarkup =
  | { kind: 'element'; name: string }
  | { kind: 'handler'; name: string }
  | { kind: 'link'; target: string };

const URL_ATTRIBUTES: Record<string, string> = { a: 'href', img: 'src' };

/** The scheme names the problem ("javascript:"); the whole address may be long or carry the payload. */
const shownTarget = (target: string) =>
  /^\s*([a-z][a-z0-9+.-]*:)/i.exec(target)?.[1]?.toLowerCase() ?? target.slice(0, 40);

/** What of one parsed element the page drops, reported through `add`. */
function strippedOf(element: ParsedElement, add: (key: string, item: StrippedMarkup) => void): void {
  const name = element.tagName.toLowerCase();
  const tag = RENAMED_TAGS[name] ?? name;
  if (!ALLOWED_TAGS.includes(tag) || element.namespaceURI !== HTML_NAMESPACE) {
    return add(`element:${name}`, { kind: 'element', name });
  }
  for (const { name: attribute } of element.attrs) {
    if (/^on/i.test(attribute)) add(`handler:${attribute}`, { kind: 'handler', name: attribute.toLowerCase() });
  }
  const urlAttribute = URL_ATTRIBUTES[tag];
  const target = urlAttribute ? element.attrs.find((a) => a.name === urlAttribute)?.value : undefined;
  if (target !== undefined && !isSafeHref(target)) {
    const shown = shownTarget(target);
    add(`link:${shown}`, { kind: 'link', target: shown });
  }
}

/** A tag in the plainest spelling (what Markdown renders to): a name, then attributes with double-quoted values. */
const PLAIN_TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[\t\n\f\r ]+[a-zA-Z][a-zA-Z0-9-]*(?:="[^"]*")?)*)[\t\n\f\r ]*\/?>/y;
const PLAIN_ATTRIBUTE = /[\t\n\f\r ]+([a-zA-Z][a-zA-Z0-9-]*)(?:="([^"]*)")?/g;

/** Whether one tag of the plain spelling keeps everything on the page (an allowed element, nothing dropped). */
function plainTagKept(closing: boolean, name: string, attributes: string): boolean {
  const tag = RENAMED_TAGS[name] ?? name;
  if (!ALLOWED[tag]) return false;
  if (closing) return attributes === '';
  const seen = new Set<string>();
  for (const [, rawName = '', value = ''] of attributes.matchAll(PLAIN_ATTRIBUTE)) {
    const attribute = rawName.toLowerCase();
    if (seen.has(attribute) || /^on/.test(attribute)) return false;
    seen.add(attribute);
    // A value the parser would change (character references, NUL, CR) is left to the parser.
    if (URL_ATTRIBUTES[tag] === attribute && (/[&\0\r]/.test(value) || !isSafeHref(value))) return false;
  }
  return true;
}

/**
 * Whether the HTML certainly loses nothing an editor could miss, read without parsing it: every `<` starts a tag
 * of the plain spelling, every tag is on the allow-list, no attribute is an event handler, every link and image
 * target is safe. Anything else (a comment, another spelling, a character reference in a target) answers false
 * and is left to the parser. What is left for the parser is only what Markdown cannot produce, so an article's
 * check usually costs no parse.
 */
function plainlyKept(html: string): boolean {
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', PLAIN_TAG.lastIndex)) {
    PLAIN_TAG.lastIndex = at;
    const match = PLAIN_TAG.exec(html);
    if (!match || !plainTagKept(match[1] === '/', match[2]!.toLowerCase(), match[3]!)) return false;
  }
  return true;
}

/**
 * What `markdownToSafeHtml` would remove that the editor may have meant to show: elements outside the allow-list
 * (`<script>`, `<iframe>` …), event-handler attributes (`onerror=`) and link or image targets that are not safe
 * (`javascript:`). Each kind once, in order of appearance. Formatting-only attributes (classes, styles) are not
 * reported: losing them changes nothing an editor can see on the site.
 */
export function strippedMarkup(markdown: string): StrippedMarkup[] {
  const html = markdownToRawHtml(markdown);
  if (plainlyKept(html)) return [];
  const found = new Map<string, StrippedMarkup>();
  const add = (key: string, item: StrippedMarkup) => {
    if (!found.has(key)) found.set(key, item);
  };
  const walk = (parent: ParsedParent) => {
    for (const child of childrenOf(parent)) {
      if (!isElement(child)) continue;
      strippedOf(child, add);
      walk(child);
    }
  };
  walk(parseInDiv(html));
  return [...found.values()];
}
