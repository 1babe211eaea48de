/**
 * The upload configuration switches by environment: the CMS's disk by default, an S3-compatible object store
 * when S3_BUCKET is set. The store's configuration is checked the way the CMS uses it: the provider Strapi
 * loads uploads a file to a local stand-in of an S3 endpoint.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { env as strapiEnv } from '@strapi/utils';
import plugins from '../../config/plugins';
import { SANDBOX_POLICY } from '../../src/middlewares/lib/file-headers';
import { cmsCspDirectives } from '../../src/lib/cms-csp';
import { S3_VARIABLES, localUploadUrl, uploadPluginConfig, uploadsPublicBase } from '../../src/lib/upload-storage';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const s3Provider = require('@strapi/provider-upload-aws-s3');

const saved = { ...process.env };
afterEach(() => {
  for (const name of S3_VARIABLES) delete process.env[name];
  Object.assign(process.env, saved);
});

const S3_ENV = {
  S3_BUCKET: 'kastell-media',
  UPLOADS_PUBLIC_URL: 'https://media.example.com/',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

type UploadConfig = { provider?: string; providerOptions: { localServer?: { setHeaders?: unknown } } };
const uploadConfig = () => (plugins({ env: strapiEnv }) as { upload: { config: UploadConfig } }).upload.config;

test('without S3_BUCKET, files stay on the CMS disk, served with the headers of the upload allow-list', () => {
  for (const name of S3_VARIABLES) delete process.env[name];
  const config = uploadConfig();
  expect(config.provider).toBeUndefined();
  const setHeaders = config.providerOptions.localServer?.setHeaders as (res: unknown, file: string) => void;
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
  Object.assign(globalThis, { strapi: { dirs: { static: { public: '/srv/cms/public' } } } });
  try {
    setHeaders(res, '/srv/cms/public/uploads/poc_1a2b3c.shtml');
  } finally {
    Reflect.deleteProperty(globalThis, 'strapi');
  }
  expect(headers).toEqual({
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': 'attachment',
    'Content-Security-Policy': SANDBOX_POLICY,
  });
});

test('UPLOADS_PUBLIC_URL without the store: files on the CMS disk are loaded from there, not the admin’s origin', () => {
  const env = { UPLOADS_PUBLIC_URL: 'https://cms.example.com/' };
  expect(uploadsPublicBase(env)).toBe('https://cms.example.com');
  expect(uploadsPublicBase({})).toBeUndefined();
  expect(localUploadUrl('/uploads/cover_1a2b.png', 'https://cms.example.com')).toBe(
    'https://cms.example.com/uploads/cover_1a2b.png',
  );
  expect(localUploadUrl('https://old.example.com/cdn/uploads/cover_1a2b.png', undefined)).toBe(
    '/uploads/cover_1a2b.png',
  );
  expect(localUploadUrl('https://media.example.com/cms/cover_1a2b.png', 'https://x.example')).toBe(
    'https://media.example.com/cms/cover_1a2b.png',
  );
  expect(cmsCspDirectives(env)['img-src']).toContain('https://cms.example.com');
  expect(() => uploadsPublicBase({ UPLOADS_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/absolute http\(s\) URL/);
});

test('with S3_BUCKET, config/plugins.ts selects the S3 provider from the environment', () => {
  Object.assign(process.env, S3_ENV, { S3_ROOT_PATH: 'cms' });
  expect(uploadConfig()).toEqual({
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: 'https://media.example.com',
      rootPath: 'cms',
      s3Options: {
        region: 'eu-central-1',
        forcePathStyle: false,
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: S3_ENV.S3_SECRET_ACCESS_KEY },
        params: { Bucket: 'kastell-media', ACL: undefined },
      },
    },
    security: { deniedTypes: [] },
  });
});

test('the admin panel may show media from the store (its CSP names the store); without one, the CMS only', () => {
  expect(cmsCspDirectives(process.env)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  Object.assign(process.env, S3_ENV);
  const directives = cmsCspDirectives(process.env);
  expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://media.example.com']);
  expect(directives['media-src']).toContain('https://media.example.com');
  expect(directives['connect-src']).toContain('https://media.example.com');
  expect(directives['script-src']).toEqual(["'self'"]);
});

test.each([
  ['no public URL', { S3_BUCKET: 'b' }, /UPLOADS_PUBLIC_URL is required/],
  [
    'a host name',
    { S3_BUCKET: 'b', UPLOADS_PUBLIC_URL: 'media.example.com' },
    /UPLOADS_PUBLIC_URL must be an absolute/,
  ],
  ['a script URL', { S3_BUCKET: 'b', UPLOADS_PUBLIC_URL: 'javascript:alert(1)' }, /must be an absolute http\(s\) URL/],
  ['half a key pair', { ...S3_ENV, S3_SECRET_ACCESS_KEY: '' }, /must be set together/],
  ['a writable ACL', { ...S3_ENV, S3_ACL: 'public-read-write' }, /S3_ACL must be one of public-read/],
  ['a non-boolean', { ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
  ['an FTP endpoint', { ...S3_ENV, S3_ENDPOINT: 'ftp://minio:9000' }, /S3_ENDPOINT must be an absolute http\(s\) URL/],
])('a half-configured store stops the CMS at start: %s', (_label, env, message) => {
  expect(() => uploadPluginConfig(env)).toThrow(message);
});

test('an S3-compatible endpoint (path style, e.g. MinIO) receives the upload; the file URL is the public one', async () => {
  const received: Array<{ method?: string; url?: string; body: string; auth?: string; acl?: string }> = [];
  const endpoint = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        body,
        auth: request.headers.authorization,
        acl: request.headers['x-amz-acl'] as string | undefined,
      });
      response.writeHead(200, { ETag: '"0123456789abcdef"' }).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = endpoint.address() as AddressInfo;
    const { config } = uploadPluginConfig({
      ...S3_ENV,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ROOT_PATH: 'cms',
    });
    const provider = s3Provider.init((config as UploadConfig).providerOptions);
    const file = {
      name: 'cover.png',
      hash: 'cover_a1b2c3',
      ext: '.png',
      mime: 'image/png',
      buffer: Buffer.from('png'),
    };
    await provider.upload(file);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'PUT',
      url: '/kastell-media/cms/cover_a1b2c3.png?x-id=PutObject',
      body: 'png',
    });
    expect(received[0]!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\//);
    expect(received[0]!.acl).toBeUndefined(); // no ACL header unless S3_ACL asks for one
    expect((file as { url?: string }).url).toBe('https://media.example.com/cms/cover_a1b2c3.png');
  } finally {
    endpoint.close();
  }
});
