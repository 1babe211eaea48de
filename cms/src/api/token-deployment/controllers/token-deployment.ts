import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { findNetwork, supportedNetworks } from '@app/contracts';
import {
  TOKEN_FIELDS,
  nonTextTokenFields,
  tokenAmountProblems,
  tokenSchema,
  fieldMessages,
  type TokenInput,
} from '@app/validation';
import { requestLocale, text } from '../../../lib/catalogue';
import { assertOnlyKnownKeys, invalid, type FieldError } from '../../../lib/form-errors';
import { NEWSLETTER_PAGE_HEADERS, renderNewsletterPage, siteHome } from '../../../lib/newsletter-page';
import { CONFIRMATION_DAYS } from '../../../lib/signed-link';
import type { ConfirmTarget, ReportOutcome, TokenDeploymentReport } from '../services/token-deployment';

const UID = 'api::token-deployment.token-deployment';
/** What the wizard sends (report.ts on the site): the token fields plus where and by whom it was deployed. */
const FIELDS = [...TOKEN_FIELDS, 'locale', 'chainId', 'contractAddress', 'txHash', 'owner'] as const;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

type Locale = ReturnType<typeof requestLocale>;
/** The confirmation pages, each with a title and a text in `token:confirmPage.<page>`. */
type PageName = 'confirm' | 'confirmed' | 'invalid';
/** How long an address with too much mail waiting should wait, in seconds. */
const HELD_RETRY_AFTER_S = 300;
const problem = (field: string, message: string): FieldError => ({ path: [field], message, name: 'ValidationError' });

/** The shared token rules (an e-mail is required here: without one the wizard does not report). */
function tokenProblems(body: Record<string, unknown>, locale: Locale): FieldError[] {
  const wrongType = nonTextTokenFields(body);
  if (wrongType.length > 0) return wrongType.map((f) => problem(f, text(locale, 'token:api.notText')));
  const fields = TOKEN_FIELDS.filter((f) => f !== 'cap' || body.tokenType === 'capped');
  const schema = {
    ...Object.fromEntries(fields.map((f) => [f, tokenSchema[f]!])),
    email: { ...(tokenSchema.email as object), required: true },
  };
  // The e-mail is named without its "(optional)" here: the API requires it.
  const labels = Object.fromEntries(
    fields.map((f) => [f, text(locale, `token:fields.${f}.${f === 'email' ? 'name' : 'label'}`)]),
  );
  const errors = fieldMessages(schema, body, { locale, labels });
  const problems = Object.entries(errors).map(([field, message]) => problem(field, message));
  const amounts = tokenAmountProblems({
    tokenType: '',
    cap: '',
    supply: '',
    decimals: '',
    ...(body as Partial<TokenInput>),
  });
  for (const [field, code] of Object.entries(amounts)) {
    if (!errors[field]) problems.push(problem(field, text(locale, `token:errors.${code}`)));
  }
  return problems;
}

/** Where the token lives: a supported network, well-formed address, hash and owner. */
function chainProblems(body: Record<string, unknown>, locale: Locale): FieldError[] {
  const problems: FieldError[] = [];
  const networks = supportedNetworks(process.env.GATSBY_TOKEN_LOCAL_CHAIN_RPC);
  if (typeof body.chainId !== 'number' || !findNetwork(networks, body.chainId))
    problems.push(problem('chainId', text(locale, 'token:api.network')));
  for (const field of ['contractAddress', 'owner'] as const) {
    if (typeof body[field] !== 'string' || !ADDRESS.test(body[field] as string))
      problems.push(problem(field, text(locale, 'token:api.address')));
  }
  if (typeof body.txHash !== 'string' || !TX_HASH.test(body.txHash))
    problems.push(problem('txHash', text(locale, 'token:api.transaction')));
  return problems;
}

/** Answers with a confirmation page in `locale` (escaped, no script, never indexed or cached). */
function page(ctx: Context, name: PageName, locale: Locale, email = '') {
  const t = (key: string) =>
    text(locale, `token:confirmPage.${name}.${key}`, { email, days: String(CONFIRMATION_DAYS) });
  ctx.status = name === 'invalid' ? 400 : 200;
  ctx.set(NEWSLETTER_PAGE_HEADERS);
  ctx.type = 'html';
  ctx.body = renderNewsletterPage({
    lang: locale,
    title: t('title'),
    text: t('text'),
    button: name === 'confirm' ? t('button') : undefined,
    home: { href: siteHome(locale), label: text(locale, 'emails:newsletterPage.toSite') },
  });
}

/** Refuses a report the address cannot take now (429, with the reason in the visitor's language). */
function refuse(ctx: Context, outcome: Exclude<ReportOutcome, 'stored' | 'known'>, locale: Locale): never {
  ctx.set('Retry-After', String(HELD_RETRY_AFTER_S));
  throw new errors.RateLimitError(
    text(locale, outcome === 'held' ? 'forms:newsletter.held' : 'token:api.tooManyPending'),
  );
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /api/token-deployments → 201 "check your inbox and confirm"; 400 with a message per invalid field;
   * 429 when the address has too many unconfirmed reports or too much mail waiting.
   */
  async report(ctx) {
    const raw = ctx.request.body as Record<string, unknown> | undefined;
    const locale = requestLocale(raw?.locale);
    const body = assertOnlyKnownKeys(raw, FIELDS, locale);
    const problems = [...tokenProblems(body, locale), ...chainProblems(body, locale)];
    if (problems.length > 0) invalid(locale, problems);
    const str = (field: string) => String(body[field] ?? '').trim();
    const report: TokenDeploymentReport = {
      email: str('email').toLowerCase(),
      locale,
      chainId: body.chainId as number,
      contractAddress: str('contractAddress'),
      txHash: str('txHash').toLowerCase(),
      owner: str('owner'),
      tokenType: str('tokenType') as TokenDeploymentReport['tokenType'],
      name: str('name'),
      symbol: str('symbol'),
      decimals: Number(str('decimals')),
      supply: BigInt(str('supply')).toString(),
      cap: body.tokenType === 'capped' ? BigInt(str('cap')).toString() : '',
    };
    const outcome: ReportOutcome = await strapi.service(UID).report(report);
    if (outcome === 'too-many' || outcome === 'held') refuse(ctx, outcome, locale);
    ctx.status = 201;
    ctx.body = { data: { message: text(locale, 'token:accepted') } };
  },

  /** GET /api/token-deployments/confirm?… (the link in the e-mail): a page with a button; changes nothing. */
  async confirmPage(ctx) {
    const target: ConfirmTarget | null = await strapi.service(UID).confirmTarget(ctx.query);
    if (target === null || target.report === null)
      return page(ctx, 'invalid', requestLocale(target?.locale ?? ctx.query.lang));
    page(ctx, target.report.confirmedAt ? 'confirmed' : 'confirm', target.locale, target.email);
  },

  /** POST /api/token-deployments/confirm?… (the button): confirms the address, and the details go out. */
  async confirm(ctx) {
    const target: ConfirmTarget | null = await strapi.service(UID).confirmTarget(ctx.query);
    if (target === null || target.report === null)
      return page(ctx, 'invalid', requestLocale(target?.locale ?? ctx.query.lang));
    await strapi.service(UID).confirm(target);
    page(ctx, 'confirmed', target.locale, target.email);
  },
}));
