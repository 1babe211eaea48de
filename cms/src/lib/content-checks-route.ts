/**
 * `GET /admin/content-checks?uid=…&documentId=…&locale=…`: what the publish check would say about the saved draft
 * of one language version — errors that will stop *Publish* and warnings (Markdown the page removes) — for the
 * edit view's side panel, so an editor learns it on *Save*. Admin login and read permission on the type required.
 */
import type { Core } from '@strapi/strapi';
import { isLocale } from '@app/routing';
import { addAdminRoutes, apiContentType, mayRead, type AdminReadContext } from './admin-routes';
import { fieldTrail } from '../editorial/field-labels';
import { draftProblems, problemText, schemaLookup } from '../editorial/publish-checks';
import { adminLocale } from './catalogue';

export const CONTENT_CHECKS_PATH = '/content-checks';

export type ContentCheckReply = {
  problems: Array<{ field: string; where: string; message: string; severity: 'error' | 'warning' }>;
};

export function registerContentChecksRoute(strapi: Core.Strapi): void {
  addAdminRoutes(strapi, 'content-checks', [
    {
      method: 'GET',
      path: CONTENT_CHECKS_PATH,
      handler: async (ctx: AdminReadContext) => {
        ctx.set('Cache-Control', 'no-store');
        const { uid, documentId, locale } = ctx.query;
        const drafts = apiContentType(strapi, uid)?.options?.draftAndPublish;
        if (!drafts || !isLocale(locale) || (documentId !== undefined && typeof documentId !== 'string')) {
          ctx.status = 400;
          ctx.body = { error: 'uid (a content type with drafts), locale and an optional documentId are required' };
          return;
        }
        if (!mayRead(ctx, uid as string)) return;
        const language = adminLocale(strapi);
        const checked = await draftProblems(strapi, uid as string, { documentId, locale });
        const reply: ContentCheckReply = {
          problems: (checked?.problems ?? []).map((problem) => ({
            field: problem.path.join('.'),
            where: fieldTrail(schemaLookup(strapi), uid as string, problem.path, language, checked?.draft),
            message: problemText(problem, language),
            severity: problem.severity,
          })),
        };
        ctx.body = reply;
      },
    },
  ]);
}
