/**
 * The production stack can't be started here (no Docker engine), so its configuration is checked
 * statically: services and their wiring, images and users, healthchecks, the secrets it requires, and that
 * docs/operations.md documents them. What the stack runs is tested for real elsewhere: the proxy and the web
 * service's release follower with Debian's nginx (tests/deploy/).
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { S3_VARIABLES } from '../cms/src/lib/upload-storage';
import { BUNDLED_NODE, isSupportedNode } from '../scripts/lib/node-runtime.mjs';

const ROOT = path.resolve(__dirname, '..');
const composeText = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
type Service = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  entrypoint?: string[];
  user?: string;
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  healthcheck?: { test: string[] };
};
const compose = parse(composeText) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const service = (name: string): Service => compose.services[name]!;
const dockerfile = (name: string): string => {
  const build = service(name).build!;
  return fs.readFileSync(path.join(ROOT, build.context, build.dockerfile), 'utf8');
};
const mountOf = (name: string, source: string) =>
  service(name)
    .volumes?.find((v) => v.startsWith(`${source}:`))
    ?.split(':')[1];

test('defines the database, CMS, its proxy, the rebuild worker and the web server, in dependency order', () => {
  expect(Object.keys(compose.services).sort()).toEqual(['cms', 'cms-proxy', 'db', 'preview', 'rebuild', 'web']);
  expect(service('cms').depends_on?.db?.condition).toBe('service_healthy');
  expect(service('cms-proxy').depends_on?.cms?.condition).toBe('service_healthy');
  expect(service('rebuild').depends_on?.cms?.condition).toBe('service_healthy');
  expect(service('cms').environment?.DATABASE_CLIENT).toBe('postgres');
  expect(service('db').volumes).toContain('db-data:/var/lib/postgresql/data');
});

test('the rebuild worker runs scripts/rebuild.mjs and the CMS calls it on publish with the shared secret', () => {
  expect(service('rebuild').command).toEqual(['node', 'scripts/rebuild.mjs']);
  expect(service('rebuild').environment?.CMS_URL).toBe('http://cms:1337');
  expect(service('rebuild').environment?.SITE_RELEASES_DIR).toBe('/srv/site');
  const port = service('rebuild').environment?.REBUILD_PORT;
  expect(service('cms').environment?.REBUILD_WEBHOOK_URL).toBe(`http://rebuild:${port}/webhook`);
  // The preview server reads the worker's status, which answers only with the secret.
  for (const name of ['cms', 'rebuild', 'preview'])
    expect(service(name).environment?.REBUILD_WEBHOOK_SECRET).toBe(
      '${REBUILD_WEBHOOK_SECRET:?set REBUILD_WEBHOOK_SECRET}',
    );
});

test('a failed build never takes the site down: web does not wait for a build and serves the live link', () => {
  // `service_completed_successfully` on a build would keep nginx down whenever the build at `up` fails.
  expect(service('web').depends_on).toBeUndefined();
  expect(mountOf('web', 'site-releases')).toBe('/srv/site');
  expect(service('web').volumes).toContain('site-releases:/srv/site:ro');
  expect(service('rebuild').volumes).toContain('site-releases:/srv/site');
  const nginx = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  expect(nginx).toContain('root /srv/site/current;');
  expect(nginx).toContain('include /srv/site/current/_server/nginx.conf;');
  // The entry point renders that template and reloads nginx when the link moves (tests/deploy/).
  const script = mountOf('web', './deploy/web/serve-live-release.sh');
  expect(service('web').entrypoint).toEqual(['/bin/sh', script]);
  expect(mountOf('web', './deploy/nginx.conf')).toBe('/etc/nginx/kastell/site.conf.template');
  const defaultConf = fs.readFileSync(path.join(ROOT, 'deploy', 'web', 'default.conf'), 'utf8');
  expect(mountOf('web', './deploy/web/default.conf')).toBe('/etc/nginx/conf.d/default.conf');
  expect(defaultConf).toContain('include /tmp/kastell/site.conf;');
  // Relative includes resolve against /etc/nginx/, the folder of the image's main nginx.conf.
  expect(mountOf('web', './deploy/nginx')).toBe('/etc/nginx/site-rules');
  expect(nginx).toContain('include site-rules/site.conf;');
  expect(nginx).toMatch(/listen 8080;/);
});

test('the CMS proxy mounts the generated configuration; only it and web are published, on loopback', () => {
  expect(mountOf('cms-proxy', './deploy/cms-proxy.conf')).toBe('/etc/nginx/conf.d/default.conf');
  expect(mountOf('cms-proxy', './deploy/cms-proxy')).toBe('/etc/nginx/cms-proxy');
  expect(service('cms').ports).toBeUndefined();
  expect(service('db').ports).toBeUndefined();
  expect(service('rebuild').ports).toBeUndefined();
  const published = ['cms-proxy', 'web', 'preview'].flatMap((name) => service(name).ports ?? []);
  expect(published.length).toBe(4);
  for (const port of published) expect(port).toMatch(/^'?127\.0\.0\.1:/);
});

test('Node services build on the Node.js major the tests run on and as the unprivileged node user; nginx too', () => {
  // The tests run on Node.js 24: the machine's where it is supported, else the copy npm install brings
  // (scripts/node-runtime/package.json).
  const major = BUNDLED_NODE.version.split('.')[0];
  expect(isSupportedNode(BUNDLED_NODE.version)).toBe(true);
  // Every service built here is a Node service (the draft preview shares the worker's image).
  const built = Object.keys(compose.services).filter((name) => service(name).build);
  expect(built.sort()).toEqual(['cms', 'preview', 'rebuild']);
  for (const name of built) {
    const text = dockerfile(name);
    const bases = [...text.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(`node:${major}-bookworm-slim`);
    const lastStage = text.slice(text.lastIndexOf('\nFROM '));
    expect(lastStage).toMatch(/^USER node$/m);
    // Every install follows the committed lockfile (copied first; never `--no-package-lock`, never a
    // package named on the command line). `npm ci` refuses this project's lockfile: see deploy/cms.Dockerfile.
    const code = text.replace(/^#.*$/gm, '');
    const installs = [...code.matchAll(/npm (?:ci|install)\b[^\n\\&]*/g)].map((m) => m[0]);
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) {
      expect(install).not.toMatch(/--no-package-lock|--package-lock=false|--no-save/);
      expect(install.replace(/--workspace \S+/g, '')).not.toMatch(/ [a-z@][\w@/.-]*@|install [a-z@]/);
    }
    expect(code.indexOf('package-lock.json')).toBeLessThan(code.indexOf(installs[0]!));
    expect(service(name).user).toBe('node');
  }
  // The CMS ships production dependencies only.
  expect(dockerfile('cms')).toMatch(/npm install --omit=dev --ignore-scripts --workspace cms/);
  const runtime = dockerfile('cms').slice(dockerfile('cms').lastIndexOf('\nFROM '));
  expect(runtime).toContain('COPY --from=deps /app ./');
  // What the build stage passes on has no node_modules left, so no development dependency can slip in.
  expect(dockerfile('cms')).toContain('find . -name node_modules -type d -prune -exec rm -rf {} +');
  expect(runtime.indexOf('COPY --from=build /app ./')).toBeLessThan(runtime.indexOf('COPY --from=deps /app ./'));
  for (const name of ['cms-proxy', 'web'])
    expect(service(name).image).toMatch(/^nginxinc\/nginx-unprivileged:1\.2[89]-alpine$/);
});

