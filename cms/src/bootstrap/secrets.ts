/**
 * A production CMS never starts on a missing, placeholder or reused secret: Strapi itself starts with an
 * empty `ADMIN_JWT_SECRET` in some code paths and happily signs sessions with `tobemodified`, the value its
 * project template ships. The check runs first in `register()`, before the database is touched, and names
 * the variables at fault, never their values.
 */

import { CMS_PREVIEW_SECRETS, CMS_REQUIRED_SECRETS } from '@app/cms-client';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Secrets checked only when set: `NEWSLETTER_SECRET` defaults to the first app key; without
 * `SITE_PREVIEW_TOKEN` / `PREVIEW_SECRET` the CMS runs without the draft preview.
 */
const OPTIONAL_SECRETS = ['NEWSLETTER_SECRET', ...CMS_PREVIEW_SECRETS] as const;

/** `openssl rand -hex 16` is 32 characters; Strapi's own generator makes 24. Anything shorter is typed by hand. */
export const MIN_SECRET_LENGTH = 16;
/** The build tokens' own rule (bootstrap/site-build-token.ts). */
const MIN_LENGTH: Partial<Record<string, number>> = { SITE_BUILD_TOKEN: 32, SITE_PREVIEW_TOKEN: 32 };

/**
 * Values copied from a template or a tutorial rather than generated: Strapi's `.env.example`
 * (`tobemodified`, `toBeModified1`), the usual placeholders, and text without a single letter or digit
 * (`…`, `***`). Compared case-insensitively after dropping everything but letters and digits.
 */
const PLACEHOLDER =
  /^(?:|to-?be-?modified\d*|change-?(?:me|it|this)\d*|replace-?me\d*|secret\d*|password\d*|passw0rd\d*|example\d*|default\d*|test\d*|dummy\d*|placeholder\d*|your\w*|x+|strapi\d*|postgres\d*|null|undefined)$/;

const normalised = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Why a secret value is unacceptable, or null when it is fine. */
function weakness(value: string, minLength: number): string | null {
  if (PLACEHOLDER.test(normalised(value))) return 'is a placeholder, not a generated secret';
  if (new Set(value).size === 1) return 'repeats one character';
  if (value.length < minLength) return `is shorter than ${minLength} characters`;
  return null;
}

/** The individual values of a secret variable (`APP_KEYS` holds several). */
const valuesOf = (name: string, raw: string) =>
  name === 'APP_KEYS' ? raw.split(',').map((key) => key.trim()) : [raw.trim()];

function checkSecret(name: string, raw: string | undefined, required: boolean): string[] {
  if (raw === undefined || raw.trim() === '') return required ? [`${name} is not set`] : [];
  return valuesOf(name, raw).flatMap((value, index) => {
    const problem = weakness(value, MIN_LENGTH[name] ?? MIN_SECRET_LENGTH);
    if (problem === null) return [];
    return [name === 'APP_KEYS' ? `APP_KEYS entry ${index + 1} ${problem}` : `${name} ${problem}`];
  });
}

/** One value used for two different secrets: leaking one would leak both. */
function reusedSecrets(env: Env): string[] {
  const owners = new Map<string, string[]>();
  for (const name of [...CMS_REQUIRED_SECRETS, ...OPTIONAL_SECRETS]) {
    for (const value of valuesOf(name, env[name] ?? '')) {
      if (value !== '') owners.set(value, [...(owners.get(value) ?? []), name]);
    }
  }
  return [...owners.values()]
    .map((names) => [...new Set(names)])
    .filter((names) => names.length > 1)
    .map((names) => `${names.join(' and ')} share the same value`);
}

/** The database password, when PostgreSQL is configured without a connection URL. */
function databaseProblems(env: Env): string[] {
  if (env.DATABASE_CLIENT !== 'postgres' || (env.DATABASE_URL ?? '') !== '') return [];
  const password = env.DATABASE_PASSWORD;
  if (password === undefined || password === '') return ['DATABASE_PASSWORD is not set'];
  return PLACEHOLDER.test(normalised(password)) ? ['DATABASE_PASSWORD is a placeholder, not a generated secret'] : [];
}

/** Every problem with the secrets in `env`, each naming its variable (never the value). */
export function secretProblems(env: Env): string[] {
  return [
    ...CMS_REQUIRED_SECRETS.flatMap((name) => checkSecret(name, env[name], true)),
    ...OPTIONAL_SECRETS.flatMap((name) => checkSecret(name, env[name], false)),
    ...reusedSecrets(env),
    ...databaseProblems(env),
  ];
}

/**
 * In production (`NODE_ENV=production`, as the CMS image sets it) throws, listing every problem, so the
 * process exits before it serves anything. Development generates its secrets into `cms/.env`.
 */
export function assertProductionSecrets(env: Env = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = secretProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    `Refusing to start with missing or default secrets:\n  - ${problems.join('\n  - ')}\n` +
      'Generate each with `openssl rand -hex 32` (APP_KEYS: four comma-separated values); see docs/operations.md.',
  );
}
