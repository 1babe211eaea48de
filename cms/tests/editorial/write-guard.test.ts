import { LOCALE_CODES } from '@app/routing';
import {
  DOCUMENT_ACTIONS,
  ROLES,
  SUPER_ADMIN_CODE,
  TRANSLATED_LOCALES,
  documentRules,
  translatorRole,
} from '../../src/bootstrap/admin-roles';
import { PUBLIC_COLLECTION_TYPES, PUBLIC_SINGLE_TYPES } from '../../src/bootstrap/content-types';
import { type DocumentCall, type RequestedLocales, decide, requestedLocales } from '../../src/editorial/write-guard';

const RULES = documentRules();
const CONTENT = [...PUBLIC_COLLECTION_TYPES, ...PUBLIC_SINGLE_TYPES] as string[];
const INBOX_TYPE = 'api::contact-message.contact-message';
const OTHER_TYPES = [INBOX_TYPE, 'api::subscriber.subscriber', 'plugin::users-permissions.user', 'admin::user'];
const READS = ['findOne', 'findFirst', 'findMany', 'count'];
/** What a translator does to their own language version. */
const VERSION_WRITES = ['update', 'publish', 'unpublish', 'discardDraft'];
/** A language the CMS does not have (the throw-away third language of the tests). */
const SPARE = ['fr', 'it', 'es', 'nl'].find((code) => !(LOCALE_CODES as readonly string[]).includes(code))!;

/** Every shape a request's `locale` takes, as the document service receives it. */
const SHAPES: Array<[string, unknown]> = [
  ...LOCALE_CODES.map((code): [string, unknown] => [`"${code}"`, code]),
  ...LOCALE_CODES.map((code): [string, unknown] => [`["${code}"]`, [code]]),
  ['every language as a list', [...LOCALE_CODES]],
  ['"*"', '*'],
  ['["*"]', ['*']],
  ['missing', undefined],
  ['empty', ''],
  ['null', null],
  [`the spare language "${SPARE}"`, SPARE],
  ['an empty list', []],
  ['a number', 7],
  ['an object', { $ne: 'x' }],
  ['a list with a number', ['de', 1]],
];

const call = (uid: string, action: string, locale: unknown, extra: Partial<DocumentCall> = {}): DocumentCall => ({
  uid,
  action,
  locales: requestedLocales(true, locale, 'en'),
  newDocument: action === 'create' || action === 'clone',
  takesDocumentId: false,
  ...extra,
});

const allowed = (roles: string[], c: DocumentCall) => decide(RULES, roles, c).allowed;

/** The languages a request names, in words of the rule: null when it names none properly. */
function named(locale: unknown): readonly string[] | 'every' | null {
  const shape: RequestedLocales = requestedLocales(true, locale, 'en');
  if (shape === 'malformed' || shape === 'any') return null;
  return shape;
}

describe('requestedLocales reads `locale` as the document service does', () => {
  it('missing, empty or null is the default language; "*" and a list with "*" every language', () => {
    for (const empty of [undefined, null, '']) expect(requestedLocales(true, empty, 'en')).toEqual(['en']);
    expect(requestedLocales(true, '*', 'en')).toBe('every');
    expect(requestedLocales(true, ['de', '*'], 'en')).toBe('every');
    expect(requestedLocales(true, ['de', 'en'], 'en')).toEqual(['de', 'en']);
  });

  it('anything else but codes is malformed; a type without languages names none', () => {
    for (const bad of [[], 7, { $ne: 'x' }, ['de', 1], [''], true]) {
      expect([bad, requestedLocales(true, bad, 'en')]).toEqual([bad, 'malformed']);
    }
    expect(requestedLocales(false, ['de', 1], 'en')).toBe('any');
  });
});

