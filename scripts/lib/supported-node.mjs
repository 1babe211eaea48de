// Imported first by the scripts that start the product's processes, so that an unsupported Node.js (say
// `node scripts/start.mjs` on the machine's Node.js 20) stops with the fix before anything else loads.
import path from 'node:path';
import { unsupportedNodeMessage } from './node-runtime.mjs';

const refusal = unsupportedNodeMessage(path.relative(process.cwd(), process.argv[1] ?? 'this script'));
if (refusal) {
  console.error(`✖ ${refusal}`);
  process.exit(1);
}
