/** @jest-environment jsdom */
import { loadDeployment, loadDraft, saveDeployment, saveDraft, type SavedDeployment } from './storage';
import { SAMPLE_DEPLOYMENT } from './test-support/stub-wallet';
import { EMPTY_DRAFT } from './token-draft';

const DEPLOYMENT: SavedDeployment = {
  ...SAMPLE_DEPLOYMENT,
  params: { ...SAMPLE_DEPLOYMENT.params, initialSupply: 10n ** 40n, cap: 2n * 10n ** 40n },
};

beforeEach(() => sessionStorage.clear());

describe('session storage', () => {
  it('keeps a draft and a deployment (amounts beyond JavaScript numbers intact)', () => {
    saveDraft({ step: 3, draft: { ...EMPTY_DRAFT, name: 'Mainz Voucher', riskAccepted: true } });
    expect(loadDraft()).toEqual({ step: 3, draft: { ...EMPTY_DRAFT, name: 'Mainz Voucher', riskAccepted: true } });
    saveDeployment(DEPLOYMENT);
    expect(loadDeployment()).toEqual(DEPLOYMENT);
    saveDeployment(null);
    expect(loadDeployment()).toBeNull();
  });

  it.each([
    ['broken JSON', '{"txHash":'],
    ['a list', '[1,2]'],
    [
      'a forged hash',
      JSON.stringify({
        ...DEPLOYMENT,
        txHash: '<script>',
        params: { ...DEPLOYMENT.params, initialSupply: '1', cap: '2' },
      }),
    ],
    [
      'a script as account',
      JSON.stringify({
        ...DEPLOYMENT,
        account: 'javascript:alert(1)',
        params: { ...DEPLOYMENT.params, initialSupply: '1', cap: '2' },
      }),
    ],
    [
      'an unknown token type',
      JSON.stringify({
        ...DEPLOYMENT,
        params: { ...DEPLOYMENT.params, tokenType: 'evil', initialSupply: '1', cap: '2' },
      }),
    ],
    [
      'a negative supply',
      JSON.stringify({ ...DEPLOYMENT, params: { ...DEPLOYMENT.params, initialSupply: '-1', cap: '2' } }),
    ],
  ])('ignores a deployment entry with %s', (_label, text) => {
    sessionStorage.setItem('token-generator:deployment', text);
    expect(loadDeployment()).toBeNull();
  });

  it('repairs a tampered draft field by field', () => {
    sessionStorage.setItem(
      'token-generator:draft',
      JSON.stringify({
        step: 9,
        draft: { name: 42, symbol: 'MZV', tokenType: 'evil', riskAccepted: 'yes', email: 'x'.repeat(500) },
      }),
    );
    expect(loadDraft()).toEqual({ step: 1, draft: { ...EMPTY_DRAFT, symbol: 'MZV' } });
  });
});
