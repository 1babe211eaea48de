/** @jest-environment jsdom */
import fs from 'fs';
import path from 'path';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { LOCALE_CODES, type Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { TEST_GLOBAL, inPage } from '../../../test/render-static';
import { Footer } from './Footer';

const SOCIAL = [
  { platform: 'linkedin', url: 'https://www.linkedin.com/company/kastell-labs' },
  { platform: 'github', url: 'https://github.com/kastell-labs' },
  { platform: 'x', url: 'https://x.com/kastelllabs' },
];

const renderFooter = (locale: Locale) =>
  render(inPage(<Footer />, locale, { global: { ...TEST_GLOBAL, locale, socialLinks: SOCIAL } }));

describe('Footer', () => {
  it.each<[Locale, string]>([
    ['en', translate('en', 'common:footer.follow')],
    ['de', translate('de', 'common:footer.follow')],
  ])('in %s names each social network as its readers know it, never by the CMS id', (locale, heading) => {
    renderFooter(locale);
    const section = screen.getByRole('region', { name: heading });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['LinkedIn', 'GitHub', 'X']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SOCIAL.map((s) => s.url));
    expect(within(section).queryByText(/^(linkedin|github|x)$/)).toBeNull();
  });

  it('has a name in every language for every network an editor can choose in the CMS', () => {
    const schema = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../../../cms/src/components/shared/social-link.json'), 'utf8'),
    ) as { attributes: { platform: { enum: string[] } } };
    const missing = LOCALE_CODES.flatMap((locale) => {
      const common = JSON.parse(
        fs.readFileSync(path.resolve(__dirname, `../../../../locales/${locale}/common.json`), 'utf8'),
      ) as { blog: { social: { platforms: Record<string, { name?: string }> } } };
      return schema.attributes.platform.enum
        .filter((platform) => !common.blog.social.platforms[platform]?.name)
        .map((platform) => `${locale}/${platform}`);
    });
    expect(missing).toEqual([]);
  });
});
