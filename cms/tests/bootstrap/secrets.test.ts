import crypto from 'crypto';
import { CMS_REQUIRED_SECRETS } from '@app/cms-client';
import { assertProductionSecrets, secretProblems } from '../../src/bootstrap/secrets';

const random = () => crypto.randomBytes(32).toString('hex');

/** A production environment as docs/operations.md tells operators to write it: every secret generated. */
function goodEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...Object.fromEntries(CMS_REQUIRED_SECRETS.map((name) => [name, random()])),
    APP_KEYS: [random(), random(), random(), random()].join(','),
    DATABASE_CLIENT: 'postgres',
    DATABASE_PASSWORD: random(),
  };
}

test('generated secrets pass', () => {
  expect(secretProblems(goodEnv())).toEqual([]);
  expect(() => assertProductionSecrets(goodEnv())).not.toThrow();
});

test.each(CMS_REQUIRED_SECRETS)('%s missing or blank is refused', (name) => {
  const missing: Record<string, string> = goodEnv();
  delete missing[name];
  expect(secretProblems(missing)).toEqual([`${name} is not set`]);
  expect(secretProblems({ ...goodEnv(), [name]: '   ' })).toEqual([`${name} is not set`]);
});

test.each([
  ['APP_KEYS', 'toBeModified1,toBeModified2', ['APP_KEYS entry 1 is a placeholder, not a generated secret']],
  ['ADMIN_JWT_SECRET', 'tobemodified', ['ADMIN_JWT_SECRET is a placeholder, not a generated secret']],
  ['API_TOKEN_SALT', 'change-me', ['API_TOKEN_SALT is a placeholder, not a generated secret']],
  ['JWT_SECRET', '…', ['JWT_SECRET is a placeholder, not a generated secret']],
  ['ENCRYPTION_KEY', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', ['ENCRYPTION_KEY repeats one character']],
  ['TRANSFER_TOKEN_SALT', 'short-but-real', ['TRANSFER_TOKEN_SALT is shorter than 16 characters']],
  ['SITE_BUILD_TOKEN', 'x7Kp2mQ9vR4tY8wZ', ['SITE_BUILD_TOKEN is shorter than 32 characters']],
])('%s=%j is refused', (name, value, problems) => {
  const found = secretProblems({ ...goodEnv(), [name]: value });
  // 'toBeModified1,toBeModified2' has two bad entries: both are reported.
  expect(found.slice(0, problems.length)).toEqual(problems);
  expect(found.every((problem) => problem.startsWith(name))).toBe(true);
});

test('the second placeholder among the app keys is reported too', () => {
  const keys = [random(), 'tobemodified2', random()].join(',');
  expect(secretProblems({ ...goodEnv(), APP_KEYS: keys })).toEqual([
    'APP_KEYS entry 2 is a placeholder, not a generated secret',
  ]);
});

test('one value for two secrets is refused, naming both', () => {
  const env = goodEnv();
  expect(secretProblems({ ...env, JWT_SECRET: env.ADMIN_JWT_SECRET })).toEqual([
    'ADMIN_JWT_SECRET and JWT_SECRET share the same value',
  ]);
});

test('NEWSLETTER_SECRET is optional, but a placeholder when set is refused', () => {
  expect(secretProblems({ ...goodEnv(), NEWSLETTER_SECRET: 'secret' })).toEqual([
    'NEWSLETTER_SECRET is a placeholder, not a generated secret',
  ]);
});

test('PostgreSQL needs a real password unless a connection URL is given', () => {
  const noPassword: Record<string, string> = goodEnv();
  delete noPassword.DATABASE_PASSWORD;
  expect(secretProblems(noPassword)).toEqual(['DATABASE_PASSWORD is not set']);
  expect(secretProblems({ ...goodEnv(), DATABASE_PASSWORD: 'postgres' })).toEqual([
    'DATABASE_PASSWORD is a placeholder, not a generated secret',
  ]);
  expect(secretProblems({ ...noPassword, DATABASE_URL: 'postgres://cms:pw@db/cms' })).toEqual([]);
});

test('the error lists every problem and never a value', () => {
  const env = { ...goodEnv(), APP_KEYS: 'tobemodified', ENCRYPTION_KEY: '' };
  expect(() => assertProductionSecrets(env)).toThrow(
    /APP_KEYS entry 1 is a placeholder[\s\S]*ENCRYPTION_KEY is not set/,
  );
  const secret = goodEnv();
  try {
    assertProductionSecrets({ ...secret, JWT_SECRET: secret.ADMIN_JWT_SECRET });
    throw new Error('expected a refusal');
  } catch (error) {
    expect((error as Error).message).toContain('share the same value');
    expect((error as Error).message).not.toContain(secret.ADMIN_JWT_SECRET!);
  }
});

test('outside production nothing is enforced (development generates cms/.env)', () => {
  expect(() => assertProductionSecrets({ NODE_ENV: 'development', APP_KEYS: 'tobemodified' })).not.toThrow();
  expect(() => assertProductionSecrets({})).not.toThrow();
});

test('the draft preview is optional; set, its token is long and never the build token', () => {
  expect(secretProblems(goodEnv())).toEqual([]);
  expect(secretProblems({ ...goodEnv(), SITE_PREVIEW_TOKEN: 'x7Kp2mQ9vR4tY8wZ' })).toEqual([
    'SITE_PREVIEW_TOKEN is shorter than 32 characters',
  ]);
  const env = goodEnv();
  expect(secretProblems({ ...env, SITE_PREVIEW_TOKEN: env.SITE_BUILD_TOKEN })).toEqual([
    'SITE_BUILD_TOKEN and SITE_PREVIEW_TOKEN share the same value',
  ]);
  expect(secretProblems({ ...env, PREVIEW_SECRET: 'changeme' })).toEqual([
    'PREVIEW_SECRET is a placeholder, not a generated secret',
  ]);
});