test("the preview's healthcheck asks for the renderer's health, and a 401 is not healthy", () => {
  const check = service('preview').healthcheck?.test?.join(' ') ?? '';
  expect(check).toContain('/__preview/health');
  expect(check).toContain('r.status===200');
  expect(check).not.toContain('401');
});

test('every long-running service has a healthcheck', () => {
  for (const name of ['db', 'cms', 'cms-proxy', 'rebuild', 'web', 'preview']) {
    expect(service(name).healthcheck?.test?.length).toBeGreaterThan(1);
  }
});

test('builds from files that exist and names every volume it mounts', () => {
  for (const name of ['cms', 'rebuild']) {
    const build = service(name).build!;
    expect(fs.existsSync(path.join(ROOT, build.context, build.dockerfile))).toBe(true);
  }
  for (const each of Object.values(compose.services)) {
    for (const volume of each.volumes ?? []) {
      const source = String(volume).split(':')[0]!;
      if (source.startsWith('.')) expect(fs.existsSync(path.join(ROOT, source))).toBe(true);
      else expect(compose.volumes).toHaveProperty(source);
    }
  }
});

test('requires every secret explicitly, gives none a default, and docs/operations.md documents each one', () => {
  const required = [...composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!);
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
      'REBUILD_WEBHOOK_SECRET',
      // The draft preview (docs/operations.md "Draft preview").
      'PREVIEW_URL',
      'PREVIEW_SECRET',
      'SITE_PREVIEW_TOKEN',
      'SMTP_HOST',
      // The sender of every e-mail: a made-up default would be rejected or spam-filtered.
      'EMAIL_FROM',
      // Where browsers load uploaded files from: the admin's listener never serves them.
      'UPLOADS_PUBLIC_URL',
    ]),
  );
  const defaulted = [...composeText.matchAll(/\$\{([A-Z0-9_]+):-([^}]*)\}/g)];
  for (const [, name, value] of defaulted) {
    if (/SECRET|SALT|KEY|PASSWORD|TOKEN/.test(name!)) expect(`${name}=${value}`).toBe(`${name}=`);
  }
  const readme = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
  for (const name of required) expect(readme).toContain(name);
  expect(composeText).not.toMatch(/(SECRET|SALT|KEY|PASSWORD|TOKEN):\s+['"]?[A-Za-z0-9+/=]{16,}/);
});

