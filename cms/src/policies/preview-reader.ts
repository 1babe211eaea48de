import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Checker = { cannot: { read(entity?: Record<string, unknown>): boolean } };
/** What this policy reads of the request (Strapi awaits a policy's answer; its own type says it is synchronous). */
type PolicyContext = {
  params: Record<string, unknown>;
  request: { query: Record<string, unknown> };
  state: { userAbility?: unknown };
};

const refuse = (message: string): never => {
  throw new errors.PolicyError(message);
};

/**
 * On the Content Manager's preview URL route (`lib/preview-access.ts` attaches it): the link — and the preview token in
 * it — only for an admin user whose role reads the drafts of that content type, in that language; with a documentId,
 * only when that version is one they may read. Strapi's route checks only that someone is signed in.
 */
async function previewReader(
  policyContext: PolicyContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
): Promise<true> {
  const uid = String(policyContext.params.contentType ?? '');
  const { documentId, locale } = policyContext.request.query;
  if (!(uid in strapi.contentTypes)) return refuse('There is no such content type.');
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: policyContext.state.userAbility, model: uid }) as Checker;
  if (checker.cannot.read()) return refuse('Your role does not read drafts of this content type.');
  if (typeof locale === 'string' && checker.cannot.read({ locale })) {
    return refuse('Your role does not read drafts in this language.');
  }
  if (typeof documentId === 'string') {
    const documents = strapi.documents(uid as Parameters<typeof strapi.documents>[0]);
    const entry = (await documents.findOne({
      documentId,
      ...(typeof locale === 'string' ? { locale } : {}),
      status: 'draft',
    } as Parameters<typeof documents.findOne>[0])) as Record<string, unknown> | null;
    if (entry !== null && checker.cannot.read(entry)) return refuse('Your role does not read this entry.');
  }
  return true;
}

export default previewReader;
