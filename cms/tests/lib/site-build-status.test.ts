import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSiteBuildStatus, rebuildStatusUrl } from '../../src/lib/site-build-status';
import de from '../../src/admin/translations/de.json';
import en from '../../src/admin/translations/en.json';

const SECRET = 'a-shared-webhook-secret-for-tests';

/** The rebuild service's own status, as it answers it (packages/rebuild). */
const serviceStatus = (fields: Record<string, unknown>) => ({
  state: 'idle',
  queued: false,
  live: { release: '20261123-140200-abcdef', since: '2026-11-23T14:02:00.000Z' },
  current: null,
  lastBuild: null,
  lastSuccess: { startedAt: '2026-11-23T14:01:40.000Z', release: '20261123-140200-abcdef' },
  totals: { succeeded: 1, failed: 0 },
  recent: [],
  ...fields,
});

test('every message exists in English and German, with the same placeholders', () => {
  expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
  for (const [key, text] of Object.entries(en)) {
    expect([key, placeholders((de as Record<string, string>)[key]!)]).toEqual([key, placeholders(text)]);
  }
});

describe('the CMS asking the rebuild service', () => {
  test('the status URL sits next to the webhook unless REBUILD_STATUS_URL says otherwise', () => {
    expect(rebuildStatusUrl({ REBUILD_WEBHOOK_URL: 'http://127.0.0.1:9590/webhook' })).toBe(
      'http://127.0.0.1:9590/status',
    );
    expect(
      rebuildStatusUrl({ REBUILD_WEBHOOK_URL: 'http://a/webhook', REBUILD_STATUS_URL: 'http://rebuild:9090/status' }),
    ).toBe('http://rebuild:9090/status');
    expect(rebuildStatusUrl({})).toBeNull();
  });

  test('passes on what editors see, never the build log, paths or release ids; reports a refused connection or an error status without throwing', async () => {
    const server = http.createServer((req, res) => {
      if (req.headers['x-rebuild-secret'] !== SECRET) {
        res.writeHead(401).end();
      } else if (req.url === '/status') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            serviceStatus({
              state: 'building',
              lastBuild: {
                result: 'failed',
                startedAt: '2026-11-23T14:05:00.000Z',
                finishedAt: '2026-11-23T14:05:09.000Z',
                error: 'gatsby build failed (exit 1): /app/site/.cache/compiled/gatsby-node.js:1:16217 - TypeError',
                reason: { kind: 'technical' },
              },
              preview: serviceStatus({ live: { release: 'refresh-3', since: '2026-11-23T14:06:00.000Z' } }),
            }),
          ),
        );
      } else {
        res.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      process.env.SITE_URL = 'https://www.example.com/';
      process.env.PREVIEW_URL = 'https://preview.example.com';
      const reply = await fetchSiteBuildStatus(`${base}/status`, undefined, SECRET);
      expect(reply).toEqual({
        configured: true,
        reachable: true,
        status: {
          state: 'building',
          queued: false,
          live: { since: '2026-11-23T14:02:00.000Z', builtFrom: '2026-11-23T14:01:40.000Z' },
          current: null,
          lastBuild: {
            result: 'failed',
            startedAt: '2026-11-23T14:05:00.000Z',
            finishedAt: '2026-11-23T14:05:09.000Z',
            reason: { kind: 'technical', lines: [] },
          },
          morePages: null,
          preview: {
            state: 'idle',
            queued: false,
            live: { since: '2026-11-23T14:06:00.000Z', builtFrom: '2026-11-23T14:01:40.000Z' },
            current: null,
            lastBuild: null,
            morePages: null,
          },
        },
        siteUrl: 'https://www.example.com',
        previewUrl: 'https://preview.example.com',
      });
      expect(JSON.stringify(reply)).not.toMatch(/gatsby-node|\/app\/|abcdef|release/);
      // The rebuild service answers its status only with the webhook's secret.
      expect(await fetchSiteBuildStatus(`${base}/status`, undefined, 'another-secret-value')).toEqual({
        configured: true,
        reachable: false,
        reason: 'status 401',
      });
      expect(await fetchSiteBuildStatus(`${base}/broken`, undefined, SECRET)).toEqual({
        configured: true,
        reachable: false,
        reason: 'status 500',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // A port nothing listens on (a fresh one: the closed server's keep-alive socket would fail differently).
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    expect(await fetchSiteBuildStatus(`http://127.0.0.1:${closedPort}/status`)).toEqual({
      configured: true,
      reachable: false,
      reason: 'ECONNREFUSED',
    });
    expect(await fetchSiteBuildStatus(null)).toEqual({ configured: false });
  });
});
