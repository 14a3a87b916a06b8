// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import type { ExecuteRequest, TxOutcome } from '../../../lib/tx/run-transaction';
import { useClawback, useCreateInvite } from './use-invite-actions';

const execute = vi.fn<(request: ExecuteRequest) => Promise<TxOutcome>>();
vi.mock('../../../hooks/tx/use-execute-transaction', () => ({ useExecuteTransaction: () => ({ execute }) }));
// jsdom's realm breaks web3.js's PDA search (invite-key.test.ts proves the real derivation in Node): a keypair from
// the code's characters stands in, enough to tie what is sent to the code shown.
async function fakeDerive(code: string) {
  const { Keypair } = await import('@solana/web3.js');
  const keypair = Keypair.fromSeed(Uint8Array.from({ length: 32 }, (_, i) => code.charCodeAt(i % code.length) ^ i));
  return { keypair, signer: keypair.publicKey.toBase58(), pda: PDA };
}
vi.mock('../utils/invite-key', async (original) => ({
  ...(await original<typeof import('../utils/invite-key')>()),
  deriveInvite: fakeDerive,
}));

const { SOL, USDC } = KNOWN_TOKENS;
const SENDER = 'HYbxGkNvEwvZ14RzJHPB9h3dWfXjxwAEhkyzJRHx1hBf';
const PDA = '9tjzV49wccwf9A8J5fZ5josjWYnS41fUpNmcwqcqYrPF';
const labelOf = (mint: string) => [SOL, USDC].find((t) => t.mint === mint);
let bodies: Record<string, unknown>[];

// jsdom's realm also breaks web3.js's decoder; the write path is mocked here (run-transaction.test.ts signs for real).
const TX = 'AQID';
vi.mock('../../../lib/transaction-codec', () => ({
  decodeTransaction: (base64: string) => ({ kind: 'versioned', tx: { base64 } }),
}));
beforeEach(() => {
  bodies = [];
  execute.mockReset();
  execute.mockResolvedValue({ ok: true, id: '1', signature: 'SIG' });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: { body: string }) => {
      const body = JSON.parse(init.body) as Record<string, string>;
      bodies.push(body);
      const json = body.inviteSigner
        ? { tx: TX, expiry: '2026-12-03T16:00:00.000Z', totalFeeLamports: '2049280' }
        : { tx: TX };
      return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useCreateInvite', () => {
  it('crafts with the key of a fresh code, has it sign after the wallet, and shows the code only in the result', async () => {
    const { result } = renderHook(() => useCreateInvite(), { wrapper });
    act(() => result.current.run({ sender: SENDER, mint: SOL.mint, amount: 500_000_000n, labelOf }));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const state = result.current.state;
    if (state.status !== 'done') throw new Error('unreachable');
    const { code, link, amountText, expiry } = state.result;
    const key = await fakeDerive(code);

    // Native SOL: no mint on the wire; the service sees the public key, never the code.
    expect(bodies).toEqual([{ inviteSigner: key.signer, sender: SENDER, amount: '500000000' }]);
    const request = execute.mock.calls[0]![0];
    expect(request).toMatchObject({ kind: 'invite', land: 'rpc', summary: 'Invite link: 0.5 SOL' });
    expect(request.cosigners?.map((c) => c.publicKey.toBase58())).toEqual([key.signer]);
    expect(request.statement).toMatchObject({
      wallet: SENDER,
      send: [{ mint: SOL.mint, max: 500_000_000n }],
      receive: [],
      feesMax: 2_049_280n,
    });
    expect(JSON.stringify(request, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(code);
    expect(link).toBe(`${window.location.origin}/invites/claim#${code}`);
    expect(amountText).toBe('0.5 SOL');
    expect(expiry).toBe(Date.parse('2026-12-03T16:00:00.000Z'));
  });

  it('names the mint of a token and makes a new code each time', async () => {
    const { result } = renderHook(() => useCreateInvite(), { wrapper });
    const codes: string[] = [];
    for (let i = 0; i < 2; i++) {
      act(() => result.current.run({ sender: SENDER, mint: USDC.mint, amount: 5_000_000n, labelOf }));
      await waitFor(() => expect(result.current.state.status).toBe('done'));
      const state = result.current.state;
      if (state.status === 'done') codes.push(state.result.code);
      act(() => result.current.reset());
    }
    expect(bodies.map((b) => b.mint)).toEqual([USDC.mint, USDC.mint]);
    expect(new Set(codes).size).toBe(2);
  });
});

describe('useClawback', () => {
  it('only the wallet signs; the amount must come back and only the fee may leave', async () => {
    const { result } = renderHook(() => useClawback(), { wrapper });
    act(() => result.current.run({ sender: SENDER, invitePDA: PDA, mint: USDC.mint, amount: 5_000_000n, labelOf }));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(bodies).toEqual([{ invitePDA: PDA, sender: SENDER }]);
    const request = execute.mock.calls[0]![0];
    expect(request).toMatchObject({ kind: 'invite', land: 'rpc', summary: 'Claw back invite: 5 USDC back' });
    expect(request.cosigners).toBeUndefined();
    expect(request.statement).toMatchObject({ send: [], receive: [{ mint: USDC.mint, min: 5_000_000n, to: SENDER }] });
  });
});
