import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM } from '../chain/programs';
import { openHarness, type Harness } from '../test-harness';
import { signIn, triggerEnv } from '../trigger/test-kit';
import { readTokenAccount } from '../world/token-layout';

let h: Harness;
const wallet = Keypair.generate();
const address = wallet.publicKey.toBase58();
let seeded: { status: number; body: Record<string, unknown> };

beforeAll(async () => {
  h = openHarness({ seed: 'big-wallet-test', paused: true, apiKey: 'big-key' });
  seeded = await h.control('/seed/big-wallet', { address });
}, 60_000);

/** Every page of a paginated read, concatenated. */
async function allPages<T>(page: (n: number) => Promise<{ items: T[]; more: boolean }>): Promise<T[]> {
  const all: T[] = [];
  for (let n = 1; ; n++) {
    const { items, more } = await page(n);
    all.push(...items);
    if (!more || n > 200) return all;
  }
}

// Each reads hundreds of records back through the API: seconds on a loaded host.
describe('POST /__sandbox/seed/big-wallet', { timeout: 30_000 }, () => {
  it('answers the counts it wrote, in seconds', () => {
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({
      address,
      tokens: { accounts: 500, token2022: 60, dust: 100 },
      trigger: { orders: 1000, open: 100 },
      recurring: { orders: 200, active: 20 },
      send: { invites: 100 },
      prediction: { positions: 300 },
      studio: { launches: 50 },
    });
    expect(seeded.body.ms).toBeLessThan(30_000);
  });

  it('puts 500 token accounts of the world tokens on the ledger (60 Token-2022) beside the 300 positions', () => {
    const accounts = h.sandbox.ledger.tokenAccountsByOwner(address);
    expect(accounts).toHaveLength(800);
    const mintOf = (data: Uint8Array) => readTokenAccount(data).mint;
    const worlds = accounts.filter((a) => h.sandbox.world.byMint.has(mintOf(a.account.data)));
    expect(worlds).toHaveLength(500);
    expect(worlds.filter((a) => a.account.owner === TOKEN_2022_PROGRAM)).toHaveLength(60);
  });

  it('lists 1,000 trigger orders through the API, page by page, 100 open', async () => {
    const env = triggerEnv(h);
    const token = await signIn(env, wallet);
    const read = async (state: 'active' | 'past') =>
      allPages(async (n) => {
        const res = await env.call(
          'GET',
          `/orders/history?state=${state}&limit=100&offset=${String((n - 1) * 100)}`,
          undefined,
          token,
        );
        const orders = res.body.orders as unknown[];
        return { items: orders, more: orders.length === 100 };
      });
    expect(await read('active')).toHaveLength(100);
    expect(await read('past')).toHaveLength(900);
  });

  it('lists 200 recurring orders, 100 invites and 300 positions through their paginated reads', async () => {
    const recurring = async (status: string) =>
      allPages(async (n) => {
        const { body } = await h.json(
          `/recurring/v1/getRecurringOrders?user=${address}&orderStatus=${status}&recurringType=time&page=${String(n)}`,
          undefined,
          { 'x-api-key': 'big-key' },
        );
        return { items: body.time as unknown[], more: n < Number(body.totalPages) };
      });
    expect((await recurring('active')).length + (await recurring('history')).length).toBe(200);
    const invites = await allPages(async (n) => {
      const { body } = await h.json(`/send/v1/invite-history?address=${address}&page=${String(n)}`);
      return { items: body.invites as unknown[], more: body.hasMoreData === true };
    });
    expect(invites).toHaveLength(100);
    const positions = await allPages(async (n) => {
      const { body } = await h.json(
        `/prediction/v1/positions?ownerPubkey=${address}&start=${String((n - 1) * 50)}&end=${String(n * 50)}`,
      );
      const pagination = body.pagination as { hasNext: boolean };
      return { items: body.data as unknown[], more: pagination.hasNext };
    });
    expect(positions).toHaveLength(300);
  });

  it('lands 50 launches, each create paid by the wallet in its history on chain (what My launches reads)', async () => {
    const signatures = h.sandbox.ledger.getSignaturesForAddress(address, { limit: 1000 });
    const launches = signatures.flatMap(({ signature }) => {
      const record = h.sandbox.ledger.getTransaction(signature);
      if (record?.meta.err !== null || record.accountKeys[0] !== address) return [];
      const launch = record.accountKeys.map((k) => h.sandbox.studio.launch(k)).find((l) => l !== undefined);
      return launch?.landed?.signature === signature ? [launch] : [];
    });
    expect(launches).toHaveLength(50);
    expect(new Set(launches.map((l) => l.mint)).size).toBe(50);
    expect(new Set(launches.map((l) => l.quoteMint)).size).toBe(2);
    for (const { mint, name } of launches) {
      const account = h.sandbox.ledger.getAccount(mint);
      expect(account?.owner).toBe(TOKEN_2022_PROGRAM);
      expect(Buffer.from(account?.data ?? []).includes(Buffer.from(name))).toBe(true);
    }
    const res = await h.json(`/studio/v1/dbc-pool/addresses/${launches[0]?.mint ?? ''}`, undefined, {
      'x-api-key': 'big-key',
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { dbcPoolAddress?: unknown }).dbcPoolAddress).toBeTypeOf('string');
  });

  it('still refuses a transaction of the wallet with a bad signature once the launches landed', () => {
    const { blockhash } = h.sandbox.ledger.latestBlockhash();
    const message = new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: wallet.publicKey, lamports: 1 })],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.signatures[0] = new Uint8Array(64).fill(7);
    expect(h.sandbox.ledger.sendTransaction(tx.serialize())).toMatchObject({ ok: false, err: 'SignatureFailure' });
  });

  it('seeds the same history again (nothing doubles)', async () => {
    const before = h.sandbox.ledger.tokenAccountsByOwner(address).map((a) => readTokenAccount(a.account.data).amount);
    const again = await h.control('/seed/big-wallet', { address });
    expect(again.body).toMatchObject({ trigger: { orders: 1000 }, prediction: { positions: 300 } });
    const after = h.sandbox.ledger.tokenAccountsByOwner(address).map((a) => readTokenAccount(a.account.data).amount);
    expect(after).toEqual(before);
    expect(h.sandbox.trigger.store.ordersOf(address)).toHaveLength(1000);
    expect(again.body).toMatchObject({ studio: { launches: 50 } });
    expect(h.sandbox.studio.pools(1000).filter((p) => p.creator === address)).toHaveLength(50);
  });
});
