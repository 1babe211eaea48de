import type { Core } from '@strapi/strapi';

/**
 * Where mail for the company goes (contact notifications, the mail backlog alarm): `CONTACT_NOTIFY_TO`,
 * else the e-mail address in the global settings; null when neither is set.
 */
export async function companyInbox(strapi: Core.Strapi): Promise<string | null> {
  const configured = process.env.CONTACT_NOTIFY_TO;
  if (configured) return configured;
  const global = await strapi.documents('api::global.global').findFirst({ locale: 'en', status: 'published' });
  return global?.email || null;
}
