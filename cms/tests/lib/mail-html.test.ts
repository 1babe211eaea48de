import { escapeHtml, standaloneUrls, textToHtml } from '../../src/lib/mail-html';

const hostile = [
  'Hello, see <a href="https://evil.example/login">our offer</a>',
  '<img src="https://tracker.example/pixel.gif" width="1" height="1">',
  '<script>alert(document.cookie)</script>',
  '" onmouseover="alert(1)" & \'quoted\'',
].join('\n');

describe('textToHtml', () => {
  it('escapes every character a visitor could use to make markup', () => {
    const html = textToHtml(hostile);
    expect(html).not.toMatch(/<a\s|<img|<script|onmouseover="/i);
    expect(html).toContain('&lt;a href=&quot;https://evil.example/login&quot;&gt;our offer&lt;/a&gt;');
    expect(html).toContain('&lt;img src=&quot;https://tracker.example/pixel.gif&quot;');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).toContain('&amp; &#39;quoted&#39;');
  });

  it('keeps paragraphs and line breaks of the text', () => {
    expect(textToHtml('Name: Ada\nPhone: +49\n\nHello there.')).toContain(
      '<p>Name: Ada<br>\nPhone: +49</p>\n<p>Hello there.</p>',
    );
  });

  it('links exactly the URLs it is given, where they stand alone on a line, and nothing else', () => {
    const link = 'https://cms.example/api/newsletter/confirm?email=a%40b.de&expires=1&signature=x';
    const text = `Please confirm:\n\n${link}\n\nOr visit https://elsewhere.example today.\nhttps://unlisted.example/`;
    const html = textToHtml(text, { links: [link], lang: 'de' });
    expect(html).toContain(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<html lang="de">');
  });

  it('links nothing a visitor wrote, even a URL alone on a line, unless it is listed', () => {
    expect(textToHtml('https://evil.example/\njavascript:alert(1)')).not.toMatch(/<a /);
  });
});

describe('standaloneUrls', () => {
  it('finds the http(s) URLs that make up a whole line', () => {
    expect(standaloneUrls('Confirm:\n  https://a.example/x?y=1  \nsee https://b.example\nftp://c.example')).toEqual([
      'https://a.example/x?y=1',
    ]);
  });
});
