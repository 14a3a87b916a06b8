import { Keypair, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../src/api/recurring/schemas';
import { Ledger } from '../chain/ledger';
import { ataOf } from '../kit/tx/builder';
import { openHarness, signed, tokenAmount, usdcFunding } from '../test-harness';
import { TOKEN_PROGRAM } from '../world/token';
import { DCA_PROGRAM, dcaPdaOf, ensureDcaProgram, openDcaV2 } from './dca';
import { recurringContext } from './family';
import { runDueRounds } from './keeper';
import { createBody, DAY, openOrder, RECURRING, SOL, USDC } from './test-kit';

const token = (mint: string) => ({ mint, program: TOKEN_PROGRAM, decimals: 6 });

function landOpen(ledger: Ledger, user: Keypair, uid: bigint) {
  const dca = dcaPdaOf(user.publicKey.toBase58(), USDC, SOL, uid);
  const ix = openDcaV2({
    user: user.publicKey.toBase58(),
    dca,
    uid,
    input: token(USDC),
    output: token(SOL),
    inAmount: 100n,
    numberOfOrders: 2,
    interval: DAY,
    bounds: { minOut: null, maxOut: null },
    startAt: null,
  });
  const message = new TransactionMessage({
    payerKey: user.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: [ix],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([user]);
  const sent = ledger.sendTransaction(tx.serialize());
  return sent.ok ? ledger.getTransaction(sent.signature)?.meta : sent.message;
}

describe('the no-op program at the DCA id', () => {
  it('loads from the generated ELF and runs an openDcaV2 as a no-op, also after a restore', () => {
    const ledger = Ledger.create();
    ensureDcaProgram(ledger);
    const user = Keypair.generate();
    ledger.airdrop(user.publicKey.toBase58(), 1_000_000_000n);
    const meta = landOpen(ledger, user, 1n);
    expect(meta).toMatchObject({ err: null });
    expect(typeof meta === 'object' && meta.logMessages).toContain(`Program ${DCA_PROGRAM} success`);

    const restored = Ledger.restore(ledger.snapshot());
    ensureDcaProgram(restored);
    expect(landOpen(restored, user, 2n)).toMatchObject({ err: null });
  });
});

// A harness builds its world first: seconds on a loaded machine.
describe('the sandbox create, as the app binds it', () => {
  it('opens the order at its PDA and deposits all of it into the PDA’s token account', async () => {
    const env = openHarness({ ...RECURRING, seed: 'recurring-dca' });
    const user = env.wallet(usdcFunding());
    const wallet = user.publicKey.toBase58();
    const created = createOrderResponseSchema.parse(
      (await env.call('/createOrder', createBody(user, 150_000_000, 3))).body,
    );
    const tx = VersionedTransaction.deserialize(Buffer.from(created.transaction, 'base64'));
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    const [open, ...more] = tx.message.compiledInstructions.filter((ix) => keys[ix.programIdIndex] === DCA_PROGRAM);
    expect(more).toHaveLength(0);
    // openDcaV2 (Anchor: sha256("global:open_dca_v2")[..8]), then uid, inAmount, per cycle, frequency.
    const data = Buffer.from(open?.data ?? []);
    expect([...data.subarray(0, 8)]).toEqual([142, 119, 43, 109, 162, 52, 11, 177]);
    const uid = data.readBigUInt64LE(8);
    expect([data.readBigUInt64LE(16), data.readBigUInt64LE(24), data.readBigInt64LE(32)]).toEqual([
      150_000_000n,
      50_000_000n,
      BigInt(DAY),
    ]);
    const named = (open?.accountKeyIndexes ?? []).map((i) => keys[i]);
    const dca = dcaPdaOf(wallet, USDC, SOL, uid);
    expect(named.slice(0, 5)).toEqual([dca, wallet, wallet, USDC, SOL]);
    expect(PublicKey.isOnCurve(new PublicKey(dca).toBytes())).toBe(false);

    const executed = await env.call('/execute', {
      requestId: created.requestId,
      signedTransaction: signed(created.transaction, user),
    });
    expect(executed.body).toMatchObject({ status: 'Success', order: dca });
    const account = ataOf(dca, USDC, TOKEN_PROGRAM);
    const record = env.sandbox.ledger.getTransaction(executed.body.signature as string);
    expect(record?.meta.postTokenBalances.find((b) => b.owner === dca)).toMatchObject({
      mint: USDC,
      uiTokenAmount: { amount: '150000000' },
    });
    expect(tokenAmount(env.sandbox, account) <= 150_000_000n).toBe(true);
  }, 30_000);
});

const ranged = (user: Keypair, range: { minPrice?: number; maxPrice?: number; startAt?: number }) => {
  const body = createBody(user, 150_000_000, 3);
  return { ...body, params: { time: { ...body.params.time, ...range } } };
};

describe('the price range and start, as Jupiter DCA holds them', () => {
  it('encodes per-round output bounds (the minimum rounded up, the maximum down) and the start in openDcaV2', async () => {
    const env = openHarness({ ...RECURRING, seed: 'recurring-dca-range' });
    const user = env.wallet(usdcFunding());
    const body = ranged(user, { minPrice: 0.3, maxPrice: 2, startAt: 1_900_000_000 });
    const created = createOrderResponseSchema.parse((await env.call('/createOrder', body)).body);
    const tx = VersionedTransaction.deserialize(Buffer.from(created.transaction, 'base64'));
    const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
    const open = tx.message.compiledInstructions.find((ix) => keys[ix.programIdIndex] === DCA_PROGRAM);
    const data = Buffer.from(open?.data ?? []);
    // 50 USDC a round: at most 2 USDC per SOL is at least 25 SOL; at least 0.3 is at most 166.666666666 SOL.
    expect([data[40], data.readBigUInt64LE(41), data[49], data.readBigUInt64LE(50)]).toEqual([
      1,
      25_000_000_000n,
      1,
      166_666_666_666n,
    ]);
    expect([data[58], data.readBigInt64LE(59), data.length]).toEqual([1, 1_900_000_000n, 67]);
  }, 30_000);

  it('the keeper runs a round only while its output keeps within the encoded bounds', async () => {
    const env = openHarness({ ...RECURRING, seed: 'recurring-dca-keeper' });
    const user = env.wallet(usdcFunding());
    const cheap = await openOrder(env, user, ranged(user, { maxPrice: 2 }));
    const open = await openOrder(env, user, ranged(user, { minPrice: 1 }));
    runDueRounds(recurringContext(env.sandbox.context, env.sandbox.recurring));
    const listed = await env.call(
      `/getRecurringOrders?user=${user.publicKey.toBase58()}&orderStatus=active&recurringType=time`,
    );
    const orders = (listed.body.time ?? []) as {
      orderKey: string;
      trades: { rawOutputAmount: string }[];
      rawMaxOutAmount: string;
    }[];
    const byKey = (k: string) => orders.find((o) => o.orderKey === k);
    // SOL trades far above 2 USDC: that order waits; the other fills, within its maximum output.
    expect(byKey(cheap.order)?.trades).toHaveLength(0);
    const [fill] = byKey(open.order)?.trades ?? [];
    expect(BigInt(fill?.rawOutputAmount ?? 0) > 0n).toBe(true);
    expect(BigInt(fill?.rawOutputAmount ?? 0) <= BigInt(byKey(open.order)?.rawMaxOutAmount ?? 0)).toBe(true);
    expect(byKey(open.order)?.rawMaxOutAmount).toBe('50000000000');
  }, 30_000);
});
