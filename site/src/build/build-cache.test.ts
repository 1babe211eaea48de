import fs from 'fs';
import os from 'os';
import path from 'path';
import { cachedBytes, gatsbyBuildCache, packagesCodeId, resultMemo, type BuildCache } from './build-cache';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A maker that counts its calls and returns its inputs. */
const maker = () => {
  const made: string[] = [];
  const make = (text: string) => async () => {
    made.push(text);
    return Buffer.from(text);
  };
  return { made, make };
};

describe('cachedBytes', () => {
  it('makes a file once for the same inputs and code, and again when either changes', async () => {
    const cache: BuildCache = { dir, codeId: 'code 1' };
    const { made, make } = maker();
    expect(String(await cachedBytes(cache, 'guide', { title: 'A' }, make('A')))).toBe('A');
    expect(String(await cachedBytes(cache, 'guide', { title: 'A' }, make('A again')))).toBe('A');
    expect(String(await cachedBytes(cache, 'guide', { title: 'B' }, make('B')))).toBe('B');
    expect(String(await cachedBytes({ dir, codeId: 'code 2' }, 'guide', { title: 'A' }, make('A, new code')))).toBe(
      'A, new code',
    );
    expect(String(await cachedBytes(cache, 'icon', { title: 'A' }, make('icon')))).toBe('icon');
    expect(made).toEqual(['A', 'B', 'A, new code', 'icon']);
  });

  it('without a cache always makes the file', async () => {
    const { made, make } = maker();
    await cachedBytes(undefined, 'guide', 1, make('one'));
    await cachedBytes(undefined, 'guide', 1, make('two'));
    expect(made).toEqual(['one', 'two']);
  });

  it('keeps nothing of a maker that failed (the next build makes it)', async () => {
    const cache: BuildCache = { dir, codeId: 'code' };
    await expect(
      cachedBytes(cache, 'guide', 1, async () => {
        throw new Error('font missing');
      }),
    ).rejects.toThrow('font missing');
    const { made, make } = maker();
    await cachedBytes(cache, 'guide', 1, make('made'));
    expect(made).toEqual(['made']);
  });
});

describe('gatsbyBuildCache', () => {
  it('lives in .cache and is named by the compiled build code and the lockfile', () => {
    const site = path.join(dir, 'site');
    fs.mkdirSync(path.join(site, '.cache', 'compiled'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');
    fs.writeFileSync(path.join(site, '.cache', 'compiled', 'gatsby-node.js'), 'exports.a = 1;');
    const first = gatsbyBuildCache(site);
    expect(first.dir).toBe(path.join(site, '.cache', 'kastell-build'));
    fs.writeFileSync(path.join(site, '.cache', 'compiled', 'gatsby-node.js'), 'exports.a = 2;');
    const codeChanged = gatsbyBuildCache(site);
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"x":1}');
    const lockChanged = gatsbyBuildCache(site);
    expect(new Set([first.codeId, codeChanged.codeId, lockChanged.codeId]).size).toBe(3);
  });
});

describe('resultMemo', () => {
  /** A content check that counts the texts it reads. */
  const checker = () => {
    const read: string[] = [];
    const check = (text: string) => () => {
      read.push(text);
      return text.includes('<script>') ? ['strippedMarkup'] : [];
    };
    return { read, check };
  };

  it('a later build computes only for inputs that changed, and keeps only what it used', () => {
    const cache: BuildCache = { dir, codeId: 'code 1' };
    const { read, check } = checker();
    const first = resultMemo<string[]>(cache, 'content-checks', 'rules 1');
    expect(first.get(['post', { content: 'Hello' }], check('Hello'))).toEqual([]);
    expect(first.get(['post', { content: '<script>' }], check('<script>'))).toEqual(['strippedMarkup']);
    expect(first.counts).toEqual({ computed: 2, reused: 0 });
    first.save();

    const second = resultMemo<string[]>(cache, 'content-checks', 'rules 1');
    expect(second.get(['post', { content: 'Hello' }], check('Hello, again'))).toEqual([]);
    expect(second.get(['post', { content: 'Changed' }], check('Changed'))).toEqual([]);
    expect(second.counts).toEqual({ computed: 1, reused: 1 });
    second.save();
    expect(read).toEqual(['Hello', '<script>', 'Changed']);

    // The script article is gone from the content: its verdict was not kept.
    const third = resultMemo<string[]>(cache, 'content-checks', 'rules 1');
    third.get(['post', { content: '<script>' }], check('<script> again'));
    expect(third.counts).toEqual({ computed: 1, reused: 0 });
  });

  it('other rules (code of the cache or of the rule packages) decide again', () => {
    const { read, check } = checker();
    const memo = resultMemo<string[]>({ dir, codeId: 'code 1' }, 'content-checks', 'rules 1');
    memo.get(['post', { content: 'Hello' }], check('Hello'));
    memo.save();
    resultMemo<string[]>({ dir, codeId: 'code 1' }, 'content-checks', 'rules 2').get(
      ['post', { content: 'Hello' }],
      check('rules 2'),
    );
    resultMemo<string[]>({ dir, codeId: 'code 2' }, 'content-checks', 'rules 1').get(
      ['post', { content: 'Hello' }],
      check('code 2'),
    );
    expect(read).toEqual(['Hello', 'rules 2', 'code 2']);
  });

  it('a second build in the same process (the publish worker) starts from the first', () => {
    const { read, check } = checker();
    const memo = resultMemo<string[]>(undefined, 'content-checks');
    memo.get(['post', { content: 'Hello' }], check('Hello'));
    memo.save();
    memo.get(['post', { content: 'Hello' }], check('Hello, again'));
    expect(memo.counts).toEqual({ computed: 0, reused: 1 });
    expect(read).toEqual(['Hello']);
  });
});

describe('packagesCodeId', () => {
  it("changes with any file of a package's compiled code", () => {
    const dist = path.join(dir, 'rules', 'dist', 'src');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dir, 'rules', 'package.json'), '{}');
    fs.writeFileSync(path.join(dist, 'check.js'), 'exports.limit = 1;');
    // The entry point, as Node resolves it (the package's `exports` hide its package.json).
    const resolve = (id: string) => path.join(dir, id.replace('@app/', ''), 'dist', 'src', 'check.js');
    const before = packagesCodeId(['@app/rules'], resolve);
    expect(packagesCodeId(['@app/rules'], resolve)).toBe(before);
    fs.writeFileSync(path.join(dist, 'check.js'), 'exports.limit = 2;');
    expect(packagesCodeId(['@app/rules'], resolve)).not.toBe(before);
  });
});
