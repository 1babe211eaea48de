import fc from 'fast-check';
import { defaultTreeAdapter, html as parse5Html, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { markdownToRawHtml, markdownToSafeHtml, serializeSafeNodes, strippedMarkup, type SafeNode } from './markdown';

/**
 * Generated Markdown full of hostile links and tags: whatever an editor types, the page gets HTML that a browser
 * reads back as exactly the tree it was written from (every anchor closed where it was opened), with no element,
 * attribute or link target outside the allow-list.
 */

const HOSTILE_TARGETS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'jav&#x61;script:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/x',
  '/\\evil.example',
  '/&#x2F;evil.example/x',
  'file:///etc/passwd',
  '\u0001javascript:alert(1)',
];
const SAFE_TARGETS = [
  'https://example.com/',
  'http://example.com/a?b=c&d=e',
  '/sto/',
  '#contact',
  'mailto:a@b.de',
  'tel:+4930123',
];
const TAGS = [
  'a',
  'img',
  'script',
  'style',
  'iframe',
  'svg',
  'math',
  'form',
  'input',
  'textarea',
  'table',
  'tr',
  'td',
  'caption',
  'p',
  'div',
  'span',
  'pre',
  'code',
  'template',
  'noscript',
  'object',
  'h1',
  'li',
  'select',
  'option',
  'button',
  'base',
  'meta',
  'link',
];
const ATTRIBUTES = [
  'href',
  'src',
  'onerror',
  'onclick',
  'style',
  'class',
  'formaction',
  'xlink:href',
  'srcdoc',
  'title',
];

const target = fc.constantFrom(...HOSTILE_TARGETS, ...SAFE_TARGETS);
const word = fc.constantFrom(
  'Costs',
  'Kosten',
  'a',
  '§ 6 WpPG',
  '100.000 Euro',
  '<',
  '>',
  '&',
  '"',
  "'",
  '`',
  '*',
  '_',
  '|',
);
const attribute = fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.oneof(target, word)).map(([n, v]) => ` ${n}="${v}"`);
const openTag = fc
  .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 3 }), fc.boolean())
  .map(([tag, attributes, unquoted]) => `<${tag}${attributes.join('').replace(/"/g, unquoted ? '' : '"')}>`);
const closeTag = fc.constantFrom(...TAGS).map((tag) => `</${tag}>`);

/** One piece of an editor's Markdown: text, a link, an image, raw HTML, or Markdown structure. */
const piece = fc.oneof(
  word,
  fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), target).map(([label, to]) => `[${label.join(' ')}](${to})`),
  fc.tuple(word, target).map(([alt, to]) => `![${alt}](${to})`),
  fc.tuple(word, target).map(([label, to]) => `<a href="${to}">${label}`),
  openTag,
  closeTag,
  fc.constantFrom(
    '\n\n',
    '\n',
    '## ',
    '# ',
    '- ',
    '1. ',
    '> ',
    '**',
    '*',
    '`',
    '\n```\n',
    '\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n',
  ),
  fc.constantFrom('<!-- x -->', '<![CDATA[x]]>', '&lt;script&gt;', '<', '<a', '"><script>alert(1)</script>'),
);
const markdown = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(' '));

const HTML = parse5Html.NS.HTML;

type Parsed = DefaultTreeAdapterMap['childNode'];

/**
 * The tree a browser builds from `html` set as a `<div>`'s content, every node as it is (nothing removed). Sanitised
 * output has no comments; an editor's raw HTML may (`skipComments`).
 */
