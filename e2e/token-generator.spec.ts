import fs from 'node:fs';
import Database from 'better-sqlite3';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { TokenType } from '@app/contracts';
import de from '../locales/de/token.json';
import en from '../locales/en/token.json';
import { readToken } from './support/token';
import { ownVisitor } from './support/visitor';
import { POOR_ACCOUNT, RICH_ACCOUNT, chainRpc, installWallet, type WalletOptions } from './support/wallet';

/**
 * The ERC20 generator in Chromium against the built site, with a test wallet bridged to a local Hardhat
 * node (scripts/test.mjs starts it; the test build offers its chain 31337). Each token type is deployed
 * from the UI in both languages and read back from the chain.
 */
type Texts = typeof en;
const TEXTS: Record<'en' | 'de', Texts> = { en, de: de as Texts };
// The wizard loads when its section comes near the viewport; the anchor scrolls there as a visitor would.
const PAGE = { en: '/defi/erc20/#token-generator', de: '/de/defi/erc20/#token-generator' } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

type Token = {
  type: TokenType;
  name: string;
  symbol: string;
  decimals: number;
  supply: string;
  cap?: string;
  email?: string;
};

/** Leaves the newsletter widget closed for this visitor (it would open over the wizard after 30 s). */
const quietPage = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('join-list:suppressed-until', String(Date.now() + 86_400_000)));

/** Fills the five steps as a visitor does and presses "Connect wallet". */
async function completeSteps(page: Page, locale: 'en' | 'de', token: Token) {
  const t = TEXTS[locale];
  await page.goto(PAGE[locale]);
  const heading = page.getByRole('heading', { level: 3 });
  await expect(heading).toHaveText(`${fill(t.stepOf, { step: 1, total: 5 })}: ${t.steps['1']}`, { timeout: 20_000 });
  await page.getByLabel(t.fields.name.label, { exact: true }).fill(token.name);
  await page.getByLabel(t.fields.symbol.label, { exact: true }).fill(token.symbol);
  await page.getByRole('button', { name: t.actions.next }).click();
  await expect(heading).toBeFocused();
  await page.getByRole('radio', { name: t.types[token.type].title, exact: true }).check();
  await page.getByRole('button', { name: t.actions.next }).click();
  await page.getByLabel(t.fields.supply.label, { exact: true }).fill(token.supply);
  await page.getByLabel(t.fields.decimals.label, { exact: true }).fill(String(token.decimals));
  if (token.cap) await page.getByLabel(t.fields.cap.label, { exact: true }).fill(token.cap);
  await page.getByRole('button', { name: t.actions.next }).click();
  if (token.email) await page.getByLabel(t.fields.email.label, { exact: true }).fill(token.email);
  await page.getByRole('button', { name: t.actions.next }).click();
  await expect(heading).toContainText(t.steps['5']);
  await page.getByRole('radio', { name: /Hardhat \(local\)/ }).check();
  await page.getByRole('checkbox', { name: t.fields.riskAccepted.label }).check();
  await page.getByRole('button', { name: t.actions.connect }).click();
}

/** Deploys and returns the contract address the success panel shows. */
async function deploy(page: Page, locale: 'en' | 'de') {
  const t = TEXTS[locale];
  const deployButton = page.getByRole('button', { name: t.actions.deploy });
  await expect(deployButton).toBeVisible({ timeout: 20_000 });
  // The fee is shown before the wallet is asked.
  await expect(
    wizard(page)
      .getByRole('status')
      .filter({ hasText: t.phase.ready.split('{{')[0]!.trim() }),
  ).toBeVisible();
  await deployButton.click();
  await expect(page.getByText(t.phase.success)).toBeVisible({ timeout: 30_000 });
  const address = await page.locator('.token-success dd').nth(1).textContent();
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // For the tag manager: the deployment as an event, without the visitor's wallet or the contract address.
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [],
  );
  const deployed = events.filter((e) => e.event === 'token_deployed');
  expect(deployed.at(-1)).toEqual({ event: 'token_deployed', chain_id: 31337, token_type: expect.any(String) });
  return address!;
}

/** The island (Gatsby's own route announcer is a live region too). */
const wizard = (page: Page) => page.locator('.token-wizard');

const whole = (digits: string, decimals: number) => BigInt(digits) * 10n ** BigInt(decimals);

const TOKENS: Array<[locale: 'en' | 'de', token: Token]> = [
  ['en', { type: 'fixed', name: 'Mainz Voucher', symbol: 'MZV', decimals: 0, supply: '1000' }],
  ['de', { type: 'fixed', name: 'Mainzer Gutschein', symbol: 'MZG', decimals: 2, supply: '250000' }],
  ['en', { type: 'fixedBurn', name: 'Burn Credits', symbol: 'BRN', decimals: 8, supply: '21000000' }],
  ['de', { type: 'fixedBurn', name: 'Rückkauf-Token', symbol: 'RKT', decimals: 6, supply: '5000' }],
  ['en', { type: 'uncapped', name: 'Loyalty Points', symbol: 'LOYAL', decimals: 15, supply: '1' }],
  ['de', { type: 'uncapped', name: 'Treuepunkte', symbol: 'TREU', decimals: 3, supply: '77' }],
  [
    'en',
    {
      type: 'capped',
      name: 'Tranche Token',
      symbol: 'TRN',
      decimals: 4,
      supply: '1000000',
      cap: '5000000',
      email: 'token-e2e', // a mailbox of the test's own domain (support/visitor.ts)
    },
  ],
  ['de', { type: 'capped', name: 'Tranchen-Token', symbol: 'TRDE', decimals: 15, supply: '3', cap: '3' }],
];

