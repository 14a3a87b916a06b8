import { Keypair, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../src/api/recurring/schemas';
import { Ledger } from '../chain/ledger';
import { ataOf } from '../kit/tx/builder';
import { openHarness, signed, tokenAmount, usdcFunding } from '../test-harness';
import { TOKEN_PROGRAM } from '../world/token';
import { DCA_PROGRAM, dcaPdaOf, ensureDcaProgram, openDcaV2 } from './dca';
import { createBody, DAY, RECURRING, SOL, USDC } from './test-kit';

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
  });
});
