/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import { JoinListLoader } from './JoinListLoader';

jest.mock('gatsby-plugin-react-i18next', () => jest.requireActual('../../../test/i18n-mock').i18nextMock(() => 'en'));
jest.mock('gatsby', () => ({ graphql: () => '', useStaticQuery: () => ({ site: null }) }));

describe('JoinListLoader on the server', () => {
  it('renders nothing, in every mode: the widget exists only in the browser', () => {
    expect(renderToString(<JoinListLoader />)).toBe('');
    expect(renderToString(<JoinListLoader mode="popover" />)).toBe('');
  });
});
