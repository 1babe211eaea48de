import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkDocument, problemMessage, type AttributeShape, type Problem } from '@app/content-rules';
import type { Locale } from '@app/routing';
import { adminLocale, text } from '../lib/catalogue';

/**
 * The publish check (issue #22): content the site build would refuse is not published. When an editor presses
 * *Publish*, every language version being published is checked against `@app/content-rules` (the rules the build
 * applies); a problem refuses the publication with a validation error whose entries name the field — the admin
 * shows each sentence under its field, in the editor's admin language. Strapi's own schema rules (required
 * fields, lengths) are checked by Strapi before this runs.
 */

type Attributes = Readonly<Record<string, AttributeShape & { components?: string[] }>>;

/** The CMS schema of a content type or component (`strapi.getModel`). */
export function schemaLookup(strapi: Core.Strapi) {
  return (uid: string): Attributes | undefined =>
    (strapi.getModel(uid as UID.Schema) as { attributes?: Attributes } | undefined)?.attributes;
}

type Populate = Record<string, unknown>;

/** Everything a check reads, populated: media, components and dynamic zones at any depth (no relations). */
export function checkPopulate(strapi: Core.Strapi, uid: string): Populate {
  const schemaOf = schemaLookup(strapi);
  const nested = (component: string) => {
    const inner = checkPopulate(strapi, component);
    return Object.keys(inner).length > 0 ? { populate: inner } : true;
  };
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(schemaOf(uid) ?? {})) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component' && attribute.component) populate[name] = nested(attribute.component);
    else if (attribute.type === 'dynamiczone')
      populate[name] = { on: Object.fromEntries((attribute.components ?? []).map((c) => [c, nested(c)])) };
  }
  return populate;
}

type Draft = Record<string, unknown>;

/** One language version's draft with its problems (errors and warnings), or null when there is no such draft. */
export async function draftProblems(
  strapi: Core.Strapi,
  uid: string,
  { documentId, locale }: { documentId?: string; locale: string },
): Promise<{ draft: Draft; problems: Problem[] } | null> {
  const query = { locale, status: 'draft' as const, populate: checkPopulate(strapi, uid) };
  const draft = (
    documentId
      ? await strapi.documents(uid as UID.ContentType).findOne({ documentId, ...query })
      : await strapi.documents(uid as UID.ContentType).findFirst(query)
  ) as Draft | null;
  if (!draft) return null;
  return { draft, problems: checkDocument(uid, draft, schemaLookup(strapi)) };
}

/** A problem's sentence in a catalogue locale. */
export const problemText = (problem: Problem, locale: Locale) =>
  problemMessage(problem, (key, values) => text(locale, key, values));

/** The language versions a publish call names (`'*'` or none: every language the document has a draft in). */
async function localesToPublish(strapi: Core.Strapi, uid: string, documentId: string | undefined, locale: unknown) {
  if (typeof locale === 'string' && locale !== '*') return [locale];
  const rows: Array<{ locale: string }> = await strapi.db
    .query(uid)
    .findMany({ where: { ...(documentId ? { documentId } : {}), publishedAt: null }, select: ['locale'] });
  return [...new Set(rows.map((row) => row.locale))];
}

type PublishContext = { uid: string; action: string; params: { documentId?: string; locale?: unknown } };

/** Registers the check as a document service middleware (call in `register`). */
export function registerPublishChecks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as PublishContext;
    if (action !== 'publish' || !uid.startsWith('api::')) return next();
    const refusals: Array<{ locale: string; problem: Problem }> = [];
    for (const locale of await localesToPublish(strapi, uid, params.documentId, params.locale)) {
      const checked = await draftProblems(strapi, uid, { documentId: params.documentId, locale });
      for (const problem of checked?.problems ?? [])
        if (problem.severity === 'error') refusals.push({ locale, problem });
    }
    if (refusals.length === 0) return next();
    const language = adminLocale(strapi);
    throw new errors.ValidationError(text(language, 'checks:publish.refused', { count: String(refusals.length) }), {
      errors: refusals.map(({ locale, problem }) => ({
        path: problem.path.map(String),
        message: problemText(problem, language),
        name: 'ValidationError',
        value: { locale, code: problem.code },
      })),
    });
  });
}
