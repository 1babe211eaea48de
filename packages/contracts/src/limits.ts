/** Business limits of the token generator (product rules §5, §9), defined once for site, CMS and tests. */

/** Decimals a token may have (product rules §5: 0 to 15); the contracts enforce the maximum too. */
export const MIN_DECIMALS = 0;
export const MAX_DECIMALS = 15;

/** The wallet must hold at least this much ETH before a deployment starts (product rules §9: 0.25 ETH). */
export const MIN_DEPLOY_BALANCE_ETH = '0.25';
export const MIN_DEPLOY_BALANCE_WEI = 250_000_000_000_000_000n;

/** How long the generator waits for the deployment to be mined before it says "still pending" (product rules §9). */
export const DEPLOY_WAIT_MS = 5 * 60 * 1000;

/** The largest value a uint256 holds: supply and cap, in the token's smallest unit, must not exceed it. */
export const MAX_UINT256 = 2n ** 256n - 1n;
