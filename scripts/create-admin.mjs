#!/usr/bin/env node
// `npm run cms:admin -- --email you@example.com --password 'Secret-123' [--firstname A --lastname B] [--role R]`
// Creates an administrator for the CMS admin panel (works while `npm start` is running, or not); with --role, a
// user with that role instead ("Content editor", "Translator", "Inbox", see docs/editors.md).
import path from 'node:path';
import { CMS_DIR, ROOT } from './lib/env.mjs';
import { buildCms, cmsEnv, cmsNeedsBuild } from './lib/cms.mjs';
import { run } from './lib/processes.mjs';

const args = process.argv.slice(2);
const value = (name) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].split('=').slice(1).join('=') : args[i + 1];
};
const email = value('email');
const password = value('password');
if (!email || !password) {
  console.error(
    "Usage: npm run cms:admin -- --email you@example.com --password 'At-least-8-chars-1' [--firstname Ada --lastname Lovelace] [--role 'Content editor']",
  );
  process.exit(1);
}
try {
  if (cmsNeedsBuild()) await buildCms();
  const role = value('role');
  const firstname = value('firstname') ?? 'Site';
  const lastname = value('lastname') ?? 'Editor';
  const cli = role
    ? [path.join(ROOT, 'scripts', 'lib', 'admin-user-with-role.cjs'), email, password, firstname, lastname, role]
    : [
        path.join(ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'),
        'admin:create-user',
        `--email=${email}`,
        `--password=${password}`,
        `--firstname=${firstname}`,
        `--lastname=${lastname}`,
      ];
  await run(process.execPath, cli, { cwd: CMS_DIR, env: cmsEnv({ SEED_FIXTURES: 'false', CMS_COMMAND: 'true' }) });
  if (role) process.exit(0);
  console.log(`✔ Administrator ${email} can now log in at the CMS admin (/admin).`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
