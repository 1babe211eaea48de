import fs from 'fs';
import path from 'path';
import { CmsError } from '@app/cms-client';
import { isPublicAddress } from '@app/content-rules';
import { DEFAULT_LOCALE, type Locale } from '@app/routing';
import { siteLocales } from '../site-locales';
import { cachedBytes, type BuildCache } from '../build-cache';
import { guideFromNode, type GuideNode } from './map';
import { guidePdfPath } from './path';
import { renderGuidePdf } from './render';
import type { GuideContent } from './types';

/** The guide of each language the site offers. */
export type Guides = Partial<Record<Locale, GuideContent>>;

/**
 * The site's public address from the CMS global settings, as the guide's cover prints it. Fails the build, naming
 * the field, when it is missing, not an https origin or a loopback host: the cover of a document that is passed
 * around must never say `localhost`.
 */
export function publicAddress(siteUrl: string | null | undefined): string {
  const value = (siteUrl ?? '').trim().replace(/\/+$/, '');
  if (!isPublicAddress(value)) {
    throw new CmsError(
      `Global settings: "siteUrl" must be the site's public https address, like https://www.example.com (got "${value}")`,
      { contentType: 'global', locale: DEFAULT_LOCALE },
    );
  }
  return value;
}

/** The guides of the build's GraphQL query, one per language offered; the schema validation guarantees each exists. */
export function guidesFromNodes(nodes: ReadonlyArray<GuideNode & { readonly locale: string }>): Guides {
  return Object.fromEntries(
    siteLocales().map((locale) => {
      const node = nodes.find((n) => n.locale === locale);
      if (!node) throw new CmsError('No published entry', { contentType: 'guide', locale });
      return [locale, guideFromNode(node, locale)];
    }),
  ) as Guides;
}

/**
 * Renders the guide of every locale and writes it to `<publicDir>/downloads/`, where the guide-download
 * section links it. Returns the written site paths. With a build `cache`, a guide whose content and options are
 * those of an earlier build with the same code is not rendered again (about 1.5 s per language).
 */
export async function writeGuidePdfs(
  guides: Guides,
  publicDir: string,
  options: { siteUrl: string; publicUrl: string; companyName: (locale: Locale) => string; cache?: BuildCache },
): Promise<string[]> {
  const written: string[] = [];
  for (const locale of siteLocales()) {
    const guide = guides[locale];
    if (!guide) continue;
    const renderOptions = {
      locale,
      siteUrl: options.siteUrl,
      publicUrl: options.publicUrl,
      companyName: options.companyName(locale),
    };
    const pdf = await cachedBytes(options.cache, 'guide', [guide, renderOptions], () =>
      renderGuidePdf(guide, renderOptions),
    );
    const sitePath = guidePdfPath(locale);
    const file = path.join(publicDir, sitePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pdf);
    written.push(sitePath);
  }
  return written;
}
