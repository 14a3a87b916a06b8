import { Connection, Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { orderHistoryItemSchema } from '../../src/api/trigger/schemas';
import { killSandboxes, startSandbox } from '../test-process';
import { signMessage } from './test-kit';

// kill -9 of a real sandbox process while the keeper fills: after the restart every order is either filled with its
// transaction on chain, or still open with its funds in its account.
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
afterEach(killSandboxes);
const start = startSandbox;

function client(api: string, token?: string) {
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { 'x-api-key': 'sandbox-local-key', 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${api}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Record<string, unknown>;
  };
}

describe('trigger through kill -9 of the sandbox process', { timeout: 120_000 }, () => {
  it('loses no fill and no funds', async () => {
    const state = mkdtempSync(join(tmpdir(), 'trigger-kill-'));
    const args = ['--state', state, '--seed', 'trigger-kill', '--save-ms', '600000'];
    const first = start(args);
    const { api } = await first.ready;
    const wallet = Keypair.generate();
    const address = wallet.publicKey.toBase58();
    const plain = client(api);
    await plain('POST', '/__sandbox/fund', { address, sol: 10 });
    await plain('POST', '/__sandbox/market', { paused: true });
    const ch = await plain('POST', '/trigger/v2/auth/challenge', { walletPubkey: address, type: 'message' });
    const { token } = await plain('POST', '/trigger/v2/auth/verify', {
      type: 'message',
      walletPubkey: address,
      signature: signMessage(wallet, String(ch.challenge)),
    });
    const call = client(api, String(token));
    await call('GET', '/trigger/v2/vault/register');
    const price = ((await plain('GET', `/price/v3?ids=${SOL}`))[SOL] as { usdPrice: number }).usdPrice;
    const orders: { id: string; account: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const amount = String(Math.ceil((12 / price) * 1e9));
      const d = await call('POST', '/trigger/v2/deposit/craft', {
        inputMint: SOL,
        outputMint: USDC,
        userAddress: address,
        amount,
        orderType: 'price',
        orderSubType: 'single',
      });
      const tx = VersionedTransaction.deserialize(Buffer.from(String(d.transaction), 'base64'));
      tx.sign([wallet]);
      const created = await call('POST', '/trigger/v2/orders/price', {
        orderType: 'single',
        depositRequestId: d.requestId,
        depositSignedTx: Buffer.from(tx.serialize()).toString('base64'),
        userPubkey: address,
        inputMint: SOL,
        inputAmount: amount,
        outputMint: USDC,
        triggerMint: SOL,
        expiresAt: Date.now() + 86_400_000,
        triggerCondition: 'above',
        triggerPriceUsd: price * 1.05,
      });
      expect(created.id, JSON.stringify(created)).toBeTruthy();
      orders.push({ id: String(created.id), account: String(d.inputTokenAccount) });
    }
    // The price crosses every trigger; the process dies while (or just after) the keeper fills.
    await plain('POST', '/__sandbox/price', { mint: SOL, usdPrice: price * 1.06 });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = start(args);
    const restarted = await second.ready;
    const connection = new Connection(restarted.rpc, 'confirmed');
    const call2 = client(restarted.api, String(token));
    for (const o of orders) {
      const order = orderHistoryItemSchema.parse(await call2('GET', `/trigger/v2/orders/history/${o.id}`));
      const held = await connection.getAccountInfo(new PublicKey(o.account));
      if (order.rawState === 'fill_success') {
        const fill = order.events?.find((e) => e.type === 'fill');
        const landed = await connection.getTransaction(fill?.txSignature ?? '', { maxSupportedTransactionVersion: 0 });
        expect(landed?.meta?.err).toBeNull();
        expect(held).toBeNull();
      } else {
        expect(order.rawState).toBe('open');
        expect(held?.lamports).toBeGreaterThan((12 / price) * 1e9);
      }
    }
    // The restarted keeper finishes the rest once the price is there again (pools first written after the last save
    // read at genesis after a kill -9).
    await client(restarted.api)('POST', '/__sandbox/price', { mint: SOL, usdPrice: price * 1.07 });
    for (let i = 0; i < 100; i++) {
      const states = await Promise.all(
        orders.map(async (o) => (await call2('GET', `/trigger/v2/orders/history/${o.id}`)).rawState),
      );
      if (states.every((s) => s === 'fill_success')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const o of orders) {
      expect((await call2('GET', `/trigger/v2/orders/history/${o.id}`)).rawState).toBe('fill_success');
    }
  });
});
