import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

type Context = { status?: number };
type RelationsController = {
  extractAndValidateRequestInfo(this: RelationsController, ctx: Context, id?: string): Promise<unknown>;
};

/**
 * The content manager's relation routes (`/content-manager/relations/…`, the pickers of relation fields) check the
 * user's right to read the field with `ctx.forbidden()` and return nothing, and the action then reads the result
 * it did not get: a role without that right (the Inbox, or anyone on `createdBy`) got a 500. Strapi's own decision
 * now answers as what it is, a 403. Call in `register()`; fails the boot when Strapi no longer has the method.
 */
export function answerForbiddenRelations(strapi: Core.Strapi): void {
  const controller = strapi.plugin('content-manager').controller('relations') as unknown as RelationsController;
  const extract = controller.extractAndValidateRequestInfo;
  if (typeof extract !== 'function') throw new Error('content-manager relations: no extractAndValidateRequestInfo');
  controller.extractAndValidateRequestInfo = async function (ctx, id) {
    const info = await extract.call(this, ctx, id);
    if (info === undefined) throw new errors.ForbiddenError('You may not read this relation.');
    return info;
  };
}
