import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublicKey } from '@solana/web3.js';
import { afterAll, describe, expect, it } from 'vitest';
import { inviteListResponseSchema } from '../../src/api/send/schemas';
import { ataOf } from '../kit/tx/builder';
import { TOKEN_PROGRAM } from '../world/token';
import { openHarness, serveRpc, signed, usdcFunding } from '../test-harness';
import { newInvite, SEND, type SendEnv, sendInvite, USDC } from './test-kit';

const dir = mkdtempSync(join(tmpdir(), 'send-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SEED = 'send-restart';
const statePath = join(dir, 'sandbox-state.bin');
const list = async (env: SendEnv, path: string) => inviteListResponseSchema.parse((await env.call(path)).body);

describe('Send across a restart', () => {
  it('keeps invites; landings the records missed (kill -9 before a save) are read back from the chain', async () => {
    const first = await serveRpc(openHarness({ ...SEND, seed: SEED, statePath: statePath }));
    const sender = first.wallet(usdcFunding());
    const address = sender.publicKey.toBase58();
    first.sandbox.save(true);
    // Landed through the RPC after the craft's save: only the journal holds the landing when the process dies.
    const landed = await sendInvite(first, sender, 4_000_000n, USDC);
    const clawed = await sendInvite(first, sender, 6_000_000n, USDC);
    const clawback = await first.call('/craft-clawback', { invitePDA: clawed.pda, sender: address });
    // Crafted (and saved) but sent only after the restart.
    const late = newInvite();
    const crafted = await first.call('/craft-send', {
      inviteSigner: late.keypair.publicKey.toBase58(),
      sender: address,
      amount: '9000000',
      mint: USDC,
    });
    await first.close();

    const second = await serveRpc(openHarness({ ...SEND, seed: SEED, statePath: statePath }));
    try {
      const pending = await list(second, `/pending-invites?address=${address}`);
      expect(pending.invites.map((i) => [i.invite_pda, i.creation_tx, i.confirmed])).toEqual([
        [clawed.pda, clawed.signature, true],
        [landed.pda, landed.signature, true],
      ]);
      // The clawback crafted before the restart is still co-signed.
      await second.connection.sendRawTransaction(Buffer.from(signed(clawback.body.tx as string, sender), 'base64'));
      await second.connection.sendRawTransaction(
        Buffer.from(signed(crafted.body.tx as string, sender, late.keypair), 'base64'),
      );
      const after = await list(second, `/pending-invites?address=${address}`);
      expect(after.invites.map((i) => i.invite_pda)).toEqual([late.pda, landed.pda]);
      const history = await list(second, `/invite-history?address=${address}`);
      expect(history.invites.map((i) => [i.invite_pda, i.action])).toEqual([[clawed.pda, 'clawback']]);
    } finally {
      await second.close();
    }

    // The clawback and the late creation were not saved either: the third start reads them back too, then the
    // clock expires what is left.
    const third = await serveRpc(openHarness({ ...SEND, seed: SEED, statePath: statePath }));
    try {
      expect((await list(third, `/pending-invites?address=${address}`)).invites).toHaveLength(2);
      expect((await list(third, `/invite-history?address=${address}`)).invites[0]?.action).toBe('clawback');
      third.sandbox.time.advance(7 * 86_400_000 + 1_000);
      const expired = await list(third, `/invite-history?address=${address}`);
      expect(expired.invites.map((i) => i.action).sort()).toEqual(['clawback', 'expired', 'expired']);
      const usdc = await third.connection.getTokenAccountBalance(new PublicKey(ataOf(address, USDC, TOKEN_PROGRAM)));
      expect(usdc.value.amount).toBe('1000000000');
    } finally {
      await third.close();
    }
  });
});
