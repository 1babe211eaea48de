import React from 'react';
import { useTranslation } from 'react-i18next';
import { explorerAddressUrl, explorerTxUrl, type TokenNetwork } from '@app/contracts';

/** A transaction or address as a link to the network's explorer, or as plain text where there is none. */
export function ExplorerLink({ network, tx, address }: { network: TokenNetwork; tx?: string; address?: string }) {
  const { t } = useTranslation('token');
  const value = (tx ?? address)!;
  const href = tx ? explorerTxUrl(network, tx) : explorerAddressUrl(network, value);
  if (!href) return <code className="token-hash">{value}</code>;
  const explorer = new URL(href).hostname;
  return (
    <a className="token-hash" href={href} target="_blank" rel="noopener noreferrer">
      <code>{value}</code>
      <span className="visually-hidden">
        {' '}
        ({t(tx ? 'actions.explorerTx' : 'actions.explorerAddress', { explorer })})
      </span>
    </a>
  );
}
