// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { deriveInvite } from '../utils/invite-key';
import { useClawback, useCreateInvite, type CreatedInvite } from './use-invite-actions';

const { SOL, USDC } = KNOWN_TOKENS;
const labelOf = (mint: string) => [SOL, USDC].find((t) => t.mint === mint);

let sb: SandboxClient;
let sender: string;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-invite-actions' });
  sender = sb.connect({ tokens: { [USDC.mint]: 100_000_000n } }).address;
  usePendingTxStore.setState({ records: [] });
});
afterEach(() => sb.close());

const sendCalls = () => sb.calls.filter((c) => c.path.startsWith('/send/'));
const summaries = () => usePendingTxStore.getState().records.map((r) => r.summary);

async function create(mint: string, amount: bigint): Promise<CreatedInvite> {
  const { result } = renderHook(() => useCreateInvite(), { wrapper: sb.wrapper });
  act(() => result.current.run({ sender, mint, amount, labelOf }));
  await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
  const state = result.current.state;
  if (state.status !== 'done') throw new Error(`not created: ${JSON.stringify(state)}`);
  return state.result;
}

describe('useCreateInvite', () => {
  it('crafts with the key of a fresh code, has it sign after the wallet, and shows the code only in the result', async () => {
    const lamports = sb.sandbox.ledger.getBalance(sender);
    const { code, link, amountText, expiry } = await create(SOL.mint, 500_000_000n);
    const key = await deriveInvite(code);

    // Native SOL: no mint on the wire; the service sees the public key, never the code.
    expect(sendCalls().map((c) => c.body)).toEqual([{ inviteSigner: key.signer, sender, amount: '500000000' }]);
    expect(JSON.stringify(sb.calls)).not.toContain(code);
    expect(summaries()).toEqual(['Invite link: 0.5 SOL']);
    // It landed, so the invite key signed after the wallet; the escrow holds the amount.
    const [pending] = (await sb.json(`/send/v1/pending-invites?address=${sender}`)).body.invites as {
      invite_pda: string;
      amount: string;
      expiry: string;
    }[];
    expect(pending).toMatchObject({ invite_pda: key.pda, amount: '500000000' });
    expect(expiry).toBe(Date.parse(pending?.expiry ?? ''));
    expect(sb.sandbox.ledger.getBalance(sender)).toBeLessThan(lamports - 500_000_000n);
    expect(link).toBe(`${window.location.origin}/invites/claim#${code}`);
    expect(amountText).toBe('0.5 SOL');
  });

  it('names the mint of a token and makes a new code each time', async () => {
    const codes = [(await create(USDC.mint, 5_000_000n)).code, (await create(USDC.mint, 5_000_000n)).code];
    expect(sendCalls().map((c) => (c.body as { mint?: string }).mint)).toEqual([USDC.mint, USDC.mint]);
    expect(new Set(codes).size).toBe(2);
    expect(sb.balance(sender, USDC.mint)).toBe(90_000_000n);
  });
});

describe('useClawback', () => {
  it('only the wallet signs; the amount comes back', async () => {
    const { code } = await create(USDC.mint, 5_000_000n);
    const { pda } = await deriveInvite(code);
    sb.calls.length = 0;
    const { result } = renderHook(() => useClawback(), { wrapper: sb.wrapper });
    act(() => result.current.run({ sender, invitePDA: pda, mint: USDC.mint, amount: 5_000_000n, labelOf }));
    await waitFor(() => expect(result.current.state.status).toMatch(/done|error/));
    expect(result.current.state).toMatchObject({ status: 'done', result: { invitePDA: pda } });
    expect(sendCalls().map((c) => c.body)).toEqual([{ invitePDA: pda, sender }]);
    expect(summaries()).toContain('Claw back invite: 5 USDC back');
    expect(sb.balance(sender, USDC.mint)).toBe(100_000_000n);
  });
});
