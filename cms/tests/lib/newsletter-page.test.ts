import { renderNewsletterPage } from '../../src/lib/newsletter-page';

const page = (overrides = {}) =>
  renderNewsletterPage({
    lang: 'de',
    title: 'Vom Newsletter abmelden',
    text: 'Möchten Sie ada@example.com abmelden?',
    button: 'Abmelden',
    home: { href: 'https://www.example.com/de/', label: 'Zur Website' },
    ...overrides,
  });

describe('renderNewsletterPage', () => {
  it('is a page in the given language that search engines skip and that posts back to itself', () => {
    const html = page();
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<h1>Vom Newsletter abmelden</h1>');
    expect(html).toContain('<form method="post"><button type="submit">Abmelden</button></form>');
    expect(html).not.toMatch(/<script|action=/);
    expect(html).toContain('<a href="https://www.example.com/de/">Zur Website</a>');
  });

  it('has no form without a button', () => {
    expect(page({ button: undefined })).not.toContain('<form');
  });

  it('escapes every text, the address from the link included', () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>@example.com';
    const html = page({ text: `Möchten Sie ${hostile} abmelden?`, lang: '"><script>', title: '<b>t</b>' });
    expect(html).not.toMatch(/<script>|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('<html lang="&quot;&gt;&lt;script&gt;">');
  });
});
