import { supportedNetworks } from '@app/contracts';

/**
 * The networks this build offers: mainnet and Sepolia, plus the local test chain when the build sets
 * GATSBY_TOKEN_LOCAL_CHAIN_RPC (Gatsby inlines GATSBY_ variables at build time; unset, it is undefined).
 */
export const NETWORKS = supportedNetworks(process.env.GATSBY_TOKEN_LOCAL_CHAIN_RPC);