test('the CMS receives every object-storage variable the upload provider reads; the files’ public address is required', () => {
  for (const name of S3_VARIABLES.filter((n) => n !== 'UPLOADS_PUBLIC_URL'))
    expect(service('cms').environment?.[name]).toBe(`\${${name}:-}`);
  expect(service('cms').environment?.UPLOADS_PUBLIC_URL).toBe('${UPLOADS_PUBLIC_URL:?set UPLOADS_PUBLIC_URL}');
});

test('the build context leaves out local secrets, databases, uploads and installed dependencies', () => {
  const ignored = fs
    .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  for (const pattern of ['**/.env', '**/node_modules', 'cms/.tmp', 'cms/public/uploads', 'site/public', '.git'])
    expect(ignored).toContain(pattern);
});

test('the draft preview: its own workspace, the live release read-only, as user node; saves handed to it', () => {
  const mounts = (name: string) => (service(name).volumes ?? []).map(String);
  expect(mounts('preview')).toEqual(['site-releases:/srv/site:ro', 'preview-work:/srv/preview-work']);
  expect(service('preview').environment?.PREVIEW_DIR).toBe('/srv/preview-work');
  expect(mounts('web').some((m) => m.startsWith('preview'))).toBe(false);
  expect(mounts('rebuild').some((m) => m.startsWith('preview'))).toBe(false);
  expect(service('preview').command).toEqual(['node', 'scripts/preview-server.mjs']);
  expect(service('preview').user).toBe('node');
  expect(service('rebuild').environment?.PREVIEW_REFRESH_URL).toBe('http://preview:9091/__preview/refresh');
  // The CMS signs preview tokens with PREVIEW_SECRET; the preview server only asks the CMS about them.
  expect(service('cms').environment?.PREVIEW_SECRET).toBe('${PREVIEW_SECRET:?set PREVIEW_SECRET}');
  expect(service('preview').environment?.PREVIEW_SECRET).toBeUndefined();
  expect(service('preview').environment?.CMS_URL).toBe('http://cms:1337');
  for (const name of ['rebuild', 'preview']) {
    expect(service(name).environment?.REBUILD_WEBHOOK_SECRET).toBe(
      '${REBUILD_WEBHOOK_SECRET:?set REBUILD_WEBHOOK_SECRET}',
    );
  }
});
