import { ComputeBudgetProgram, Keypair, TransactionMessage } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { fundedWallet, land } from '../test-harness';
import { harness, legacyTx, randomAddress, transferIx } from './rpc-test-kit';

const context = (slot: number) => ({ apiVersion: expect.any(String) as string, slot });

describe('cluster methods', () => {
  it('getLatestBlockhash wraps the ledger blockhash and its last valid height in a context', async () => {
    const { call, ledger } = harness();
    ledger.advanceSlots(3);
    expect(await call('getLatestBlockhash', [{ commitment: 'confirmed' }])).toEqual({
      context: context(ledger.slot),
      value: ledger.latestBlockhash(),
    });
    expect(ledger.latestBlockhash().lastValidBlockHeight).toBe(ledger.blockHeight + 150);
  });

  it('getLatestBlockhash refuses a minContextSlot the ledger has not reached with -32016', async () => {
    const { fail, ledger } = harness();
    expect(await fail('getLatestBlockhash', [{ minContextSlot: ledger.slot + 5 }])).toEqual({
      code: -32016,
      message: 'Minimum context slot has not been reached',
      data: { contextSlot: ledger.slot },
    });
  });

  it('isBlockhashValid is true inside the 150-block window and false after it', async () => {
    const { call, fail, ledger } = harness();
    const { blockhash } = ledger.latestBlockhash();
    expect(await call('isBlockhashValid', [blockhash])).toEqual({ context: context(ledger.slot), value: true });
    ledger.advanceSlots(151);
    expect(await call('isBlockhashValid', [blockhash, { commitment: 'processed' }])).toMatchObject({ value: false });
    expect((await fail('isBlockhashValid', ['xyz'])).message).toMatch(/^Invalid params: blockhash \(params\[0\]\)/);
  });

  it('getSlot, getBlockHeight and getEpochInfo follow the clock', async () => {
    const { call, ledger } = harness();
    const slot = ledger.slot;
    const height = ledger.blockHeight;
    ledger.advanceSlots(10);
    expect(await call('getSlot')).toBe(slot + 10);
    expect(await call('getBlockHeight', [{ commitment: 'finalized' }])).toBe(height + 10);
    expect(await call('getEpochInfo')).toEqual({
      absoluteSlot: slot + 10,
      blockHeight: height + 10,
      epoch: 0,
      slotIndex: slot + 10,
      slotsInEpoch: ledger.slotsInEpoch,
    });
  });

  it('getVersion, getHealth and getGenesisHash answer like a validator', async () => {
    const { call, ledger, fail } = harness();
    expect(await call('getVersion')).toEqual({
      'feature-set': expect.any(Number) as number,
      'solana-core': expect.stringMatching(/^\d+\.\d+\.\d+$/) as string,
    });
    expect(await call('getHealth')).toBe('ok');
    expect(await call('getGenesisHash')).toBe(ledger.genesisHash);
    expect((await fail('getHealth', [1])).code).toBe(-32602);
  });

  it('getMinimumBalanceForRentExemption is the ledger rent for that size', async () => {
    const { call, fail } = harness();
    expect(await call('getMinimumBalanceForRentExemption', [0])).toBe(890_880);
    expect(await call('getMinimumBalanceForRentExemption', [165])).toBe(2_039_280);
    expect((await fail('getMinimumBalanceForRentExemption', [-1])).message).toMatch(/dataLength \(params\[0\]\)/);
    expect((await fail('getMinimumBalanceForRentExemption', ['165'])).code).toBe(-32602);
  });

  it('getFeeForMessage prices a message, and is null once its blockhash expired', async () => {
    const { call, fail, ledger } = harness();
    const payer = Keypair.generate();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
      instructions: [transferIx(payer.publicKey, Keypair.generate().publicKey, 1)],
    }).compileToLegacyMessage();
    const base64 = Buffer.from(message.serialize()).toString('base64');
    expect(await call('getFeeForMessage', [base64])).toEqual({ context: context(ledger.slot), value: 5000 });
    ledger.advanceSlots(151);
    expect(await call('getFeeForMessage', [base64, { commitment: 'confirmed' }])).toMatchObject({ value: null });
    expect((await fail('getFeeForMessage', ['%%%'])).message).toMatch(/message \(params\[0\]\)/);
    expect((await fail('getFeeForMessage', ['AAAA'])).code).toBe(-32602);
  });

  it('getRecentPrioritizationFees reports per slot, filtered by the accounts a transaction locked', async () => {
    const { call, fail, ledger } = harness();
    const payer = fundedWallet(ledger);
    const to = Keypair.generate().publicKey;
    land(
      ledger,
      legacyTx(ledger, payer, [
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 7_000 }),
        transferIx(payer.publicKey, to, 1_000_000),
      ]),
    );
    const fees = await call<{ slot: number; prioritizationFee: number }[]>('getRecentPrioritizationFees', [
      [to.toBase58()],
    ]);
    expect(fees.find((f) => f.slot === ledger.slot)).toEqual({ slot: ledger.slot, prioritizationFee: 7_000 });
    const other = await call<{ prioritizationFee: number }[]>('getRecentPrioritizationFees', [[randomAddress()]]);
    expect(other.every((f) => f.prioritizationFee === 0)).toBe(true);
    expect(await call('getRecentPrioritizationFees')).toEqual(expect.any(Array));
    const tooMany = Array.from({ length: 129 }, randomAddress);
    expect((await fail('getRecentPrioritizationFees', [tooMany])).message).toBe(
      'Invalid params: Too many inputs provided; max 128',
    );
  });
});
