import {
  LOCAL_CHAIN_ID,
  explorerAddressUrl,
  explorerTxUrl,
  findNetwork,
  supportedNetworks,
  toHexChainId,
} from './networks';

describe('supportedNetworks', () => {
  it('offers Ethereum mainnet and Sepolia (marked as a test network) by default', () => {
    const networks = supportedNetworks();
    expect(networks.map((n) => [n.chainId, n.testnet])).toEqual([
      [1, false],
      [11155111, true],
    ]);
    expect(findNetwork(networks, LOCAL_CHAIN_ID)).toBeUndefined();
  });

  it('adds the local Hardhat chain only for an http(s) RPC URL given at build time', () => {
    const local = findNetwork(supportedNetworks('http://127.0.0.1:8530'), LOCAL_CHAIN_ID);
    expect(local).toMatchObject({ testnet: true, explorer: null, rpcUrls: ['http://127.0.0.1:8530'] });
    for (const value of ['', '  ', 'false', 'javascript:alert(1)', 'http://', undefined, null]) {
      expect(supportedNetworks(value).map((n) => n.chainId)).toEqual([1, 11155111]);
    }
  });
});

describe('explorer links', () => {
  const [mainnet, sepolia] = supportedNetworks();
  it('point to the address and transaction pages', () => {
    expect(explorerAddressUrl(mainnet!, '0xabc')).toBe('https://etherscan.io/address/0xabc');
    expect(explorerTxUrl(sepolia!, '0x12')).toBe('https://sepolia.etherscan.io/tx/0x12');
  });
  it('are absent on a chain without an explorer', () => {
    const local = findNetwork(supportedNetworks('http://127.0.0.1:8530'), LOCAL_CHAIN_ID)!;
    expect(explorerTxUrl(local, '0x12')).toBeNull();
    expect(explorerAddressUrl(local, '0xabc')).toBeNull();
  });
});

it('writes chain ids in hex as wallets expect', () => {
  expect(toHexChainId(1)).toBe('0x1');
  expect(toHexChainId(11155111)).toBe('0xaa36a7');
  expect(toHexChainId(31337)).toBe('0x7a69');
});
