/** @jest-environment jsdom */
import fs from 'fs';
import { discoverWallets } from './wallets';

const provider = () => ({ request: jest.fn() });

afterEach(() => delete (window as { ethereum?: unknown }).ethereum);

describe('discoverWallets', () => {
  it('collects the wallets announcing themselves (EIP-6963), each once', async () => {
    const a = provider();
    const b = provider();
    const announce = () => {
      for (const [uuid, p] of [
        ['a', a],
        ['b', b],
        ['a', a],
      ] as const) {
        window.dispatchEvent(
          Object.assign(new Event('eip6963:announceProvider'), {
            detail: { info: { uuid, name: uuid.toUpperCase(), icon: '', rdns: uuid }, provider: p },
          }),
        );
      }
    };
    window.addEventListener('eip6963:requestProvider', announce);
    const found = await discoverWallets(window, 50);
    window.removeEventListener('eip6963:requestProvider', announce);
    expect(found.map((w) => w.info.name)).toEqual(['A', 'B']);
    expect(found[1]!.provider).toBe(b);
  });

  it('falls back to window.ethereum, and finds nothing without a wallet', async () => {
    expect(await discoverWallets(window, 10)).toEqual([]);
    const legacy = provider();
    (window as { ethereum?: unknown }).ethereum = legacy;
    expect(await discoverWallets(window, 10)).toEqual([
      { info: expect.objectContaining({ name: 'Browser wallet' }), provider: legacy },
    ]);
  });

  it('ignores announcements without a usable provider', async () => {
    const bad = () =>
      window.dispatchEvent(
        Object.assign(new Event('eip6963:announceProvider'), {
          detail: { info: { uuid: 'x', name: 'X' }, provider: {} },
        }),
      );
    window.addEventListener('eip6963:requestProvider', bad);
    expect(await discoverWallets(window, 10)).toEqual([]);
    window.removeEventListener('eip6963:requestProvider', bad);
  });
});

describe('the island stays independent of the Gatsby runtime', () => {
  it('no module of the feature imports gatsby or gatsby-plugin-react-i18next', () => {
    const files = fs.readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = fs.readFileSync(`${__dirname}/${file}`, 'utf8');
      expect([file, /from '(gatsby|gatsby-plugin-react-i18next)(\/[^']*)?'/.test(source)]).toEqual([file, false]);
    }
  });
});
