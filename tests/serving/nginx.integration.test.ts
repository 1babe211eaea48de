/**
 * Debian's nginx running deploy/nginx.conf (scripts/lib/nginx.mjs; started by scripts/test.mjs, which
 * sets NGINX_URL) against the built site: the same behaviour as the local static server.
 */
import { describeServingRules } from './behaviour';

const url = process.env.NGINX_URL;

test('nginx is running for these tests', async () => {
  expect(url).toMatch(/^http:\/\//);
  expect((await fetch(`${url}/`)).headers.get('server')).toBe('nginx');
});

describeServingRules(() => url ?? 'http://nginx-url-not-set.invalid');
