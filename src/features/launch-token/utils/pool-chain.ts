import * as z from 'zod/mini';
import { type PoolTrade, type PoolVaults, tradeOf, tradeTxSchema } from './pool-trades';

const TRADES_SIGNATURES = 40;

async function rpc(endpoint: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`The RPC answered ${String(res.status)}.`);
  return res.json();
}

const answerSchema = <T extends z.ZodMiniType>(result: T) =>
  z.object({ result: z.optional(result), error: z.optional(z.object({ message: z.string() })) });

async function call<T extends z.ZodMiniType>(
  endpoint: string,
  method: string,
  params: unknown[],
  result: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const answer = answerSchema(result).parse(await rpc(endpoint, { jsonrpc: '2.0', id: 0, method, params }, signal));
  if (answer.result === undefined) throw new Error(`The RPC refused ${method}: ${answer.error?.message ?? ''}`);
  return answer.result;
}

const signaturesSchema = z.array(z.looseObject({ signature: z.string(), err: z.unknown() }));

/** The pool's latest trades, newest first: the vault's signatures, then each transaction's token balance changes. */
export async function poolTrades(endpoint: string, pools: PoolVaults[], signal?: AbortSignal): Promise<PoolTrade[]> {
  const lists = await Promise.all(
    pools.map((p) =>
      call(
        endpoint,
        'getSignaturesForAddress',
        [p.baseVault, { limit: TRADES_SIGNATURES, commitment: 'confirmed' }],
        signaturesSchema,
        signal,
      ),
    ),
  );
  const wanted = lists.flatMap((list, i) =>
    list.filter((s) => s.err === null || s.err === undefined).map((s) => ({ signature: s.signature, pool: pools[i] })),
  );
  if (wanted.length === 0) return [];
  const requests = wanted.map((w, id) => ({
    jsonrpc: '2.0',
    id,
    method: 'getTransaction',
    params: [w.signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
  }));
  const answers = z.array(z.unknown()).parse(await rpc(endpoint, requests, signal));
  const trades: PoolTrade[] = [];
  for (const raw of answers) {
    const parsed = z.looseObject({ id: z.number(), result: z.optional(z.nullable(tradeTxSchema)) }).safeParse(raw);
    const pool = parsed.success ? wanted[parsed.data.id]?.pool : undefined;
    const trade = pool && parsed.data?.result ? tradeOf(parsed.data.result, pool) : null;
    if (trade) trades.push(trade);
  }
  return trades.sort((a, b) => (b.at ?? 0) - (a.at ?? 0));
}

export interface Holder {
  account: string;
  owner: string | null;
  amount: bigint;
}

export interface Holders {
  holders: Holder[];
  supply: bigint;
  decimals: number;
}

const rawAmount = z.string().check(z.regex(/^\d+$/));
const largestSchema = z.object({ value: z.array(z.looseObject({ address: z.string(), amount: rawAmount })) });
const supplySchema = z.object({ value: z.looseObject({ amount: rawAmount, decimals: z.number() }) });
const accountsSchema = z.object({ value: z.array(z.nullable(z.looseObject({ data: z.unknown() }))) });
const tokenInfoSchema = z.object({
  parsed: z.object({
    info: z.looseObject({ owner: z.string(), tokenAmount: z.looseObject({ amount: rawAmount }) }),
  }),
});

/** Token accounts as jsonParsed reads them (null for one that is missing or not a token account). */
async function tokenAccounts(endpoint: string, accounts: string[], signal?: AbortSignal) {
  const answer = await call(
    endpoint,
    'getMultipleAccounts',
    [accounts, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    accountsSchema,
    signal,
  );
  return accounts.map((_, i) => tokenInfoSchema.safeParse(answer.value[i]?.data).data?.parsed.info ?? null);
}

/** The mint's largest accounts (the RPC's top 20), who owns each, and the supply they are a share of. */
export async function topHolders(endpoint: string, mint: string, signal?: AbortSignal): Promise<Holders> {
  const [largest, supply] = await Promise.all([
    call(endpoint, 'getTokenLargestAccounts', [mint, { commitment: 'confirmed' }], largestSchema, signal),
    call(endpoint, 'getTokenSupply', [mint, { commitment: 'confirmed' }], supplySchema, signal),
  ]);
  const held = largest.value.filter((a) => a.amount !== '0');
  const infos =
    held.length > 0
      ? await tokenAccounts(
          endpoint,
          held.map((a) => a.address),
          signal,
        )
      : [];
  return {
    holders: held.map((a, i) => ({ account: a.address, owner: infos[i]?.owner ?? null, amount: BigInt(a.amount) })),
    supply: BigInt(supply.value.amount),
    decimals: supply.value.decimals,
  };
}

/** Token accounts' balances (0 for an account that is not there). */
export async function vaultAmounts(endpoint: string, accounts: string[], signal?: AbortSignal): Promise<bigint[]> {
  const infos = await tokenAccounts(endpoint, accounts, signal);
  return infos.map((info) => BigInt(info?.tokenAmount.amount ?? '0'));
}
