// The trigger figures of `npm run bench:sandbox` (issue 12): a price move to a fill landed on chain, and
// GET /trigger/v2/orders/history for a wallet with 1,000 orders, through the sandbox's HTTP API as the app uses it.
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { HttpConnection } from './bench-http';
import type { Figure } from './bench-table';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const KEY = { 'x-api-key': 'sandbox-local-key' };
const FILLS = Number(process.env.BENCH_TRIGGER_FILLS ?? 100);
const HISTORY_ORDERS = Number(process.env.BENCH_TRIGGER_ORDERS ?? 1000);
const HISTORY_READS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

interface Session {
  wallet: Keypair;
  address: string;
  http: HttpConnection;
}

/** A funded wallet, signed in (message challenge) with its vault registered. */
async function session(api: string, funds: { sol: number; usdc?: string }): Promise<Session> {
  const wallet = Keypair.generate();
  const address = wallet.publicKey.toBase58();
  const plain = new HttpConnection(api, KEY);
  await plain.request('POST', '/__sandbox/fund', {
    address,
    sol: funds.sol,
    ...(funds.usdc ? { tokens: { [USDC]: funds.usdc } } : {}),
  });
  const ch = await plain.request<{ challenge: string }>('POST', '/trigger/v2/auth/challenge', {
    walletPubkey: address,
    type: 'message',
  });
  const signature = bs58.encode(ed25519.sign(Buffer.from(ch.challenge, 'utf8'), wallet.secretKey.slice(0, 32)));
  const { token } = await plain.request<{ token: string }>('POST', '/trigger/v2/auth/verify', {
    type: 'message',
    walletPubkey: address,
    signature,
  });
  plain.close();
  const http = new HttpConnection(api, { ...KEY, authorization: `Bearer ${token}` });
  await http.request('GET', '/trigger/v2/vault/register');
  return { wallet, address, http };
}

async function place(
  s: Session,
  order: Record<string, unknown> & { inputMint: string; outputMint: string; amount: string },
) {
  const { inputMint, outputMint, amount, ...rest } = order;
  const d = await s.http.request<{ transaction: string; requestId: string }>('POST', '/trigger/v2/deposit/craft', {
    inputMint,
    outputMint,
    userAddress: s.address,
    amount,
    orderType: 'price',
    orderSubType: 'single',
  });
  const tx = VersionedTransaction.deserialize(Buffer.from(d.transaction, 'base64'));
  tx.sign([s.wallet]);
  const created = await s.http.request<{ id: string }>('POST', '/trigger/v2/orders/price', {
    orderType: 'single',
    depositRequestId: d.requestId,
    depositSignedTx: Buffer.from(tx.serialize()).toString('base64'),
    userPubkey: s.address,
    inputMint,
    inputAmount: amount,
    outputMint,
    triggerMint: inputMint === USDC ? outputMint : inputMint,
    expiresAt: Date.now() + 7 * 86_400_000,
    ...rest,
  });
  return created.id;
}

interface HistoryItem {
  rawState: string;
  events?: { type?: string; txSignature?: string | null }[];
}

/**
 * Price move → fill landed: one sell-above order at a time, the price set through the control API just past its
 * trigger, then the order read until it is filled and its fill transaction is confirmed by the RPC.
 */
export async function fillLatency(api: string, rpcUrl: string): Promise<Figure[]> {
  const control = new HttpConnection(api, KEY);
  const rpc = new HttpConnection(rpcUrl);
  await control.request('POST', '/__sandbox/market', { paused: true });
  const s = await session(api, { sol: 100 });
  const prices = await s.http.request<Record<string, { usdPrice: number }>>('GET', `/price/v3?ids=${SOL}`);
  const base = prices[SOL]?.usdPrice ?? 150;
  const lamports = String(Math.ceil((15 / base) * 1e9));
  const samples: number[] = [];
  for (let i = 0; i < FILLS; i++) {
    const id = await place(s, {
      inputMint: SOL,
      outputMint: USDC,
      amount: lamports,
      triggerCondition: 'above',
      triggerPriceUsd: base * 1.05,
    });
    const started = performance.now();
    await control.request('POST', '/__sandbox/price', { mint: SOL, usdPrice: base * 1.06 });
    for (;;) {
      const o = await s.http.request<HistoryItem>('GET', `/trigger/v2/orders/history/${id}`);
      const sig = o.events?.find((e) => e.type === 'fill')?.txSignature;
      if (o.rawState === 'fill_success' && sig) {
        const st = await rpc.call<{ value: ({ confirmationStatus?: string } | null)[] }>('getSignatureStatuses', [
          [sig],
        ]);
        if (st.value[0]?.confirmationStatus) break;
      }
      if (performance.now() - started > 10_000) throw new Error(`order ${id} did not fill within 10 s`);
      await new Promise((r) => setTimeout(r, 2));
    }
    samples.push(performance.now() - started);
    await control.request('POST', '/__sandbox/price', { mint: SOL, usdPrice: base });
  }
  for (const c of [control, rpc, s.http]) c.close();
  samples.sort((a, b) => a - b);
  return [
    {
      name: `price move → fill landed p50 (${String(FILLS)} orders)`,
      value: percentile(samples, 0.5),
      unit: 'ms',
      budget: 1000,
      kind: 'max',
    },
    {
      name: `price move → fill landed p99 (${String(FILLS)} orders)`,
      value: percentile(samples, 0.99),
      unit: 'ms',
      budget: 2000,
      kind: 'max',
    },
  ];
}

/** GET /orders/history (a page of 100) for a wallet holding 1,000 orders. */
export async function historyLatency(api: string): Promise<Figure> {
  const s = await session(api, { sol: 20, usdc: String(11 * HISTORY_ORDERS * 1_000_000) });
  for (let i = 0; i < HISTORY_ORDERS; i++) {
    if (i % 250 === 0) console.error(`bench: ${String(i)} of ${String(HISTORY_ORDERS)} trigger orders placed`);
    // Buy SOL far below the market: these orders stay open.
    await place(s, {
      inputMint: USDC,
      outputMint: SOL,
      amount: '10000000',
      triggerCondition: 'below',
      triggerPriceUsd: 0.01 + i / 1e6,
    });
  }
  const samples: number[] = [];
  for (let i = 0; i < HISTORY_READS; i++) {
    const started = performance.now();
    const page = await s.http.request<{ pagination: { total: number } }>(
      'GET',
      `/trigger/v2/orders/history?limit=100&offset=${String((i * 100) % HISTORY_ORDERS)}`,
    );
    samples.push(performance.now() - started);
    if (page.pagination.total !== HISTORY_ORDERS) throw new Error(`history total ${String(page.pagination.total)}`);
  }
  s.http.close();
  samples.sort((a, b) => a - b);
  return {
    name: `GET /orders/history p50 (${String(HISTORY_ORDERS)} orders)`,
    value: percentile(samples, 0.5),
    unit: 'ms',
    budget: 10,
    kind: 'max',
  };
}
