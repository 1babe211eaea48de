/** The local static server (`npm start`, end-to-end tests) against the built site: the same behaviour as nginx. */
import type { Server } from 'http';
import type { AddressInfo } from 'net';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { PUBLIC, describeServingRules } from './behaviour';

let server: Server;
let url = '';

beforeAll(async () => {
  server = createStaticServer(PUBLIC);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describeServingRules(() => url);