function browserTree(html: string, { skipComments = false } = {}): SafeNode[] {
  const convert = (nodes: Parsed[]): SafeNode[] =>
    nodes.flatMap((node): SafeNode[] => {
      if (node.nodeName === '#text') return [{ kind: 'text', text: (node as DefaultTreeAdapterMap['textNode']).value }];
      if (node.nodeName === '#comment' && skipComments) return [];
      if (!('tagName' in node)) throw new Error(`the output holds a ${node.nodeName} node`);
      return [
        {
          kind: 'element',
          tag: node.namespaceURI === HTML ? node.tagName : `${node.namespaceURI}:${node.tagName}`,
          attributes: node.attrs.map((a): [string, string] => [a.name, a.value]),
          children: convert(node.childNodes),
        },
      ];
    });
  return convert(parseFragment(defaultTreeAdapter.createElement('div', HTML, []), html, {}).childNodes);
}

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
  th: ['align'],
  td: ['align'],
  ol: ['start'],
};
const ALLOWED_TAGS = new Set(
  'h2 h3 h4 h5 h6 p br hr blockquote ul ol li strong em b i del code pre a img table thead tbody tr th td'.split(' '),
);
/** A link target the page may carry, checked independently of the code under test. */
const safeTarget = (value: string) => {
  // eslint-disable-next-line no-control-regex
  const href = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return /^(https?:|mailto:|tel:|#|\/(?![/\\]))/i.test(href);
};

/** Every element, attribute and link target of the tree outside the allow-list, as readable strings. */
function forbidden(nodes: SafeNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'text') return [];
    const own = ALLOWED_TAGS.has(node.tag) ? [] : [`element ${node.tag}`];
    for (const [name, value] of node.attributes) {
      if (!(ALLOWED_ATTRIBUTES[node.tag] ?? []).includes(name)) own.push(`attribute ${name} on ${node.tag}`);
      if ((name === 'href' || name === 'src') && !safeTarget(value)) own.push(`target ${value}`);
    }
    return [...own, ...forbidden(node.children)];
  });
}

test('generated hostile Markdown always becomes HTML a browser reads back as the same tree', () => {
  fc.assert(
    fc.property(markdown, (source) => {
      const html = markdownToSafeHtml(source);
      expect(serializeSafeNodes(browserTree(html))).toBe(html);
    }),
    { numRuns: 600 },
  );
});

test('no element, attribute or link target outside the allow-list survives generated hostile Markdown', () => {
  fc.assert(
    fc.property(markdown, (source) => {
      expect(forbidden(browserTree(markdownToSafeHtml(source)))).toEqual([]);
    }),
    { numRuns: 600 },
  );
});

test('an unsafe link before a good one: the good link closes where it ends, the text after it is no link', () => {
  const html = markdownToSafeHtml(
    'A [javascript link](javascript:alert(1)) and a [good link](https://example.com/).\n\n## Related articles',
  );
  expect(html).toBe(
    '<p>A javascript link and a <a href="https://example.com/" rel="noopener noreferrer">good link</a>.</p>\n' +
      '<h2>Related articles</h2>\n',
  );
  const anchors = browserTree(html).flatMap((node) => (node.kind === 'element' ? node.children : []));
  expect(anchors.filter((node) => node.kind === 'element' && node.tag === 'a')).toHaveLength(1);
});

/** What the page drops of a browser tree that an editor could miss: other elements, event handlers, unsafe targets. */
function dropped(nodes: SafeNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'text') return [];
    const own = ALLOWED_TAGS.has(node.tag) || node.tag === 'h1' ? [] : [`element ${node.tag}`];
    for (const [name, value] of node.attributes) {
      if (/^on/i.test(name)) own.push(`handler ${name}`);
      const target = (node.tag === 'a' && name === 'href') || (node.tag === 'img' && name === 'src');
      if (target && !safeTarget(value)) own.push(`target ${value}`);
    }
    return [...own, ...dropped(node.children)];
  });
}

/** Markdown as editors write it (no raw HTML), with every kind of target and a task list (an `<input>`). */
const editorMarkdown = fc
  .array(
    fc.oneof(
      word,
      fc.tuple(word, target).map(([label, to]) => `[${label}](${to})`),
      fc.tuple(word, target).map(([alt, to]) => `![${alt}](${to} "${alt}")`),
      fc.constantFrom('\n\n', '## ', '# ', '- ', '1. ', '> ', '**', '_', '`', '- [ ] ', '~~', '\n\n    code\n\n'),
      fc.constantFrom('\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n', '<https://example.com/>', 'https://example.com/x'),
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(' '));

test('the editor is warned about stripped markup exactly when the browser tree has some (with or without raw HTML)', () => {
  for (const source of [editorMarkdown, markdown]) {
    fc.assert(
      fc.property(source, (text) => {
        const found = dropped(browserTree(markdownToRawHtml(text), { skipComments: true }));
        expect(strippedMarkup(text).length > 0).toBe(found.length > 0);
      }),
      { numRuns: 600 },
    );
  }
});
