// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { PublicKey } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { usePendingTxStore } from '../../../stores/pending-tx-store';
import { openSandboxClient, type SandboxClient } from '../../../test/sandbox-client';
import { useBorrowWrite, type BorrowStep } from './use-borrow-write';

const { SOL, USDC } = KNOWN_TOKENS;
const SOL_1 = 1_000_000_000n;
type Wire = { instructions: unknown[]; addressLookupTableAddresses: string[] };
type Position = { id: number; supply: string; borrow: string };

let sb: SandboxClient;
let wallet: string;
let vaultId: number;
beforeEach(async () => {
  sb = await openSandboxClient({ seed: 'use-borrow-write' });
  wallet = sb.connect({ tokens: { [USDC.mint]: 10_000_000n } }).address;
  const vaults = (await sb.json('/lend/v1/borrow/vaults')).body as unknown as {
    id: number;
    supplyToken: { address: string };
    borrowToken: { address: string };
  }[];
  vaultId = vaults.find((v) => v.supplyToken.address === SOL.mint && v.borrowToken.address === USDC.mint)!.id;
  usePendingTxStore.setState({ records: [] });
});
afterEach(() => sb.close());

async function run(plan: BorrowStep[]) {
  const { result } = renderHook(() => useBorrowWrite(), { wrapper: sb.wrapper });
  act(() => result.current.start(wallet, plan));
  await waitFor(() => expect(result.current.finished !== null || result.current.state.status === 'error').toBe(true));
  return result.current;
}

const lendPaths = () => sb.calls.filter((c) => c.path.startsWith('/lend/')).map((c) => c.path);
/** Oldest first (the store keeps the newest first). */
const summaries = () =>
  usePendingTxStore
    .getState()
    .records.map((r) => r.summary)
    .reverse();
const positions = async () =>
  (await sb.json(`/lend/v1/borrow/positions?users=${wallet}`)).body as unknown as Position[];
const wrappedSol = () => sb.holding(wallet, SOL.mint);

/** A SOL → USDC position opened in one transaction (the wrap composed in); the calls and records start over. */
async function open(colAmount: bigint, debtAmount: bigint) {
  const write = { vaultId, positionId: 0, colAmount, debtAmount };
  expect(
    (await run([{ kind: 'operate', write, wrap: { lamports: colAmount, accountExists: false } }])).finished,
  ).not.toBeNull();
  const [position] = await positions();
  sb.calls.length = 0;
  usePendingTxStore.setState({ records: [] });
  return position!;
}

