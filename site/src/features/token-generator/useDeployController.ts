import { useEffect, useMemo, useState } from 'react';
import type * as ChainClientModule from './chain-client';
import type { TokenNetwork } from '@app/contracts';
import { pushDataLayer } from '../analytics/data-layer';
import { createDeployController, type ControllerState, type DeployController } from './deploy-controller';
import { loadArtifact } from './deploy-params';
import { reportDeployment } from './report';
import { loadDeployment, saveDeployment } from './storage';
import { discoverWallets } from './wallets';

type ChainModule = typeof ChainClientModule;

/**
 * The deploy controller of this island, wired to the browser: EIP-6963 discovery, ethers loaded on first
 * use, session storage, the CMS report endpoint. A deployment left pending by a closed page is resumed.
 */
export function useDeployController(endpoint: string, networks: readonly TokenNetwork[]) {
  const [state, setState] = useState<ControllerState>({ phase: { kind: 'idle' }, account: null, notice: null });
  const controller: DeployController = useMemo(() => {
    let chainModule: ChainModule | null = null;
    return createDeployController({
      discover: () => discoverWallets(window),
      createChain: async (wallet) => {
        chainModule ??= await import(/* webpackChunkName: "token-generator-chain" */ './chain-client');
        return chainModule.createChainClient(wallet);
      },
      loadArtifact,
      decodeRevert: (abi, error) => chainModule?.decodeRevert(abi, error) ?? null,
      saveDeployment,
      report: (deployment) => reportDeployment(endpoint, deployment),
      onChange: setState,
      // For the tag manager: which kind of token on which chain, nothing that names the visitor's wallet.
      onDeployed: ({ chainId, params }) =>
        pushDataLayer({ event: 'token_deployed', chain_id: chainId, token_type: params.tokenType }),
      networks,
    });
  }, [endpoint, networks]);

  useEffect(() => {
    const saved = loadDeployment();
    if (saved) void controller.resume(saved);
    return () => controller.dispose();
  }, [controller]);

  return { state, controller };
}
