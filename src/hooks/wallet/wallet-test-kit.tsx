import type { WalletContextState } from '@solana/wallet-adapter-react';
import type { Connection } from '@solana/web3.js';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useWalletStackStore, type WalletStackValue } from '../../stores/wallet-stack-store';
import { IDLE_WALLET } from './use-wallet';

/**
 * Tests give a component a wallet or a connection the way the wallet stack would: published to the wallet-stack
 * store. Shaped like the adapter's contexts (`<WalletContext.Provider value={…}>`) so a test reads the same.
 */

const TEST_CONNECTION = { rpcEndpoint: 'http://127.0.0.1:8899', commitment: 'confirmed' } as unknown as Connection;

function usePublished(part: Partial<WalletStackValue>) {
  const apply = () => {
    const current = useWalletStackStore.getState().value;
    useWalletStackStore.setState({
      status: 'ready',
      value: { wallet: IDLE_WALLET, connection: TEST_CONNECTION, ...current, ...part },
    });
  };
  // On the first render, before any child reads the store; after that when the value changes.
  useState(apply);
  useLayoutEffect(apply, [part.wallet, part.connection]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => () => useWalletStackStore.setState({ status: 'idle', value: null }), []);
}

function WalletTestProvider({ value, children }: { value: WalletContextState; children?: ReactNode }) {
  usePublished({ wallet: value });
  return children;
}

function ConnectionTestProvider({ value, children }: { value: { connection: Connection }; children?: ReactNode }) {
  usePublished({ connection: value.connection });
  return children;
}

export const WalletContext = { Provider: WalletTestProvider };
export const ConnectionContext = { Provider: ConnectionTestProvider };
export type { WalletContextState };
