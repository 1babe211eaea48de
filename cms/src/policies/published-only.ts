import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isPreviewBuild, type Auth } from './lib/query-rules';

/** Query parameters that select draft versions, or tell whether a published entry has unpublished changes. */
const DRAFT_PARAMETERS = ['publicationFilter', 'hasPublishedVersion'];

/**
 * Drafts are private: a content-API read may only ask for published content. Strapi 5 answers `?status=draft`
 * with drafts by default, also to the public role. This policy sits on the routes themselves (see
 * `read-guards.ts`), so it sees every request the router dispatches to them, whatever the spelling of the path.
 * The admin panel reads drafts through its own routes (/content-manager), which carry no such policy.
 * One exception: the draft-preview build's server-side token may ask for `status=draft` (exactly that string);
 * every other caller, the public build's token included, gets 403.
 */
const publishedOnly: Core.PolicyHandler = (policyContext) => {
  const query = policyContext.request.query as Record<string, unknown>;
  const allowedStatus =
    query.status === undefined ||
    query.status === 'published' ||
    (query.status === 'draft' && isPreviewBuild((policyContext as unknown as { state: { auth?: Auth } }).state.auth));
  const asksForDrafts = !allowedStatus || DRAFT_PARAMETERS.some((name) => query[name] !== undefined);
  if (asksForDrafts) {
    // A PolicyError is the one ForbiddenError Strapi's authorize step passes on with its message (any other
    // becomes a bare "Forbidden"); it keeps the API's documented name, ForbiddenError.
    const error = new errors.PolicyError('Only published content is available through this API');
    (error as Error).name = 'ForbiddenError';
    throw error;
  }
  return true;
};

export default publishedOnly;
