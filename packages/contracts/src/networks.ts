/**
 * The networks the token generator deploys to, with their block explorers — the one place to change them.
 *
 * Ethereum mainnet and Sepolia are always offered. A local Hardhat chain (31337) is offered only when the
 * build sets `GATSBY_TOKEN_LOCAL_CHAIN_RPC` to its JSON-RPC URL (the test build does; production builds
 * must not). The CMS reads the same variable to accept deployments reported for that chain.
 */
export type TokenNetwork = {
  chainId: number;
  /** Stable key for catalogue texts and test ids. */
  key: 'mainnet' | 'sepolia' | 'localhost';
  /** The network's proper name, the same in every language. */
  name: string;
  /** Test networks: tokens there have no value; the wizard marks them clearly. */
  testnet: boolean;
  nativeCurrency: { name: string; symbol: string; decimals: 18 };
  /** Block explorer origin, without a trailing slash; null when the chain has none. */
  explorer: string | null;
  /** RPC endpoints for `wallet_addEthereumChain` when the wallet does not know the chain (local chain only). */
  rpcUrls: readonly string[];
};

/** Name of the build-time variable that adds the local test chain. */
export const LOCAL_CHAIN_ENV = 'GATSBY_TOKEN_LOCAL_CHAIN_RPC';
export const LOCAL_CHAIN_ID = 31337;

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export const PUBLIC_NETWORKS: readonly TokenNetwork[] = [
  {
    chainId: 1,
    key: 'mainnet',
    name: 'Ethereum Mainnet',
    testnet: false,
    nativeCurrency: ETHER,
    explorer: 'https://etherscan.io',
    rpcUrls: [],
  },
  {
    chainId: 11155111,
    key: 'sepolia',
    name: 'Sepolia',
    testnet: true,
    nativeCurrency: { ...ETHER, name: 'Sepolia Ether' },
    explorer: 'https://sepolia.etherscan.io',
    rpcUrls: [],
  },
];

/** The local Hardhat chain at `rpcUrl` (tests only). */
export function localNetwork(rpcUrl: string): TokenNetwork {
  return {
    chainId: LOCAL_CHAIN_ID,
    key: 'localhost',
    name: 'Hardhat (local)',
    testnet: true,
    nativeCurrency: ETHER,
    explorer: null,
    rpcUrls: [rpcUrl],
  };
}

/**
 * The networks offered: the public ones, plus the local chain when `localChainRpc` (the value of
 * `GATSBY_TOKEN_LOCAL_CHAIN_RPC`) is a http(s) URL. Anything else is ignored.
 */
export function supportedNetworks(localChainRpc?: string | null): readonly TokenNetwork[] {
  const rpc = localChainRpc?.trim() ?? '';
  return /^https?:\/\/\S+$/.test(rpc) ? [...PUBLIC_NETWORKS, localNetwork(rpc)] : PUBLIC_NETWORKS;
}

export function findNetwork(networks: readonly TokenNetwork[], chainId: number): TokenNetwork | undefined {
  return networks.find((n) => n.chainId === chainId);
}

/** The explorer page of an address (contract or wallet); null on a chain without explorer. */
export function explorerAddressUrl(network: TokenNetwork, address: string): string | null {
  return network.explorer ? `${network.explorer}/address/${address}` : null;
}

/** The explorer page of a transaction; null on a chain without explorer. */
export function explorerTxUrl(network: TokenNetwork, txHash: string): string | null {
  return network.explorer ? `${network.explorer}/tx/${txHash}` : null;
}

/** EIP-155 chain id in the hex form EIP-1193 wallets use (`0x1`, `0xaa36a7`). */
export const toHexChainId = (chainId: number): string => `0x${chainId.toString(16)}`;
