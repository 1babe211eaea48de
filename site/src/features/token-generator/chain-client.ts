/**
 * Everything the generator asks of the wallet and the chain, through ethers v6 — loaded with a dynamic
 * `import()` only when the visitor connects, so ethers is never part of a page's first load.
 */
import { BrowserProvider, ContractFactory, Interface, getAddress, type InterfaceAbi } from 'ethers';
import { toHexChainId, type TokenNetwork } from '@app/contracts';
import { UNRECOGNIZED_CHAIN, errorCode, revertData, type Eip1193Provider } from './eip1193';
import { constructorArgs, type DeployArtifact, type DeployParams } from './deploy-params';

export type Receipt = { status: 'success'; contractAddress: string } | { status: 'reverted' };
export type FeeEstimate = { gas: bigint; feeWei: bigint };
export type DecodedRevert = { name: string; args: string[] };

/** What the deploy controller needs from a chain; `ChainClient` implements it over a wallet. */
export interface ChainApi {
  requestAccounts(): Promise<string[]>;
  chainId(): Promise<number>;
  switchChain(network: TokenNetwork): Promise<void>;
  balance(account: string): Promise<bigint>;
  estimateFee(artifact: DeployArtifact, params: DeployParams, from: string): Promise<FeeEstimate>;
  sendDeploy(artifact: DeployArtifact, params: DeployParams, from: string): Promise<string>;
  receipt(txHash: string): Promise<Receipt | null>;
  watchAsset(token: { address: string; symbol: string; decimals: number }): Promise<boolean>;
  /** Forgets cached chain state; call after the wallet changed network (ethers throws "network changed"). */
  reset(): void;
}

const parseChainId = (value: unknown): number => {
  const id = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`The wallet reported an invalid chain id ${String(value)}`);
  return id;
};

export class ChainClient implements ChainApi {
  private provider: BrowserProvider;

  constructor(private readonly wallet: Eip1193Provider) {
    this.provider = this.createProvider();
  }

  private createProvider(): BrowserProvider {
    // No request cache: a balance checked again after a top-up must be fresh.
    return new BrowserProvider(this.wallet, undefined, { cacheTimeout: -1 });
  }

  reset(): void {
    this.provider.destroy();
    this.provider = this.createProvider();
  }

  async requestAccounts(): Promise<string[]> {
    const accounts = await this.wallet.request({ method: 'eth_requestAccounts' });
    return Array.isArray(accounts) ? accounts.map((a) => getAddress(String(a))) : [];
  }

  async chainId(): Promise<number> {
    return parseChainId(await this.wallet.request({ method: 'eth_chainId' }));
  }

  async switchChain(network: TokenNetwork): Promise<void> {
    const chainId = toHexChainId(network.chainId);
    try {
      await this.wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    } catch (error) {
      // The wallet does not know the chain: only chains with their own RPC URL can be added from here.
      if (errorCode(error) !== UNRECOGNIZED_CHAIN || network.rpcUrls.length === 0) throw error;
      await this.wallet.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: network.rpcUrls,
            ...(network.explorer ? { blockExplorerUrls: [network.explorer] } : {}),
          },
        ],
      });
    }
    this.reset();
  }

  balance(account: string): Promise<bigint> {
    return this.provider.getBalance(account);
  }

  private deployTransaction(artifact: DeployArtifact, params: DeployParams) {
    return new ContractFactory(artifact.abi, artifact.bytecode).getDeployTransaction(...constructorArgs(params));
  }

  async estimateFee(artifact: DeployArtifact, params: DeployParams, from: string): Promise<FeeEstimate> {
    const tx = await this.deployTransaction(artifact, params);
    const [gas, fees] = await Promise.all([this.provider.estimateGas({ ...tx, from }), this.provider.getFeeData()]);
    const price = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
    return { gas, feeWei: gas * price };
  }

  async sendDeploy(artifact: DeployArtifact, params: DeployParams, from: string): Promise<string> {
    const tx = await this.deployTransaction(artifact, params);
    const signer = await this.provider.getSigner(from);
    // The hash as soon as the wallet has sent it; waiting is the controller's job (with its own deadline).
    return signer.sendUncheckedTransaction(tx);
  }

  async receipt(txHash: string): Promise<Receipt | null> {
    const receipt = (await this.wallet.request({ method: 'eth_getTransactionReceipt', params: [txHash] })) as {
      status?: string;
      contractAddress?: string | null;
    } | null;
    if (!receipt) return null;
    if (receipt.status !== '0x1' || !receipt.contractAddress) return { status: 'reverted' };
    return { status: 'success', contractAddress: getAddress(receipt.contractAddress) };
  }

  async watchAsset(token: { address: string; symbol: string; decimals: number }): Promise<boolean> {
    const added = await this.wallet.request({
      method: 'wallet_watchAsset',
      params: { type: 'ERC20', options: token },
    });
    return added !== false;
  }
}

/** The custom error (name and arguments) a failed call reverted with, decoded with the token's ABI. */
export function decodeRevert(abi: InterfaceAbi, error: unknown): DecodedRevert | null {
  const data = revertData(error);
  if (!data) return null;
  try {
    const parsed = new Interface(abi).parseError(data);
    return parsed ? { name: parsed.name, args: parsed.args.map((a: unknown) => String(a)) } : null;
  } catch {
    return null;
  }
}

export const createChainClient = (wallet: Eip1193Provider): ChainApi => new ChainClient(wallet);

/** ABI-encoded constructor arguments without `0x`, as explorers ask for them when verifying. */
export function encodeConstructorArgs(abi: InterfaceAbi, params: DeployParams): string {
  return new Interface(abi).encodeDeploy(constructorArgs(params)).slice(2);
}
