/** @jest-environment jsdom */
// The wizard as a visitor meets it: labels, messages in both languages, focus, values kept across steps
// and reloads, and the first failure a visitor without a wallet sees.
import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { localNetwork, supportedNetworks } from '@app/contracts';
import type { Locale } from '@app/routing';
import { translate } from '../../../test/i18n-mock';
import { testI18n } from '../../../test/render-static';
import { TokenWizard } from './TokenWizard';

const NETWORKS = [...supportedNetworks(), localNetwork('http://127.0.0.1:8530')];

async function renderWizard(locale: Locale = 'en') {
  const i18n = testI18n(locale, 'token');
  return render(
    <I18nextProvider i18n={i18n}>
      <TokenWizard locale={locale} endpoint="https://cms.example/api/token-deployments" networks={NETWORKS} />
    </I18nextProvider>,
  );
}

const t = (key: string, options?: Parameters<typeof translate>[3]) => translate('en', key, 'token', options);
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const next = async (label = t('actions.next')) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: label }));
  });
};
const heading = () => screen.getByRole('heading', { level: 3 });

beforeEach(() => {
  sessionStorage.clear();
  delete (window as { ethereum?: unknown }).ethereum;
});

describe('TokenWizard', () => {
  it('starts at step 1 with labelled fields and explains each', async () => {
    await renderWizard();
    expect(heading().textContent).toBe(`${t('stepOf', { step: 1, total: 5 })}: ${t('steps.1')}`);
    expect(input(t('fields.name.label')).required).toBe(true);
    expect(input(t('fields.symbol.label')).maxLength).toBe(11);
    const help = document.getElementById(
      input(t('fields.symbol.label')).getAttribute('aria-describedby')!.split(' ')[0]!,
    );
    expect(help?.textContent).toMatch(/1–11 letters or digits/);
  });

  it('shows the shared rules’ messages, focuses the first invalid field, and stays on the step', async () => {
    await renderWizard();
    await next();
    expect(screen.getByText('Token name is required.')).toBeTruthy();
    expect(screen.getByText('Token symbol is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(t('fields.name.label'))));
    expect(input(t('fields.name.label')).getAttribute('aria-invalid')).toBe('true');
    type(t('fields.symbol.label'), 'MZ$');
    fireEvent.blur(input(t('fields.symbol.label')));
    expect(screen.getByText('Token symbol is not valid.')).toBeTruthy();
    expect(heading().textContent).toContain(t('stepOf', { step: 1, total: 5 }));
  });

  it('walks forward and back with values kept, focus on each step heading', async () => {
    await renderWizard();
    type(t('fields.name.label'), 'Mainz Voucher');
    type(t('fields.symbol.label'), 'MZV');
    await next();
    expect(heading().textContent).toBe(`${t('stepOf', { step: 2, total: 5 })}: ${t('steps.2')}`);
    expect(document.activeElement).toBe(heading());
    for (const title of [
      t('types.fixed.title'),
      t('types.fixedBurn.title'),
      t('types.uncapped.title'),
      t('types.capped.title'),
    ]) {
      expect(screen.getByRole('radio', { name: title })).toBeTruthy();
    }
    await next();
    expect(screen.getByText('Token type is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: t('types.capped.title') }));
    await next();
    expect(heading().textContent).toBe(`${t('stepOf', { step: 3, total: 5 })}: ${t('steps.3')}`);
    fireEvent.click(screen.getByRole('button', { name: t('actions.back') }));
    expect((screen.getByRole('radio', { name: t('types.capped.title') }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: t('actions.back') }));
    expect(input(t('fields.name.label')).value).toBe('Mainz Voucher');
  });

  it('checks supply, decimals and cap (cap only for capped tokens)', async () => {
    await renderWizard();
    type(t('fields.name.label'), 'Mainz Voucher');
    type(t('fields.symbol.label'), 'MZV');
    await next();
    fireEvent.click(screen.getByRole('radio', { name: t('types.capped.title') }));
    await next();
    type(t('fields.supply.label'), '0');
    type(t('fields.decimals.label'), '2');
    type(t('fields.cap.label'), '');
    await next();
    expect(screen.getByText(t('errors.notPositive'))).toBeTruthy();
    expect(screen.getByText(t('errors.capRequired'))).toBeTruthy();
    type(t('fields.decimals.label'), '16');
    await next();
    expect(screen.getByText('Decimals must be between 0 and 15.')).toBeTruthy();
    type(t('fields.decimals.label'), '15');
    type(t('fields.supply.label'), '1000');
    type(t('fields.cap.label'), '999');
    await next();
    expect(screen.getByText(t('errors.capBelowSupply'))).toBeTruthy();
    type(t('fields.supply.label'), '9'.repeat(70));
    type(t('fields.cap.label'), '9'.repeat(70));
    await next();
    expect(screen.getAllByText(/too large for a token with these decimals/)).toHaveLength(2);
  });

  it('keeps step and values over a reload (session storage)', async () => {
    const first = await renderWizard();
    type(t('fields.name.label'), 'Mainz Voucher');
    type(t('fields.symbol.label'), 'MZV');
    await next();
    first.unmount();
    await renderWizard();
    expect(heading().textContent).toBe(`${t('stepOf', { step: 2, total: 5 })}: ${t('steps.2')}`);
    fireEvent.click(screen.getByRole('button', { name: t('actions.back') }));
    expect(input(t('fields.symbol.label')).value).toBe('MZV');
  });

  it('reviews in German, asks for network and risk consent, marks test networks, then finds no wallet', async () => {
    sessionStorage.setItem(
      'token-generator:draft',
      JSON.stringify({
        step: 5,
        draft: {
          name: 'Mainz Voucher',
          symbol: 'MZV',
          tokenType: 'fixed',
          decimals: '2',
          supply: '1000000',
          cap: '',
          email: '',
        },
      }),
    );
    await renderWizard('de');
    expect(heading().textContent).toBe(
      `${translate('de', 'token:stepOf', 'token', { step: 5, total: 5 })}: ${translate('de', 'token:steps.5')}`,
    );
    expect(screen.getByText('1.000.000')).toBeTruthy();
    expect(screen.getByText(translate('de', 'token:review.noEmail'))).toBeTruthy();
    await next(translate('de', 'token:actions.connect'));
    expect(screen.getByText(translate('de', 'token:errors.networkRequired'))).toBeTruthy();
    expect(screen.getByText(translate('de', 'token:errors.riskRequired'))).toBeTruthy();
    const sepolia = screen.getByRole('radio', { name: /Sepolia/ });
    expect(sepolia.closest('.token-choice')?.textContent).toContain(translate('de', 'token:review.testnetBadge'));
    expect(screen.getByRole('radio', { name: 'Ethereum Mainnet' }).closest('.token-choice')?.textContent).toMatch(
      /echtem ETH/,
    );
    fireEvent.click(sepolia);
    fireEvent.click(screen.getByRole('checkbox'));
    await next(translate('de', 'token:actions.connect'));
    expect(await screen.findByText(translate('de', 'token:phase.noWallet.title'), {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/mindestens 0,25 ETH/);
    expect(
      screen.getByRole('link', { name: translate('de', 'token:phase.noWallet.install') }).getAttribute('href'),
    ).toBe('https://metamask.io/download/');
    fireEvent.click(screen.getByRole('button', { name: translate('de', 'token:actions.edit') }));
    expect(heading().textContent).toBe(
      `${translate('de', 'token:stepOf', 'token', { step: 5, total: 5 })}: ${translate('de', 'token:steps.5')}`,
    );
  });
});
