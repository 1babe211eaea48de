import React from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site/SiteContext';
import { formEndpoint } from '../forms/endpoint';
import { JOIN_LIST_DEFAULTS } from './constants';
import type { JoinListMode } from './controller';
import './JoinList.css';

export type JoinListSlotProps = {
  mode?: JoinListMode;
  /** Seconds on the page before the widget opens. */
  timeSeconds?: number;
  /** Share of the page scrolled (0–100) before the widget opens. */
  scrollPercent?: number;
  exitIntent?: boolean;
  /** Open on page load (never on phones). */
  load?: boolean;
  formName?: string;
  autoCloseDelayMs?: number;
};

/**
 * The site-wide join-list widget's place in the page frame: settings for the island runtime
 * (`islands/behaviours/join-list.ts`) and, in popover mode, the launcher button it reveals. The widget itself
 * exists only in the browser.
 */
export function JoinListSlot({ mode = JOIN_LIST_DEFAULTS.mode, ...options }: JoinListSlotProps) {
  const { t } = useTranslation('forms');
  const { cmsPublicUrl } = useSite();
  return (
    <div
      data-join-list=""
      data-endpoint={formEndpoint(cmsPublicUrl, 'newsletter')}
      data-mode={mode}
      data-time-seconds={options.timeSeconds}
      data-scroll-percent={options.scrollPercent}
      data-exit-intent={options.exitIntent}
      data-load={options.load}
      data-form-name={options.formName}
      data-auto-close-delay-ms={options.autoCloseDelayMs}
    >
      {mode === 'popover' && (
        <button type="button" className="join-list-launcher" aria-haspopup="dialog" hidden>
          {t('joinList.launcher')}
          <span className="join-list-launcher__dot" aria-hidden="true" hidden />
        </button>
      )}
    </div>
  );
}
