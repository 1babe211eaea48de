import fs from 'fs';
import path from 'path';
import { LOCALE_CODES, withoutPlaceholderMarks, type Locale } from '@app/routing';
import { FULL_CONSENT, choiceCookie } from '../src/features/consent/choice';
import { forgetGoogleCookies } from '../src/features/consent/google-cookies';
import { createJoinListController } from '../src/features/join-list/controller';
import { saveDeployment, saveDraft } from '../src/features/token-generator/storage';
import { EMPTY_DRAFT } from '../src/features/token-generator/token-draft';
import { localeChoiceScript } from '../src/i18n/locale-choice';
import { loadChunk } from '../src/islands/runtime/chunk-guard';

/**
 * The privacy policy (cms/fixtures/pages/privacy.json) names everything the site stores in the visitor's browser
 * and every outside service it contacts, in both languages. What is stored is found by running the code that stores
 * it; a file of the site that touches browser storage and is not listed below fails the test, so new storage
 * cannot ship without its line in the policy.
 */
const ROOT = path.resolve(__dirname, '..', '..');

type Privacy = Record<Locale, string>;
const privacy: Privacy = (() => {
  const fixture = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms/fixtures/pages/privacy.json'), 'utf8')) as Record<
    Locale,
    { sections: Array<Record<string, unknown>> }
  >;
  const text = (locale: Locale) =>
    fixture[locale].sections
      .flatMap((s) => Object.values(s).filter((v): v is string => typeof v === 'string'))
      .join('\n');
  return Object.fromEntries(LOCALE_CODES.map((l) => [l, text(l)])) as Privacy;
})();

/** A Storage that remembers the keys written to it. */
function recordingStorage(): Storage & { keys: Set<string> } {
  const values = new Map<string, string>();
  const keys = new Set<string>();
  return {
    keys,
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => {
      keys.add(key);
      values.set(key, value);
    },
  };
}

const joinListKeys = () => {
  const storage = recordingStorage();
  const widget = createJoinListController({ mode: 'popover', storage, window: undefined });
  widget.open();
  widget.close();
  widget.submitted();
  return [...storage.keys];
};

const tokenGeneratorKeys = () => {
  const storage = recordingStorage();
  saveDraft({ step: 4, draft: { ...EMPTY_DRAFT, email: 'a@example.com' } }, storage);
  saveDeployment(
    {
      txHash: `0x${'1'.repeat(64)}`,
      chainId: 11155111,
      account: `0x${'2'.repeat(40)}`,
      params: { tokenType: 'fixed', name: 'Mainz Voucher', symbol: 'MZV', decimals: 2, initialSupply: 100n, cap: null },
      sentAt: 0,
      locale: 'en',
      email: 'a@example.com',
    },
    storage,
  );
  return [...storage.keys];
};

const chunkGuardKeys = () => {
  const storage = recordingStorage();
  void loadChunk(() => Promise.reject(new Error('chunk gone')), {
    now: () => 1_000_000,
    storage,
    reload: () => undefined,
    online: () => true,
    wait: () => Promise.resolve(),
    giveUp: () => undefined,
  });
  return new Promise<string[]>((resolve) => setTimeout(() => resolve([...storage.keys]), 0));
};

const cookieName = (assignment: string) => assignment.slice(0, assignment.indexOf('='));

/** The Google cookies the site deletes when consent is withdrawn (their names, not the variable suffixes). */
const googleCookies = () => {
  const probes = ['_ga', '_gid', '_gcl_au', '_gcl_aw', 'session'];
  const doc = {
    location: { hostname: 'www.example.com' },
    get cookie() {
      return probes.map((name) => `${name}=1`).join('; ');
    },
    set cookie(_value: string) {},
  } as unknown as Document;
  return forgetGoogleCookies(doc, { analytics: true, marketing: true });
};

