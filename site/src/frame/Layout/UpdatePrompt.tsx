import React from 'react';
import { useTranslation } from 'react-i18next';
import { FRAME_IDS } from './frame-ids';

/**
 * "A new version is available": shown by the runtime when a deployment reaches a page that stays open (its new
 * service worker took over). Rendered into every page, hidden, so its text comes from the catalogue at build
 * time and showing it costs no script.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  return (
    <section id={FRAME_IDS.updatePrompt} className="update-prompt" aria-labelledby="update-prompt-text" hidden>
      <p id="update-prompt-text">{t('pwa.updateAvailable')}</p>
      <div className="update-prompt__actions">
        <button type="button" className="button" data-update-reload="">
          {t('pwa.reload')}
        </button>
        <button type="button" className="button secondary" data-update-dismiss="">
          {t('pwa.later')}
        </button>
      </div>
    </section>
  );
}

/** One polite live region of the page frame: the runtime says there what changed without moving the focus. */
export function StatusRegion() {
  return <p id={FRAME_IDS.status} className="visually-hidden" role="status" aria-live="polite" />;
}

/**
 * The notice the island runtime shows when part of the page cannot be loaded (`islands/runtime/chunk-guard.ts`),
 * as an inert template: its text comes from the catalogue at build time, so showing it needs nothing loaded.
 */
export function LoadFailureTemplate() {
  const { t } = useTranslation('common');
  return (
    <template id={FRAME_IDS.loadFailure}>
      <div className="load-failure" role="alert">
        <p>{t('loadFailure.text')}</p>
        <button type="button" className="button">
          {t('loadFailure.reload')}
        </button>
      </div>
    </template>
  );
}
