import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, serveRpc, usdcFunding } from '../test-harness';
import { SEND, type SendEnv, sendInvite, USDC } from './test-kit';

let env: SendEnv;
beforeAll(async () => {
  env = await serveRpc(openHarness({ ...SEND, seed: 'send-expiry-control' }));
});
afterAll(() => env.close());

const addr = (k: Keypair) => k.publicKey.toBase58();
const HOUR = 3_600_000;

describe('/send/expiry (control)', () => {
  it('brings a pending invite’s expiry nearer; the list says so and the clock then sends it home', async () => {
    const sender = env.wallet(usdcFunding());
    const invite = await sendInvite(env, sender, 2_000_000n, USDC);
    const res = await env.control('/send/expiry', { invitePDA: invite.pda, expiresInMs: 12 * HOUR });
    expect(res.status).toBe(200);
    const expected = env.sandbox.time.now() + 12 * HOUR;
    const pending = (await env.call(`/pending-invites?address=${addr(sender)}`)).body as {
      invites: { invite_pda: string; expiry: string | number }[];
    };
    const listed = pending.invites.find((i) => i.invite_pda === invite.pda);
    expect(Math.abs(new Date(listed?.expiry ?? 0).getTime() - expected)).toBeLessThan(2_000);

    env.sandbox.time.advance(12 * HOUR + 1_000);
    const after = (await env.call(`/invite-history?address=${addr(sender)}`)).body as {
      invites: { invite_pda: string; action: string }[];
    };
    expect(after.invites[0]).toMatchObject({ invite_pda: invite.pda, action: 'expired' });
  });

  it('refuses an unknown invite, one no longer pending, and a lifetime past the service’s', async () => {
    const sender = env.wallet(usdcFunding());
    const invite = await sendInvite(env, sender, 1_000_000n, USDC);
    const unknown = await env.control('/send/expiry', { invitePDA: addr(Keypair.generate()), expiresInMs: HOUR });
    expect(unknown.status).toBe(404);
    const long = await env.control('/send/expiry', { invitePDA: invite.pda, expiresInMs: 8 * 24 * HOUR });
    expect(long.status).toBe(400);
    await env.control('/send/claim', { invitePDA: invite.pda, receiver: addr(Keypair.generate()) });
    expect((await env.control('/send/expiry', { invitePDA: invite.pda, expiresInMs: HOUR })).status).toBe(400);
  });
});
