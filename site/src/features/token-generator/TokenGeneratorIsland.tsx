import React, { useEffect, useState } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@app/routing';
import { NETWORKS } from './networks-config';
import { TokenWizard } from './TokenWizard';
import './token-generator.css';

// Only the page language's catalogue is fetched, as its own chunk.
const CATALOGUES: Record<Locale, () => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>> = {
  en: () => import('../../../../locales/en/token.json'),
  de: () => import('../../../../locales/de/token.json'),
};

/**
 * The token generator island: self-contained (no Gatsby runtime, no page i18n), so it can be hydrated on
 * its own. It brings its own i18next instance with the `token` namespace of the page language.
 */
export async function createTokenI18n(locale: Locale): Promise<I18n> {
  const loaded = await CATALOGUES[locale]();
  const catalogue = ('default' in loaded ? loaded.default : loaded) as Record<string, unknown>;
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: ['token'],
    defaultNS: 'token',
    resources: { [locale]: { token: catalogue } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export type TokenGeneratorIslandProps = { locale: Locale; endpoint: string };

export default function TokenGeneratorIsland({ locale, endpoint }: TokenGeneratorIslandProps) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let active = true;
    void createTokenI18n(locale).then((instance) => active && setI18n(instance));
    return () => {
      active = false;
    };
  }, [locale]);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n} defaultNS="token">
      <TokenWizard locale={locale} endpoint={endpoint} networks={NETWORKS} />
    </I18nextProvider>
  );
}
