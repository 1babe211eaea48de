import { env } from '@strapi/utils';
import plugins from '../../config/plugins';

const SMTP_VARIABLES = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USERNAME', 'SMTP_PASSWORD'];
const saved = Object.fromEntries(SMTP_VARIABLES.map((name) => [name, process.env[name]]));

/** The nodemailer options the CMS would use with these SMTP variables set. */
function smtpOptions(variables: Record<string, string>) {
  for (const name of SMTP_VARIABLES) delete process.env[name];
  Object.assign(process.env, variables);
  return plugins({ env }).email.config.providerOptions as Record<string, unknown>;
}

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('SMTP transport', () => {
  it('requires TLS when it sends credentials (STARTTLS on the submission port)', () => {
    const options = smtpOptions({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_USERNAME: 'u',
      SMTP_PASSWORD: 'p',
    });
    expect(options).toMatchObject({ host: 'smtp.example.com', port: 587, secure: false, requireTLS: true });
    expect(options.auth).toEqual({ user: 'u', pass: 'p' });
    expect(options.ignoreTLS).toBeUndefined();
  });

  it('requires TLS with credentials on an implicit-TLS port as well', () => {
    const options = smtpOptions({ SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USERNAME: 'u', SMTP_PASSWORD: 'p' });
    expect(options).toMatchObject({ secure: true, requireTLS: true });
    expect(options.ignoreTLS).toBeUndefined();
  });

  it('talks plain SMTP to the local capture server, which has no credentials', () => {
    const options = smtpOptions({});
    expect(options).toMatchObject({ host: '127.0.0.1', port: 1025, secure: false, ignoreTLS: true });
    expect(options.auth).toBeUndefined();
    expect(options.requireTLS).toBeUndefined();
  });
});
