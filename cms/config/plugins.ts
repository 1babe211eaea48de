import type { Core } from '@strapi/strapi';
import { uploadPluginConfig } from '../src/lib/upload-storage';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Media on the CMS's disk (served with nosniff, script-capable files in a CSP sandbox), or in an S3-compatible
  // object store when S3_BUCKET is set (several CMS instances then share them): src/lib/upload-storage.ts,
  // docs/operations.md "Scaling past one machine".
  upload: uploadPluginConfig(process.env),
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  // Outgoing e-mail (contact notifications, newsletter confirmations) over SMTP.
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ...(env('SMTP_USERNAME')
          ? {
              auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') },
              // With credentials the connection is encrypted or nothing is sent: a server (or a man in the
              // middle) that does not offer STARTTLS makes the send fail instead of reading the password.
              requireTLS: true,
            }
          : // Without credentials nothing secret travels: the local capture server, or a relay on a trusted network.
            { ignoreTLS: !env.bool('SMTP_SECURE', false) }),
        // Bounded waits: a mail server that accepts the connection and then hangs must not stall the outbox.
        connectionTimeout: 10_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
        // Reuse SMTP connections instead of opening one per message.
        pool: true,
        maxConnections: 3,
      },
      settings: {
        defaultFrom: env('EMAIL_FROM') || 'Kastell Labs <no-reply@kastell-labs.example>',
        defaultReplyTo: env('EMAIL_REPLY_TO') || 'hello@kastell-labs.example',
      },
    },
  },
});
