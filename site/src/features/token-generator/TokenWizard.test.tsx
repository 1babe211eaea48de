/** @jest-environment jsdom */
// The wizard as a visitor meets it: labels, messages in both languages, focus, values kept across steps
// and reloads, and the first failure a visitor without a wallet sees.
import React from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { localNetwork, supportedNetworks } from '@app/contracts';
import type { Locale } from '@app/routing';
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

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const next = async (label = 'Continue') => {
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
    expect(heading().textContent).toBe('Step 1 of 5: Name and symbol');
    expect(input('Token name').required).toBe(true);
    expect(input('Token symbol').maxLength).toBe(11);
    const help = document.getElementById(input('Token symbol').getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help?.textContent).toMatch(/1–11 letters or digits/);
  });

  it('shows the shared rules’ messages, focuses the first invalid field, and stays on the step', async () => {
    await renderWizard();
    await next();
    expect(screen.getByText('Token name is required.')).toBeTruthy();
    expect(screen.getByText('Token symbol is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('Token name')));
    expect(input('Token name').getAttribute('aria-invalid')).toBe('true');
    type('Token symbol', 'MZ$');
    fireEvent.blur(input('Token symbol'));
    expect(screen.getByText('Token symbol is not valid.')).toBeTruthy();
    expect(heading().textContent).toMatch(/Step 1 of 5/);
  });

  it('walks forward and back with values kept, focus on each step heading', async () => {
    await renderWizard();
    type('Token name', 'Mainz Voucher');
    type('Token symbol', 'MZV');
    await next();
    expect(heading().textContent).toBe('Step 2 of 5: Token type');
    expect(document.activeElement).toBe(heading());
    for (const title of ['Fixed supply', 'Fixed supply, burnable', 'Uncapped', 'Capped']) {
      expect(screen.getByRole('radio', { name: title })).toBeTruthy();
    }
    await next();
    expect(screen.getByText('Token type is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Capped' }));
    await next();
    expect(heading().textContent).toBe('Step 3 of 5: Supply and decimals');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('radio', { name: 'Capped' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(input('Token name').value).toBe('Mainz Voucher');
  });

  it('checks supply, decimals and cap (cap only for capped tokens)', async () => {
    await renderWizard();
    type('Token name', 'Mainz Voucher');
    type('Token symbol', 'MZV');
    await next();
    fireEvent.click(screen.getByRole('radio', { name: 'Capped' }));
    await next();
    type('Initial supply', '0');
    type('Decimals', '2');
    type('Maximum supply (cap)', '');
    await next();
    expect(screen.getByText('The amount must be at least 1.')).toBeTruthy();
    expect(screen.getByText('Please enter the maximum supply.')).toBeTruthy();
    type('Decimals', '16');
    await next();
    expect(screen.getByText('Decimals must be between 0 and 15.')).toBeTruthy();
    type('Decimals', '15');
    type('Initial supply', '1000');
    type('Maximum supply (cap)', '999');
    await next();
    expect(screen.getByText('The maximum supply must be at least the initial supply.')).toBeTruthy();
    type('Initial supply', '9'.repeat(70));
    type('Maximum supply (cap)', '9'.repeat(70));
    await next();
    expect(screen.getAllByText(/too large for a token with these decimals/)).toHaveLength(2);
  });

  it('keeps step and values over a reload (session storage)', async () => {
    const first = await renderWizard();
    type('Token name', 'Mainz Voucher');
    type('Token symbol', 'MZV');
    await next();
    first.unmount();
    await renderWizard();
    expect(heading().textContent).toBe('Step 2 of 5: Token type');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(input('Token symbol').value).toBe('MZV');
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
    expect(heading().textContent).toBe('Schritt 5 von 5: Prüfen und Netzwerk wählen');
    expect(screen.getByText('1.000.000')).toBeTruthy();
    expect(screen.getByText('Keine E-Mail')).toBeTruthy();
    await next('Wallet verbinden');
    expect(
      screen.getByText('Bitte wählen Sie das Netzwerk, in dem der Token bereitgestellt werden soll.'),
    ).toBeTruthy();
    expect(screen.getByText('Bitte bestätigen Sie, dass Sie diesen Hinweis gelesen haben.')).toBeTruthy();
    const sepolia = screen.getByRole('radio', { name: /Sepolia/ });
    expect(sepolia.closest('.token-choice')?.textContent).toMatch(/Testnetzwerk/);
    expect(screen.getByRole('radio', { name: 'Ethereum Mainnet' }).closest('.token-choice')?.textContent).toMatch(
      /echtem ETH/,
    );
    fireEvent.click(sepolia);
    fireEvent.click(screen.getByRole('checkbox'));
    await next('Wallet verbinden');
    expect(await screen.findByText('Keine Wallet-Erweiterung gefunden', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/mindestens 0,25 ETH/);
    expect(screen.getByRole('link', { name: 'MetaMask installieren' }).getAttribute('href')).toBe(
      'https://metamask.io/download/',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Angaben ändern' }));
    expect(heading().textContent).toBe('Schritt 5 von 5: Prüfen und Netzwerk wählen');
  });
});
