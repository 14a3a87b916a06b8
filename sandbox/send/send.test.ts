import { createCloseAccountInstruction } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftSendResponseSchema, inviteListResponseSchema } from '../../src/api/send/schemas';
import { ataOf } from '../kit/tx/builder';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../world/token';
import { escrowKeypair } from './escrow';
import { openHarness, serveRpc, signed, usdcFunding } from '../test-harness';
import { newInvite, SEND, type SendEnv, sendInvite, USDC } from './test-kit';

let env: SendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...SEND, seed: 'send-routes' }));
});
afterAll(() => env.close());

const addr = (k: Keypair) => k.publicKey.toBase58();
const lamports = async (address: string) => BigInt(await env.connection.getBalance(new PublicKey(address)));
// The invite PDA's token account, as the real program holds it: the app binds the amount to that owner.
const escrowOf = (pda: string, mint: string) => ataOf(pda, mint, TOKEN_PROGRAM);
const tokenOwner = async (account: string) =>
  new PublicKey((await env.connection.getAccountInfo(new PublicKey(account)))?.data.subarray(32, 64) ?? []).toBase58();
const usdcOf = async (owner: string) =>
  BigInt((await env.connection.getTokenAccountBalance(new PublicKey(ataOf(owner, USDC, TOKEN_PROGRAM)))).value.amount);
const list = async (path: string) => {
  const res = await env.call(path);
  expect(res.status).toBe(200);
  return inviteListResponseSchema.parse(res.body);
};

