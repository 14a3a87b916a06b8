// @vitest-environment jsdom
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSettingsStore } from '../../stores/settings-store';
import { openSandboxClient, type SandboxClient } from '../../test/sandbox-client';
import { TxActionError, useTxAction, type CraftedTx } from './use-tx-action';

// The write path runs for real on the in-process sandbox: its RPC checks, the keypair wallet signs, the ledger lands.
let sb: SandboxClient;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-tx-action' });
});
afterEach(async () => {
  useSettingsStore.setState((s) => ({ settings: { ...s.settings, allowUncheckedSigning: false } }));
  await sb.close();
});

const stranger = Keypair.generate().publicKey;
const SEND = 100_000_000n;

/** A transfer of 0.1 SOL from `wallet` to a stranger, stated as such. */
async function transfer(wallet: Keypair): Promise<CraftedTx> {
  const blockhash = await sb.connection.getLatestBlockhash();
  const tx = new Transaction({ feePayer: wallet.publicKey, ...blockhash }).add(
    SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: stranger, lamports: SEND }),
  );
  const from = wallet.publicKey.toBase58();
  return {
    transaction: tx,
    statement: {
      wallet: from,
      send: [{ mint: 'So11111111111111111111111111111111111111112', max: SEND }],
      receive: [],
      feesMax: 10_000n,
    },
    labelOf: () => undefined,
    land: 'rpc',
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
    summary: 'Test',
  };
}
const crafted = (transaction: CraftedTx['transaction']): CraftedTx => ({
  transaction,
  statement: { wallet: 'W', send: [], receive: [], feesMax: 0n },
  labelOf: () => undefined,
  land: 'rpc',
  lastValidBlockHeight: null,
  summary: 'Test',
});

function setup(craft: () => Promise<CraftedTx>) {
  return renderHook(() => useTxAction<undefined, string>({ kind: 'test', craft, finish: (o) => o.signature ?? '' }), {
    wrapper: sb.wrapper,
  });
}
const arrived = () => sb.sandbox.ledger.getBalance(stranger.toBase58());
/** The RPC fails to simulate, as an overloaded node answers. */
const simulationDown = () => sb.rpcAnswer('simulateTransaction', () => new Response('busy', { status: 503 }));

describe('useTxAction', () => {
  it('an unreadable transaction is its own failure, never an unhandled rejection (issue 11 §3.4)', async () => {
    const { result } = setup(() => Promise.resolve(crafted('%%% not base64')));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ failure: { kind: 'unreadable' } });
  });

  it('a craft that stops says why and signs nothing', async () => {
    const { result } = setup(() => Promise.reject(new TxActionError({ kind: 'changed', message: 'The price moved' })));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', failure: { kind: 'changed' } }));
  });

  it('offers no way past a check the RPC could not run unless Settings allows it (issue 24)', async () => {
    const { keypair } = sb.connect();
    simulationDown();
    const { result } = setup(() => transfer(keypair));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ failure: { kind: 'unverified' } });
    expect(arrived()).toBe(0n);
  });

  it('with the setting on, asks a second time when the RPC could not simulate, and passes the answer on', async () => {
    useSettingsStore.setState((s) => ({ settings: { ...s.settings, allowUncheckedSigning: true } }));
    const { keypair } = sb.connect();
    simulationDown();
    const { result } = setup(() => transfer(keypair));
    act(() => result.current.run(undefined));
    await waitFor(() => expect(result.current.state.status).toBe('confirm-unverified'));
    const state = result.current.state;
    if (state.status !== 'confirm-unverified') throw new Error('unreachable');
    expect(state.message).toMatch(/could not be simulated/);
    act(() => state.confirm());
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(arrived()).toBe(SEND);
  });

  it('runAsync answers the result, or rejects with the failure, for a caller running actions in turn', async () => {
    const { keypair } = sb.connect();
    const { result } = setup(() => transfer(keypair));
    let signature = '';
    await act(async () => {
      signature = await result.current.runAsync(undefined);
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(arrived()).toBe(SEND);
    const refusing = sb.connect({}, { approves: false });
    const again = setup(() => transfer(refusing.keypair));
    await act(() =>
      expect(again.result.current.runAsync(undefined)).rejects.toMatchObject({ failure: { kind: 'rejected' } }),
    );
    expect(arrived()).toBe(SEND);
  });
});
