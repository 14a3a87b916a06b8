import {
  AddressLookupTableAccount,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type Keypair,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operateInstructionsResponseSchema } from '../../../src/api/lend/schemas';
import { buildResponseSchema, type BuildResponse, type Instruction } from '../../../src/api/swap/schemas-v2';
import { openHarness, serveRpc } from '../../test-harness';
import { query } from '../../swap/order/test-kit';
import { LEND, type LendEnv } from '../test-kit';
import { addr, balance, body, borrower, MIN_I128, operateAs, positionsOf, SOL, USDC } from './test-kit';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'borrow-col-repay' }));
});
afterAll(() => env.close());

const toIx = (ix: Instruction) =>
  new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: Buffer.from(ix.data, 'base64'),
  });

async function swapBuild(user: Keypair, amount: bigint): Promise<BuildResponse> {
  const params = { inputMint: SOL, outputMint: USDC, amount, taker: addr(user), wrapAndUnwrapSol: 'false' };
  const res = await env.request(`/swap/v2/build?${query(params)}`);
  return buildResponseSchema.parse(await res.json());
}

async function repayRun(user: Keypair, positionId: number, col: bigint, debt: bigint | typeof MIN_I128) {
  const res = await env.call(
    '/borrow/operate-instructions',
    body(user, {
      positionId,
      colAmount: (-col).toString(),
      debtAmount: debt === MIN_I128 ? MIN_I128 : (-debt).toString(),
    }),
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const ixs = operateInstructionsResponseSchema.parse(res.body).instructions.map(toIx);
  // The withdrawal names the collateral's mint; the repayment after it only the debt's.
  const at = ixs.findIndex((ix) => ix.keys.some((k) => k.pubkey.toBase58() === USDC));
  return { withdraw: ixs.slice(0, at), repay: ixs.slice(at) };
}

const swapIxs = (b: BuildResponse) =>
  [
    ...b.setupInstructions,
    b.swapInstruction,
    ...b.otherInstructions,
    ...(b.cleanupInstruction ? [b.cleanupInstruction] : []),
  ].map(toIx);

async function signed(user: Keypair, ixs: TransactionInstruction[], b: BuildResponse) {
  const tables = Object.entries(b.addressesByLookupTableAddress ?? {}).map(
    ([key, addresses]) =>
      new AddressLookupTableAccount({
        key: new PublicKey(key),
        state: {
          deactivationSlot: 2n ** 64n - 1n,
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: addresses.map((a) => new PublicKey(a)),
        },
      }),
  );
  const { blockhash } = await env.connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: user.publicKey, recentBlockhash: blockhash, instructions: ixs });
  const tx = new VersionedTransaction(message.compileToV0Message(tables));
  tx.sign([user]);
  return tx.serialize();
}

async function refusal(user: Keypair, ixs: TransactionInstruction[], b: BuildResponse) {
  const result = env.sandbox.ledger.sendTransaction(await signed(user, ixs, b));
  return result.ok ? 'landed' : result.logs[0];
}

describe('repay with collateral (operate-instructions with a swap between its parts)', () => {
  it('sells part of the collateral and repays from the swap in one transaction', { timeout: 30_000 }, async () => {
    const user = borrower(env, 1_000_000_000n, 0n);
    const id = await operateAs(env, user, { positionId: 0, colAmount: '1000000000', debtAmount: '60000000' });
    const sell = 200_000_000n;
    const swap = await swapBuild(user, sell);
    const minOut = swap.otherAmountThreshold;
    expect(minOut).toBeGreaterThan(0n);
    const repay = minOut < 60_000_000n ? minOut : 60_000_000n;
    // The wallet holds the USDC it borrowed: the repayment must come from the swap, not from it.
    const usdcBefore = await balance(env, user, USDC);
    const run = await repayRun(user, id, sell, repay);
    expect(run.withdraw.length).toBeGreaterThan(0);

    // Without its repayment, or with the parts swapped, the vault does not sign.
    expect(await refusal(user, [...run.withdraw, ...swapIxs(swap)], swap)).toMatch(/not an operation the sandbox/);
    expect(await refusal(user, [...run.repay, ...swapIxs(swap), ...run.withdraw], swap)).toMatch(/not signing/);

    const wire = await signed(user, [...run.withdraw, ...swapIxs(swap), ...run.repay], swap);
    await env.connection.sendRawTransaction(wire);
    const [position] = await positionsOf(env, user);
    expect(position).toMatchObject({ id, supply: 1_000_000_000n - sell });
    expect(position!.borrow).toBeLessThanOrEqual(60_000_000n - repay + 2n);
    expect(await balance(env, user, USDC)).toBeGreaterThanOrEqual(usdcBefore);
    expect(await balance(env, user, SOL)).toBe(0n);
  });

  it('repays all (more than the wallet holds) from a swap that covers the debt', async () => {
    const user = borrower(env, 1_000_000_000n, 0n);
    const id = await operateAs(env, user, { positionId: 0, colAmount: '1000000000', debtAmount: '20000000' });
    const swap = await swapBuild(user, 300_000_000n);
    const run = await repayRun(user, id, 300_000_000n, MIN_I128);
    expect(swap.otherAmountThreshold).toBeGreaterThan(20_000_000n);
    expect(await refusal(user, [...run.withdraw, ...swapIxs(swap), ...run.repay], swap)).toBe('landed');
    const [position] = await positionsOf(env, user);
    expect(position).toMatchObject({ supply: 700_000_000n, borrow: 0n });
    expect(await balance(env, user, USDC)).toBeGreaterThanOrEqual(20_000_000n);
  });
});
