import { formatEth, formatWhole } from './amounts';
import { reportBody } from './report';
import type { SavedDeployment } from './storage';

describe('formatEth', () => {
  it('shows ETH with at most 6 decimals in the page language, rounding a fee up', () => {
    expect(formatEth(250_000_000_000_000_000n, 'en')).toBe('0.25');
    expect(formatEth(250_000_000_000_000_000n, 'de')).toBe('0,25');
    expect(formatEth(12_345_678_901_234_567n, 'en')).toBe('0.012346');
    expect(formatEth(1_234n * 10n ** 18n, 'de')).toBe('1.234');
    expect(formatEth(1n, 'en')).toBe('0.000001');
    expect(formatEth(0n, 'en')).toBe('0');
  });
});

it('groups whole numbers for reading and leaves anything else as typed', () => {
  expect(formatWhole('1000000', 'en')).toBe('1,000,000');
  expect(formatWhole('1000000', 'de')).toBe('1.000.000');
  expect(formatWhole('12abc', 'en')).toBe('12abc');
});

it('reports a deployment to the CMS in whole tokens, as the visitor entered them', () => {
  const deployment: SavedDeployment = {
    txHash: `0x${'ab'.repeat(32)}`,
    chainId: 11155111,
    account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    params: {
      tokenType: 'capped',
      name: 'Mainz Voucher',
      symbol: 'MZV',
      decimals: 15,
      initialSupply: 7n * 10n ** 15n,
      cap: 9n * 10n ** 15n,
    },
    sentAt: 0,
    locale: 'de',
    email: 'owner@example.com',
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  };
  expect(reportBody(deployment)).toEqual({
    email: 'owner@example.com',
    locale: 'de',
    chainId: 11155111,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    txHash: deployment.txHash,
    owner: deployment.account,
    tokenType: 'capped',
    name: 'Mainz Voucher',
    symbol: 'MZV',
    decimals: '15',
    supply: '7',
    cap: '9',
  });
  expect(reportBody({ ...deployment, params: { ...deployment.params, tokenType: 'fixed', cap: null } }).cap).toBe('');
});