describe.each(TRANSLATED_LOCALES.map((locale) => [locale]))('the Translator role of "%s"', (own) => {
  const roles = [translatorRole(own).code];

  it('reads every content type in any language, but no visitor data', () => {
    for (const uid of CONTENT) {
      for (const action of READS) {
        for (const [label, locale] of SHAPES) {
          const expected = named(locale) !== null;
          expect([uid, action, label, allowed(roles, call(uid, action, locale))]).toEqual([
            uid,
            action,
            label,
            expected,
          ]);
        }
      }
    }
    for (const uid of OTHER_TYPES) expect([uid, allowed(roles, call(uid, 'findMany', own))]).toEqual([uid, false]);
  });

  it('saves, publishes, unpublishes and discards its own language only, whatever shape the language has', () => {
    for (const uid of CONTENT) {
      for (const action of VERSION_WRITES) {
        for (const [label, locale] of SHAPES) {
          const languages = named(locale);
          const expected = Array.isArray(languages) && languages.length > 0 && languages.every((c) => c === own);
          const decision = decide(RULES, roles, call(uid, action, locale));
          expect([uid, action, label, decision.allowed]).toEqual([uid, action, label, expected]);
          if (decision.allowed) expect(decision.keepSharedFields).toBe(true);
        }
      }
    }
  });

  it('creates, duplicates and deletes nothing, in no language', () => {
    for (const uid of CONTENT) {
      for (const action of ['create', 'clone', 'delete']) {
        for (const [label, locale] of SHAPES) {
          expect([uid, action, label, allowed(roles, call(uid, action, locale))]).toEqual([uid, action, label, false]);
        }
      }
    }
  });

  it('says why, naming its language and the one refused', () => {
    const refused = decide(RULES, roles, call('api::post.post', 'publish', ['en', own]), 'Translator');
    expect(refused).toEqual({ allowed: false, reason: `Translator may publish in ${own} only, not in en, ${own}.` });
    expect(decide(RULES, roles, call('api::post.post', 'create', own), 'Translator')).toEqual({
      allowed: false,
      reason: 'Translator adds its language to existing entries; an editor creates new entries.',
    });
  });
});

describe('the Content editor role', () => {
  const roles = [ROLES.editor.code];

  it('does everything to content in every language shape, and may change shared fields', () => {
    for (const uid of CONTENT) {
      for (const action of DOCUMENT_ACTIONS.filter((a) => !(a === 'delete' && uid === 'api::page.page'))) {
        for (const [label, locale] of SHAPES) {
          const decision = decide(RULES, roles, call(uid, action, locale));
          const expected = named(locale) !== null;
          expect([uid, action, label, decision.allowed]).toEqual([uid, action, label, expected]);
          if (decision.allowed) expect(decision.keepSharedFields).toBe(false);
        }
      }
    }
  });

  it('deletes no page (a developer adds and removes pages) and touches no visitor data', () => {
    for (const [label, locale] of SHAPES) {
      expect([label, allowed(roles, call('api::page.page', 'delete', locale))]).toEqual([label, false]);
    }
    for (const uid of OTHER_TYPES) {
      for (const action of DOCUMENT_ACTIONS)
        expect([uid, action, allowed(roles, call(uid, action, 'en'))]).toEqual([uid, action, false]);
    }
  });
});

describe('the Inbox role', () => {
  const roles = [ROLES.inbox.code];

  it('reads and deletes contact messages, nothing else', () => {
    for (const action of DOCUMENT_ACTIONS) {
      const expected = [...READS, 'delete'].includes(action);
      const decision = decide(RULES, roles, { ...call(INBOX_TYPE, action, undefined), locales: 'any' });
      expect([action, decision.allowed]).toEqual([action, expected]);
      for (const uid of [...CONTENT, ...OTHER_TYPES.filter((u) => u !== INBOX_TYPE)]) {
        expect([uid, action, allowed(roles, call(uid, action, 'en'))]).toEqual([uid, action, false]);
      }
    }
  });
});

describe('deny by default', () => {
  it('an action the guard does not know is refused to every role but Super Admin', () => {
    for (const code of Object.keys(RULES)) {
      expect([code, allowed([code], call('api::post.post', 'publishMany', 'en'))]).toEqual([code, false]);
    }
    expect(allowed([SUPER_ADMIN_CODE], call('api::post.post', 'publishMany', 'en'))).toBe(true);
  });

  it('a role without a rule (Strapi’s Editor and Author, one made in the admin) and no role at all may do nothing', () => {
    for (const roles of [['strapi-editor'], ['strapi-author'], ['made-in-the-admin'], []]) {
      for (const action of DOCUMENT_ACTIONS) {
        expect([roles, action, allowed(roles, call('api::post.post', action, 'en'))]).toEqual([roles, action, false]);
      }
    }
  });

  it('nobody, Super Admin included, creates an entry that takes the documentId of another', () => {
    for (const roles of [[SUPER_ADMIN_CODE], [ROLES.editor.code], [translatorRole(TRANSLATED_LOCALES[0]!).code]]) {
      const decision = decide(RULES, roles, call('api::post.post', 'create', 'en', { takesDocumentId: true }));
      expect(decision).toEqual({ allowed: false, reason: expect.stringContaining('documentId of an existing one') });
    }
  });

  it('a user with two roles may do what either allows: an editor who also translates changes shared fields', () => {
    const roles = [translatorRole(TRANSLATED_LOCALES[0]!).code, ROLES.editor.code];
    expect(decide(RULES, roles, call('api::post.post', 'update', 'en'))).toEqual({
      allowed: true,
      keepSharedFields: false,
    });
  });
});
