import React, { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useCmsPublicUrl } from '../../components/useCmsPublicUrl';
import { formEndpoint } from '../forms/endpoint';
import { JOIN_LIST_DEFAULTS } from './constants';
import { createJoinListController, type JoinListController, type JoinListMode } from './controller';

const JoinListIsland = lazy(() => import('./JoinListIsland'));

export type JoinListLoaderProps = {
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

/** Do not interrupt a visitor who is in a dialog already (booking, phone menu) or typing into a form. */
const anotherDialogOpen = () =>
  document.querySelector('[aria-modal="true"]') !== null ||
  (document.activeElement instanceof HTMLElement && document.activeElement.matches('input, textarea, select'));

/**
 * The site-wide join-list widget, cheaply: only the framework-free controller is loaded with the page.
 * The widget itself (MUI, the form) is imported when a trigger first opens it — by default after 30 s on
 * the page or 60 % scrolled — or, in popover mode, when the launcher is used. Nothing renders on the server.
 */
export function JoinListLoader({
  mode = JOIN_LIST_DEFAULTS.mode,
  timeSeconds = JOIN_LIST_DEFAULTS.loaderTimeSeconds,
  scrollPercent = JOIN_LIST_DEFAULTS.loaderScrollPercent,
  exitIntent = false,
  load = false,
  formName = JOIN_LIST_DEFAULTS.formName,
  autoCloseDelayMs = JOIN_LIST_DEFAULTS.autoCloseDelayMs,
}: JoinListLoaderProps) {
  const { t } = useTranslation('forms');
  const cmsUrl = useCmsPublicUrl();
  const [controller, setController] = useState<JoinListController | null>(null);
  const [wanted, setWanted] = useState(false);
  const [dot, setDot] = useState(false);
  const [launcher, setLauncher] = useState<HTMLButtonElement | null>(null);

  useEffect(() => {
    const created = createJoinListController({
      mode,
      triggers: { timeSeconds, scrollPercent, exitIntent, load },
      autoClose: true,
      autoCloseDelayMs,
      isBusy: anotherDialogOpen,
    });
    const offOpen = created.on('open', () => {
      setWanted(true);
      setDot(created.showsDot());
    });
    setController(created);
    setDot(created.showsDot());
    created.start();
    return () => {
      offOpen();
      created.destroy();
    };
  }, [mode, timeSeconds, scrollPercent, exitIntent, load, autoCloseDelayMs]);

  if (controller === null) return null;
  return (
    <>
      {mode === 'popover' && (
        <button
          ref={setLauncher}
          type="button"
          className="join-list-launcher"
          aria-haspopup="dialog"
          onClick={() => {
            setWanted(true);
            controller.toggle();
          }}
        >
          {t('joinList.launcher')}
          {dot && <span className="join-list-launcher__dot" aria-hidden="true" />}
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <JoinListIsland
            controller={controller}
            endpoint={formEndpoint(cmsUrl, 'newsletter')}
            formName={formName}
            anchorEl={launcher}
          />
        </Suspense>
      )}
    </>
  );
}
