import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@app/routing';
import { ClientIsland } from '../../islands/Island';
import { useSite } from '../../site/SiteContext';

/**
 * The token generator's place on the ERC20 page. The server renders the section with a note for visitors
 * without JavaScript (the page's intro already explains the generator); the wizard and its texts load as an
 * island when the section comes near the viewport (or on a first touch of it), ethers only when the visitor
 * connects a wallet — so the page's first load carries neither (`npm run bench:js` holds it to 130 KB up front).
 */
export function TokenGeneratorSlot({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const { cmsPublicUrl } = useSite();
  return (
    <section className="section token-generator" id="token-generator" aria-label={t('tokenGenerator.label')}>
      <ClientIsland
        name="token-generator"
        props={{ locale, endpoint: `${cmsPublicUrl.replace(/\/+$/, '')}/api/token-deployments` }}
        when="visible"
        className="token-generator__body"
      >
        <noscript>
          <p className="notice">{t('tokenGenerator.needsJavaScript')}</p>
        </noscript>
      </ClientIsland>
    </section>
  );
}
