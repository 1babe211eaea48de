/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { catalogueText } from '@app/routing';
import de from '../../../../locales/de/preview.json';
import en from '../../../../locales/en/preview.json';
import { escapeRegExp } from '../../../test/i18n-mock';
import { PreviewBar, fieldName, previewHead } from './bar';
import type { PreviewProblemData, PreviewSaveData } from './problems';

let mockProblems: PreviewProblemData[] = [];
let mockSaves: PreviewSaveData[] = [];
jest.mock('gatsby', () => ({
  graphql: () => '',
  useStaticQuery: () => ({ allPreviewProblem: { nodes: mockProblems }, allPreviewSave: { nodes: mockSaves } }),
}));

const ENV = process.env.GATSBY_SITE_PREVIEW;
afterEach(() => {
  process.env.GATSBY_SITE_PREVIEW = ENV;
  mockProblems = [];
  mockSaves = [];
});

test('the public build asks for no noindex', () => {
  for (const value of [undefined, 'false', 'TRUE', '1']) {
    if (value === undefined) delete process.env.GATSBY_SITE_PREVIEW;
    else process.env.GATSBY_SITE_PREVIEW = value;
    expect(previewHead()).toEqual([]);
  }
});

test('a preview page asks not to be indexed', () => {
  process.env.GATSBY_SITE_PREVIEW = 'true';
  const { container } = render(<>{previewHead()}</>);
  expect(container.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
});

test('the bar says it is a preview, in the language of the page', () => {
  const { unmount } = render(<PreviewBar path="/de/insight/neuer-beitrag/" />);
  expect(screen.getByRole('status').textContent).toContain(catalogueText(de, 'bar.label')!);
  expect(screen.getByRole('status').getAttribute('lang')).toBe('de');
  unmount();
  render(<PreviewBar path="/insight/new-article/" />);
  expect(screen.getByRole('status').textContent).toContain(catalogueText(en, 'bar.label')!);
});

test("the bar lists what this page's entries still need, and the global settings' on every page", () => {
  mockProblems = [
    { path: '/insight/launch/', locale: 'en', entry: 'post "launch"', missing: ['date', 'content'], toChange: [] },
    { path: '/insight/other/', locale: 'en', entry: 'post "other"', missing: ['date'], toChange: [] },
    { path: '/de/insight/start/', locale: 'de', entry: 'post "start"', missing: ['date'], toChange: [] },
    { path: '*', locale: 'en', entry: 'global', missing: [], toChange: ['socialLinks[1].url'] },
  ];
  render(<PreviewBar path="/insight/launch/" />);
  const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(lines).toEqual([
    `post "launch" — ${catalogueText(en, 'bar.missing', { fields: 'date, content' })}`,
    `global — ${catalogueText(en, 'bar.toChange', { fields: 'socialLinks 2 › url' })}`,
  ]);
});

test('German bar, German sentences', () => {
  mockProblems = [{ path: '/de/sto/', locale: 'de', entry: 'guide', missing: [], toChange: ['chapters[0].body'] }];
  render(<PreviewBar path="/de/sto/" />);
  expect(screen.getByRole('listitem').textContent).toBe(
    `guide — ${catalogueText(de, 'bar.toChange', { fields: 'chapters 1 › body' })}`,
  );
});

test('field paths read as the form shows them', () => {
  expect(fieldName('sections[0].primaryAction.label')).toBe('sections 1 › primaryAction › label');
});

describe('which save the page shows', () => {
  const saves: PreviewSaveData[] = [
    { path: '/de/insight/start/', locale: 'de', savedAt: '2026-11-28T13:32:05.000Z' },
    { path: '/insight/start/', locale: 'en', savedAt: '2026-11-28T13:40:00.000Z' },
    { path: '*', locale: 'de', savedAt: '2026-11-28T12:00:00.000Z' },
  ];

  test("the entry's last save, as a time of day, in the page's language", () => {
    mockSaves = saves;
    const { container } = render(<PreviewBar path="/de/insight/start/" />);
    const state = container.querySelector('[data-preview-state]')!;
    const [before, after] = [catalogueText(de, 'bar.showingBefore')!, catalogueText(de, 'bar.showingAfter')!];
    expect(state.textContent).toMatch(
      new RegExp(`^${escapeRegExp(before)}\\d\\d:\\d\\d:\\d\\d${escapeRegExp(after)}$`),
    );
    expect(state.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-28T13:32:05.000Z');
    expect(state.getAttribute('data-preview-saved')).toBe('2026-11-28T13:32:05.000Z');
    expect(state.getAttribute('data-text-updating')).toBe(catalogueText(de, 'bar.updating'));
  });

  test('a later save of the global settings (on every page) counts for every page', () => {
    mockSaves = [...saves, { path: '*', locale: 'de', savedAt: '2026-11-28T14:00:00.000Z' }];
    const { container } = render(<PreviewBar path="/de/insight/start/" />);
    expect(container.querySelector('[data-preview-saved]')?.getAttribute('data-preview-saved')).toBe(
      '2026-11-28T14:00:00.000Z',
    );
  });

  test('English', () => {
    mockSaves = saves;
    const { container } = render(<PreviewBar path="/insight/start/" />);
    const [before, after] = [catalogueText(en, 'bar.showingBefore')!, catalogueText(en, 'bar.showingAfter')!];
    expect(container.querySelector('[data-preview-state]')?.textContent).toMatch(
      new RegExp(`^${escapeRegExp(before)}\\d\\d:\\d\\d:\\d\\d${escapeRegExp(after)}$`),
    );
  });
});
