import { isSafeHref, safeHref } from './safe-url';

it.each([
  'https://example.com/',
  'http://example.com',
  'mailto:hello@example.com',
  'tel:+4961315550180',
  '/about/',
  '#contact',
])('accepts %s', (href) => expect(isSafeHref(href)).toBe(true));

it.each([
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/\\evil.example/',
  'about/',
  '',
])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false));

it('returns null for an unsafe or missing link and the trimmed target otherwise', () => {
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref(null)).toBeNull();
  expect(safeHref(' /about/ ')).toBe('/about/');
});