/** Every file of the site that uses browser storage, with what it stores (found by running it). */
const STORAGE_SOURCES: Array<{ files: string[]; names: () => string[] | Promise<string[]> }> = [
  { files: ['site/src/features/join-list/storage.ts'], names: joinListKeys },
  { files: ['site/src/features/token-generator/storage.ts'], names: tokenGeneratorKeys },
  { files: ['site/src/islands/runtime/chunk-guard.ts'], names: chunkGuardKeys },
  {
    files: ['site/src/features/consent/head-script.ts', 'site/src/islands/behaviours/consent.ts'],
    names: () => [cookieName(choiceCookie(FULL_CONSENT, false))],
  },
  {
    files: ['site/src/i18n/locale-choice.ts'],
    names: () => [...localeChoiceScript().matchAll(/document\.cookie="(\w+)=/g)].map((m) => m[1]!),
  },
  { files: ['site/src/features/consent/google-cookies.ts'], names: googleCookies },
  // The offline copies: Cache Storage of the service worker, described by what it is.
  {
    files: ['site/src/build/pwa/service-worker.ts', 'site/src/build/pwa/sw-routes.ts'],
    names: () => ['service worker'],
  },
];

const STORAGE_USE = /\b(?:localStorage|sessionStorage|caches)\b|\.cookie\b|\bcacheName\b/;
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'`])\/\/.*$/gm, '$1');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the privacy policy names what the site stores', () => {
  it('knows every file of the site and the shared packages that uses cookies, web storage or caches', () => {
    const roots = [
      path.join(ROOT, 'site/src'),
      ...fs.readdirSync(path.join(ROOT, 'packages')).map((p) => path.join(ROOT, 'packages', p, 'src')),
    ];
    const users = roots
      .filter((dir) => fs.existsSync(dir))
      .flatMap(sourceFiles)
      .filter((file) => STORAGE_USE.test(withoutComments(fs.readFileSync(file, 'utf8'))))
      .map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
    const known = STORAGE_SOURCES.flatMap((s) => s.files);
    expect(users.filter((file) => !known.includes(file))).toEqual([]);
    // The table points at files that still store something.
    expect(known.filter((file) => !users.includes(file))).toEqual([]);
  });

  it.each(LOCALE_CODES)('in %s: every cookie, local and session storage key and the offline cache', async (locale) => {
    const names = (await Promise.all(STORAGE_SOURCES.map((s) => s.names()))).flat();
    expect(names).toEqual(
      expect.arrayContaining([
        'i18n_redirected',
        'cookie_consent',
        'join-list:suppressed-until',
        'token-generator:draft',
      ]),
    );
    const text = privacy[locale].toLowerCase();
    expect(names.filter((name) => !text.includes(name.toLowerCase()))).toEqual([]);
  });
});

describe('the privacy policy names the consent categories and the services behind them', () => {
  const catalogue = (locale: Locale) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'common.json'), 'utf8')) as {
      consent: { categories: Record<string, { label: string }> };
    };

  it.each(LOCALE_CODES)('in %s: each category of the cookie notice by the label the notice shows', (locale) => {
    const categories = catalogue(locale).consent.categories;
    // The notice offers the categories of the stored choice, plus the always-on "necessary" one.
    expect(Object.keys(categories).sort()).toEqual(['necessary', ...Object.keys(FULL_CONSENT)].sort());
    const labels = Object.values(categories).map((c) => c.label);
    expect(labels.filter((label) => !new RegExp(`\\*\\*${label}\\*\\*`).test(privacy[locale]))).toEqual([]);
  });

  it.each(LOCALE_CODES)('in %s: every outside host the pages may contact and the booking service', (locale) => {
    const { TAG_MANAGER_SOURCES } = jest.requireActual<{ TAG_MANAGER_SOURCES: Record<string, string[]> }>(
      '../../deploy/site-rules.mjs',
    );
    const global = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms/fixtures/global.json'), 'utf8')) as Record<
      Locale,
      { bookingUrl: string }
    >;
    const hosts = new Set([
      ...Object.values(TAG_MANAGER_SOURCES)
        .flat()
        .map((source) => new URL(source.replace('*.', '')).hostname),
      // A version still marked for translation names the host of the page it copies.
      new URL(withoutPlaceholderMarks(global[locale].bookingUrl)).hostname,
    ]);
    expect([...hosts].length).toBeGreaterThanOrEqual(4);
    expect([...hosts].filter((host) => !privacy[locale].includes(host))).toEqual([]);
  });
});
