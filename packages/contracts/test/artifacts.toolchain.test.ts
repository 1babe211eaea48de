/** @jest-environment node */
// CI drift check: the committed artifacts are exactly what the sources and the pinned compiler produce.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOKEN_TYPES, TOKEN_TYPE_INFO } from '../src';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const compile = require('../scripts/compile.cjs') as {
  ARTIFACTS_DIR: string;
  CONTRACTS: Record<string, string>;
  buildArtifacts(): Record<string, string>;
  driftedArtifacts(built?: Record<string, string>, dir?: string): string[];
};

jest.setTimeout(60_000);
let built: Record<string, string>;
beforeAll(() => {
  built = compile.buildArtifacts();
});

describe('contract artifacts', () => {
  it('match a fresh compilation of the sources (run `npm run build:contracts -w packages/contracts` if not)', () => {
    expect(compile.driftedArtifacts(built)).toEqual([]);
  });

  it('report a changed, a missing and a stray artifact as drift', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'artifacts-'));
    try {
      for (const [name, text] of Object.entries(built)) fs.writeFileSync(path.join(dir, name), text);
      fs.writeFileSync(path.join(dir, 'fixed.json'), built['fixed.json']!.replace('"0x', '"0x00'));
      fs.rmSync(path.join(dir, 'capped.input.json'));
      fs.writeFileSync(path.join(dir, 'old.json'), '{}');
      expect(compile.driftedArtifacts(built, dir)).toEqual(['capped.input.json', 'fixed.json', 'old.json']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('were compiled by solc 0.8.37 for cancun with the optimizer at 200 runs', () => {
    const info = JSON.parse(built['compiler.json']!);
    expect(info.compilerVersion).toMatch(/^v0\.8\.37\+commit\.[0-9a-f]{8}$/);
    expect(info.settings).toMatchObject({ optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' });
  });

  it.each(TOKEN_TYPES)('%s: one artifact and one self-contained standard-JSON input per token type', (type) => {
    const { contractName, sourceName } = TOKEN_TYPE_INFO[type];
    expect(compile.CONTRACTS[type]).toBe(contractName);
    const artifact = JSON.parse(built[`${type}.json`]!);
    expect(artifact).toMatchObject({ tokenType: type, contractName, sourceName });
    expect(artifact.bytecode).toMatch(/^0x[0-9a-f]+$/);
    const input = JSON.parse(built[`${type}.input.json`]!);
    expect(input.language).toBe('Solidity');
    expect(input.settings.evmVersion).toBe('cancun');
    expect(Object.keys(input.sources)).toEqual(
      expect.arrayContaining([
        sourceName,
        'contracts/GeneratorToken.sol',
        '@openzeppelin/contracts/token/ERC20/ERC20.sol',
      ]),
    );
    // Only what this contract needs: no other token's source.
    const others = TOKEN_TYPES.filter((t) => t !== type).map((t) => TOKEN_TYPE_INFO[t].sourceName);
    expect(Object.keys(input.sources).filter((s) => others.includes(s))).toEqual([]);
  });
});
