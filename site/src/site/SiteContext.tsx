import React, { createContext, useContext } from 'react';
import type { Locale } from '@app/routing';

/** The company data and menus of one locale, as the `GlobalSettings` fragment selects them. */
export type GlobalSettings = Queries.GlobalSettingsFragment;

/** What every part of a page may need besides its own content: the locale and the site-wide settings. */
export type SiteSettings = {
  locale: Locale;
  global: GlobalSettings;
  /** Public CMS origin the browser may query (runtime search, forms). */
  cmsPublicUrl: string;
  /** Absolute origin of the site (canonical URLs, share images). */
  siteUrl: string;
};

const SiteContext = createContext<SiteSettings | null>(null);

export function SiteProvider({ value, children }: { value: SiteSettings; children: React.ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

/** The page's site settings; throws outside a page (a component rendered without `Layout`). */
export function useSite(): SiteSettings {
  const value = useContext(SiteContext);
  if (value === null) throw new Error('useSite() outside a SiteProvider (render the component inside Layout)');
  return value;
}

export const useGlobal = (): GlobalSettings => useSite().global;
