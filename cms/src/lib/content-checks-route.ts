/**
 * `GET /admin/content-checks?uid=…&documentId=…&locale=…`: what the publish check would say about the saved draft
 * of one language version — errors that will stop *Publish* and warnings (Markdown the page removes) — for the
 * edit view's side panel, so an editor learns it on *Save*. Admin login and read permission on the type required.
 */
import type { Core, UID } from '@strapi/strapi';
import { isLocale } from '@app/routing';
import { addAdminRoutes } from './admin-routes';
import { fieldTrail } from '../editorial/field-labels';
import { draftProblems, problemText, schemaLookup } from '../editorial/publish-checks';
import { adminLocale } from './catalogue';

export const CONTENT_CHECKS_PATH = '/content-checks';

export type ContentCheckReply = {
  problems: Array<{ field: string; where: string; message: string; severity: 'error' | 'warning' }>;
};

type Ctx = {
  query: Record<string, unknown>;
  state: { userAbility?: { can(action: string, subject: string): boolean } };
  body: unknown;
  status: number;
  set(name: string, value: string): void;
};

const DRAFT_TYPE = /^api::[a-z0-9-]+\.[a-z0-9-]+$/;

export function registerContentChecksRoute(strapi: Core.Strapi): void {
  addAdminRoutes(strapi, 'content-checks', [
    {
      method: 'GET',
      path: CONTENT_CHECKS_PATH,
      handler: async (ctx: Ctx) => {
        ctx.set('Cache-Control', 'no-store');
        const { uid, documentId, locale } = ctx.query;
        const model =
          typeof uid === 'string' && DRAFT_TYPE.test(uid) ? strapi.contentTypes[uid as UID.ContentType] : undefined;
        const drafts = (model as { options?: { draftAndPublish?: boolean } } | undefined)?.options?.draftAndPublish;
        if (!drafts || !isLocale(locale) || (documentId !== undefined && typeof documentId !== 'string')) {
          ctx.status = 400;
          ctx.body = { error: 'uid (a content type with drafts), locale and an optional documentId are required' };
          return;
        }
        if (!ctx.state.userAbility?.can('plugin::content-manager.explorer.read', uid as string)) {
          ctx.status = 403;
          ctx.body = { error: 'Forbidden' };
          return;
        }
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
