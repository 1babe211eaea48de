import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKEN_TYPE_INFO, explorerAddressUrl, type TokenNetwork } from '@app/contracts';
import compiler from '@app/contracts/artifacts/compiler.json';
import type { Locale } from '@app/routing';
import { formatWhole } from './amounts';
import type { DeployController, DeployPhase } from './deploy-controller';
import { loadArtifact, loadStandardJsonInput } from './deploy-params';
import { ExplorerLink } from './ExplorerLink';
import { SummaryList } from './TokenSummary';

type Success = Extract<DeployPhase, { kind: 'success' }>;

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

const whole = (units: bigint, decimals: number) => (units / 10n ** BigInt(decimals)).toString();

/** Success: address (copy, explorer), transaction, "add to wallet", the e-mail report, verification files. */
export function SuccessPanel({
  phase,
  network,
  locale,
  controller,
}: {
  phase: Success;
  network: TokenNetwork;
  locale: Locale;
  controller: DeployController;
}) {
  const { t } = useTranslation('token');
  const [copied, setCopied] = useState(false);
  const { deployment } = phase;
  const { params } = deployment;
  const address = deployment.contractAddress!;
  const info = TOKEN_TYPE_INFO[params.tokenType];
  const explorer = explorerAddressUrl(network, address);

  const copy = async () => {
    await navigator.clipboard?.writeText(address).catch(() => undefined);
    setCopied(true);
  };
  const downloadInput = async () => {
    const input = await loadStandardJsonInput(params.tokenType);
    download(
      `${params.symbol}-${info.contractName}-standard-input.json`,
      JSON.stringify(input, null, 2),
      'application/json',
    );
  };
  const downloadArgs = async () => {
    const [{ encodeConstructorArgs }, { abi }] = await Promise.all([
      import(/* webpackChunkName: "token-generator-chain" */ './chain-client'),
      loadArtifact(params.tokenType),
    ]);
    download(`${params.symbol}-constructor-arguments.txt`, `${encodeConstructorArgs(abi, params)}\n`, 'text/plain');
  };

  const rows: Array<[string, React.ReactNode]> = [
    [t('result.network'), network.name],
    [t('result.address'), <ExplorerLink key="a" network={network} address={address} />],
    [t('result.transaction'), <ExplorerLink key="t" network={network} tx={deployment.txHash} />],
    [t('result.owner'), <code key="o">{deployment.account}</code>],
    [t('result.type'), t(`types.${params.tokenType}.title`)],
    [t('result.decimals'), String(params.decimals)],
    [t('result.supply'), `${formatWhole(whole(params.initialSupply, params.decimals), locale)} ${params.symbol}`],
    ...(params.cap === null
      ? []
      : [
          [t('result.cap'), `${formatWhole(whole(params.cap, params.decimals), locale)} ${params.symbol}`] as [
            string,
            string,
          ],
        ]),
  ];

  return (
    <div className="token-success">
      <SummaryList rows={rows} />
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('actions.copy')}
        </button>
        {explorer && (
          <a className="button secondary" href={explorer} target="_blank" rel="noopener noreferrer">
            {t('actions.explorerAddress', { explorer: new URL(explorer).hostname })}
          </a>
        )}
        {phase.watch !== 'unavailable' && (
          <button type="button" className="button secondary" onClick={() => void controller.addToWallet()}>
            {t('actions.addToWallet')}
          </button>
        )}
      </div>
      <p role="status" className="token-note">
        {copied ? t('actions.copied') : phase.watch === 'idle' ? '' : t(`watch.${phase.watch}`)}
      </p>
      {phase.report !== 'none' && (
        <p className="token-note" role={phase.report === 'failed' ? 'alert' : 'status'}>
          {t(`report.${phase.report}`, { email: deployment.email })}{' '}
          {phase.report === 'failed' && (
            <button type="button" className="button secondary" onClick={() => void controller.retryReport()}>
              {t('actions.resend')}
            </button>
          )}
        </p>
      )}
      <h4>{t('verify.heading')}</h4>
      <p>
        {t('verify.text', { version: compiler.compilerVersion, contract: `${info.sourceName}:${info.contractName}` })}
      </p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => void downloadInput()}>
          {t('actions.downloadInput')}
        </button>
        <button type="button" className="button secondary" onClick={() => void downloadArgs()}>
          {t('actions.downloadArgs')}
        </button>
      </div>
    </div>
  );
}
