import { PublicKey, TransactionInstruction, TransactionMessage, type VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { instructionSchema } from '../../../src/api/swap/schemas-v2';
import { TIP_ACCOUNTS } from '../../../src/api/tx/tip-accounts';
import { associatedTokenAddress } from '../../world/fund';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { swapLookupTable } from '../../kit/tx/lookup-table';
import { FULL_COMPUTE_UNIT_LIMIT } from './priority';
import { openHarness } from '../../test-harness';
import { computeBudgetOf, errorOf, getQuote, post, postSwap, quotePath, swapBody, type TestApp, V1 } from './test-kit';

const { SOL, USDC, JUP } = WELL_KNOWN_MINTS;
const ONE_SOL = 1_000_000_000n;
let t: TestApp;
let me: string;

beforeAll(() => {
  t = openHarness({ ...V1, seed: 'swap-v1-options-test' });
  me = t.wallet({ starter: true }).publicKey.toBase58();
});

const quoteOf = async (extra: Record<string, string> = {}) =>
  (await getQuote(t, quotePath(SOL, USDC, ONE_SOL, extra))).quote;
const keysOf = (tx: VersionedTransaction) => tx.message.staticAccountKeys.map((k) => k.toBase58());
const signersOf = (tx: VersionedTransaction) => keysOf(tx).slice(0, tx.message.header.numRequiredSignatures);

/** The SystemProgram transfers of a message to a tip account: [from, to, lamports]. */
function tips(tx: VersionedTransaction): [string, string, bigint][] {
  const keys = keysOf(tx);
  return tx.message.compiledInstructions.flatMap((ix) => {
    const to = keys[ix.accountKeyIndexes[1] ?? -1];
    if (keys[ix.programIdIndex] !== '11111111111111111111111111111111' || !to || !TIP_ACCOUNTS.includes(to as never))
      return [];
    const lamports = new DataView(ix.data.buffer, ix.data.byteOffset).getBigUint64(4, true);
    return [[keys[ix.accountKeyIndexes[0] ?? -1] ?? '', to, lamports]];
  });
}

describe('POST /swap/v1/swap options', () => {
  it('asks 1.4 M compute units unless dynamicComputeUnitLimit, and prices a number of lamports into them', async () => {
    const quote = await quoteOf();
    const plain = await postSwap(t, swapBody(quote, me));
    expect(computeBudgetOf(plain.tx)).toEqual({ limit: FULL_COMPUTE_UNIT_LIMIT, price: 0n });
    expect(plain.response.prioritizationFeeLamports).toBe(0);
    const dynamic = await postSwap(
      t,
      swapBody(quote, me, { dynamicComputeUnitLimit: true, prioritizationFeeLamports: 70_000 }),
    );
    const budget = computeBudgetOf(dynamic.tx);
    expect(budget.limit).toBeLessThan(FULL_COMPUTE_UNIT_LIMIT);
    expect(budget.price).toBe((70_000n * 1_000_000n) / BigInt(budget.limit!));
    expect(dynamic.response.prioritizationFeeLamports).toBeLessThanOrEqual(70_000);
    expect(dynamic.response.prioritizationFeeLamports).toBeGreaterThan(69_000);
  });

  it('prices a priority level at its floor on a quiet ledger, capped at maxLamports', async () => {
    const quote = await quoteOf();
    const level = (priorityLevel: 'medium' | 'high' | 'veryHigh', maxLamports: number) =>
      postSwap(
        t,
        swapBody(quote, me, {
          prioritizationFeeLamports: { priorityLevelWithMaxLamports: { priorityLevel, maxLamports } },
        }),
      );
    expect(computeBudgetOf((await level('medium', 10 ** 9)).tx).price).toBe(10_000n);
    expect(computeBudgetOf((await level('veryHigh', 10 ** 9)).tx).price).toBe(250_000n);
    const capped = await level('veryHigh', 100_000);
    expect(capped.response.prioritizationFeeLamports).toBeLessThanOrEqual(100_000);
    expect(computeBudgetOf(capped.tx).price).toBe((100_000n * 1_000_000n) / BigInt(FULL_COMPUTE_UNIT_LIMIT));
  });

  it('takes computeUnitPriceMicroLamports as the price, but not together with a priority fee', async () => {
    const quote = await quoteOf();
    const { tx } = await postSwap(t, swapBody(quote, me, { computeUnitPriceMicroLamports: 12_345 }));
    expect(computeBudgetOf(tx).price).toBe(12_345n);
    const both = swapBody(quote, me, { computeUnitPriceMicroLamports: 1, prioritizationFeeLamports: 5 });
    expect(await errorOf(post(t, '/swap/v1/swap', both))).toMatch(/^computeUnitPriceMicroLamports: cannot be used/);
  });

  it('adds a tip transfer for mevTipLamports, from another wallet with mevTipLamportsWithPayer', async () => {
    const quote = await quoteOf();
    const own = await postSwap(t, swapBody(quote, me, { prioritizationFeeLamports: { mevTipLamports: 1_000_000 } }));
    expect(tips(own.tx)).toEqual([[me, expect.any(String), 1_000_000n]]);
    const sponsor = t.wallet({ starter: true }).publicKey.toBase58();
    const body = swapBody(quote, me, {
      prioritizationFeeLamports: { mevTipLamportsWithPayer: { lamports: 2_000_000, payer: sponsor } },
    });
    const other = await postSwap(t, body);
    expect(tips(other.tx)).toEqual([[sponsor, expect.any(String), 2_000_000n]]);
    expect(signersOf(other.tx)).toContain(sponsor);
  });

  it('builds a legacy message with asLegacyTransaction, and lets `payer` pay the fees', async () => {
    const quote = await quoteOf({ asLegacyTransaction: 'true' });
    const legacy = await postSwap(t, swapBody(quote, me, { asLegacyTransaction: true }));
    expect(legacy.tx.message.version).toBe('legacy');
    const payer = t.wallet({ starter: true }).publicKey.toBase58();
    const paid = await postSwap(t, swapBody(quote, me, { payer }));
    expect(signersOf(paid.tx)[0]).toBe(payer);
    expect(signersOf(paid.tx)).toContain(me);
  });

  it('shortens lastValidBlockHeight with blockhashSlotsToExpiry', async () => {
    const { response } = await postSwap(t, swapBody(await quoteOf(), me, { blockhashSlotsToExpiry: 10 }));
    expect(response.lastValidBlockHeight).toBe(t.sandbox.ledger.blockHeight + 10);
  });

  it('sends the output to destinationTokenAccount, which must hold the output mint', async () => {
    const quote = await quoteOf();
    const other = t.wallet({ starter: true }).publicKey.toBase58();
    const program = t.sandbox.world.byMint.get(USDC)!.tokenProgram;
    const dest = associatedTokenAddress(USDC, other, program);
    const { tx } = await postSwap(t, swapBody(quote, me, { destinationTokenAccount: dest }));
    expect(keysOf(tx)).toContain(dest);
    const wrong = associatedTokenAddress(JUP, other, t.sandbox.world.byMint.get(JUP)!.tokenProgram);
    expect(await errorOf(post(t, '/swap/v1/swap', swapBody(quote, me, { destinationTokenAccount: wrong })))).toMatch(
      /^destinationTokenAccount: .* holds/,
    );
    const native = swapBody(quote, me, { nativeDestinationAccount: other });
    expect(await errorOf(post(t, '/swap/v1/swap', native))).toMatch(/nativeDestinationAccount needs SOL/);
  });
});

const groupsSchema = z.looseObject({
  computeBudgetInstructions: z.array(instructionSchema),
  setupInstructions: z.array(instructionSchema),
  swapInstruction: instructionSchema,
  otherInstructions: z.array(instructionSchema),
  cleanupInstruction: z.nullable(instructionSchema),
  addressLookupTableAddresses: z.array(z.string()),
});

async function instructionGroups(body: unknown) {
  const res = await post(t, '/swap/v1/swap-instructions', body);
  expect(res.status).toBe(200);
  return groupsSchema.parse(await res.json());
}

const web3Instruction = (i: z.output<typeof instructionSchema>) =>
  new TransactionInstruction({
    programId: new PublicKey(i.programId),
    keys: i.accounts.map((a) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: Buffer.from(i.data, 'base64'),
  });

describe('POST /swap/v1/swap-instructions', () => {
  it('answers the groups and the lookup table; compiled in order they make the /swap transaction', async () => {
    const quote = await quoteOf();
    const body = swapBody(quote, me, { dynamicComputeUnitLimit: true, prioritizationFeeLamports: 10_000 });
    const groups = await instructionGroups(body);
    const table = swapLookupTable(t.sandbox);
    expect(groups.addressLookupTableAddresses).toEqual([table.address]);
    const ordered = [
      ...groups.computeBudgetInstructions,
      ...groups.setupInstructions,
      groups.swapInstruction,
      ...groups.otherInstructions,
      ...(groups.cleanupInstruction ? [groups.cleanupInstruction] : []),
    ].map(web3Instruction);
    expect(groups.cleanupInstruction).not.toBeNull(); // the wrapped SOL is closed after the pool legs
    const { tx } = await postSwap(t, body);
    const mine = new TransactionMessage({
      payerKey: new PublicKey(me),
      recentBlockhash: tx.message.recentBlockhash,
      instructions: ordered,
    }).compileToV0Message([table.account]);
    expect(Buffer.from(mine.serialize())).toEqual(Buffer.from(tx.message.serialize()));
  });

  it('puts a tip last among otherInstructions', async () => {
    const body = swapBody(await quoteOf(), me, { prioritizationFeeLamports: { mevTipLamports: 1_000_000 } });
    const groups = await instructionGroups(body);
    const tip = groups.otherInstructions.at(-1)!;
    expect(tip.programId).toBe('11111111111111111111111111111111');
    expect(TIP_ACCOUNTS).toContain(tip.accounts[1]?.pubkey);
  });
});
