import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer } from './static-server.mjs';

let server;
let base;
let root;

const write = (rel, content) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), content);
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  write('index.html', '<html lang="en">home</html>');
  write('about/index.html', 'about');
  write('404.html', 'english 404');
  write('de/404/index.html', 'deutsche 404');
  write('page-data/404.html/page-data.json', '{}');
  write('redirects.json', JSON.stringify([{ from: '/insight/abc123/', to: '/insight/hello-world/' }]));
  server = createStaticServer(root);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => server.close());

const get = (p) => fetch(base + p, { redirect: 'manual' });

test('serves pages and redirects to the trailing-slash URL permanently', async () => {
  expect(await (await get('/about/')).text()).toBe('about');
  const r = await get('/about?x=1');
  expect(r.status).toBe(301);
  expect(r.headers.get('location')).toBe('/about/?x=1');
});

test('answers unknown pages with status 404 and the page of the path language', async () => {
  const en = await get('/nope/');
  expect(en.status).toBe(404);
  expect(await en.text()).toBe('english 404');
  const de = await get('/de/nein/');
  expect(de.status).toBe(404);
  expect(await de.text()).toBe('deutsche 404');
});

test('answers missing assets and page data with a bare 404 (and survives directories named like files)', async () => {
  const r = await get('/page-data/missing/page-data.json');
  expect(r.status).toBe(404);
  expect(await r.text()).toBe('Not found');
  expect((await get('/')).status).toBe(200);
});

test('applies the redirects written by the build', async () => {
  const r = await get('/insight/abc123/');
  expect(r.status).toBe(301);
  expect(r.headers.get('location')).toBe('/insight/hello-world/');
});

test('refuses methods other than GET and HEAD and paths outside the root', async () => {
  expect((await fetch(base + '/', { method: 'POST' })).status).toBe(405);
  expect((await get('/../../etc/passwd')).status).toBe(404);
});
