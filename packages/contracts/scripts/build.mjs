#!/usr/bin/env node
// `npm run build:contracts` (in packages/contracts): compiles the token contracts and writes artifacts/.
// `--check`: writes nothing, fails when the committed artifacts differ from what sources and settings
// produce now (run in `npm test` through the jest drift test as well).
import fs from 'node:fs';
import path from 'node:path';
import compile from './compile.cjs';

const { ARTIFACTS_DIR, buildArtifacts, driftedArtifacts } = compile;

const check = process.argv.includes('--check');
const built = buildArtifacts();
if (check) {
  const drifted = driftedArtifacts(built);
  if (drifted.length > 0) {
    console.error(
      `✖ contract artifacts out of date: ${drifted.join(', ')} — run npm run build:contracts -w packages/contracts`,
    );
    process.exit(1);
  }
  console.log('✔ contract artifacts match the sources and compiler settings');
} else {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const name of fs.readdirSync(ARTIFACTS_DIR)) if (!(name in built)) fs.rmSync(path.join(ARTIFACTS_DIR, name));
  for (const [name, text] of Object.entries(built)) fs.writeFileSync(path.join(ARTIFACTS_DIR, name), text);
  console.log(
    `✔ wrote ${Object.keys(built).length} artifacts to ${path.relative(process.cwd(), ARTIFACTS_DIR) || '.'}`,
  );
}
