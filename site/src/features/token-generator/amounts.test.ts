import { formatEth, formatWhole } from './amounts';
import { reportBody } from './report';
import type { SavedDeployment } from './storage';
import { CONTRACT, SAMPLE_DEPLOYMENT } from './test-support/stub-wallet';

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
  const deployment: SavedDeployment = { ...SAMPLE_DEPLOYMENT, contractAddress: CONTRACT };
  expect(reportBody(deployment)).toEqual({
    email: 'owner@example.com',
    locale: 'de',
    chainId: 11155111,
    contractAddress: CONTRACT,
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
