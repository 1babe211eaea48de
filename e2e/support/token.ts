/** Reading a deployed token back from the Hardhat node (what the chain really holds, not what the page says). */
import { Contract, JsonRpcProvider, type InterfaceAbi } from 'ethers';
import type { TokenType } from '@app/contracts';
import fixed from '../../packages/contracts/artifacts/fixed.json';
import fixedBurn from '../../packages/contracts/artifacts/fixedBurn.json';
import uncapped from '../../packages/contracts/artifacts/uncapped.json';
import capped from '../../packages/contracts/artifacts/capped.json';
import type { Token } from '../../packages/contracts/test/chain';
import { HARDHAT_URL } from './wallet';

const ABIS: Record<TokenType, InterfaceAbi> = {
  fixed: fixed.abi,
  fixedBurn: fixedBurn.abi,
  uncapped: uncapped.abi,
  capped: capped.abi,
};

export type OnChainToken = {
  name: string;
  symbol: string;
  decimals: bigint;
  totalSupply: bigint;
  owner: string;
  ownerBalance: bigint;
  cap: bigint | null;
  code: string;
};

export async function readToken(type: TokenType, address: string): Promise<OnChainToken> {
  const provider = new JsonRpcProvider(HARDHAT_URL, 31337, { staticNetwork: true });
  try {
    const token = new Contract(address, ABIS[type], provider) as Token;
    const owner = await token.owner();
    return {
      name: await token.name(),
      symbol: await token.symbol(),
      decimals: await token.decimals(),
      totalSupply: await token.totalSupply(),
      owner,
      ownerBalance: await token.balanceOf(owner),
      cap: type === 'capped' ? await token.cap() : null,
      code: await provider.getCode(address),
    };
  } finally {
    provider.destroy();
  }
}
