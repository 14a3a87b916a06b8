import { useWallet } from '../wallet/use-wallet';
import { useCallback } from 'react';
import type { ExecuteRequest, TxOutcome } from '../../lib/tx/run-transaction';
import { useTrackerDeps } from './use-tracker-deps';

/** The one way a page signs and lands a transaction (see run-transaction.ts). */
export function useExecuteTransaction(): { execute: (request: ExecuteRequest) => Promise<TxOutcome> } {
  const deps = useTrackerDeps();
  const { publicKey, signTransaction } = useWallet();
  const execute = useCallback(
    (request: ExecuteRequest): Promise<TxOutcome> => {
      if (!publicKey || !signTransaction) {
        return Promise.resolve({
          ok: false,
          id: null,
          signature: null,
          error: { kind: 'refused', message: 'Connect a wallet that can sign transactions first.' },
        });
      }
      // The signing and landing code loads on the first transaction, not with every page that can send one.
      const signer = { wallet: publicKey.toBase58(), signTransaction };
      return import('../../lib/tx/run-transaction').then(
        ({ executeTransaction }) => executeTransaction({ ...deps, signer }, request),
        (): TxOutcome => ({
          ok: false,
          id: null,
          signature: null,
          error: {
            kind: 'refused',
            message: 'The app could not load its signing code. Reload the page; nothing was signed.',
          },
        }),
      );
    },
    [deps, publicKey, signTransaction],
  );
  return { execute };
}
