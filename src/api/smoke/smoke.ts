import { isApiError } from '../errors';
import type { ApiClient } from '../http';
import * as lend from '../lend/endpoints';
import * as prediction from '../prediction/endpoints';
import { getPrices } from '../price/endpoints';
import { getRecurringOrders } from '../recurring/endpoints';
import { getInviteHistory, getPendingInvites } from '../send/endpoints';
import { getProgramIdToLabel, getQuote } from '../swap/endpoints-v1';
import { getOrder as getOrderV2 } from '../swap/endpoints-v2';
import { getTokensByTag, searchTokens } from '../tokens/endpoints';
import { getOrder as getOrderV1 } from '../ultra/endpoints';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

export interface SmokeResult {
  operation: string;
  outcome: 'parsed' | 'not-parsed' | 'failed';
  detail: string[];
}

// Every read operation once, without a signature and without a trigger session (those reads need a signed login).
export function readOperations(wallet: string): [string, (c: ApiClient) => Promise<unknown>][] {
  const pair = { inputMint: SOL, outputMint: USDC, amount: 10_000_000n };
  return [
    ['GET /swap/v1/quote', (c) => getQuote(c, pair)],
    ['GET /swap/v1/program-id-to-label', (c) => getProgramIdToLabel(c)],
    ['GET /swap/v2/order', (c) => getOrderV2(c, pair)],
    ['GET /ultra/v1/order', (c) => getOrderV1(c, pair)],
    ['GET /tokens/v2/tag', (c) => getTokensByTag(c, { query: 'verified' })],
    ['GET /tokens/v2/search', (c) => searchTokens(c, { query: USDC })],
    ['GET /price/v3', (c) => getPrices(c, { ids: [SOL, USDC] })],
    [
      'GET /recurring/v1/getRecurringOrders',
      (c) =>
        getRecurringOrders(c, {
          user: wallet,
          orderStatus: 'active',
          recurringType: 'time',
          page: 1,
          includeFailedTx: false,
        }),
    ],
    ['GET /send/v1/pending-invites', (c) => getPendingInvites(c, { address: wallet })],
    ['GET /send/v1/invite-history', (c) => getInviteHistory(c, { address: wallet })],
    ['GET /lend/v1/earn/tokens', (c) => lend.getEarnTokens(c)],
    ['GET /lend/v1/earn/positions', (c) => lend.getEarnPositions(c, { users: [wallet] })],
    ['GET /lend/v1/borrow/vaults', (c) => lend.getBorrowVaults(c, {})],
    ['GET /lend/v1/borrow/positions', (c) => lend.getBorrowPositions(c, { users: [wallet] })],
    ['GET /prediction/v1/events', (c) => prediction.getEvents(c, {})],
    ['GET /prediction/v1/orders', (c) => prediction.getOrders(c, { ownerPubkey: wallet })],
    ['GET /prediction/v1/positions', (c) => prediction.getPositions(c, { ownerPubkey: wallet })],
    ['GET /prediction/v1/history', (c) => prediction.getHistory(c, { ownerPubkey: wallet })],
  ];
}

export async function runSmoke(client: ApiClient, wallet: string): Promise<SmokeResult[]> {
  const results: SmokeResult[] = [];
  for (const [operation, run] of readOperations(wallet)) {
    try {
      await run(client);
      results.push({ operation, outcome: 'parsed', detail: [] });
    } catch (e) {
      const parse = isApiError(e) && e.kind === 'invalid-response';
      const detail = isApiError(e) ? (e.issues.length ? [...e.issues] : [e.message]) : [String(e)];
      results.push({ operation, outcome: parse ? 'not-parsed' : 'failed', detail });
    }
  }
  return results;
}

export function formatSmoke(results: readonly SmokeResult[]): string {
  const mark = { parsed: 'ok  ', 'not-parsed': 'PARSE', failed: 'FAIL' } as const;
  return results
    .map((r) => [`${mark[r.outcome]} ${r.operation}`, ...r.detail.map((d) => `       ${d}`)].join('\n'))
    .join('\n');
}
