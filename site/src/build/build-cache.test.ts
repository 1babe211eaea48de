import fs from 'fs';
import os from 'os';
import path from 'path';
import { cachedBytes, gatsbyBuildCache, type BuildCache } from './build-cache';

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
