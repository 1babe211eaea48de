import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSiteBuildStatus, rebuildStatusUrl } from '../../src/lib/site-build-status';
import { describeSiteBuild, type RebuildStatus } from '../../src/admin/widgets/site-build-view';
import de from '../../src/admin/translations/de.json';
import en from '../../src/admin/translations/en.json';

const SECRET = 'a-shared-webhook-secret-for-tests';
const time = (iso: string) => iso.slice(11, 16);
const status = (fields: Partial<RebuildStatus>): RebuildStatus => ({
  state: 'idle',
  queued: false,
  live: { release: '20261123-140200-abcdef', since: '2026-11-23T14:02:00.000Z' },
  lastBuild: null,
  ...fields,
});
const ok = (s: RebuildStatus) => ({ configured: true as const, reachable: true as const, status: s });
const failedBuild = (error: string) => ({
  finishedAt: '2026-11-23T14:10:00.000Z',
  durationMs: 3_000,
  result: 'failed',
  error,
});

/** The widget's text as an English-speaking editor reads it. */
const english = (lines: ReturnType<typeof describeSiteBuild>) =>
  lines.map(({ id, values = {} }) =>
    (en as Record<string, string>)[id]!.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key])),
  );

describe('the admin widget text', () => {
  test('live since 14:02 · building your change…, with one more change queued', () => {
    expect(english(describeSiteBuild(ok(status({ state: 'building', queued: true })), time))).toEqual([
      'Live since 14:02',
      'Building your change…',
      'Another change is waiting and goes live right after this build.',
    ]);
  });

  test('a failed build says why and that the previous version stays online', () => {
    const lines = english(describeSiteBuild(ok(status({ lastBuild: failedBuild('The CMS does not answer') })), time));
    expect(lines).toEqual([
      'Live since 14:02',
      'Last build failed: The CMS does not answer. The website still shows the previous version.',
    ]);
  });

  test('a long error is cut, and markup in it stays text (react-intl does not render HTML)', () => {
    const [, failed] = describeSiteBuild(
      ok(status({ lastBuild: failedBuild(`<img src=x onerror=alert(1)>${'x'.repeat(900)}`) })),
      time,
    );
    expect(String(failed!.values!.error).length).toBeLessThanOrEqual(240);
    expect(failed!.tone).toBe('danger');
  });

  test('unreachable service and missing configuration are said plainly', () => {
    expect(english(describeSiteBuild({ configured: true, reachable: false, reason: 'ECONNREFUSED' }, time))).toEqual([
      'The build status is unavailable right now (ECONNREFUSED).',
    ]);
    expect(describeSiteBuild({ configured: false }, time)[0]!.id).toBe('site-build.widget.notConfigured');
  });

  test('every message exists in English and German, with the same placeholders', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders((de as Record<string, string>)[key]!)]).toEqual([key, placeholders(text)]);
    }
  });
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

  test('passes the service’s JSON on, and reports a refused connection or an error status without throwing', async () => {
    const server = http.createServer((req, res) => {
      if (req.headers['x-rebuild-secret'] !== SECRET) {
        res.writeHead(401).end();
      } else if (req.url === '/status') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(status({ state: 'building' })));
      } else {
        res.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await fetchSiteBuildStatus(`${base}/status`, SECRET)).toEqual({
        configured: true,
        reachable: true,
        status: status({ state: 'building' }),
      });
      // The rebuild service answers its status only with the webhook's secret.
      expect(await fetchSiteBuildStatus(`${base}/status`, 'another-secret-value')).toEqual({
        configured: true,
        reachable: false,
        reason: 'status 401',
      });
      expect(await fetchSiteBuildStatus(`${base}/broken`, SECRET)).toEqual({
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
