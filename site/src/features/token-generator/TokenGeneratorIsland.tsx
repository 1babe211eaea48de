import React from 'react';
import type { Locale } from '@app/routing';
import { NETWORKS } from './networks-config';
import { TokenWizard } from './TokenWizard';
import './token-generator.css';

export type TokenGeneratorIslandProps = { locale: Locale; endpoint: string };

/**
 * The token generator island (mounted by the island runtime with the `token` catalogue of the page's language).
 * ethers and the contracts load later, when the visitor connects a wallet.
 */
export default function TokenGeneratorIsland({ locale, endpoint }: TokenGeneratorIslandProps) {
  return <TokenWizard locale={locale} endpoint={endpoint} networks={NETWORKS} />;
}
