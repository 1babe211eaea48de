import React from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_DEPLOY_BALANCE_WEI, findNetwork, type TokenNetwork } from '@app/contracts';
import type { Locale } from '@app/routing';
import { formatEth } from './amounts';
import type { ControllerState, DeployController, DeployPhase } from './deploy-controller';
import { ExplorerLink } from './ExplorerLink';
import { SuccessPanel } from './SuccessPanel';

type Props = {
  state: ControllerState;
  controller: DeployController;
  network: TokenNetwork;
  networks: readonly TokenNetwork[];
  locale: Locale;
  /** Back to the form (review step) to change the token's details. */
  onEdit: () => void;
  onNewToken: () => void;
};

const Button = ({
  onClick,
  children,
  primary = false,
}: {
  onClick: () => void;
  children: React.ReactNode;
  primary?: boolean;
}) => (
  <button type="button" className={primary ? 'button' : 'button secondary'} onClick={onClick}>
    {children}
  </button>
);

const ALERTS: ReadonlyArray<DeployPhase['kind']> = [
  'no-wallet',
  'connect-rejected',
  'tx-rejected',
  'reverted',
  'failed',
  'poor',
  'wrong-network',
  'switch-failed',
  'mined-reverted',
  'disconnected',
];

/** The message of a phase, in the page language. */
function usePhaseText(phase: DeployPhase, network: TokenNetwork, account: string | null, locale: Locale): string {
  const { t } = useTranslation('token');
  switch (phase.kind) {
    case 'idle':
    case 'choose-wallet':
    case 'success':
      return phase.kind === 'choose-wallet'
        ? t('phase.chooseWallet')
        : phase.kind === 'success'
          ? t('phase.success')
          : '';
    case 'no-wallet':
      return t('phase.noWallet.text', { min: formatEth(MIN_DEPLOY_BALANCE_WEI, locale) });
    case 'connect-rejected':
      return t('phase.connectRejected');
    case 'connect-waiting':
      return t('phase.connectWaiting');
    case 'wrong-network':
      return t('phase.wrongNetwork', { current: phase.current, target: network.name });
    case 'switch-failed':
      return t(phase.rejected ? 'phase.switchRejected' : 'phase.switchFailed', { target: network.name });
    case 'poor':
      return t('phase.poor', {
        balance: formatEth(phase.balanceWei, locale),
        min: formatEth(MIN_DEPLOY_BALANCE_WEI, locale),
      });
    case 'ready':
      return t('phase.ready', { fee: formatEth(phase.feeWei, locale), account });
    case 'tx-rejected':
      return t('phase.txRejected');
    case 'reverted': {
      const reason = phase.reason
        ? t(`phase.revertReasons.${phase.reason.name}`, {
            defaultValue: t('phase.revertReasons.unknown', { name: phase.reason.name }),
          })
        : '';
      return `${t('phase.reverted')} ${reason}`.trim();
    }
    case 'failed':
      return t('phase.failed', { detail: phase.detail });
    case 'pending':
    case 'still-pending':
      return phase.otherChain
        ? t('phase.otherChain', { network: network.name })
        : t(phase.kind === 'pending' ? 'phase.pending' : 'phase.stillPending');
    case 'mined-reverted':
      return t('phase.minedReverted');
    default:
      return t(`phase.${phase.kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`);
  }
}

/** What follows the review step: wallet, checks, fee, deploy, waiting, success — and every failure's way on. */
export function DeployPanel({ state, controller, network: chosen, networks, locale, onEdit, onNewToken }: Props) {
  const { t } = useTranslation('token');
  const { phase } = state;
  const waiting =
    phase.kind === 'pending' ||
    phase.kind === 'still-pending' ||
    phase.kind === 'mined-reverted' ||
    phase.kind === 'success';
  // A resumed deployment may be on another network than the one now chosen in the form.
  const network = waiting ? (findNetwork(networks, phase.deployment.chainId) ?? chosen) : chosen;
  const message = usePhaseText(phase, network, state.account, locale);
  const alert = ALERTS.includes(phase.kind);
  const edit = <Button onClick={onEdit}>{t('actions.edit')}</Button>;
  const retry = (
    <Button primary onClick={() => void controller.retry()}>
      {t('actions.retry')}
    </Button>
  );

  return (
    <div className="token-deploy">
      {state.notice && (
        <p className="token-note" role="status">
          {t(state.notice === 'account-changed' ? 'notice.accountChanged' : 'notice.networkChanged')}
        </p>
      )}
      {phase.kind === 'no-wallet' && <h4>{t('phase.noWallet.title')}</h4>}
      <p className={alert ? 'token-message token-message--alert' : 'token-message'} role={alert ? 'alert' : 'status'}>
        {message}
      </p>
      {waiting && (
        <p className="token-tx">
          <span>{t('result.transaction')}: </span>
          <ExplorerLink network={network} tx={phase.deployment.txHash} />
        </p>
      )}
      <div className="actions">
        {phase.kind === 'no-wallet' && (
          <>
            <a className="button" href="https://metamask.io/download/" target="_blank" rel="noopener noreferrer">
              {t('phase.noWallet.install')}
            </a>
            <Button onClick={() => void controller.retry()}>{t('actions.retry')}</Button>
          </>
        )}
        {phase.kind === 'choose-wallet' &&
          phase.wallets.map((wallet) => (
            <Button key={wallet.uuid} onClick={() => void controller.chooseWallet(wallet.uuid)}>
              {wallet.icon.startsWith('data:image/') && <img src={wallet.icon} alt="" width={20} height={20} />}{' '}
              {wallet.name}
            </Button>
          ))}
        {['connect-rejected', 'connect-waiting', 'disconnected', 'failed'].includes(phase.kind) && retry}
        {(phase.kind === 'wrong-network' || phase.kind === 'switch-failed') && (
          <>
            <Button primary onClick={() => void controller.switchNetwork()}>
              {t('actions.switch', { network: network.name })}
            </Button>
            <Button onClick={() => void controller.recheck()}>{t('actions.recheck')}</Button>
          </>
        )}
        {phase.kind === 'poor' && (
          <Button primary onClick={() => void controller.recheck()}>
            {t('actions.recheck')}
          </Button>
        )}
        {phase.kind === 'ready' && (
          <Button primary onClick={() => void controller.deploy()}>
            {t('actions.deploy')}
          </Button>
        )}
        {phase.kind === 'tx-rejected' && retry}
        {phase.kind === 'still-pending' && (
          <Button onClick={() => void controller.checkAgain()}>{t('actions.checkNow')}</Button>
        )}
        {phase.kind === 'mined-reverted' && (
          <Button primary onClick={onEdit}>
            {t('actions.retry')}
          </Button>
        )}
        {!waiting && !['discovering', 'connecting', 'switching', 'checking', 'signing'].includes(phase.kind) && edit}
      </div>
      {phase.kind === 'success' && (
        <>
          <SuccessPanel phase={phase} network={network} locale={locale} controller={controller} />
          <div className="actions">
            <Button onClick={onNewToken}>{t('actions.newToken')}</Button>
          </div>
        </>
      )}
    </div>
  );
}
