import { VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileFor } from '../../kit/escrow';
import { ataOf } from '../../kit/tx/builder';
import { createAtaIdempotent, transferChecked } from '../../kit/tx/instructions';
import { TOKEN_PROGRAM } from '../../world/token';
import { openHarness, serveRpc, signed } from '../../test-harness';
import { LEND, type LendEnv } from '../test-kit';
import { addr, balance, body, borrower, MIN_I128, operateAs, positionsOf, USDC } from './test-kit';
import { positionMintOf } from './vaults';

let env: LendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...LEND, seed: 'borrow-guards' }));
});
afterAll(() => env.close());

const open = (user: ReturnType<typeof borrower>, debt = '50000000') =>
  operateAs(env, user, { positionId: 0, colAmount: '1000000000', debtAmount: debt });

describe('bad requests', () => {
  it('answers with the field first and the right status', async () => {
    const user = borrower(env);
    const id = await open(user);
    const poor = borrower(env, 0n, 0n);
    const cases: [unknown, number, RegExp][] = [
      [{ ...body(user, { positionId: 0, colAmount: '1' }), vaultId: 9 }, 404, /^vaultId: /],
      [body(user, { positionId: 999, colAmount: '1' }), 404, /^positionId: no position 999/],
      [body(user, { positionId: id }), 400, /^colAmount: .*both 0/],
      [body(user, { positionId: id, debtAmount: '-60000000' }), 400, /^debtAmount: more than the debt .*MIN_I128/],
      [body(user, { positionId: id, debtAmount: '-45000000' }), 400, /^debtAmount: .*below the vault's minimum/],
      [body(user, { positionId: id, colAmount: '-2000000000' }), 400, /^colAmount: more than the collateral/],
      [body(user, { positionId: id, colAmount: MIN_I128 }), 400, /^colAmount: .*with no collateral; repay all first/],
      [body(user, { positionId: id, colAmount: '-600000000' }), 400, /^colAmount: .* 83\.3 % LTV, above .* 80 % limit/],
      [body(poor, { positionId: 0, colAmount: '1000000000' }), 400, /^colAmount: .*wrap SOL first/],
      [body(user, { positionId: 0, colAmount: '100000000', debtAmount: '5000000' }), 400, /^debtAmount: .*minimum/],
      [{ ...body(user, { positionId: id, colAmount: '1' }), signer: 'x' }, 400, /^signer/],
      [{ ...body(user, { positionId: id, colAmount: '1' }), colAmount: '1.5' }, 400, /^colAmount/],
      [{ ...body(user, { positionId: id, colAmount: '1' }), market: 'moon' }, 400, /^market/],
    ];
    for (const [request, status, error] of cases) {
      const res = await env.call('/borrow/operate', request);
      expect([res.status, res.body.error], JSON.stringify(request)).toEqual([status, expect.stringMatching(error)]);
    }
    const ethena = await env.call('/borrow/operate?market=ethena', body(user, { positionId: id, colAmount: '1' }));
    expect(ethena.status).toBe(404);
    expect((await env.call('/borrow/positions')).status).toBe(400);
    // Nothing crafted landed: the position is as it was.
    expect((await positionsOf(env, user))[0]).toMatchObject({ id, supply: 1_000_000_000n });
  });
});

describe('ownership is the NFT', () => {
  it("refuses to borrow or withdraw on someone else's position, lets anyone repay it, follows the NFT", async () => {
    const alice = borrower(env);
    const bob = borrower(env);
    const id = await open(alice);
    for (const op of [{ debtAmount: '10000000' }, { colAmount: '-1' }]) {
      const res = await env.call('/borrow/operate', body(bob, { positionId: id, ...op }));
      expect([res.status, res.body.error]).toEqual([403, expect.stringMatching(/^positionId: /)]);
    }
    // Repaying for someone else is fine.
    await operateAs(env, bob, { positionId: id, debtAmount: '-10000000' });
    expect((await positionsOf(env, alice))[0]!.borrow).toBeLessThan(40_000_010n);

    // Alice hands the NFT to Bob: the position is his now.
    const mint = positionMintOf('borrow-guards', id);
    const to = ataOf(addr(bob), mint, TOKEN_PROGRAM);
    const { wire } = compileFor(env.sandbox.ledger, addr(alice), [
      createAtaIdempotent(addr(alice), to, addr(bob), mint, TOKEN_PROGRAM),
      transferChecked(TOKEN_PROGRAM, ataOf(addr(alice), mint, TOKEN_PROGRAM), mint, to, addr(alice), 1n, 0),
    ]);
    await env.connection.sendRawTransaction(Buffer.from(signed(Buffer.from(wire).toString('base64'), alice), 'base64'));
    expect(await positionsOf(env, alice)).toEqual([]);
    expect((await positionsOf(env, bob))[0]).toMatchObject({ id, ownerAddress: addr(bob) });
    const before = await balance(env, bob, USDC);
    await operateAs(env, bob, { positionId: id, debtAmount: '10000000' });
    expect(await balance(env, bob, USDC)).toBe(before + 10_000_000n);
    expect((await env.call('/borrow/operate', body(alice, { positionId: id, debtAmount: '1' }))).status).toBe(403);
  });
});

describe('co-signer', () => {
  it('refuses a tampered message', async () => {
    const user = borrower(env);
    const id = await open(user);
    const crafted = await env.call('/borrow/operate', body(user, { positionId: id, debtAmount: '10000000' }));
    const tx = VersionedTransaction.deserialize(Buffer.from(crafted.body.transaction as string, 'base64'));
    // The reserve's transfer (last instruction): ask for ten times as much.
    const transfer = tx.message.compiledInstructions.at(-1)!;
    const data = Buffer.from(transfer.data);
    data.writeBigUInt64LE(data.readBigUInt64LE(1) * 10n, 1);
    transfer.data = data;
    tx.sign([user]);
    const before = await balance(env, user, USDC);
    await expect(env.connection.sendRawTransaction(tx.serialize())).rejects.toThrow(/signature verification/);
    // The ledger's answer says why.
    const result = env.sandbox.ledger.sendTransaction(tx.serialize());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.logs[0]).toMatch(/^lend borrow: not signing: not an operation the sandbox crafted/);
    expect(await balance(env, user, USDC)).toBe(before);
    expect((await positionsOf(env, user))[0]!.borrow).toBeLessThan(50_000_010n);
  });

  it('checks again when it signs: two crafts that together pass the limit do not both land', async () => {
    const user = borrower(env);
    const id = await open(user, '60000000');
    // Each alone: 60 + 50 = 110 ≤ 120; both: 160 > 120.
    const first = await env.call('/borrow/operate', body(user, { positionId: id, debtAmount: '50000000' }));
    const second = await env.call('/borrow/operate', body(user, { positionId: id, debtAmount: '50000000' }));
    await env.connection.sendRawTransaction(Buffer.from(signed(first.body.transaction as string, user), 'base64'));
    await expect(
      env.connection.sendRawTransaction(Buffer.from(signed(second.body.transaction as string, user), 'base64')),
    ).rejects.toThrow(/LTV/);
    const borrowed = (await positionsOf(env, user))[0]!.borrow;
    expect(borrowed >= 110_000_000n && borrowed < 110_000_010n).toBe(true);
  });
});
