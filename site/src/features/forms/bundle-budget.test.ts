import fs from 'fs';
import path from 'path';

/**
 * The bundle budget: the one script every page loads up front (the island runtime's entry) must reach React,
 * i18next and the form islands (MUI, emotion, notistack, react-hook-form, yup: ≈ 100 KB gz together) only
 * through `import()`. This walks the static imports from the entry and lists the heavy packages they reach;
 * `npm run bench:js` measures the bytes.
 */
const SRC = path.resolve(__dirname, '../..');
const ENTRIES = ['islands/runtime/entry.ts'];
const HEAVY =
  /^(react$|react-dom|react-i18next$|i18next$|@mui\/|@emotion\/|notistack$|react-hook-form$|@hookform\/|yup$|@app\/validation$|libphonenumber-js)/;

// Value imports and re-exports; `import type` is erased by the compiler and costs nothing.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function heavyImportsReachedFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = entries.map((entry) => path.join(SRC, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (specifier === undefined) continue;
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local !== undefined) queue.push(local);
      } else if (HEAVY.test(specifier)) {
        found.push(`${path.relative(SRC, file)} → ${specifier}`);
      }
    }
  }
  return found;
}

describe('bundle budget', () => {
  it('keeps MUI, emotion, notistack and the form libraries out of eagerly loaded modules', () => {
    expect(heavyImportsReachedFrom(ENTRIES)).toEqual([]);
  });

  it('notices a heavy import when there is one', () => {
    expect(heavyImportsReachedFrom(['features/contact/ContactIsland.tsx'])).toEqual(
      expect.arrayContaining(['features/toasts/FormsRuntime.tsx → @mui/material/styles']),
    );
  });
});