describe('useBorrowWrite', () => {
  it('wrap then open: the app’s own wrap lands first, then the operate the service crafts', async () => {
    const done = await run([
      { kind: 'wrap', lamports: SOL_1, accountExists: false },
      { kind: 'operate', write: { vaultId, positionId: 0, colAmount: SOL_1, debtAmount: 50_000_000n } },
    ]);
    expect(done.finished?.index).toBe(1);
    expect(summaries()).toEqual(['Wrap 1 SOL for collateral', 'Open SOL → USDC: deposit 1 SOL, borrow 50 USDC']);
    expect(sb.calls.find((c) => c.path.endsWith('/operate'))?.body).toEqual({
      vaultId,
      positionId: 0,
      signer: wallet,
      colAmount: '1000000000',
      debtAmount: '50000000',
    });
    expect(sb.balance(wallet, USDC.mint)).toBe(60_000_000n);
    const [position] = await positions();
    expect(position?.supply).toBe('1000000000');
    expect(position?.borrow).toMatch(/^500000\d\d$/);
  });

  it('repay all reads the position fresh and sends MIN_I128, bounded by the debt plus interest', async () => {
    const { id } = await open(SOL_1, 50_000_000n);
    await run([{ kind: 'operate', write: { vaultId, positionId: id, colAmount: 0n, debtAmount: MIN_I128 } }]);
    expect(lendPaths()).toEqual(['/lend/v1/borrow/vaults', '/lend/v1/borrow/positions', '/lend/v1/borrow/operate']);
    expect((sb.calls.at(-1)?.body as { debtAmount: string }).debtAmount).toBe(MIN_I128.toString());
    expect(summaries()).toEqual([
      expect.stringMatching(new RegExp(`^Repay all \\(at most 50\\.\\d+ USDC\\) \\(SOL → USDC #${String(id)}\\)$`)),
    ]);
    expect((await positions())[0]?.borrow).toBe('0');
    expect(sb.balance(wallet, USDC.mint)).toBeGreaterThan(9_900_000n);
  });

  it('a failed first step stops the plan: the operate is never crafted', async () => {
    await sb.close();
    sb = await openSandboxClient({ seed: 'use-borrow-write' });
    wallet = sb.connect({}, { approves: false }).address;
    const state = await run([
      { kind: 'wrap', lamports: 5n, accountExists: false },
      { kind: 'operate', write: { vaultId, positionId: 0, colAmount: 5n, debtAmount: 0n } },
    ]);
    expect(state.state).toMatchObject({ status: 'error', failure: { kind: 'rejected' } });
    expect(lendPaths()).toEqual([]);
    expect(await positions()).toEqual([]);
  });

  it('SOL open short of wrapped SOL: ONE transaction, the wrap and the service’s instructions', async () => {
    const write = { vaultId, positionId: 0, colAmount: SOL_1, debtAmount: 50_000_000n };
    const done = await run([{ kind: 'operate', write, wrap: { lamports: SOL_1, accountExists: false } }]);
    expect(done.finished?.plan).toHaveLength(1);
    expect(lendPaths()).toEqual(['/lend/v1/borrow/vaults', '/lend/v1/borrow/operate-instructions']);
    expect(sb.calls.at(-1)?.body).toEqual({
      vaultId,
      positionId: 0,
      signer: wallet,
      colAmount: '1000000000',
      debtAmount: '50000000',
    });
    expect(summaries()).toEqual(['Open SOL → USDC: deposit 1 SOL, borrow 50 USDC (wrapping 1 SOL first)']);
    expect(sb.balance(wallet, USDC.mint)).toBe(60_000_000n);
    expect(await wrappedSol()).toBe(0n);
  });

  it('withdraw all with the unwrap: one transaction that closes the wrapped-SOL account after the run', async () => {
    const { id } = await open(SOL_1, 0n);
    const lamports = sb.sandbox.ledger.getBalance(wallet);
    const write = { vaultId, positionId: id, colAmount: MIN_I128, debtAmount: 0n };
    expect((await run([{ kind: 'operate', write, unwrap: true }])).finished?.plan).toHaveLength(1);
    expect(summaries()).toEqual([`Withdraw all SOL collateral (SOL → USDC #${String(id)}), unwrapped to SOL`]);
    expect(sb.sandbox.ledger.getBalance(wallet)).toBeGreaterThan(lamports + SOL_1 - 10_000_000n);
    expect(await wrappedSol()).toBe(0n);
  });

  it('falls back to separate transactions when the response cannot be composed: wrap, operate', async () => {
    // Instructions too large for one transaction beside the wrap, as a service's long route might be.
    const memo = { programId: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', accounts: [], data: 'A'.repeat(1_400) };
    sb.answer('/lend/v1/borrow/operate-instructions', (body: Wire) => ({
      ...body,
      instructions: [...body.instructions, memo],
    }));
    const write = { vaultId, positionId: 0, colAmount: 500_000_000n, debtAmount: 0n };
    const done = await run([{ kind: 'operate', write, wrap: { lamports: 500_000_000n, accountExists: false } }]);
    expect(done.finished?.plan.map((s) => s.kind)).toEqual(['wrap', 'operate']);
    expect(lendPaths().filter((p) => p.endsWith('/operate'))).toHaveLength(1);
    expect(summaries()).toEqual(['Wrap 0.5 SOL for collateral', 'Open SOL → USDC: deposit 0.5 SOL']);
    expect(await positions()).toMatchObject([{ supply: '500000000' }]);
  });

  it('a lookup table the RPC does not have also falls back (the unwrap as its own transaction)', async () => {
    const { id } = await open(SOL_1, 0n);
    sb.answer('/lend/v1/borrow/operate-instructions', (body: Wire) => ({
      ...body,
      addressLookupTableAddresses: [PublicKey.unique().toBase58()],
    }));
    const write = { vaultId, positionId: id, colAmount: -100_000_000n, debtAmount: 0n };
    const done = await run([{ kind: 'operate', write, unwrap: true }]);
    expect(lendPaths()).toContain('/lend/v1/borrow/operate-instructions');
    expect(done.finished?.plan.map((s) => s.kind)).toEqual(['operate', 'unwrap']);
    expect(summaries()).toEqual([`Withdraw 0.1 SOL (SOL → USDC #${String(id)})`, 'Unwrap wrapped SOL back to SOL']);
    expect(await positions()).toMatchObject([{ supply: '900000000' }]);
    expect(await wrappedSol()).toBe(0n);
  });
});
