import { Keypair, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { challengeResponseSchema, vaultSchema } from '../../src/api/trigger/schemas';
import { CHALLENGE_TTL_MS, TOKEN_TTL_S } from './auth';
import { openHarness, signed } from '../test-harness';
import { signIn, signMessage, TRIGGER, triggerEnv } from './test-kit';

const env = triggerEnv(openHarness({ ...TRIGGER, seed: 'trigger-test' }));

describe('trigger v2 auth (supplement §6)', { timeout: 30_000 }, () => {
  it('signs in with a message challenge; the JWT opens the vault routes', async () => {
    const wallet = Keypair.generate();
    const walletPubkey = wallet.publicKey.toBase58();
    const ch = challengeResponseSchema.parse(
      (await env.call('POST', '/auth/challenge', { walletPubkey, type: 'message' })).body,
    );
    if (ch.type !== 'message') throw new Error('message expected');
    expect(ch.challenge).toMatch(/^Sign this message to authenticate/);
    // Another wallet's signature, then garbage: 401 invalid signature.
    const other = Keypair.generate();
    const bad = await env.call('POST', '/auth/verify', {
      type: 'message',
      walletPubkey,
      signature: signMessage(other, ch.challenge),
    });
    expect(bad).toEqual({ status: 401, body: { error: 'Invalid signature' } });
    const ok = await env.call('POST', '/auth/verify', {
      type: 'message',
      walletPubkey,
      signature: signMessage(wallet, ch.challenge),
    });
    expect(ok.status).toBe(200);
    const token = String(ok.body.token);
    expect(token.split('.')).toHaveLength(3);
    // Single use.
    const again = await env.call('POST', '/auth/verify', {
      type: 'message',
      walletPubkey,
      signature: signMessage(wallet, ch.challenge),
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/Challenge not found/);

    expect((await env.call('GET', '/vault', undefined, token)).status).toBe(404);
    const reg = await env.call('GET', '/vault/register', undefined, token);
    expect(reg.status).toBe(201);
    const vault = vaultSchema.parse(reg.body);
    expect(vault.userPubkey).toBe(walletPubkey);
    expect(vault.vaultPubkey).not.toBe(walletPubkey);
    const dup = await env.call('GET', '/vault/register', undefined, token);
    expect(dup.status).toBe(409);
    expect(dup.body.details).toMatchObject({ vaultPubkey: vault.vaultPubkey, providerVaultId: vault.providerVaultId });
    expect(vaultSchema.parse((await env.call('GET', '/vault', undefined, token)).body)).toEqual(vault);
  });

  it('signs in with a memo transaction that is never landed', async () => {
    const wallet = Keypair.generate();
    const walletPubkey = wallet.publicKey.toBase58();
    const ch = challengeResponseSchema.parse(
      (await env.call('POST', '/auth/challenge', { walletPubkey, type: 'transaction' })).body,
    );
    if (ch.type !== 'transaction') throw new Error('transaction expected');
    const tx = VersionedTransaction.deserialize(Buffer.from(ch.transaction, 'base64'));
    expect(tx.message.staticAccountKeys[0]?.toBase58()).toBe(walletPubkey);
    const res = await env.call('POST', '/auth/verify', {
      type: 'transaction',
      walletPubkey,
      signedTransaction: signed(ch.transaction, wallet),
    });
    expect(res.status).toBe(200);
    expect(env.sandbox.ledger.getTransaction(signatureOf(tx, wallet))).toBeNull();
    // Unsigned: 401.
    const ch2 = challengeResponseSchema.parse(
      (await env.call('POST', '/auth/challenge', { walletPubkey, type: 'transaction' })).body,
    );
    if (ch2.type !== 'transaction') throw new Error('transaction expected');
    const unsigned = await env.call('POST', '/auth/verify', {
      type: 'transaction',
      walletPubkey,
      signedTransaction: ch2.transaction,
    });
    expect(unsigned.status).toBe(401);
  });

  it('expires challenges after 5 minutes and tokens after 24 h of sandbox time', async () => {
    const wallet = Keypair.generate();
    const walletPubkey = wallet.publicKey.toBase58();
    const ch = challengeResponseSchema.parse(
      (await env.call('POST', '/auth/challenge', { walletPubkey, type: 'message' })).body,
    );
    if (ch.type !== 'message') throw new Error('message expected');
    env.sandbox.time.advance(CHALLENGE_TTL_MS + 1);
    const late = await env.call('POST', '/auth/verify', {
      type: 'message',
      walletPubkey,
      signature: signMessage(wallet, ch.challenge),
    });
    expect(late.status).toBe(400);
    const token = await signIn(env, wallet);
    expect((await env.call('GET', '/vault', undefined, token)).status).toBe(404);
    env.sandbox.time.advance(TOKEN_TTL_S * 1000 - 60_000);
    expect((await env.call('GET', '/vault', undefined, token)).status).toBe(404);
    env.sandbox.time.advance(61_000);
    expect(await env.call('GET', '/vault', undefined, token)).toEqual({ status: 401, body: { error: 'Unauthorized' } });
  });

  it('answers 401 without a token, with a malformed one, or one signed by another world', async () => {
    expect((await env.call('GET', '/vault')).status).toBe(401);
    expect((await env.call('GET', '/orders/history', undefined, 'not-a-jwt')).status).toBe(401);
    const now = Math.floor(env.sandbox.time.now() / 1000);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(Keypair.generate().publicKey.toBase58())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new Uint8Array(32).fill(7));
    expect((await env.call('GET', '/vault', undefined, forged)).status).toBe(401);
    // A reset makes a new world secret: old tokens stop working.
    const token = await signIn(env, Keypair.generate());
    expect((await env.call('GET', '/vault', undefined, token)).status).toBe(404);
    env.sandbox.reset();
    expect((await env.call('GET', '/vault', undefined, token)).status).toBe(401);
  });

  it('validates challenge and verify bodies', async () => {
    const bad = await env.call('POST', '/auth/challenge', { walletPubkey: 'nope', type: 'message' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Request validation failed');
    expect(bad.body.details).toHaveProperty('walletPubkey');
    const badType = await env.call('POST', '/auth/challenge', {
      walletPubkey: Keypair.generate().publicKey.toBase58(),
      type: 'sms',
    });
    expect(badType.body.details).toHaveProperty('type');
  });
});

function signatureOf(tx: VersionedTransaction, wallet: Keypair): string {
  tx.sign([wallet]);
  const sig = tx.signatures[0];
  if (!sig) throw new Error('no signature');
  return bs58.encode(sig);
}
