import crypto from 'crypto';
import type { Core } from '@strapi/strapi';

type Credentials = { email?: unknown; password?: unknown };
/** The part of the admin's `auth` service the login uses (`@strapi/admin` services/auth). */
type AdminAuth = {
  checkCredentials(credentials: Credentials): Promise<unknown>;
  hashPassword(password: string): Promise<string>;
  validatePassword(password: string, hash: string): Promise<boolean>;
};

/**
 * Strapi's admin login compares the password with the account's hash only when the e-mail belongs to an
 * account: an unknown address answered in a few milliseconds, an existing one in ~60 ms (one bcrypt
 * comparison), which told anyone which addresses have admin accounts. Here an unknown address (or an account
 * without a password) costs one comparison as well, against a hash made the same way as the accounts'
 * (Strapi's own `hashPassword`), before Strapi's check answers "Invalid credentials" as it did. Runs in
 * `bootstrap()`, before the server takes requests; the login looks the service up on every attempt.
 */
export function equaliseAdminLoginTiming(strapi: Core.Strapi): void {
  const auth = strapi.service('admin::auth') as unknown as AdminAuth;
  const checkCredentials = auth.checkCredentials.bind(auth);
  const standIn = auth.hashPassword(crypto.randomBytes(32).toString('hex'));
  auth.checkCredentials = async (credentials) => {
    // Passport hands over the e-mail as lower-cased text; anything else finds nobody.
    const email = typeof credentials.email === 'string' ? credentials.email : '';
    const user = (await strapi.db.query('admin::user').findOne({ where: { email }, select: ['id', 'password'] })) as {
      password?: unknown;
    } | null;
    if (typeof user?.password !== 'string' || user.password === '') {
      await auth.validatePassword(String(credentials.password ?? ''), await standIn);
    }
    return checkCredentials(credentials);
  };
}
