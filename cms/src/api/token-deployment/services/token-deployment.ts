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
import { requestLocale, text } from '../../../lib/catalogue';
import type { OutgoingMail } from '../../../lib/mail-outbox';
import { fieldLines, oneLine } from '../../../lib/mail-text';
import { purgeUnconfirmed } from '../../../lib/unconfirmed';
import {
  CONFIRMATION_DAYS,
  DAY_MS,
  MAX_UNCONFIRMED_TOKEN_REPORTS,
  cmsBaseUrl,
  linkSecret,
  signedQuery,
  verifiedLink,
} from '../../../lib/signed-link';

const UID = 'api::token-deployment.token-deployment';
const LINK_PURPOSE = 'token-details';

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

/** `stored`: a confirmation request is on its way; `known`: this address already reported this transaction. */
export type ReportOutcome = 'stored' | 'known' | 'too-many' | 'held';

/** The report a confirmation link names, if the link is genuine and the report still there. */
export type ConfirmTarget = {
  email: string;
  locale: Locale;
  report: { id: number; confirmedAt: unknown } | null;
};

type StoredReport = Omit<TokenDeploymentReport, 'locale'> & { id: number; language: string; confirmedAt: unknown };

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(error instanceof Error ? error.message : String(error));

class HeldBack extends Error {}

const networkOf = (chainId: number): TokenNetwork => {
  const network = findNetwork(supportedNetworks(process.env.GATSBY_TOKEN_LOCAL_CHAIN_RPC), chainId);
  if (network === undefined) throw new Error(`token report for an unsupported chain ${chainId}`);
  return network;
};

/** The details e-mail, in the visitor's language; sent only after the address was confirmed. */
function detailsMail(report: StoredReport, locale: Locale): OutgoingMail {
  const network = networkOf(report.chainId);
  const t = (key: string, values: Record<string, string> = {}) => text(locale, `token:${key}`, values);
  const links = fieldLines(
    [
      [t('result.address'), explorerAddressUrl(network, report.contractAddress) ?? ''],
      [t('result.transaction'), explorerTxUrl(network, report.txHash) ?? ''],
    ].filter(([, url]) => url !== '') as Array<[string, string]>,
  );
  return {
    kind: 'token-deployment',
    locale,
    to: report.email,
    subject: t('mail.subject', { symbol: oneLine(report.symbol) }),
    text: t('mail.body', {
      name: oneLine(report.name),
      symbol: oneLine(report.symbol),
      type: t(`types.${report.tokenType}.title`),
      decimals: String(report.decimals),
      supply: oneLine(report.supply),
      cap: oneLine(report.cap) || '–',
      network: network.name,
      address: oneLine(report.contractAddress),
      txHash: oneLine(report.txHash),
      owner: oneLine(report.owner),
      links: links === '' ? '' : `\n${links}\n`,
    }),
  };
}

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Stores the report unconfirmed and queues a confirmation request to the address, in one transaction. The
   * request carries none of the visitor's words (no name, symbol, addresses): a stranger who types someone
   * else's address sends them our text only, and nothing more unless they confirm. One report per
   * transaction and address (a reload, a retry, a burst: no second row, no second e-mail); another address
   * may report the same transaction for itself. At most MAX_UNCONFIRMED_TOKEN_REPORTS per address.
   */
  async report(report: TokenDeploymentReport): Promise<ReportOutcome> {
    const network = networkOf(report.chainId);
    const query = strapi.db.query(UID);
    const { locale, ...fields } = report;
    if (await query.findOne({ where: { chainId: report.chainId, txHash: report.txHash, email: report.email } }))
      return 'known';
    const since = new Date(Date.now() - CONFIRMATION_DAYS * DAY_MS);
    const pending = await query.count({
      where: { email: report.email, confirmedAt: { $null: true }, createdAt: { $gt: since } },
    });
    if (pending >= MAX_UNCONFIRMED_TOKEN_REPORTS) return 'too-many';
    const outbox = strapi.service('api::outgoing-email.outgoing-email').outbox();
    try {
      await strapi.db.transaction(async ({ trx }) => {
        const row = await query.create({ data: { ...fields, language: locale, network: network.name } });
        const queued = await outbox.enqueue(
          [this.confirmationMail(report.email, locale, row.id as number, network)],
          trx,
        );
        if (queued.held.length > 0) throw new HeldBack();
      });
    } catch (error) {
      if (error instanceof HeldBack) return 'held';
      // Two reports of the same transaction to the same address at once: the unique index let one in.
      if (isUniqueViolation(error)) return 'known';
      throw error;
    }
    outbox.wake();
    return 'stored';
  },

  /** The confirmation request: our words, the network's name (ours too) and a signed link to one report. */
  confirmationMail(email: string, locale: Locale, id: number, network: TokenNetwork): OutgoingMail {
    const expires = Date.now() + CONFIRMATION_DAYS * DAY_MS;
    const query = signedQuery(linkSecret(strapi), LINK_PURPOSE, { email, expires, ref: String(id) }, locale);
    return {
      kind: 'token-confirmation',
      locale,
      to: email,
      subject: text(locale, 'token:confirmMail.subject'),
      text: text(locale, 'token:confirmMail.body', {
        network: network.name,
        link: `${cmsBaseUrl(strapi)}/api/token-deployments/confirm?${query}`,
        days: String(CONFIRMATION_DAYS),
      }),
    };
  },

  /** What a confirmation link's query points at when it is genuine and unexpired; null otherwise. */
  async confirmTarget(query: Record<string, unknown>): Promise<ConfirmTarget | null> {
    const link = verifiedLink(linkSecret(strapi), LINK_PURPOSE, query);
    if (link === null || link.ref === undefined || !/^\d{1,15}$/.test(link.ref)) return null;
    const row = await strapi.db
      .query(UID)
      .findOne({ where: { id: Number(link.ref), email: link.email }, select: ['id', 'confirmedAt', 'language'] });
    return {
      email: link.email,
      locale: requestLocale(row?.language ?? query.lang),
      report: row ? { id: row.id as number, confirmedAt: row.confirmedAt } : null,
    };
  },

  /**
   * Confirms the report and queues its details e-mail, in one transaction; a second click (or two at once)
   * finds it confirmed and sends nothing more.
   */
  async confirm(target: ConfirmTarget): Promise<void> {
    if (target.report === null) return;
    const query = strapi.db.query(UID);
    const outbox = strapi.service('api::outgoing-email.outgoing-email').outbox();
    await strapi.db.transaction(async ({ trx }) => {
      const { count } = await query.updateMany({
        where: { id: target.report!.id, confirmedAt: { $null: true } },
        data: { confirmedAt: new Date() },
      });
      if (count !== 1) return;
      const row = (await query.findOne({ where: { id: target.report!.id } })) as StoredReport;
      await outbox.enqueue([detailsMail(row, requestLocale(row.language))], trx);
    });
    outbox.wake();
  },

  /** Deletes reports whose address was not confirmed within the confirmation period. */
  purgeUnconfirmed(): Promise<number> {
    return purgeUnconfirmed(strapi, UID, { since: 'createdAt', label: '[token]' });
  },
}));
