/**
 * The production stack can't be started here (no Docker engine), so its configuration is checked
 * statically: services and their wiring, the secrets it requires, and that the README documents them.
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..');
const composeText = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
type Service = {
  build?: { context: string; dockerfile: string };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
};
const compose = parse(composeText) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const service = (name: string): Service => compose.services[name]!;

test('defines the database, CMS, site build and web server, started in dependency order', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['cms', 'db', 'site-builder', 'web']);
  expect(service('cms').depends_on?.db?.condition).toBe('service_healthy');
  expect(service('site-builder').depends_on?.cms?.condition).toBe('service_healthy');
  expect(service('web').depends_on?.['site-builder']?.condition).toBe('service_completed_successfully');
  expect(service('cms').environment?.DATABASE_CLIENT).toBe('postgres');
});

test('builds from Dockerfiles and mounts configuration that exist in the repository', () => {
  for (const name of ['cms', 'site-builder']) {
    const build = service(name).build!;
    expect(fs.existsSync(path.join(ROOT, build.context, build.dockerfile))).toBe(true);
  }
  const nginxMount = service('web').volumes?.find((v) => v.includes('nginx')) ?? '';
  expect(fs.existsSync(path.join(ROOT, nginxMount.split(':')[0]!))).toBe(true);
  for (const service of Object.values(compose.services)) {
    for (const volume of service.volumes ?? []) {
      const name = String(volume).split(':')[0]!;
      if (!name.startsWith('.')) expect(compose.volumes).toHaveProperty(name);
    }
  }
});

test('requires every secret explicitly and the README documents each one', () => {
  const required = [...composeText.matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]!);
  expect(new Set(required)).toEqual(
    new Set([
      'DATABASE_PASSWORD',
      'CMS_PUBLIC_URL',
      'SITE_URL',
      'APP_KEYS',
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'SITE_BUILD_TOKEN',
      'SMTP_HOST',
      // The sender of every e-mail: a made-up default would be rejected or spam-filtered (issue #9).
      'EMAIL_FROM',
    ]),
  );
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  for (const name of required) expect(readme).toContain(name);
  expect(composeText).not.toMatch(/(SECRET|SALT|KEY|PASSWORD|TOKEN):\s+['"]?[A-Za-z0-9+/=]{16,}/);
});

test('nginx serves localized 404 pages and the build-generated redirects', () => {
  const nginx = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  expect(nginx).toContain('include /srv/site/redirects.nginx.conf;');
  expect(nginx).toMatch(/location \/de\/ \{\s+error_page 404 \/de\/404\/index\.html;/);
  expect(nginx).toMatch(/error_page 404 \/404\.html;/);
});
