import { DEPLOY_WAIT_MS, MIN_DEPLOY_BALANCE_WEI, type TokenNetwork } from '@app/contracts';
import type { InterfaceAbi } from 'ethers';
import type { ChainApi, DecodedRevert } from './chain-client';
import type { DeployArtifact, DeployParams } from './deploy-params';
import {
  REQUEST_PENDING,
  errorCode,
  isUserRejection,
  revertData,
  type Eip1193Provider,
  type WalletOption,
} from './eip1193';
import type { SavedDeployment } from './storage';

/**
 * After the review step: connect, check network and balance, estimate the fee, deploy, wait, succeed —
 * with every way it can go wrong as a phase the page can explain and offer a way on from (product rules §4, §8).
 * Framework-free: the React island renders `phase`, calls the actions, and tests drive it with a stub
 * wallet.
 */
export type DeployPhase =
  | { kind: 'idle' }
  | { kind: 'discovering' }
  | { kind: 'no-wallet' }
  | { kind: 'choose-wallet'; wallets: WalletOption['info'][] }
  | { kind: 'connecting' }
  | { kind: 'connect-rejected' }
  | { kind: 'connect-waiting' }
  | { kind: 'disconnected' }
  | { kind: 'wrong-network'; current: number }
  | { kind: 'switching' }
  | { kind: 'switch-failed'; rejected: boolean }
  | { kind: 'checking' }
  | { kind: 'poor'; balanceWei: bigint }
  | { kind: 'ready'; balanceWei: bigint; feeWei: bigint }
  | { kind: 'signing' }
  | { kind: 'tx-rejected' }
  | { kind: 'reverted'; reason: DecodedRevert | null }
  | { kind: 'failed'; detail: string }
  | { kind: 'pending'; deployment: SavedDeployment; otherChain: boolean }
  | { kind: 'still-pending'; deployment: SavedDeployment; otherChain: boolean }
  | { kind: 'mined-reverted'; deployment: SavedDeployment }
  | { kind: 'success'; deployment: SavedDeployment; report: ReportState; watch: WatchState };

export type ReportState = 'none' | 'sending' | 'sent' | 'failed';
export type WatchState = 'idle' | 'added' | 'declined' | 'unavailable';
/** Said in the live region when the wallet changed under the visitor's feet. */
export type Notice = 'account-changed' | 'network-changed' | null;
export type ControllerState = { phase: DeployPhase; account: string | null; notice: Notice };

export type DeployRequest = {
  params: DeployParams;
  network: TokenNetwork;
  locale: string;
  email: string;
};

export type ControllerDeps = {
  discover: () => Promise<WalletOption[]>;
  /** Loads ethers (dynamic import) and wraps the wallet. */
  createChain: (wallet: Eip1193Provider) => Promise<ChainApi>;
  loadArtifact: (type: DeployParams['tokenType']) => Promise<DeployArtifact>;
  decodeRevert: (abi: InterfaceAbi, error: unknown) => DecodedRevert | null;
  saveDeployment: (deployment: SavedDeployment | null) => void;
  /** Sends the deployment to the CMS (visitor gave an e-mail); rejects when it could not. */
  report: (deployment: SavedDeployment) => Promise<void>;
  onChange: (state: ControllerState) => void;
  /** The chain confirmed a deployment this page sent or followed (once: not for one restored as done). */
  onDeployed?: (deployment: SavedDeployment) => void;
  networks: readonly TokenNetwork[];
  /** Receipt polling while within the 5 minutes, and after them. */
  pollMs?: number;
  slowPollMs?: number;
};

