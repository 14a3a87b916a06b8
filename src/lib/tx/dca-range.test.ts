import { TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { dcaOutBounds } from '../../utils/dca-out-bounds';
import { bindDcaOpen, dcaPda } from './dca-open';
import { MAX_OUT, MIN_OUT, openDcaV2, recurringCreate, START, UID, type OpenArgs } from './hostile/dca-case';
import { key, W, wallet } from './hostile/kit';

const input = key();
const output = key();
const spec = recurringCreate(input, output, key()).policy.dcaOpen;
const dca = dcaPda(W, input.toBase58(), output.toBase58(), UID);
const NOW = 1_800_000_000;

const txOf = (ix: TransactionInstruction) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: wallet,
      recentBlockhash: key().toBase58(),
      instructions: [ix],
    }).compileToV0Message(),
  );
const bind = (change: Partial<OpenArgs>, screen: Partial<NonNullable<typeof spec>> = {}) => {
  if (!spec) throw new Error('no recurring spec');
  const ix = openDcaV2({ dca, user: W, inputMint: input, outputMint: output, ...change });
  return bindDcaOpen(txOf(ix), W, { ...spec, ...screen }, NOW);
};

describe('the order’s range and start against the screen', () => {
  it('takes one raw unit of rounding either way, not two', () => {
    expect(bind({ minOut: MIN_OUT - 1n, maxOut: MAX_OUT + 1n })).toMatchObject({ ok: true });
    expect(bind({ minOut: MIN_OUT + 1n, maxOut: MAX_OUT - 1n })).toMatchObject({ ok: true });
    for (const change of [
      { minOut: MIN_OUT - 2n },
      { maxOut: MAX_OUT + 2n },
      { minOut: MIN_OUT + 2n },
      { maxOut: MAX_OUT - 2n },
    ]) {
      expect(bind(change)).toMatchObject({ ok: false });
    }
  });

  it('takes a part per 10^12 on large rounds', () => {
    if (!spec) throw new Error('no recurring spec');
    const big = { ...spec, maxPrice: 1e-9 };
    const expected = dcaOutBounds(50_000_000n, big).minOut ?? 0n;
    const slack = 1n + expected / 10n ** 12n;
    expect(slack).toBeGreaterThan(1n);
    expect(bind({ minOut: expected + slack }, big)).toMatchObject({ ok: true });
    expect(bind({ minOut: expected + slack + 1n }, big)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/more than the \d+ your maximum price asks/) as unknown,
    });
  });

  it('lets "start now" be None or a time up to two minutes ahead of this clock', () => {
    const now = { startAt: null };
    expect(bind({ startAt: null }, now)).toMatchObject({ ok: true });
    expect(bind({ startAt: BigInt(NOW + 120) }, now)).toMatchObject({ ok: true });
    expect(bind({ startAt: BigInt(NOW - 600) }, now)).toMatchObject({ ok: true });
    expect(bind({ startAt: BigInt(NOW + 121) }, now)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/you chose to start now/) as unknown,
    });
    expect(bind({ startAt: null })).toMatchObject({
      ok: false,
      message: `It starts the order at once, not at 2025-11-25T16:00:00Z as shown: not signed.`,
    });
    expect(bind({ startAt: START })).toMatchObject({ ok: true });
  });

  it('does not read an order whose options are cut short or tagged other than 0 and 1', () => {
    const honest = openDcaV2({ dca, user: W, inputMint: input, outputMint: output });
    for (const data of [honest.data.subarray(0, 60), Uint8Array.from(honest.data).fill(2, 40, 41)]) {
      const ix = new TransactionInstruction({
        programId: honest.programId,
        keys: honest.keys,
        data: data as TransactionInstruction['data'],
      });
      if (!spec) throw new Error('no recurring spec');
      expect(bindDcaOpen(txOf(ix), W, spec, NOW)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/does not open a recurring order/) as unknown,
      });
    }
  });
});
