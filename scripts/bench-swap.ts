// The swap figures of `npm run bench:sandbox`: GET /swap/v2/order latency and executed swaps per second, through the
// sandbox's HTTP API as the app uses it (budgets: shared/design/sandbox.md).
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { HttpConnection } from './bench-http';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const HEADERS = { 'x-api-key': 'sandbox-local-key' };
const SWAPS = 600;

interface Order {
  transaction: string | null;
  requestId: string;
}

async function fundedTakers(api: string, n: number): Promise<Keypair[]> {
  const takers = Array.from({ length: n }, () => Keypair.generate());
  const control = new HttpConnection(api);
  for (const t of takers) {
    await control.request('POST', '/__sandbox/fund', { address: t.publicKey.toBase58(), sol: 100 });
  }
  control.close();
  return takers;
}

const orderPath = (taker: Keypair, lamports: number) =>
  `/swap/v2/order?inputMint=${SOL}&outputMint=${USDC}&amount=${String(lamports)}&taker=${taker.publicKey.toBase58()}`;

/**
 * p50 / p99 of GET /swap/v2/order with `clients` concurrent: a quote (no taker), and an order with a taker (routing,
 * the gas decision, transaction assembly and compile: the full path the app uses once a wallet is connected).
 */
export async function orderLatency(
  api: string,
  clients: number,
  latency: (name: string, call: (client: number) => Promise<unknown>, p50Ratio: number | null) => Promise<void>,
) {
  const takers = await fundedTakers(api, clients);
  const connections = takers.map(() => new HttpConnection(api, HEADERS));
  let n = 0;
  const quote = (lamports: number) => `/swap/v2/order?inputMint=${SOL}&outputMint=${USDC}&amount=${String(lamports)}`;
  await latency(
    'GET /swap/v2/order (quote)',
    async (client) => {
      const order = await connections[client]?.request<Order>('GET', quote(10_000_000 + (n++ % 1000)));
      if (!order?.requestId) throw new Error('order without a requestId');
    },
    3, // × the baseline p50 (bench-sandbox.ts)
  );
  await latency(
    'GET /swap/v2/order with taker',
    async (client) => {
      const taker = takers[client] as Keypair;
      const order = await connections[client]?.request<Order>('GET', orderPath(taker, 10_000_000 + (n++ % 1000)));
      if (!order?.transaction) throw new Error('order without a transaction');
    },
    3, // × the baseline p50 (issue 30; it was 4)
  );
  for (const c of connections) c.close();
}

/** Orders fetched and signed first; then every signed swap is posted to execute by `clients` concurrent clients. */
export async function executesPerSecond(api: string, clients: number) {
  const takers = await fundedTakers(api, clients);
  const connections = takers.map(() => new HttpConnection(api, HEADERS));
  const signed: { body: { signedTransaction: string; requestId: string }; client: number }[] = [];
  await Promise.all(
    connections.map(async (c, client) => {
      const taker = takers[client] as Keypair;
      for (let i = client; i < SWAPS; i += clients) {
        const order = await c.request<Order>('GET', orderPath(taker, 1_000_000 + i));
        if (!order.transaction) throw new Error('order without a transaction');
        const tx = VersionedTransaction.deserialize(Buffer.from(order.transaction, 'base64'));
        tx.sign([taker]);
        signed.push({
          body: { signedTransaction: Buffer.from(tx.serialize()).toString('base64'), requestId: order.requestId },
          client,
        });
      }
    }),
  );
  const started = performance.now();
  await Promise.all(
    connections.map(async (c, client) => {
      for (const s of signed) {
        if (s.client !== client) continue;
        const result = await c.request<{ status: string; error?: string }>('POST', '/swap/v2/execute', s.body);
        if (result.status !== 'Success') throw new Error(`execute: ${result.error ?? result.status}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const c of connections) c.close();
  return {
    name: 'swaps executed (POST /swap/v2/execute)',
    value: SWAPS / seconds,
    unit: '/s',
    budget: 400, // issue 30 (it was 200)
    kind: 'min' as const,
  };
}
