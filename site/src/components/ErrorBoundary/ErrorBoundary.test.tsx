/** @jest-environment jsdom */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { translate } from '../../../test/i18n-mock';
import { RenderErrorBoundary } from './ErrorBoundary';

// The texts the page frame passes (Layout.tsx), from the English catalogue.
const texts = {
  title: translate('en', 'common:errors.renderTitle'),
  toHome: translate('en', 'common:errors.toMainPage'),
  failure: translate('en', 'common:errors.errorPageFailure'),
  goBackHome: translate('en', 'common:errors.goBackHome'),
};

function Broken(): React.ReactElement {
  throw new Error('section exploded');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('renders the page when nothing fails', () => {
  render(
    <RenderErrorBoundary texts={texts} homePath="/de/">
      <p>Inhalt</p>
    </RenderErrorBoundary>,
  );
  expect(screen.getByText('Inhalt')).toBeTruthy();
});

test('a render failure shows the error page with a link home', () => {
  render(
    <RenderErrorBoundary texts={texts} homePath="/de/">
      <Broken />
    </RenderErrorBoundary>,
  );
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeTruthy();
  expect(screen.getByRole('link', { name: texts.toHome }).getAttribute('href')).toBe('/de/');
});

test('a failure of the error page itself shows the last-resort message with "Go back to home"', () => {
  render(
    <RenderErrorBoundary texts={texts} homePath="/" Fallback={Broken}>
      <Broken />
    </RenderErrorBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain(texts.failure);
  expect(screen.getByRole('link', { name: texts.goBackHome }).getAttribute('href')).toBe('/');
});
