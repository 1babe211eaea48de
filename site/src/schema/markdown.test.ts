import { excerpt, markdownToHtml, markdownToText, readingMinutes } from './markdown';

describe('CMS Markdown becomes HTML that cannot run anything', () => {
  it.each([
    ['a script element', 'Hello <script>alert(1)</script> world', /<script/i],
    ['an event handler', '<img src="/media/a.png" onerror="alert(1)">', /onerror/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">x</a>', /href=/i],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/i],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', /evil\.example/],
    ['a style element', '<style>body{display:none}</style>text', /<style/i],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', /<svg|<script/i],
    ['a form', '<form action="https://evil.example"><input name="x"></form>', /<form|<input/i],
  ])('drops %s', (_name, markdown, forbidden) => {
    expect(markdownToHtml(markdown)).not.toMatch(forbidden);
  });

  it('keeps the text of a link whose target is unsafe', () => {
    expect(markdownToHtml('[read the guide](javascript:alert(1))')).toContain('read the guide');
  });

  it('keeps the Markdown an editor writes', () => {
    const html = markdownToHtml(
      '## Costs\n\nA **bold** and *quiet* [guide](/sto/) or [site](https://example.com).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Costs</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>quiet</em>');
    expect(html).toContain('<a href="/sto/">guide</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('turns an h1 into an h2 (the page title is the only h1)', () => {
    expect(markdownToHtml('# Title')).toBe('<h2>Title</h2>\n');
  });

  it('keeps safe images and drops unsafe ones', () => {
    expect(markdownToHtml('![chart](/media/chart.png)')).toContain('<img src="/media/chart.png" alt="chart"');
    expect(markdownToHtml('![x](javascript:alert(1))')).not.toContain('<img');
  });
});

describe('plain text of Markdown', () => {
  it('has no markup and decodes entities', () => {
    expect(markdownToText('## A & B\n\nText with <b>tags</b> and [a link](/x/).')).toBe(
      'A & B Text with tags and a link.',
    );
  });

  it('counts reading minutes at 220 words per minute, at least one', () => {
    expect(readingMinutes('word '.repeat(440))).toBe(2);
    expect(readingMinutes('short')).toBe(1);
  });

  it('counts the words a reader sees: emphasis inside a word does not split it', () => {
    // 330 words: 1.5 minutes, rounded to 2; counted as 660 (split at the tags) it would be 3.
    expect(readingMinutes('wo**rd** '.repeat(330))).toBe(2);
    expect(readingMinutes('## heading\n\nparagraph\n\n'.repeat(220))).toBe(2);
  });

  it('counts no words of markup an editor typed: a script or style block is not read', () => {
    const hidden = `<script>${'alert(1); '.repeat(2000)}</script>\n\n<style>${'p{} '.repeat(2000)}</style>`;
    expect(readingMinutes(`${'word '.repeat(330)}\n\n${hidden}`)).toBe(2);
    expect(readingMinutes(`<p onclick="${'x '.repeat(2000)}">short</p>`)).toBe(1);
  });

  it('takes the same excerpt from an article of many paragraphs as from its first ones', () => {
    const opening = 'Tokenization opens real estate to small investors, with rules a regulator can check. ';
    const article = `${opening}\n\n`.repeat(3) + 'A later paragraph with [a link](/x/) and `code`.\n\n'.repeat(500);
    expect(excerpt(article)).toBe(excerpt(`${opening}\n\n`.repeat(3)));
    expect(excerpt(article)).toMatch(/^Tokenization opens.*…$/);
  });

  it('builds excerpts from paragraphs only, never running a heading into the text', () => {
    const text = excerpt('## Why it matters\n\nTokenization opens real estate to small investors.\n\n## Next\n\nMore.');
    expect(text).toBe('Tokenization opens real estate to small investors. More.');
  });

  it('cuts a long excerpt at a word boundary', () => {
    const text = excerpt(`${'lorem ipsum '.repeat(40)}`, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/ …$/);
  });
});

describe('CMS Markdown is typeset', () => {
  it.each([
    [
      'en',
      'A hardcap of 1 to 8 million euro under Art. 3(2) PR and MiFID II.',
      '1\u00a0to\u00a08\u00a0million\u00a0euro',
    ],
    [
      'de',
      'Höchstens 25.000 Euro nach § 6 WpPG, z. B. für Privatanleger.',
      '25.000\u00a0Euro nach §\u00a06\u00a0WpPG, z.\u00a0B.',
    ],
  ])('in %s: no-break spaces where a line must not break', (_locale, markdown, typeset) => {
    expect(markdownToHtml(markdown)).toContain(typeset);
  });

  it('leaves code as the editor wrote it', () => {
    const html = markdownToHtml('Wait `5 minutes` here.\n\n```\nsleep 5 minutes\n```');
    expect(html).toContain('<code>5 minutes</code>');
    expect(html).toContain('sleep 5 minutes');
    expect(html).toContain('Wait ');
  });
});
