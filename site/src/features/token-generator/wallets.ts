import type { Eip1193Provider, WalletOption } from './eip1193';

/** How long announcements are collected after asking (wallets answer synchronously in practice). */
const DISCOVERY_MS = 400;

type AnnounceEvent = Event & { detail?: { info?: WalletOption['info']; provider?: Eip1193Provider } };

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';

/**
 * The wallets in this browser: those that announce themselves (EIP-6963), else the legacy
 * `window.ethereum`. An empty list means no wallet extension is installed (product rules §8).
 */
export async function discoverWallets(win: Window = window, waitMs = DISCOVERY_MS): Promise<WalletOption[]> {
  const found = new Map<string, WalletOption>();
  const onAnnounce = (event: Event) => {
    const { info, provider } = (event as AnnounceEvent).detail ?? {};
    if (info && typeof info.uuid === 'string' && isProvider(provider) && !found.has(info.uuid)) {
      found.set(info.uuid, { info: { ...info, name: String(info.name ?? 'Wallet') }, provider });
    }
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  await new Promise((resolve) => setTimeout(resolve, found.size > 0 ? 0 : waitMs));
  win.removeEventListener('eip6963:announceProvider', onAnnounce);
  if (found.size > 0) return [...found.values()];
  const legacy = (win as Window & { ethereum?: unknown }).ethereum;
  return isProvider(legacy)
    ? [{ info: { uuid: 'injected', name: 'Browser wallet', icon: '', rdns: 'injected' }, provider: legacy }]
    : [];
}
