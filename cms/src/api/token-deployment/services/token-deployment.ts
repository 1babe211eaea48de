import { factories } from '@strapi/strapi';
import {
  explorerAddressUrl,
  explorerTxUrl,
  findNetwork,
  supportedNetworks,
  type TokenNetwork,
  type TokenType,
} from '@app/contracts';
import type { Locale } from '@app/routing';
import { text } from '../../../lib/catalogue';
import type { OutgoingMail } from '../../../lib/mail-outbox';

const UID = 'api::token-deployment.token-deployment';

/** A validated deployment report; supply and cap in whole tokens (digits). */
export type TokenDeploymentReport = {
  email: string;
  locale: Locale;
  chainId: number;
  contractAddress: string;
  txHash: string;
  owner: string;
  tokenType: TokenType;
  name: string;
  symbol: string;
  decimals: number;
  supply: string;
  cap: string;
};

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(error instanceof Error ? error.message : String(error));

/** The details e-mail, in the visitor's language. */
function detailsMail(report: TokenDeploymentReport, network: TokenNetwork): OutgoingMail {
  const t = (key: string, values: Record<string, string> = {}) => text(report.locale, `token:${key}`, values);
  const links = [
    explorerAddressUrl(network, report.contractAddress) &&
      `${t('result.address')}: ${explorerAddressUrl(network, report.contractAddress)}`,
    explorerTxUrl(network, report.txHash) && `${t('result.transaction')}: ${explorerTxUrl(network, report.txHash)}`,
  ].filter(Boolean);
  return {
    kind: 'token-deployment',
    to: report.email,
    subject: t('mail.subject', { symbol: report.symbol }),
    text: t('mail.body', {
      name: report.name,
      symbol: report.symbol,
      type: t(`types.${report.tokenType}.title`),
      decimals: String(report.decimals),
      supply: report.supply,
      cap: report.cap || '–',
      network: network.name,
      address: report.contractAddress,
      txHash: report.txHash,
      owner: report.owner,
      links: links.length > 0 ? `\n${links.join('\n')}\n` : '',
    }),
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Stores the deployment and queues the details e-mail in one transaction. A deployment reported again
   * (same chain and transaction: a reload, a retry) is already there: no second row, no second e-mail.
   */
  async report(report: TokenDeploymentReport): Promise<'stored' | 'known'> {
    const network = findNetwork(supportedNetworks(process.env.GATSBY_TOKEN_LOCAL_CHAIN_RPC), report.chainId)!;
    const query = strapi.db.query(UID);
    if (await query.findOne({ where: { chainId: report.chainId, txHash: report.txHash } })) return 'known';
    const outbox = strapi.service('api::outgoing-email.outgoing-email').outbox();
    const { locale, ...fields } = report;
    try {
      await strapi.db.transaction(async ({ trx }) => {
        await query.create({ data: { ...fields, language: locale, network: network.name } });
        await outbox.enqueue([detailsMail(report, network)], trx);
      });
    } catch (error) {
      // Two reports of the same transaction at once: the unique index let one in.
      if (isUniqueViolation(error)) return 'known';
      throw error;
    }
    outbox.wake();
    return 'stored';
  },
}));
