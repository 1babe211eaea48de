import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES } from '@app/routing';

/** Creates the site's locales (en default, de) from code; leaves existing ones untouched. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of LOCALES) {
    const existing = await locales.findByCode(code);
    if (!existing) {
      await locales.create({ code, name: `${name} (${code})` });
      strapi.log.info(`[locales] created ${code}`);
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
