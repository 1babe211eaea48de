import type { Plugin, UserConfig } from 'vite';

/** zod's core module, where its global settings are created (`globalThis.__zod_globalConfig`). */
const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * The admin panel runs under a Content-Security-Policy without `'unsafe-eval'` (src/lib/cms-csp.ts). zod, the
 * validation library of Strapi's admin, probes `new Function('')` when its first object schema is created (at
 * module load, before any code of ours runs) to decide whether it may compile validators; it catches the refusal
 * and validates without, but the browser reports the probe as a CSP violation. zod's own `jitless` setting skips
 * the probe: this sets it where zod creates its settings, before any schema exists.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'kastell:zod-without-eval',
    transform(code, id) {
      if (!ZOD_CORE.test(id.split('?')[0]!)) return null;
      if (!code.includes('export const globalConfig')) throw new Error(`${id}: zod no longer exports globalConfig`);
      return { code: `${code}\nglobalConfig.jitless = true;\n`, map: null };
    },
  };
}

/** Strapi's admin build configuration (Vite), with the plugin above. */
export default (config: UserConfig): UserConfig => ({
  ...config,
  plugins: [...(config.plugins ?? []), zodWithoutEval()],
});
