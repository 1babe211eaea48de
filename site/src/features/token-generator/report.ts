import { postForm } from '../forms/postForm';
import type { SavedDeployment } from './storage';

/** The body of `POST /api/token-deployments` (the CMS validates it with the same rules). */
export function reportBody(deployment: SavedDeployment): Record<string, string | number> {
  const { params } = deployment;
  return {
    email: deployment.email,
    locale: deployment.locale,
    chainId: deployment.chainId,
    contractAddress: deployment.contractAddress ?? '',
    txHash: deployment.txHash,
    owner: deployment.account,
    tokenType: params.tokenType,
    name: params.name,
    symbol: params.symbol,
    decimals: String(params.decimals),
    // Whole tokens, as the visitor entered them (the CMS checks them with the shared rules).
    supply: (params.initialSupply / 10n ** BigInt(params.decimals)).toString(),
    cap: params.cap === null ? '' : (params.cap / 10n ** BigInt(params.decimals)).toString(),
  };
}

/** Stores the deployment in the CMS, which e-mails the details to the visitor (only when an e-mail was given). */
export async function reportDeployment(endpoint: string, deployment: SavedDeployment, fetchImpl?: typeof fetch) {
  await postForm(endpoint, reportBody(deployment), fetchImpl ? { fetch: fetchImpl } : {});
}
