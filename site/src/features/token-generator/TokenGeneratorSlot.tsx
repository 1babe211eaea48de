import React, { Suspense, lazy, useEffect, useState } from 'react';
import type { Locale } from '@app/routing';

// A named chunk: webpack would otherwise share chunks with the form islands by an unnamed-chunk hash and
// load their MUI with the wizard.
const TokenGeneratorIsland = lazy(() => import(/* webpackChunkName: "token-generator" */ './TokenGeneratorIsland'));

/** Resolves once the page has loaded and the browser is idle: the island never competes with hydration. */
function afterInteractive(run: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

type Props = {
  locale: Locale;
  /** `{cms}/api/token-deployments`. */
  endpoint: string;
};

/**
 * The token generator's place on the ERC20 page. The server renders only the empty section (the page's
 * intro already explains the generator); the wizard, its texts and later ethers load as separate chunks
 * once the page is interactive.
 */
export function TokenGeneratorSlot({ locale, endpoint }: Props) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterInteractive(() => setReady(true)), []);
  return (
    <section className="section token-generator" id="token-generator">
      <div className="token-generator__body" aria-busy={!ready}>
        {ready && (
          <Suspense fallback={null}>
            <TokenGeneratorIsland locale={locale} endpoint={endpoint} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
