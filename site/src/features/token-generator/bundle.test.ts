import fs from 'fs';
import path from 'path';

/**
 * ethers, the contracts' artifacts, the shared rules and the wizard load only with the island: from the script
 * every page loads (the island runtime's entry) the static imports must not reach them (the island comes through
 * `import()` when the generator comes near the viewport, ethers when the visitor connects).
 */
const SRC = path.resolve(__dirname, '../..');
const HEAVY = /^(ethers|@app\/contracts\/artifacts\/|@app\/validation$|react-i18next$|i18next$)/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function reached(entry: string): { files: string[]; heavy: string[] } {
  const seen = new Set<string>();
  const heavy: string[] = [];
  const queue = [path.join(SRC, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const base = path.resolve(path.dirname(file), specifier);
        const local = [base, `${base}.ts`, `${base}.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        if (local) queue.push(local);
      } else if (HEAVY.test(specifier)) heavy.push(`${path.relative(SRC, file)} → ${specifier}`);
    }
  }
  return { files: [...seen].map((f) => path.relative(SRC, f)), heavy };
}

describe('token generator bundle', () => {
  it('the script every page loads reaches neither ethers nor the wizard statically', () => {
    const { files, heavy } = reached('islands/runtime/entry.ts');
    expect(heavy).toEqual([]);
    expect(files.filter((f) => f.startsWith('features/token-generator/'))).toEqual([]);
  });

  it('the wizard island reaches ethers only through import()', () => {
    expect(
      reached('features/token-generator/TokenGeneratorIsland.tsx').heavy.filter((h) => h.endsWith('→ ethers')),
    ).toEqual([]);
  });

  it('notices ethers where the island does reach it', () => {
    expect(reached('features/token-generator/chain-client.ts').heavy).toContain(
      'features/token-generator/chain-client.ts → ethers',
    );
  });
});