const PRE_SEND: ReadonlyArray<DeployPhase['kind']> = [
  'wrong-network',
  'switch-failed',
  'checking',
  'poor',
  'ready',
  'reverted',
];
const WAITING: ReadonlyArray<DeployPhase['kind']> = ['pending', 'still-pending'];
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export function createDeployController(deps: ControllerDeps) {
  const pollMs = deps.pollMs ?? 2_000;
  const slowPollMs = deps.slowPollMs ?? 15_000;
  let state: ControllerState = { phase: { kind: 'idle' }, account: null, notice: null };
  let request: DeployRequest | null = null;
  let wallets: WalletOption[] = [];
  let wallet: WalletOption | null = null;
  let chain: ChainApi | null = null;
  let artifact: DeployArtifact | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let detach: (() => void) | null = null;
  // Each flow gets a number; answers arriving for an older flow are dropped.
  let flow = 0;

  const set = (phase: DeployPhase, extra: Partial<ControllerState> = {}) => {
    state = { ...state, notice: null, ...extra, phase };
    deps.onChange(state);
  };
  const current = () => state.phase;
  const stillIn = (id: number) => id === flow;
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  function network(chainId: number) {
    return deps.networks.find((n) => n.chainId === chainId);
  }

  async function useWallet(option: WalletOption) {
    detach?.();
    wallet = option;
    chain = await deps.createChain(option.provider);
    const onChain = () => void onChainChanged();
    const onAccounts = (accounts: unknown) => void onAccountsChanged(accounts);
    option.provider.on?.('chainChanged', onChain);
    option.provider.on?.('accountsChanged', onAccounts);
    detach = () => {
      option.provider.removeListener?.('chainChanged', onChain);
      option.provider.removeListener?.('accountsChanged', onAccounts);
    };
  }

  async function connect(id: number) {
    if (!chain || !request) return;
    set({ kind: 'connecting' });
    try {
      const accounts = await chain.requestAccounts();
      if (!stillIn(id)) return;
      if (accounts.length === 0) return set({ kind: 'connect-rejected' });
      state = { ...state, account: accounts[0]! };
      await checkNetworkAndFunds(id);
    } catch (error) {
      if (!stillIn(id)) return;
      if (isUserRejection(error)) set({ kind: 'connect-rejected' });
      else if (errorCode(error) === REQUEST_PENDING) set({ kind: 'connect-waiting' });
      else set({ kind: 'failed', detail: errorText(error) });
    }
  }

  /** Network, then balance (product rules §9: 0.25 ETH), then the fee estimate the visitor sees before signing. */
  async function checkNetworkAndFunds(id: number, notice: Notice = null) {
    if (!chain || !request || !state.account) return;
    try {
      const chainId = await chain.chainId();
      if (!stillIn(id)) return;
      if (chainId !== request.network.chainId) return set({ kind: 'wrong-network', current: chainId }, { notice });
      set({ kind: 'checking' }, { notice });
      const balanceWei = await chain.balance(state.account);
      if (!stillIn(id)) return;
      if (balanceWei < MIN_DEPLOY_BALANCE_WEI) return set({ kind: 'poor', balanceWei }, { notice });
      artifact ??= await deps.loadArtifact(request.params.tokenType);
      const { feeWei } = await chain.estimateFee(artifact, request.params, state.account);
      if (!stillIn(id)) return;
      set({ kind: 'ready', balanceWei, feeWei }, { notice });
    } catch (error) {
      if (stillIn(id)) failSend(error, notice);
    }
  }

  function failSend(error: unknown, notice: Notice = null) {
    if (isUserRejection(error)) return set({ kind: 'tx-rejected' }, { notice });
    if (revertData(error) !== undefined || (error as { code?: unknown })?.code === 'CALL_EXCEPTION') {
      return set({ kind: 'reverted', reason: artifact ? deps.decodeRevert(artifact.abi, error) : null }, { notice });
    }
    set({ kind: 'failed', detail: errorText(error) }, { notice });
  }

  async function onChainChanged() {
    chain?.reset();
    const kind = current().kind;
    if (PRE_SEND.includes(kind)) await checkNetworkAndFunds(++flow, 'network-changed');
    else if (WAITING.includes(kind)) await poll(flow);
  }

  async function onAccountsChanged(value: unknown) {
    // Before the connection answered, the answer decides; while signing or waiting the owner is fixed.
    if (!PRE_SEND.includes(current().kind)) return;
    const accounts = Array.isArray(value) ? value.map(String) : [];
    if (accounts[0]?.toLowerCase() === state.account?.toLowerCase()) return;
    flow += 1;
    if (accounts.length === 0) return set({ kind: 'disconnected' }, { account: null });
    state = { ...state, account: accounts[0]! };
    await checkNetworkAndFunds(flow, 'account-changed');
  }

  function schedulePoll(delay: number) {
    clearTimer();
    const id = flow;
    timer = setTimeout(() => void poll(id), delay);
  }

  /** Looks for the receipt; within 5 minutes of sending "pending", after that "still pending" — never an error. */
  async function poll(id: number) {
    const phase = current();
    if (!stillIn(id) || (phase.kind !== 'pending' && phase.kind !== 'still-pending')) return;
    const { deployment } = phase;
    const left = deployment.sentAt + DEPLOY_WAIT_MS - Date.now();
    let otherChain = false;
    try {
      if (chain) {
        otherChain = (await chain.chainId()) !== deployment.chainId;
        const receipt = otherChain ? null : await chain.receipt(deployment.txHash);
        if (!stillIn(id)) return;
        if (receipt?.status === 'success') {
          const deployed = { ...deployment, contractAddress: receipt.contractAddress };
          deps.onDeployed?.(deployed);
          return succeed(deployed);
        }
        if (receipt?.status === 'reverted') {
          deps.saveDeployment(null);
          return set({ kind: 'mined-reverted', deployment });
        }
      }
    } catch {
      // A node hiccup while waiting is no reason to give up: try again on the next round.
    }
    if (!stillIn(id)) return;
    const late = Date.now() >= deployment.sentAt + DEPLOY_WAIT_MS;
    set({ kind: late ? 'still-pending' : 'pending', deployment, otherChain });
    schedulePoll(late ? slowPollMs : Math.max(0, Math.min(pollMs, left)));
  }

  function succeed(deployment: SavedDeployment) {
    deps.saveDeployment(deployment);
    const report: ReportState =
      deployment.email && !deployment.reported ? 'sending' : deployment.reported ? 'sent' : 'none';
    set({ kind: 'success', deployment, report, watch: chain ? 'idle' : 'unavailable' });
    if (report === 'sending') void sendReport(deployment);
  }

  async function sendReport(deployment: SavedDeployment) {
    const update = (report: ReportState, saved = deployment) => {
      const phase = current();
      if (phase.kind === 'success') set({ ...phase, deployment: saved, report });
    };
    update('sending');
    try {
      await deps.report(deployment);
      const reported = { ...deployment, reported: true };
      deps.saveDeployment(reported);
      update('sent', reported);
    } catch {
      update('failed');
    }
  }

  async function pickWallet(id: number) {
    set({ kind: 'discovering' });
    wallets = await deps.discover();
    if (!stillIn(id)) return;
    if (wallets.length === 0) return set({ kind: 'no-wallet' });
    if (wallets.length > 1 && !wallet) return set({ kind: 'choose-wallet', wallets: wallets.map((w) => w.info) });
    if (!wallet || !wallets.some((w) => w.info.uuid === wallet!.info.uuid)) await useWallet(wallets[0]!);
    await connect(id);
  }

  return {
    getState: () => state,

    /** From the review step: find a wallet, connect, check. Also the "try again" of every failure. */
    async start(next: DeployRequest) {
      clearTimer();
      if (request?.params.tokenType !== next.params.tokenType) artifact = null;
      request = next;
      await pickWallet(++flow);
    },

    async retry() {
      if (request) await pickWallet(++flow);
    },

    async chooseWallet(uuid: string) {
      const option = wallets.find((w) => w.info.uuid === uuid);
      if (!option) return;
      const id = ++flow;
      await useWallet(option);
      await connect(id);
    },

    /** Asks the wallet to change to the target network (adds a local test chain it does not know). */
    async switchNetwork() {
      if (!chain || !request) return;
      const id = ++flow;
      set({ kind: 'switching' });
      try {
        await chain.switchChain(request.network);
        if (stillIn(id)) await checkNetworkAndFunds(id);
      } catch (error) {
        if (stillIn(id)) set({ kind: 'switch-failed', rejected: isUserRejection(error) });
      }
    },

    /** "Check again" after topping up the wallet, or after changing network by hand. */
    async recheck() {
      await checkNetworkAndFunds(++flow);
    },

    async deploy() {
      const phase = current();
      if (phase.kind !== 'ready' || !chain || !request || !artifact || !state.account) return;
      const id = ++flow;
      set({ kind: 'signing' });
      try {
        const txHash = await chain.sendDeploy(artifact, request.params, state.account);
        if (!stillIn(id)) return;
        const deployment: SavedDeployment = {
          txHash,
          chainId: request.network.chainId,
          account: state.account,
          params: request.params,
          sentAt: Date.now(),
          locale: request.locale,
          email: request.email,
        };
        deps.saveDeployment(deployment);
        set({ kind: 'pending', deployment, otherChain: false });
        schedulePoll(0);
      } catch (error) {
        if (stillIn(id)) failSend(error);
      }
    },

    /** A deployment found in session storage on load: follow it (or show its result) without reconnecting. */
    async resume(deployment: SavedDeployment) {
      const id = ++flow;
      if (!network(deployment.chainId)) return deps.saveDeployment(null);
      if (deployment.contractAddress) {
        const found = await deps.discover();
        if (found[0] && stillIn(id)) await useWallet(found[0]);
        return succeed(deployment);
      }
      set({ kind: 'pending', deployment, otherChain: false }, { account: deployment.account });
      const found = await deps.discover();
      if (!stillIn(id)) return;
      if (found[0]) await useWallet(found[0]);
      await poll(id);
    },

    async checkAgain() {
      await poll(flow);
    },

    async retryReport() {
      const phase = current();
      if (phase.kind === 'success' && phase.report === 'failed') await sendReport(phase.deployment);
    },

    /** "Add to wallet" (wallet_watchAsset). */
    async addToWallet() {
      const phase = current();
      if (phase.kind !== 'success' || !chain || !phase.deployment.contractAddress) return;
      const { params, contractAddress } = phase.deployment;
      try {
        const added = await chain.watchAsset({
          address: contractAddress,
          symbol: params.symbol,
          decimals: params.decimals,
        });
        set({ ...phase, watch: added ? 'added' : 'declined' });
      } catch (error) {
        set({ ...phase, watch: isUserRejection(error) ? 'declined' : 'unavailable' });
      }
    },

    /** Back to the form (after a failure, or for a new token after success). */
    reset() {
      flow += 1;
      clearTimer();
      if (WAITING.includes(current().kind)) return;
      if (current().kind === 'success' || current().kind === 'mined-reverted') deps.saveDeployment(null);
      set({ kind: 'idle' });
    },

    dispose() {
      flow += 1;
      clearTimer();
      detach?.();
    },
  };
}

export type DeployController = ReturnType<typeof createDeployController>;
