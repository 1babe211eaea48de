import { markdownToBlocks, safeLink, type Block, type Run } from './markdown';

const SITE = 'https://www.example.com';
const blocks = (md: string) => markdownToBlocks(md, SITE);
const text = (runs: Run[]) => runs.map((r) => r.text).join('');
const only = <K extends Block['kind']>(list: Block[], kind: K) => {
  expect(list.map((b) => b.kind)).toEqual([kind]);
  return list[0] as Extract<Block, { kind: K }>;
};

describe('guide Markdown', () => {
  it('keeps bold, italic and bold italic as styled runs of one paragraph', () => {
    const p = only(blocks('Plain **bold** *italic* ***both*** end.'), 'paragraph');
    expect(p.runs).toEqual([
      { text: 'Plain ', bold: false, italic: false, link: null },
      { text: 'bold', bold: true, italic: false, link: null },
      { text: ' ', bold: false, italic: false, link: null },
      { text: 'italic', bold: false, italic: true, link: null },
      { text: ' ', bold: false, italic: false, link: null },
      { text: 'both', bold: true, italic: true, link: null },
      { text: ' end.', bold: false, italic: false, link: null },
    ]);
  });

  it('maps headings to two levels and joins soft line breaks', () => {
    const list = blocks('# Top\n\n## Sub\n\n#### Deep\n\nline one\nline two');
    expect(
      list.map((b) => (b.kind === 'heading' ? [b.level, text(b.runs)] : [b.kind, text((b as { runs: Run[] }).runs)])),
    ).toEqual([
      [2, 'Top'],
      [2, 'Sub'],
      [3, 'Deep'],
      ['paragraph', 'line one line two'],
    ]);
  });

  it('reads numbered lists from their start number, nested lists and checklists', () => {
    const numbered = only(blocks('3. **Three.** text\n4. four\n   - nested'), 'list');
    expect(numbered).toMatchObject({ ordered: true, start: 3 });
    expect(text(numbered.items[0]!.runs)).toBe('Three. text');
    expect(numbered.items[1]!.children).toMatchObject([{ kind: 'list', ordered: false }]);

    const tasks = only(blocks('- [ ] open point\n- [x] done'), 'list');
    expect(tasks.items.map((i) => [i.task, i.checked, text(i.runs)])).toEqual([
      [true, false, 'open point'],
      [true, true, 'done'],
    ]);
  });

  it('reads tables as plain header and row cells', () => {
    const table = only(blocks('| Item | Cost |\n| --- | --- |\n| **Legal** | €40,000–120,000 |'), 'table');
    expect(table.header).toEqual(['Item', 'Cost']);
    expect(table.rows).toEqual([['Legal', '€40,000–120,000']]);
  });

  it('keeps "§ 6" and "4 %" together with a no-break space', () => {
    const p = only(blocks('Nach § 6 WpPG und 4 % Rendite'), 'paragraph');
    expect(text(p.runs)).toBe('Nach §\u00a06\u00a0WpPG und 4\u00a0% Rendite');
  });

  it('shows raw HTML and scripts as literal, inert text', () => {
    const list = blocks('<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> end');
    expect(list.map((b) => text((b as { runs: Run[] }).runs))).toEqual([
      '<script>alert(1)</script>',
      'Text <img src=x onerror=alert(1)> end',
    ]);
    expect(list.flatMap((b) => (b as { runs: Run[] }).runs).every((r) => r.link === null)).toBe(true);
  });
});

describe('links in the guide', () => {
  it('keeps http(s) and mailto links and makes site paths absolute', () => {
    expect(safeLink('https://example.org/a?b=1', SITE)).toBe('https://example.org/a?b=1');
    expect(safeLink('mailto:hello@example.com', SITE)).toBe('mailto:hello@example.com');
    expect(safeLink('/sto/quiz/', SITE)).toBe('https://www.example.com/sto/quiz/');
    expect(safeLink('/de/sto/', `${SITE}/`)).toBe('https://www.example.com/de/sto/');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '//evil.example/x',
    'vbscript:msgbox(1)',
    'relative/path',
    '',
  ])('turns %j into plain text', (href) => {
    expect(safeLink(href, SITE)).toBeNull();
    const p = only(blocks(`[click](${href.includes(' ') || href === '' ? `<${href}>` : href})`), 'paragraph');
    expect(p.runs.every((r) => r.link === null)).toBe(true);
  });

  it('turns bare e-mail addresses into mailto links', () => {
    const p = only(blocks('Write to hello@example.com today.'), 'paragraph');
    expect(p.runs.find((r) => r.link !== null)).toEqual({
      text: 'hello@example.com',
      bold: false,
      italic: false,
      link: 'mailto:hello@example.com',
    });
  });
});
