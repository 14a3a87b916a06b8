import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operateInstructionsResponseSchema } from '../../../src/api/lend/schemas';
import { ataOf } from '../../kit/tx/builder';
import { closeAccount, createAtaIdempotent, syncNative, systemTransfer } from '../../kit/tx/instructions';
import { TOKEN_PROGRAM } from '../../world/token';
import { openHarness, serveRpc } from '../../test-harness';
import { LEND, type LendEnv } from '../test-kit';
import { addr, balance, body, MIN_I128, positionsOf, SOL, USDC, type Op } from './test-kit';
import { positionMintOf } from './vaults';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'borrow-ixs' }));
});
afterAll(() => env.close());

/** Native SOL only: the client wraps it in its own instructions. */
function solOnly(): Keypair {
  const user = Keypair.generate();
  env.sandbox.fund(addr(user), { sol: 5n * BigInt(LAMPORTS_PER_SOL), tokens: { [USDC]: 10_000_000n } });
  return user;
}

async function crafted(user: Keypair, op: Op) {
  const res = await env.call('/borrow/operate-instructions', body(user, op));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const parsed = operateInstructionsResponseSchema.parse(res.body);
  expect(parsed.addressLookupTableAddresses).toEqual([]);
  const ixs = parsed.instructions.map(
    (ix) =>
      new TransactionInstruction({
        programId: new PublicKey(ix.programId),
        keys: ix.accounts.map((a) => ({ ...a, pubkey: new PublicKey(a.pubkey) })),
        data: Buffer.from(ix.data, 'base64'),
      }),
  );
  return { nftId: parsed.nftId, ixs };
}

async function signed(user: Keypair, ixs: TransactionInstruction[]) {
  const { blockhash } = await env.connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: user.publicKey, recentBlockhash: blockhash, instructions: ixs });
  const tx = new VersionedTransaction(message.compileToV0Message());
  tx.sign([user]);
  return tx.serialize();
}
const send = async (user: Keypair, ixs: TransactionInstruction[]) =>
  env.connection.sendRawTransaction(await signed(user, ixs));
/** Sent to the ledger directly, whose answer carries the co-signer's reason. */
async function refusal(user: Keypair, ixs: TransactionInstruction[]) {
  const result = env.sandbox.ledger.sendTransaction(await signed(user, ixs));
  return result.ok ? 'landed' : result.logs[0];
}
const REFUSED = /^lend borrow: not signing: not an operation the sandbox crafted/;

const wsolOf = (user: Keypair) => ataOf(addr(user), SOL, TOKEN_PROGRAM);
const wrap = (user: Keypair, lamports: bigint) => [
  createAtaIdempotent(addr(user), wsolOf(user), addr(user), SOL, TOKEN_PROGRAM),
  systemTransfer(addr(user), wsolOf(user), lamports),
  syncNative(TOKEN_PROGRAM, wsolOf(user)),
];
const unwrap = (user: Keypair) => closeAccount(TOKEN_PROGRAM, wsolOf(user), addr(user), addr(user));

describe('operate-instructions', () => {
  it('lets the client wrap SOL before the run and unwrap after it', async () => {
    const user = solOnly();
    const start = BigInt(await env.connection.getBalance(user.publicKey));
    const open = await crafted(user, { positionId: 0, colAmount: '1000000000', debtAmount: '50000000' });
    await send(user, [...wrap(user, 1_000_000_000n), ...open.ixs]);
    expect(await balance(env, user, positionMintOf('borrow-ixs', open.nftId))).toBe(1n);
    expect(await balance(env, user, USDC)).toBe(60_000_000n);
    expect((await positionsOf(env, user))[0]).toMatchObject({ id: open.nftId, supply: 1_000_000_000n });
    // A deposit needs no co-signature: the landing is still recognised by its run.
    const more = await crafted(user, { positionId: open.nftId, colAmount: '500000000' });
    await send(user, [...wrap(user, 500_000_000n), ...more.ixs]);
    expect((await positionsOf(env, user))[0]).toMatchObject({ id: open.nftId, supply: 1_500_000_000n });

    const close = await crafted(user, { positionId: open.nftId, colAmount: MIN_I128, debtAmount: MIN_I128 });
    await send(user, [...close.ixs, unwrap(user)]);
    expect((await positionsOf(env, user))[0]).toMatchObject({ supply: 0n, borrow: 0n });
    expect(await env.connection.getAccountInfo(new PublicKey(wsolOf(user)))).toBeNull();
    // Back as native SOL, less the fees and the NFT's rent.
    const end = BigInt(await env.connection.getBalance(user.publicKey));
    expect(start - end).toBeLessThan(10_000_000n);
  });

  it("refuses a run that was changed, or other instructions that touch the vault's accounts", async () => {
    const user = solOnly();
    const open = await crafted(user, { positionId: 0, colAmount: '1000000000', debtAmount: '50000000' });
    await send(user, [...wrap(user, 1_000_000_000n), ...open.ixs]);
    const borrow = await crafted(user, { positionId: open.nftId, debtAmount: '10000000' });
    const last = borrow.ixs.at(-1)!;

    // The reserve's transfer asks for ten times as much.
    const data = Buffer.from(last.data);
    data.writeBigUInt64LE(data.readBigUInt64LE(1) * 10n, 1);
    const changed = new TransactionInstruction({ programId: last.programId, keys: last.keys, data });
    await expect(send(user, [...borrow.ixs.slice(0, -1), changed])).rejects.toThrow();
    expect(await refusal(user, [...borrow.ixs.slice(0, -1), changed])).toMatch(REFUSED);
    // The run intact, then the reserve's transfer once more.
    expect(await refusal(user, [...borrow.ixs, last])).toMatch(REFUSED);
    expect(await balance(env, user, USDC)).toBe(60_000_000n);

    // As crafted, it lands, and only once.
    await send(user, borrow.ixs);
    expect(await balance(env, user, USDC)).toBe(70_000_000n);
    expect(await refusal(user, [...borrow.ixs, unwrap(user)])).toMatch(REFUSED);
    expect(await balance(env, user, USDC)).toBe(70_000_000n);
  });
});