for (const [locale, token] of TOKENS) {
  test(`deploys a ${token.type} token from the UI in ${locale === 'en' ? 'English' : 'German'} and the chain holds it`, async ({
    page,
  }) => {
    const visitor = await ownVisitor(page);
    const email = token.email && visitor.email(token.email);
    await quietPage(page);
    await installWallet(page);
    await completeSteps(page, locale, { ...token, email });
    const address = await deploy(page, locale);
    const onChain = await readToken(token.type, address);
    expect(onChain).toMatchObject({
      name: token.name,
      symbol: token.symbol,
      decimals: BigInt(token.decimals),
      totalSupply: whole(token.supply, token.decimals),
      ownerBalance: whole(token.supply, token.decimals),
      owner: RICH_ACCOUNT,
      cap: token.cap ? whole(token.cap, token.decimals) : null,
    });
    if (email) {
      const db = new Database(process.env.CMS_DB_FILE!, { readonly: true, fileMustExist: true });
      try {
        await expect
          .poll(() =>
            db.prepare('SELECT contract_address, chain_id, symbol FROM token_deployments WHERE email = ?').get(email),
          )
          .toEqual({ contract_address: address, chain_id: 31337, symbol: token.symbol });
      } finally {
        db.close();
      }
      await expect(page.getByText(fill(TEXTS[locale].report.sent, { email }))).toBeVisible();
    }
  });
}

test('offers the verification files: the standard-JSON input and the constructor arguments', async ({ page }) => {
  await quietPage(page);
  await installWallet(page);
  await completeSteps(page, 'en', {
    type: 'capped',
    name: 'Verify Me',
    symbol: 'VRF',
    decimals: 2,
    supply: '100',
    cap: '200',
  });
  await deploy(page, 'en');
  const [input] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en.actions.downloadInput }).click(),
  ]);
  const json = JSON.parse(fs.readFileSync((await input.path())!, 'utf8'));
  expect(json).toMatchObject({
    language: 'Solidity',
    settings: { evmVersion: 'cancun', optimizer: { enabled: true, runs: 200 } },
  });
  expect(Object.keys(json.sources)).toContain('contracts/CappedToken.sol');
  const [args] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en.actions.downloadArgs }).click(),
  ]);
  const encoded = fs.readFileSync((await args.path())!, 'utf8').trim();
  expect(encoded).toMatch(/^[0-9a-f]+$/);
  expect(encoded).toContain(10_000n.toString(16).padStart(64, '0')); // supply 100 × 10^2
  expect(encoded).toContain(20_000n.toString(16).padStart(64, '0')); // cap 200 × 10^2
});

test('a wallet with less than 0.25 ETH: says so with the balance, and goes on after a top-up', async ({ page }) => {
  await chainRpc('hardhat_setBalance', [POOR_ACCOUNT, '0x16345785d8a0000']); // 0.1 ETH
  await quietPage(page);
  await installWallet(page, { account: POOR_ACCOUNT });
  await completeSteps(page, 'de', { type: 'fixed', name: 'Knapp bei Kasse', symbol: 'KBK', decimals: 0, supply: '10' });
  await expect(wizard(page).getByRole('alert')).toContainText(fill(de.phase.poor, { balance: '0,1', min: '0,25' }), {
    timeout: 20_000,
  });
  await chainRpc('hardhat_setBalance', [POOR_ACCOUNT, '0x3782dace9d900000']); // 4 ETH
  await page.getByRole('button', { name: de.actions.recheck }).click();
  await expect(page.getByRole('button', { name: de.actions.deploy })).toBeVisible();
});

test('rejected connection and rejected transaction (4001): explained, with a way on', async ({ page }) => {
  await quietPage(page);
  const options: WalletOptions = { rejectConnect: true };
  await installWallet(page, options);
  await completeSteps(page, 'en', { type: 'fixed', name: 'Second Thoughts', symbol: 'NOPE', decimals: 0, supply: '1' });
  await expect(wizard(page).getByRole('alert')).toHaveText(en.phase.connectRejected, { timeout: 20_000 });
  options.rejectConnect = false;
  options.rejectTransaction = true;
  await page.getByRole('button', { name: en.actions.retry }).click();
  await page.getByRole('button', { name: en.actions.deploy }).click();
  await expect(wizard(page).getByRole('alert')).toHaveText(en.phase.txRejected);
  options.rejectTransaction = false;
  await page.getByRole('button', { name: en.actions.retry }).click();
  await deploy(page, 'en');
});

