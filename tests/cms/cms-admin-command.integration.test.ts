/**
 * `npm run cms:admin` while the CMS runs: it creates the user and leaves what belongs to the
 * running CMS alone — no "REBUILD_WEBHOOK_URL is not set" warning (the operator's shell has no rebuild settings, the
 * running CMS has), and the rebuild webhook is still registered afterwards, so publishing still rebuilds the site.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminToken, request } from '../support/cms';
import { dbTargetFromEnv } from '../support/db';
import { databaseEnv } from '../faults/support';

const WEBHOOK = 'Site rebuild (managed by the CMS configuration)';
const webhookNames = async (token: string) =>
  ((await request('GET', '/admin/webhooks', { token })).body.data as Array<{ name: string }>).map((w) => w.name);

test('creates a user without a rebuild warning and keeps the rebuild webhook', async () => {
  const token = await adminToken();
  expect(await webhookNames(token)).toContain(WEBHOOK);
  const email = `cli-editor-${Date.now()}@example.com`;
  const root = path.join(__dirname, '..', '..');
  const env: NodeJS.ProcessEnv = { ...process.env, ...databaseEnv(dbTargetFromEnv()) };
  delete env.REBUILD_WEBHOOK_URL;
  delete env.PREVIEW_URL;
  // Asynchronously: a blocked event loop would leave the HTTP client with connections the CMS has closed.
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'scripts', 'create-admin.mjs'),
      '--email',
      email,
      '--password',
      'Cli-Passw0rd!',
      '--role',
      'Content editor',
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  expect(stdout).toContain(`✔ ${email} (Content editor)`);
  expect(`${stdout}${stderr}`).not.toContain('REBUILD_WEBHOOK_URL is not set');
  expect(await webhookNames(token)).toContain(WEBHOOK);
}, 120_000);
