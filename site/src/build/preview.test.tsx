/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { previewComponents } from './preview';

const ENV = process.env.GATSBY_SITE_PREVIEW;
afterEach(() => {
  process.env.GATSBY_SITE_PREVIEW = ENV;
});

const renderAll = (elements: React.ReactElement[]) => render(<>{elements}</>);

test('the public build adds nothing: no bar, no noindex', () => {
  for (const value of [undefined, 'false', 'TRUE', '1']) {
    if (value === undefined) delete process.env.GATSBY_SITE_PREVIEW;
    else process.env.GATSBY_SITE_PREVIEW = value;
    expect(previewComponents('/de/insight/x/')).toEqual({ head: [], body: [] });
  }
});

test('a preview page says so in its language and asks not to be indexed', () => {
  process.env.GATSBY_SITE_PREVIEW = 'true';
  const german = previewComponents('/de/insight/neuer-beitrag/');
  const { container, unmount } = renderAll([...german.head, ...german.body]);
  expect(container.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  expect(screen.getByRole('status').textContent).toContain('Vorschau – nicht veröffentlicht');
  expect(screen.getByRole('status').getAttribute('lang')).toBe('de');
  unmount();

  const english = previewComponents('/insight/new-article/');
  renderAll(english.body);
  expect(screen.getByRole('status').textContent).toContain('Preview — not published');
});
