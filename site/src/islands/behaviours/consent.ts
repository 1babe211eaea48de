import { FULL_CONSENT, NO_CONSENT, choiceCookie, readChoice, type ConsentChoice } from '../../features/consent/choice';
import { updateConsent } from '../../features/consent/consent-mode';
import { forgetGoogleCookies } from '../../features/consent/google-cookies';
import { CONSENT_IDS } from '../../features/consent/ids';
import { CONSENT_STATE_ATTRIBUTE, type ConsentUiState } from '../../features/consent/head-script';
import { announce } from './status';

/** The tag manager container of the build, a compile-time constant (gatsby-node; null: none configured). */
declare const __TAG_MANAGER_ID__: string | null | undefined;

/** Starts the tag manager; null when the build has none. */
export type TagManagerStarter = ((win: Window) => Promise<void>) | null;

/**
 * The loader of this build. The `typeof` check stands here, next to the import, so that webpack sees a constant
 * condition and leaves the tag manager's chunk out of a build without a container id altogether.
 */
const buildTagManager: TagManagerStarter =
  typeof __TAG_MANAGER_ID__ === 'string'
    ? async (win) => {
        const { loadTagManager } = await import(
          /* webpackChunkName: "tag-manager" */ '../../features/consent/tag-manager'
        );
        loadTagManager(__TAG_MANAGER_ID__ as string, win.document);
      }
    : null;

type Options = {
  tagManager?: TagManagerStarter;
  /** Removes the cookies of the categories the visitor withdrew. */
  forget?: (doc: Document, withdrawn: ConsentChoice) => void;
};

const setUiState = (doc: Document, state: ConsentUiState) =>
  doc.documentElement.setAttribute(CONSENT_STATE_ATTRIBUTE, state);

/**
 * The cookie notice's buttons and the footer's "Cookie settings" (§ 25 TDDDG: nothing beyond the strictly
 * necessary before opt-in). A stored choice is applied at once: Consent Mode update, and the tag manager only
 * with analytics consent. A new choice is stored for 12 months, applied, announced, and the notice closes.
 */
export function startConsent(doc: Document, options: Options = {}): void {
  const banner = doc.getElementById(CONSENT_IDS.banner);
  const win = doc.defaultView;
  if (!banner || !win) return;
  const tagManager = options.tagManager === undefined ? buildTagManager : options.tagManager;
  const forget = options.forget ?? forgetGoogleCookies;
  const form = banner.querySelector<HTMLFormElement>('form[data-consent-form]');
  const settingsToggle = banner.querySelector<HTMLButtonElement>('[data-consent-action="settings"]');
  const openers = [...doc.querySelectorAll<HTMLButtonElement>('[data-consent-open]')];
  let current = readChoice(doc.cookie);
  let opener: HTMLElement | null = null;
  let tagManagerStarted = false;

  const apply = (choice: ConsentChoice) => {
    if (tagManager === null) return;
    updateConsent(win, choice);
    if (choice.analytics && !tagManagerStarted) {
      tagManagerStarted = true;
      tagManager(win).catch((error: unknown) => console.error('The tag manager could not start', error));
    }
  };

  const showSettings = (show: boolean) => {
    if (!form || !settingsToggle) return;
    form.hidden = !show;
    settingsToggle.setAttribute('aria-expanded', String(show));
    if (!show) return;
    const choice = current ?? NO_CONSENT;
    for (const name of ['analytics', 'marketing'] as const) {
      const box = form.elements.namedItem(name);
      if (box instanceof HTMLInputElement) box.checked = choice[name];
    }
  };

  const close = () => {
    setUiState(doc, 'set');
    showSettings(false);
    for (const button of openers) button.setAttribute('aria-expanded', 'false');
    const focusInside = banner.contains(doc.activeElement);
    // Focus goes back where the visitor came from, else on to what follows the notice (the header).
    const next = opener ?? doc.querySelector<HTMLElement>('header a[href], main');
    opener = null;
    if (focusInside) next?.focus();
  };

  const choose = (choice: ConsentChoice) => {
    const withdrawn = {
      analytics: current?.analytics === true && !choice.analytics,
      marketing: current?.marketing === true && !choice.marketing,
    };
    doc.cookie = choiceCookie(choice, win.location.protocol === 'https:');
    current = choice;
    apply(choice);
    if (withdrawn.analytics || withdrawn.marketing) forget(doc, withdrawn);
    close();
    announce(doc, banner.dataset.savedText ?? '');
  };

  const reopen = (from: HTMLElement) => {
    opener = from;
    setUiState(doc, 'open');
    showSettings(true);
    for (const button of openers) button.setAttribute('aria-expanded', 'true');
    banner.scrollIntoView({ block: 'start' });
    banner.querySelector<HTMLElement>(`#${CONSENT_IDS.title}`)?.focus();
  };

  banner.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction;
    if (action === 'accept') choose(FULL_CONSENT);
    else if (action === 'reject') choose(NO_CONSENT);
    else if (action === 'settings') showSettings(form?.hidden ?? false);
  });
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const checked = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked === true;
    choose({ analytics: checked('analytics'), marketing: checked('marketing') });
  });
  // Reopened, Escape closes the notice again without changing the choice (the first time it must be answered).
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && current !== null) close();
  });
  for (const button of openers) button.addEventListener('click', () => reopen(button));
  if (current) apply(current);
}
