/**
 * The browser side of the island runtime in jsdom: the catalogue files the build publishes (served from
 * `locales/` by a fake `fetch`) and the page language, so island tests read the words a visitor reads.
 */
import fs from 'fs';
import path from 'path';
import type { Locale } from '@app/routing';

const LOCALES = path.resolve(__dirname, '..', '..', 'locales');

type Global = typeof globalThis & { __LOCALE_FILES__?: Record<string, Record<string, string>> };

/** Publishes every catalogue as `/locales/<lang>/<ns>.json` and answers `fetch` for them; returns an undo. */
export function serveCatalogues(): () => void {
  const files: Record<string, Record<string, string>> = {};
  for (const lang of fs.readdirSync(LOCALES)) {
    for (const name of fs.readdirSync(path.join(LOCALES, lang))) {
      (files[lang] ??= {})[name.replace(/\.json$/, '')] = `/locales/${lang}/${name}`;
    }
  }
  (globalThis as Global).__LOCALE_FILES__ = files;
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const file = path.join(LOCALES, url.replace(/^\/locales\//, ''));
    const found = url.startsWith('/locales/') && fs.existsSync(file);
    const body = found ? fs.readFileSync(file, 'utf8') : 'not found';
    return {
      ok: found,
      status: found ? 200 : 404,
      json: async () => JSON.parse(body),
      text: async () => body,
    } as Response;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
    delete (globalThis as Global).__LOCALE_FILES__;
  };
}

/** The page's language, as the island runtime reads it (`<html lang>`). */
export function setPageLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}
