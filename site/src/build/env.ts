import { localeThreshold } from '@app/routing';
import { isTagManagerId } from '../features/consent/tag-manager';

/** Build-time settings of the site, read from the environment (docs/operations.md "Configuration"). */
export type SiteEnv = {
  /** Where the build reads content from (server side, never shipped). */
  cmsUrl: string;
  /** Read-only API token of the build; used by gatsby-node only, never in browser code. */
  cmsToken: string | undefined;
  /** Public CMS origin the browser may query at runtime (published content only). */
  cmsPublicUrl: string;
  /** Absolute origin of the site, for canonical and hreflang URLs. */
  siteUrl: string;
  /** Google Tag Manager container (`GTM_CONTAINER_ID`); null: the site has no tag manager at all. */
  tagManagerId: string | null;
  /** The draft-preview build (`GATSBY_SITE_PREVIEW=true`): sources drafts with the preview token. */
  preview: boolean;
  /**
   * `SITE_LOCALE_THRESHOLD` (percent, default 100): the share of pages a language must have translated before the
   * site offers it (`build/site-locales.ts`).
   */
  localeThreshold: number;
};

/** `GTM_CONTAINER_ID`, checked: a malformed id stops the build rather than ship a broken or foreign snippet. */
export function tagManagerIdFrom(value: string | undefined): string | null {
  const id = value?.trim() ?? '';
  if (id === '') return null;
  if (!isTagManagerId(id))
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${String(id).slice(0, 40)}"`);
  return id;
}

export function siteEnv(): SiteEnv {
  const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
  return {
    cmsUrl,
    cmsToken: process.env.SITE_BUILD_TOKEN || undefined,
    cmsPublicUrl: process.env.CMS_PUBLIC_URL ?? cmsUrl,
    siteUrl: (process.env.SITE_URL ?? 'http://localhost:9000').replace(/\/+$/, ''),
    tagManagerId: tagManagerIdFrom(process.env.GTM_CONTAINER_ID),
    preview: process.env.GATSBY_SITE_PREVIEW === 'true',
    localeThreshold: localeThreshold(process.env.SITE_LOCALE_THRESHOLD),
  };
}
