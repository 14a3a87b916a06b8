import {
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  NATIVE_MINT,
  TOKEN_2022_PROGRAM_ID as T22,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPoolTxResponseSchema, poolAddressesResponseSchema } from '../../src/api/studio/schemas';
import { buildCurve, quoteBuy } from '../../src/utils/studio-curve';
import { USDC } from '../swap/order/test-kit';
import { openHarness } from '../test-harness';
import { memeBody, postJson, type StudioEnv, STUDIO } from './test-kit';

let env: StudioEnv;
const creator = Keypair.generate();
const me = creator.publicKey;
const usdc = new PublicKey(USDC);
const BUY = 100_000_000n;
// The Meme curve (16,000 → 69,000 USDC), fresh, at its 1 % base fee.
const FRESH = quoteBuy(buildCurve(16_000_000_000n, 69_000_000_000n, 0n), { sold: 0n, raised: 0n }, BUY, 100);

beforeAll(() => {
  env = openHarness({ ...STUDIO, seed: 'studio-dev-buy' });
  env.sandbox.welcome(me.toBase58());
});

/** create-tx, then the creator's buy appended before signing, as the app does; the submit's answer. */
async function launchWithBuy(
  buy: (a: { mint: PublicKey; base: PublicKey; quote: PublicKey; authority: PublicKey }) => TransactionInstruction[],
  body = memeBody(me.toBase58()),
) {
  const res = await postJson(env, '/studio/v1/dbc-pool/create-tx', body);
  const created = createPoolTxResponseSchema.parse(await res.json());
  const tx = VersionedTransaction.deserialize(Buffer.from(created.transaction, 'base64'));
  const message = TransactionMessage.decompile(tx.message);
  const [, , , , , baseAta, quoteAta] = message.instructions;
  const mint = new PublicKey(created.mint);
  const accounts = {
    mint,
    base: baseAta?.keys[1]?.pubkey ?? mint,
    quote: quoteAta?.keys[1]?.pubkey ?? mint,
    authority: baseAta?.keys[2]?.pubkey ?? mint,
  };
  message.instructions.push(...buy(accounts));
  const withBuy = new VersionedTransaction(message.compileToV0Message());
  withBuy.sign([creator]);
  const form = new FormData();
  form.append('transaction', Buffer.from(withBuy.serialize()).toString('base64'));
  form.append('owner', me.toBase58());
  const submitted = await env.request('/studio/v1/dbc-pool/submit', { method: 'POST', body: form });
  return { created, submitted };
}

const honest =
  (out: bigint, to = me) =>
  (a: { mint: PublicKey; base: PublicKey; quote: PublicKey; authority: PublicKey }) => {
    const mine = getAssociatedTokenAddressSync(a.mint, to, true, T22);
    return [
      createAssociatedTokenAccountIdempotentInstruction(me, mine, to, a.mint, T22),
      createTransferInstruction(getAssociatedTokenAddressSync(usdc, me), a.quote, me, BUY),
      createTransferCheckedInstruction(a.base, a.mint, mine, a.authority, out, 6, [], T22),
    ];
  };

const balance = (owner: PublicKey, mint: string, program?: PublicKey) => {
  const account = getAssociatedTokenAddressSync(new PublicKey(mint), owner, true, program);
  const data = env.sandbox.ledger.getAccount(account.toBase58())?.data;
  return data ? Buffer.from(data).readBigUInt64LE(64) : 0n;
};

