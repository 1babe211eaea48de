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

test('nginx reads the rules and the build-generated configuration from where compose mounts them', () => {
  const nginx = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const volumes = service('web').volumes ?? [];
  const mountOf = (source: string) => volumes.find((v) => v.startsWith(`${source}:`))?.split(':')[1];
  expect(mountOf('./deploy/nginx.conf')).toBe('/etc/nginx/conf.d/default.conf');
  // Relative includes resolve against /etc/nginx/, the folder of the image's main nginx.conf.
  expect(mountOf('./deploy/nginx')).toBe('/etc/nginx/site-rules');
  expect(nginx).toContain('include site-rules/site.conf;');
  const siteRoot = mountOf('site-public');
  expect(siteRoot).toBe('/srv/site');
  expect(nginx).toContain(`root ${siteRoot};`);
  expect(nginx).toContain(`include ${siteRoot}/_server/nginx.conf;`);
  expect(service('site-builder').volumes).toContain(`site-public:${siteRoot}`);
  // The site builder writes that file (it needs CMS_PUBLIC_URL for the CSP) and ships the rules it uses.
  const builder = fs.readFileSync(path.join(ROOT, 'deploy', 'site-builder.Dockerfile'), 'utf8');
  expect(builder).toMatch(/gatsby\/cli\.js build && node \.\.\/deploy\/site-build-config\.mjs public && /);
  expect(builder).toContain(
    'COPY deploy/site-rules.mjs deploy/render-nginx.mjs deploy/site-build-config.mjs ./deploy/',
  );
  expect(service('site-builder').environment?.CMS_PUBLIC_URL).toBeDefined();
});
