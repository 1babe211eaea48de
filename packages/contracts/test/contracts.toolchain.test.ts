/** @jest-environment node */
// The four token types on a real EVM (Hardhat 2, in process), deployed from the committed artifacts.
import { Interface, type InterfaceAbi, type JsonRpcSigner } from 'ethers';
import { TOKEN_TYPES, type TokenType } from '../src';
import { artifact, deploy, signer, useSnapshots, type Token } from './chain';

jest.setTimeout(60_000);
useSnapshots();

let owner: JsonRpcSigner;
let stranger: JsonRpcSigner;
beforeAll(async () => {
  owner = await signer(0);
  stranger = await signer(1);
});

const MILLION = 1_000_000n;
const units = (whole: bigint, decimals: number) => whole * 10n ** BigInt(decimals);

/** Constructor arguments as the wizard sends them: supply (and cap) in the smallest unit. */
function argsFor(type: TokenType, decimals: number, supply = MILLION, cap = 2n * MILLION) {
  const base = ['Mainz Voucher', 'MZV', decimals, units(supply, decimals)];
  return type === 'capped' ? [...base, units(cap, decimals)] : base;
}

/** The custom error a failed call reverted with, decoded from the token's ABI. */
async function revertOf(promise: Promise<unknown>, abi: InterfaceAbi): Promise<{ name: string; args: unknown[] }> {
  try {
    await promise;
  } catch (error) {
    const data = (error as { data?: string; info?: { error?: { data?: string } } }).data;
    const parsed = new Interface(abi).parseError(data ?? '');
    if (parsed) return { name: parsed.name, args: [...parsed.args] };
    throw error;
  }
  throw new Error('expected a revert');
}

describe.each(TOKEN_TYPES)('%s token', (type) => {
  it.each([0, 8, 15])('has name, symbol, %i decimals, and the whole supply with the deploying owner', async (dec) => {
    const token = await deploy(type, owner, argsFor(type, dec));
    expect(await token.name()).toBe('Mainz Voucher');
    expect(await token.symbol()).toBe('MZV');
    expect(await token.decimals()).toBe(BigInt(dec));
    expect(await token.totalSupply()).toBe(units(MILLION, dec));
    expect(await token.balanceOf(owner.address)).toBe(units(MILLION, dec));
    expect(await token.owner()).toBe(owner.address);
  });

  it('refuses more than 15 decimals at deployment', async () => {
    const { abi } = artifact(type);
    const error = await revertOf(deploy(type, owner, argsFor(type, 16)), abi);
    expect(error).toEqual({ name: 'InvalidDecimals', args: [16n, 15n] });
  });

  it('transfers like any ERC20 token', async () => {
    const token = await deploy(type, owner, argsFor(type, 2));
    await (await token.transfer(stranger.address, 250n)).wait();
    expect(await token.balanceOf(stranger.address)).toBe(250n);
    expect(await token.balanceOf(owner.address)).toBe(units(MILLION, 2) - 250n);
  });
});

describe('burning', () => {
  it('fixedBurn: a holder burns own tokens and the total supply falls', async () => {
    const token = await deploy('fixedBurn', owner, argsFor('fixedBurn', 0));
    await (await token.transfer(stranger.address, 100n)).wait();
    await (await (token.connect(stranger) as Token).burn(40n)).wait();
    expect(await token.balanceOf(stranger.address)).toBe(60n);
    expect(await token.totalSupply()).toBe(MILLION - 40n);
  });

  it('fixedBurn: nobody burns more than they hold', async () => {
    const token = await deploy('fixedBurn', owner, argsFor('fixedBurn', 0));
    const error = await revertOf((token.connect(stranger) as Token).burn(1n), artifact('fixedBurn').abi);
    expect(error.name).toBe('ERC20InsufficientBalance');
  });

  it.each(['fixed', 'uncapped', 'capped'] as const)('%s: has no burn function', (type) => {
    const abi = new Interface(artifact(type).abi);
    expect(abi.getFunction('burn')).toBeNull();
    expect(abi.getFunction('burnFrom')).toBeNull();
  });
});

describe('minting', () => {
  it.each(['fixed', 'fixedBurn'] as const)('%s: has no mint function, the supply is final', (type) => {
    expect(new Interface(artifact(type).abi).getFunction('mint')).toBeNull();
  });

  it.each(['uncapped', 'capped'] as const)('%s: the owner mints more', async (type) => {
    const token = await deploy(type, owner, argsFor(type, 3));
    await (await token.mint(stranger.address, units(5n, 3))).wait();
    expect(await token.balanceOf(stranger.address)).toBe(units(5n, 3));
    expect(await token.totalSupply()).toBe(units(MILLION + 5n, 3));
  });

  it.each(['uncapped', 'capped'] as const)('%s: anyone else minting is reverted', async (type) => {
    const token = await deploy(type, owner, argsFor(type, 3));
    const error = await revertOf((token.connect(stranger) as Token).mint(stranger.address, 1n), artifact(type).abi);
    expect(error).toEqual({ name: 'OwnableUnauthorizedAccount', args: [stranger.address] });
    expect(await token.totalSupply()).toBe(units(MILLION, 3));
  });

  it('uncapped: mints far beyond the initial supply', async () => {
    const token = await deploy('uncapped', owner, argsFor('uncapped', 0, 1n));
    await (await token.mint(owner.address, 10n ** 40n)).wait();
    expect(await token.totalSupply()).toBe(10n ** 40n + 1n);
  });

  it('capped: reads its cap, mints up to it, and not one unit beyond', async () => {
    const token = await deploy('capped', owner, argsFor('capped', 2, MILLION, 2n * MILLION));
    expect(await token.cap()).toBe(units(2n * MILLION, 2));
    await (await token.mint(stranger.address, units(MILLION, 2))).wait();
    expect(await token.totalSupply()).toBe(await token.cap());
    const error = await revertOf(token.mint(owner.address, 1n), artifact('capped').abi);
    expect(error).toEqual({ name: 'ERC20ExceededCap', args: [units(2n * MILLION, 2) + 1n, units(2n * MILLION, 2)] });
  });

  it('capped: a supply above the cap cannot be deployed', async () => {
    const error = await revertOf(deploy('capped', owner, argsFor('capped', 0, 10n, 9n)), artifact('capped').abi);
    expect(error).toEqual({ name: 'ERC20ExceededCap', args: [10n, 9n] });
  });
});