test('a frozen chain: the transaction is shown, after 5 minutes "still pending" (not an error), then success', async ({
  page,
}) => {
  await quietPage(page);
  await page.clock.install();
  await installWallet(page);
  await completeSteps(page, 'en', { type: 'uncapped', name: 'Slow Lane', symbol: 'SLOW', decimals: 1, supply: '5' });
  await expect(page.getByRole('button', { name: en.actions.deploy })).toBeVisible({ timeout: 20_000 });
  await chainRpc('evm_setAutomine', [false]);
  try {
    await page.getByRole('button', { name: en.actions.deploy }).click();
    await expect(wizard(page).getByRole('status').filter({ hasText: en.phase.pending })).toBeVisible();
    const hash = await page.locator('.token-tx code').textContent();
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await page.clock.fastForward('04:30');
    await expect(page.getByText(en.phase.pending)).toBeVisible();
    await page.clock.fastForward('00:31');
    await expect(wizard(page).getByRole('status').filter({ hasText: en.phase.stillPending })).toBeVisible();
    await expect(wizard(page).getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.token-tx code')).toHaveText(hash!);
    await chainRpc('evm_mine');
    await page.getByRole('button', { name: en.actions.checkNow }).click();
    await expect(page.getByText(en.phase.success)).toBeVisible();
  } finally {
    await chainRpc('evm_setAutomine', [true]);
  }
});

test('the page closed while pending: on return the pending deployment is picked up', async ({ page }) => {
  await quietPage(page);
  await installWallet(page);
  await completeSteps(page, 'de', { type: 'fixed', name: 'Wiederkehr', symbol: 'BACK', decimals: 0, supply: '9' });
  await expect(page.getByRole('button', { name: de.actions.deploy })).toBeVisible({ timeout: 20_000 });
  await chainRpc('evm_setAutomine', [false]);
  try {
    await page.getByRole('button', { name: de.actions.deploy }).click();
    await expect(page.getByText(de.phase.pending)).toBeVisible();
    await page.reload();
    await expect(page.getByText(de.phase.pending)).toBeVisible({ timeout: 20_000 });
    await chainRpc('evm_mine');
    await expect(page.getByText(de.phase.success)).toBeVisible({ timeout: 20_000 });
  } finally {
    await chainRpc('evm_setAutomine', [true]);
  }
});

test('no wallet extension: a prompt to install one and come back, the details kept', async ({ page }) => {
  await quietPage(page);
  await completeSteps(page, 'en', { type: 'fixed', name: 'No Wallet Yet', symbol: 'NWY', decimals: 0, supply: '1' });
  await expect(page.getByRole('heading', { name: en.phase.noWallet.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: en.phase.noWallet.install })).toHaveAttribute(
    'href',
    'https://metamask.io/download/',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 3 })).toContainText(en.steps['5'], { timeout: 20_000 });
  await expect(page.getByText('No Wallet Yet')).toBeVisible();
});

test('the wizard passes axe at its first step, its review and a failure, and works by keyboard alone', async ({
  page,
}) => {
  const axe = async () => {
    const results = await new AxeBuilder({ page })
      .include('.token-wizard')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  };
  await quietPage(page);
  await page.goto(PAGE.de);
  const heading = page.getByRole('heading', { level: 3 });
  await expect(heading).toContainText(de.steps['1'], { timeout: 20_000 });
  expect(await axe()).toEqual([]);
  // Keyboard only: type, then Enter submits the step; focus lands on the next step's heading.
  await page.getByLabel(de.fields.name.label, { exact: true }).focus();
  await page.keyboard.type('Tastatur-Token');
  await page.keyboard.press('Tab');
  await page.keyboard.type('KEY');
  await page.keyboard.press('Enter');
  await expect(heading).toContainText(de.steps['2']);
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: de.types.fixed.title, exact: true })).toBeChecked();
  await page.keyboard.press('Tab'); // "Zurück"
  await page.keyboard.press('Tab'); // "Weiter"
  await expect(page.getByRole('button', { name: de.actions.next })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toContainText(de.steps['3']);
  await page.getByLabel(de.fields.supply.label, { exact: true }).fill('100');
  await page.getByRole('button', { name: de.actions.next }).click();
  await page.getByRole('button', { name: de.actions.next }).click();
  await expect(heading).toContainText(de.steps['5']);
  await page.getByRole('button', { name: de.actions.connect }).click();
  await expect(wizard(page).getByText(de.errors.networkRequired)).toBeVisible();
  expect(await axe()).toEqual([]);
  await page.getByRole('radio', { name: /Sepolia/ }).check();
  await page.getByRole('checkbox', { name: de.fields.riskAccepted.label }).check();
  await page.getByRole('button', { name: de.actions.connect }).click();
  await expect(page.getByRole('heading', { name: de.phase.noWallet.title })).toBeVisible({ timeout: 20_000 });
  expect(await axe()).toEqual([]);
});
