import fs from 'fs';
import path from 'path';
import { CONTENT_QUERIES, CmsError, createCmsClient } from '@app/cms-client';
import { LOCALE_CODES, type Locale } from '@app/routing';
import { mapGuide } from './map';
import { guidePdfPath } from './path';
import { renderGuidePdf } from './render';
import type { GuideContent } from './types';

export type Guides = Record<Locale, GuideContent>;

/** Loads the published guide of every locale; fails naming the locale when one is missing. */
export async function loadGuides(options: { cmsUrl: string; token?: string; fetch?: typeof fetch }): Promise<Guides> {
  const client = createCmsClient({
    baseUrl: options.cmsUrl,
    token: options.token,
    timeoutMs: 60_000,
    fetch: options.fetch,
  });
  const entries = await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const context = { contentType: 'guide', locale };
      const answer = await client.get<{ data: Record<string, unknown> | null }>(
        'guide',
        { locale, ...CONTENT_QUERIES.guide },
        context,
      );
      if (!answer.data) throw new CmsError('No published entry', context);
      return [locale, mapGuide(answer.data, locale)] as const;
    }),
  );
  return Object.fromEntries(entries) as Guides;
}

/**
 * Renders the guide of every locale and writes it to `<publicDir>/downloads/`, where the guide-download
 * section links it. Returns the written site paths.
 */
export async function writeGuidePdfs(
  guides: Guides,
  publicDir: string,
  options: { siteUrl: string; companyName: (locale: Locale) => string },
): Promise<string[]> {
  const written: string[] = [];
  for (const locale of LOCALE_CODES) {
    const pdf = await renderGuidePdf(guides[locale], {
      locale,
      siteUrl: options.siteUrl,
      companyName: options.companyName(locale),
    });
    const sitePath = guidePdfPath(locale);
    const file = path.join(publicDir, sitePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pdf);
    written.push(sitePath);
  }
  return written;
}
