import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDERER_TOKEN_HEADER, rendererRefusal } from './renderer-guard.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const PRELOAD = pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'renderer-guard-preload.mjs')).href;
const TOKEN = 'c'.repeat(64);
const DRAFTS = '{"data":{"allStrapiPost":{"nodes":[{"title":"Unpublished launch"}]}}}';

/**
 * A stand-in for develop as it answers today: express with the `cors()` middleware develop installs first, a
 * GraphQL route and page data full of drafts, a hot-reload socket. Loaded with the gate exactly as the renderer is.
 */
const DEVELOP_STAND_IN = `
import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(path.join(ROOT, 'package.json'))});
const express = require('express');
const cors = require('cors');
const app = express();
app.use(cors());
app.use('/___graphql', (_req, res) => res.type('application/json').send(${JSON.stringify(DRAFTS)}));
app.get('/page-data/index/page-data.json', (_req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Credentials': 'true' });
  res.end(${JSON.stringify(DRAFTS)});
});
const server = app.listen(__PORT__, '127.0.0.1', () => console.log('listening'));
server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 101 Switching Protocols\\r\\n\\r\\n'));
`;

let dir;
let child;
let port;

/** The status of a request written byte for byte (fetch would not send another Host or an upgrade). */
function rawStatus(to, request) {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect(to, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => {
      received += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
  });
}

/** A free loopback port: the gate needs to know the renderer's Host before the renderer listens. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return free;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-guard-'));
  port = await freePort();
  const script = path.join(dir, 'develop-stand-in.mjs');
  fs.writeFileSync(script, DEVELOP_STAND_IN.replace('__PORT__', String(port)));
  child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PREVIEW_RENDERER_TOKEN: TOKEN,
      PREVIEW_RENDERER_HOST: `127.0.0.1:${port}`,
      NODE_OPTIONS: `--import=${PRELOAD}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const url = (target) => `http://127.0.0.1:${port}${target}`;
const evilOrigin = { Origin: 'https://evil.example' };

describe('the renderer answers only the preview server', () => {
  it.each(['/___graphql', '/page-data/index/page-data.json', '/__refresh', '/dev-404-page/'])(
    '%s from a web page (no token) → 403, no CORS header, no drafts',
    async (target) => {
      const answer = await fetch(url(target), { headers: evilOrigin });
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(await answer.text()).toBe('');
    },
  );

  it('a CORS preflight from another origin → 403 without any Access-Control header', async () => {
    const answer = await fetch(url('/___graphql'), {
      method: 'OPTIONS',
      headers: {
        ...evilOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(answer.status).toBe(403);
    expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('a wrong token → 403', async () => {
    const answer = await fetch(url('/___graphql'), { headers: { [RENDERER_TOKEN_HEADER]: 'd'.repeat(64) } });
    expect(answer.status).toBe(403);
  });

  it('the right token under another Host (DNS rebinding) → 421, no drafts', async () => {
    const status = await rawStatus(
      port,
      `GET /___graphql HTTP/1.1\r\nHost: rebind.evil.example:${port}\r\n${RENDERER_TOKEN_HEADER}: ${TOKEN}\r\nConnection: close\r\n\r\n`,
    );
    expect(status).toBe(421);
  });

  it('the token with its own Host → the answer, with every CORS header develop set removed', async () => {
    for (const target of ['/___graphql', '/page-data/index/page-data.json']) {
      const answer = await fetch(url(target), { headers: { ...evilOrigin, [RENDERER_TOKEN_HEADER]: TOKEN } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Unpublished launch');
      expect([...answer.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it("develop's hot-reload socket without the token is refused", async () => {
    const status = await rawStatus(
      port,
      `GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
    );
    expect(status).toBe(403);
  });
});

describe('rendererRefusal', () => {
  const gate = { token: TOKEN, host: '127.0.0.1:9092' };
  it.each([
    [{ host: '127.0.0.1:9092', [RENDERER_TOKEN_HEADER]: TOKEN }, null],
    [{ host: 'localhost:9092', [RENDERER_TOKEN_HEADER]: TOKEN }, 'host'],
    [{ host: '127.0.0.1:9093', [RENDERER_TOKEN_HEADER]: TOKEN }, 'host'],
    [{ [RENDERER_TOKEN_HEADER]: TOKEN }, 'host'],
    [{ host: '127.0.0.1:9092' }, 'token'],
    [{ host: '127.0.0.1:9092', [RENDERER_TOKEN_HEADER]: '' }, 'token'],
    [{ host: '127.0.0.1:9092', [RENDERER_TOKEN_HEADER]: `${TOKEN}x` }, 'token'],
  ])('%o → %s', (headers, expected) => {
    expect(rendererRefusal({ headers }, gate)).toBe(expected);
  });
});

test('the preload refuses to start a renderer without a gate', async () => {
  const started = spawn(process.execPath, ['-e', 'console.log("open")'], {
    env: { ...process.env, PREVIEW_RENDERER_TOKEN: '', NODE_OPTIONS: `--import=${PRELOAD}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  started.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => started.once('exit', resolve));
  expect(code).toBe(1);
  expect(out).toBe('');
});
