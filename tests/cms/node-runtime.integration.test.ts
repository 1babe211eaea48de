/**
 * The CMS runs on a supported Node.js (package.json `engines`; where the machine's own Node.js is not one, npm
 * install brings Node.js 24 and npm scripts run on it). Editors see the version in the admin, under Settings →
 * Overview; anonymous clients are never told which Node.js answers them.
 */
import { isSupportedNode } from '../../scripts/lib/node-runtime.mjs';
import { CMS_URL, adminToken, get } from '../support/cms';

test("the admin's overview names the Node.js the CMS runs on: a supported one, the same as the tests'", async () => {
  const overview = await get<{ data: { nodeVersion: string } }>('/admin/information', await adminToken());
  expect(overview.status).toBe(200);
  const version = overview.body.data.nodeVersion;
  expect(isSupportedNode(version)).toBe(true);
  // scripts/test.mjs starts the CMS, Jest and Gatsby with its own binary (process.execPath).
  expect(version).toBe(process.version);
});

test('anonymous clients are not told which Node.js runs the CMS', async () => {
  expect((await get('/admin/information')).status).toBe(401);
  const version = process.versions.node;
  for (const path of ['/_health', '/admin/init', '/admin/', '/api/posts?locale=en', '/api/no-such-type', '/nothing']) {
    const response = await fetch(`${CMS_URL}${path}`);
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    expect(`${path}\n${headers}\n${await response.text()}`).not.toContain(version);
  }
});