describe('a dev buy appended to the create transaction', () => {
  it('lands with the create: the creator holds what the fresh curve gives at the base fee, its fee is counted', async () => {
    const start = balance(me, USDC);
    const { created, submitted } = await launchWithBuy(honest(FRESH?.amountOut ?? 0n));
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    expect(balance(me, created.mint, T22)).toBe(FRESH?.amountOut);
    expect(balance(me, USDC)).toBe(start - BUY);
    const pool = await env.request(`/studio/v1/dbc-pool/addresses/${created.mint}`);
    const { dbcPoolAddress } = poolAddressesResponseSchema.parse(await pool.json()).data;
    const fee = await postJson(env, '/studio/v1/dbc/fee', { poolAddress: dbcPoolAddress });
    // Half of the 1 % fee on the 100 USDC is the creator's.
    expect(await fee.json()).toEqual({ unclaimed: '500000', total: '500000' });
  });

  it('refuses a buy taking more than the curve gives, or anything beside a buy', async () => {
    const greedy = await launchWithBuy(honest((FRESH?.amountOut ?? 0n) + 1n));
    expect(greedy.submitted.status).toBe(400);
    expect(await greedy.submitted.text()).toMatch(/Dev buy refused: it takes \d+ tokens for 100000000/);
    const extra = await launchWithBuy((a) => [
      ...honest(1n)(a),
      createTransferInstruction(getAssociatedTokenAddressSync(usdc, me), a.quote, me, 1n),
    ]);
    expect(await extra.submitted.text()).toMatch(/pays something other than the curve, or pays it twice/);
    const whole = await launchWithBuy((a) => [
      createTransferInstruction(getAssociatedTokenAddressSync(usdc, me), a.quote, me, 60_000_000_000n),
      createTransferCheckedInstruction(a.base, a.mint, a.base, a.authority, 1n, 6, [], T22),
    ]);
    expect(await whole.submitted.text()).toMatch(/would buy the whole curve/);
  });
});

describe('a dev buy in SOL', () => {
  const SOL_BUY = 1_000_000_000n;
  const solBody = memeBody(me.toBase58(), {
    buildCurveByMarketCapParam: {
      ...memeBody('').buildCurveByMarketCapParam,
      quoteMint: NATIVE_MINT.toBase58(),
      initialMarketCap: 100,
      migrationMarketCap: 400,
      tokenQuoteDecimal: 9,
    },
  });
  const fresh = quoteBuy(buildCurve(100_000_000_000n, 400_000_000_000n, 0n), { sold: 0n, raised: 0n }, SOL_BUY, 100);
  const wsol = getAssociatedTokenAddressSync(NATIVE_MINT, me);
  const wrappedBuy =
    (closeTo = me) =>
    (a: { mint: PublicKey; base: PublicKey; quote: PublicKey; authority: PublicKey }) => {
      const mine = getAssociatedTokenAddressSync(a.mint, me, true, T22);
      return [
        createAssociatedTokenAccountIdempotentInstruction(me, wsol, me, NATIVE_MINT),
        SystemProgram.transfer({ fromPubkey: me, toPubkey: wsol, lamports: SOL_BUY }),
        createSyncNativeInstruction(wsol),
        createAssociatedTokenAccountIdempotentInstruction(me, mine, me, a.mint, T22),
        createTransferInstruction(wsol, a.quote, me, SOL_BUY),
        createTransferCheckedInstruction(a.base, a.mint, mine, a.authority, fresh?.amountOut ?? 0n, 6, [], T22),
        createCloseAccountInstruction(wsol, closeTo, me),
      ];
    };
  const lamports = () => BigInt(env.sandbox.ledger.getAccount(me.toBase58())?.lamports ?? 0);

  it('wraps the SOL, buys and closes the wrapped account back to the creator in the create', async () => {
    const start = lamports();
    const { created, submitted } = await launchWithBuy(wrappedBuy(), solBody);
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    expect(balance(me, created.mint, T22)).toBe(fresh?.amountOut);
    expect(env.sandbox.ledger.getAccount(wsol.toBase58())).toBeFalsy();
    const spent = start - lamports();
    expect(spent).toBeGreaterThan(SOL_BUY);
    expect(spent).toBeLessThan(SOL_BUY + 50_000_000n);
  });

  it('refuses the wrapped account closed to anyone but the creator', async () => {
    const { submitted } = await launchWithBuy(wrappedBuy(Keypair.generate().publicKey), solBody);
    expect(submitted.status).toBe(400);
    expect(await submitted.text()).toMatch(/Dev buy refused: instruction 7 after the create is no part of a buy/);
  });
});
