#!/usr/bin/env node
// The deploy tests on their own (tests/deploy/): the CMS proxy and the live-release follower with Debian's
// nginx on loopback (scripts/lib/deploy-stack.mjs). `npm test` runs the same phase. Ports: TEST_NGINX_PORT
// and the four after it.
import path from 'node:path';
import { ROOT } from './lib/env.mjs';
import { startDeployTestStack } from './lib/deploy-stack.mjs';
import { run } from './lib/processes.mjs';

const basePort = Number(process.env.TEST_NGINX_PORT ?? 8091);
const stack = await startDeployTestStack({ basePort });
let code = 0;
try {
  await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      'jest.integration.config.cjs',
      '--runInBand',
      ...process.argv.slice(2),
    ],
    { cwd: ROOT, env: { ...process.env, ...stack.env, TEST_PHASE: 'deploy' } },
  );
} catch (error) {
  console.error(error.message);
  code = 1;
} finally {
  await stack.stop();
}
process.exit(code);