describe('craft-send', () => {
  it('crafts a v0 transaction the sender and the invite keypair sign; pending lists it once it lands', async () => {
    const sender = env.wallet(usdcFunding());
    const invite = newInvite();
    const amount = 250_000_000n;
    const before = await lamports(addr(sender));
    const craftedAt = env.sandbox.time.now();
    const res = await env.call('/craft-send', {
      inviteSigner: addr(invite.keypair),
      sender: addr(sender),
      amount: amount.toString(),
    });
    expect(res.status).toBe(200);
    const crafted = craftSendResponseSchema.parse(res.body);
    expect(crafted.expiry - craftedAt - 7 * 86_400_000).toBeGreaterThanOrEqual(0);
    expect(crafted.expiry).toBeLessThanOrEqual(env.sandbox.time.now() + 7 * 86_400_000);
    const tx = VersionedTransaction.deserialize(Buffer.from(res.body.tx as string, 'base64'));
    expect(tx.version).toBe(0);
    const signers = tx.message.staticAccountKeys.slice(0, tx.message.header.numRequiredSignatures).map(String);
    expect(signers).toEqual([addr(sender), addr(invite.keypair)]);
    // Not listed before it lands.
    expect((await list(`/pending-invites?address=${addr(sender)}`)).invites).toEqual([]);

    const signature = await env.connection.sendRawTransaction(
      Buffer.from(signed(res.body.tx as string, sender, invite.keypair), 'base64'),
    );
    const pending = await list(`/pending-invites?address=${addr(sender)}`);
    expect(pending).toMatchObject({ hasMoreData: false });
    expect(pending.invites).toEqual([
      expect.objectContaining({
        invite_signer: addr(invite.keypair),
        invite_pda: invite.pda,
        sender: addr(sender),
        amount,
        creation_tx: signature,
        deletion_tx: null,
        receiver: null,
        action: 'created',
        mint: NATIVE_MINT,
        confirmed: true,
        deletion_time: null,
      }),
    ]);
    const raw = (await env.call(`/pending-invites?address=${addr(sender)}`)).body.invites as Record<string, unknown>[];
    expect(Object.keys(raw[0] ?? {}).sort()).toEqual(
      [
        'invite_signer',
        'invite_pda',
        'sender',
        'expiry',
        'amount',
        'creation_tx',
        'deletion_tx',
        'receiver',
        'action',
        'creation_time',
        'deletion_time',
        'mint',
        'confirmed',
      ].sort(),
    );
    expect(raw[0]).toMatchObject({ amount: '250000000', expiry: res.body.expiry, confirmed: true });
    const escrow = escrowOf(invite.pda, NATIVE_MINT);
    expect((await env.connection.getTokenAccountBalance(new PublicKey(escrow))).value.amount).toBe(amount.toString());
    expect(await tokenOwner(escrow)).toBe(invite.pda);
    expect(await lamports(addr(sender))).toBe(before - amount - BigInt(res.body.totalFeeLamports as string));
  });

  it('cannot land without the invite keypair signature', async () => {
    const sender = env.wallet(usdcFunding());
    const invite = newInvite();
    const res = await env.call('/craft-send', {
      inviteSigner: addr(invite.keypair),
      sender: addr(sender),
      amount: '1000',
    });
    const tx = Buffer.from(signed(res.body.tx as string, sender), 'base64');
    await expect(env.connection.sendRawTransaction(tx)).rejects.toThrow(/signature/i);
    expect(await env.connection.getAccountInfo(new PublicKey(escrowOf(invite.pda, NATIVE_MINT)))).toBeNull();
    expect((await list(`/pending-invites?address=${addr(sender)}`)).invites).toEqual([]);
  });

  it('answers 400 naming the field for a bad body, and 401 without the API key', async () => {
    const sender = addr(Keypair.generate());
    const signer = addr(Keypair.generate());
    const cases: [unknown, RegExp][] = [
      [{ sender, amount: '1' }, /^inviteSigner/],
      [{ inviteSigner: signer, sender: 'nope', amount: '1' }, /^sender/],
      [{ inviteSigner: signer, sender, amount: '0' }, /^amount/],
      [{ inviteSigner: signer, sender, amount: '1.5' }, /^amount/],
      [{ inviteSigner: signer, sender, amount: '1', mint: addr(Keypair.generate()) }, /^mint/],
      ['{not json', /JSON/],
    ];
    for (const [body, error] of cases) {
      const res = await env.call('/craft-send', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(error);
    }
    const clawback = await env.call('/craft-clawback', { invitePDA: 'x', sender });
    expect([clawback.status, clawback.body.error]).toEqual([400, expect.stringMatching(/^invitePDA/)]);
    const page = await env.call(`/pending-invites?address=${sender}&page=0`);
    expect([page.status, page.body.error]).toEqual([400, expect.stringMatching(/^page/)]);
    const noKey = await env.json(`/send/v1/pending-invites?address=${sender}`, undefined, {});
    expect(noKey.status).toBe(401);
  });
});

describe('clawback', () => {
  it('lands signed by the sender only, co-signed by the sandbox as the escrow; history shows clawback', async () => {
    const sender = env.wallet(usdcFunding());
    const amount = BigInt(LAMPORTS_PER_SOL);
    const invite = await sendInvite(env, sender, amount);
    const afterSend = await lamports(addr(sender));
    const res = await env.call('/craft-clawback', { invitePDA: invite.pda, sender: addr(sender) });
    expect(res.status).toBe(200);
    const tx = Buffer.from(signed(res.body.tx as string, sender), 'base64');
    const signature = await env.connection.sendRawTransaction(tx);
    expect(await env.connection.getAccountInfo(new PublicKey(escrowOf(invite.pda, NATIVE_MINT)))).toBeNull();
    // The amount and the escrow account's rent come back, less the clawback's fee (two signatures).
    const rent = BigInt(invite.totalFeeLamports) - 10_000n;
    expect(await lamports(addr(sender))).toBe(afterSend + amount + rent - 10_000n);
    expect((await list(`/pending-invites?address=${addr(sender)}`)).invites).toEqual([]);
    const history = await list(`/invite-history?address=${addr(sender)}`);
    expect(history.invites).toEqual([
      expect.objectContaining({ invite_pda: invite.pda, action: 'clawback', deletion_tx: signature, receiver: null }),
    ]);
    expect(history.invites[0]?.deletion_time).toBeTypeOf('number');

    const again = await env.call('/craft-clawback', { invitePDA: invite.pda, sender: addr(sender) });
    expect([again.status, again.body.error]).toEqual([400, expect.stringMatching(/no longer pending/)]);
  });

  it('returns USDC to the sender, who alone may ask; a tampered message is not co-signed', async () => {
    const sender = env.wallet(usdcFunding());
    const thief = env.wallet(usdcFunding(0n));
    const invite = await sendInvite(env, sender, 5_000_000n, USDC);
    expect(await usdcOf(addr(sender))).toBe(995_000_000n);
    const escrow = escrowKeypair('send-routes', invite.pda).publicKey;
    const account = new PublicKey(escrowOf(invite.pda, USDC));

    const forbidden = await env.call('/craft-clawback', { invitePDA: invite.pda, sender: addr(thief) });
    expect(forbidden.status).toBe(403);
    const unknown = await env.call('/craft-clawback', { invitePDA: addr(Keypair.generate()), sender: addr(sender) });
    expect(unknown.status).toBe(404);

    // A crafted clawback asked for first, so the co-signer has one on file; this message is not it.
    await env.call('/craft-clawback', { invitePDA: invite.pda, sender: addr(sender) });
    const { blockhash } = await env.connection.getLatestBlockhash();
    const tampered = new VersionedTransaction(
      new TransactionMessage({
        payerKey: thief.publicKey,
        recentBlockhash: blockhash,
        instructions: [createCloseAccountInstruction(account, thief.publicKey, escrow)],
      }).compileToV0Message(),
    );
    tampered.sign([thief]);
    await expect(env.connection.sendRawTransaction(tampered.serialize())).rejects.toThrow(/signature/i);
    expect((await env.connection.getTokenAccountBalance(account)).value.amount).toBe('5000000');

    const res = await env.call('/craft-clawback', { invitePDA: invite.pda, sender: addr(sender) });
    await env.connection.sendRawTransaction(Buffer.from(signed(res.body.tx as string, sender), 'base64'));
    expect(await usdcOf(addr(sender))).toBe(1_000_000_000n);
    expect(await env.connection.getAccountInfo(account)).toBeNull();
    const history = await list(`/invite-history?address=${addr(sender)}`);
    expect(history.invites[0]).toMatchObject({ action: 'clawback', mint: USDC, amount: 5_000_000n });
  });
});

describe('claim (control) and expiry (clock)', () => {
  it('a claim pays the receiver (SOL unwrapped), the rent back to the sender; both histories show it', async () => {
    const sender = env.wallet(usdcFunding());
    const receiver = Keypair.generate();
    const invite = await sendInvite(env, sender, 2n * BigInt(LAMPORTS_PER_SOL));
    const afterSend = await lamports(addr(sender));
    const res = await env.control('/send/claim', { invitePDA: invite.pda, receiver: addr(receiver) });
    expect(res.status).toBe(200);
    expect(res.body.invite).toMatchObject({ action: 'claimed', receiver: addr(receiver) });
    expect(await lamports(addr(receiver))).toBe(2n * BigInt(LAMPORTS_PER_SOL));
    expect(await lamports(addr(sender))).toBe(afterSend + BigInt(invite.totalFeeLamports) - 10_000n);
    for (const who of [sender, receiver]) {
      const history = await list(`/invite-history?address=${addr(who)}`);
      expect(history.invites[0]).toMatchObject({ invite_pda: invite.pda, action: 'claimed', receiver: addr(receiver) });
      expect(history.invites[0]?.deletion_tx).toBeTruthy();
    }
    const twice = await env.control('/send/claim', { invitePDA: invite.pda, receiver: addr(receiver) });
    expect(twice.status).toBe(400);
    const unknown = await env.control('/send/claim', { invitePDA: addr(Keypair.generate()), receiver: addr(receiver) });
    expect(unknown.status).toBe(404);
    const bad = await env.control('/send/claim', { invitePDA: invite.pda });
    expect([bad.status, bad.body.error]).toEqual([400, expect.stringMatching(/^receiver/)]);
  });

  it('claims USDC into a new token account of the receiver', async () => {
    const sender = env.wallet(usdcFunding());
    const receiver = Keypair.generate();
    const invite = await sendInvite(env, sender, 7_000_000n, USDC);
    expect((await env.control('/send/claim', { invitePDA: invite.pda, receiver: addr(receiver) })).status).toBe(200);
    expect(await usdcOf(addr(receiver))).toBe(7_000_000n);
  });

  it('an expired invite goes back to its sender when the clock passes its expiry', async () => {
    const sender = env.wallet(usdcFunding());
    const invite = await sendInvite(env, sender, 3_000_000n, USDC);
    expect(await usdcOf(addr(sender))).toBe(997_000_000n);
    env.sandbox.time.advance(7 * 86_400_000 + 1_000);
    expect(await usdcOf(addr(sender))).toBe(1_000_000_000n);
    expect((await list(`/pending-invites?address=${addr(sender)}`)).invites).toEqual([]);
    const history = await list(`/invite-history?address=${addr(sender)}`);
    expect(history.invites[0]).toMatchObject({ invite_pda: invite.pda, action: 'expired', receiver: null });
    const late = await env.call('/craft-clawback', { invitePDA: invite.pda, sender: addr(sender) });
    expect(late.status).toBe(400);
  });
});

describe('paging', () => {
  it('10 a page, newest first, hasMoreData', async () => {
    const sender = env.wallet(usdcFunding());
    const pdas: string[] = [];
    for (let i = 0; i < 12; i++) {
      pdas.push((await sendInvite(env, sender, 1_000_000n + BigInt(i), USDC)).pda);
      env.sandbox.ledger.advanceSlots(1);
      env.sandbox.time.advance(1_000);
    }
    const first = await list(`/pending-invites?address=${addr(sender)}`);
    const second = await list(`/pending-invites?address=${addr(sender)}&page=2`);
    expect(first.hasMoreData).toBe(true);
    expect(second.hasMoreData).toBe(false);
    expect([...first.invites, ...second.invites].map((i) => i.invite_pda)).toEqual(pdas.reverse());
  });
});
