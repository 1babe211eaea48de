/**
 * `GET /admin/translation-status?uid=…&documentId=…`: how far each language version of one entry is translated —
 * for the edit view's language badges ("Italiano: 37 texts untranslated"), by the definition the "Missing in …"
 * filter, the site build and `npm run i18n:check` share. Admin login and read permission on the type required.
 */
import type { Core } from '@strapi/strapi';
import { LOCALE_CODES } from '@app/routing';
import { addAdminRoutes, apiContentType, mayRead, type AdminReadContext } from './admin-routes';
import { fieldTrail } from '../editorial/field-labels';
import { schemaLookup } from '../editorial/publish-checks';
import { adminLocale } from './catalogue';
import { documentStatuses, fieldPath } from '../editorial/translation-status';

export const TRANSLATION_STATUS_PATH = '/translation-status';

/** How many untranslated places a badge names (the count covers all of them). */
const NAMED = 5;

export type TranslationStatusReply = {
  languages: Array<{
    code: string;
    state: 'translated' | 'untranslated' | 'missing';
    /** Texts of the source language, and how many of them this version has untranslated. */
    texts: number;
    untranslated: number;
    /** The first untranslated places: the field as the form names it, and why. */
    first: Array<{ where: string; reason: string }>;
  }>;
};

export function registerTranslationStatusRoute(strapi: Core.Strapi): void {
  addAdminRoutes(strapi, 'translation-status', [
    {
      method: 'GET',
      path: TRANSLATION_STATUS_PATH,
      handler: async (ctx: AdminReadContext) => {
        ctx.set('Cache-Control', 'no-store');
        const { uid, documentId } = ctx.query;
        const i18n = apiContentType(strapi, uid)?.pluginOptions?.i18n as { localized?: boolean } | undefined;
        const localized = i18n?.localized;
        if (!localized || typeof documentId !== 'string' || documentId === '') {
          ctx.status = 400;
          ctx.body = { error: 'uid (a localized content type) and documentId are required' };
          return;
        }
        if (!mayRead(ctx, uid as string)) return;
        const status = (await documentStatuses(strapi, uid as string, documentId)).get(documentId);
        if (!status) {
          ctx.status = 404;
          ctx.body = { error: 'No such entry' };
          return;
        }
        const language = adminLocale(strapi);
        const reply: TranslationStatusReply = {
          languages: LOCALE_CODES.map((code) => {
            const version = status[code]!;
            return {
              code,
              state: version.absent ? 'missing' : version.untranslated.length > 0 ? 'untranslated' : 'translated',
              texts: version.texts,
              untranslated: version.absent ? version.texts : version.untranslated.length,
              first: version.absent
                ? []
                : version.untranslated.slice(0, NAMED).map((text) => ({
                    where: fieldTrail(schemaLookup(strapi), uid as string, fieldPath(text.path), language),
                    reason: text.reason,
                  })),
            };
          }),
        };
        ctx.body = reply;
      },
    },
  ]);
}
