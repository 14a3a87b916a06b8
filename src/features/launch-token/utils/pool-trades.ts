import * as z from 'zod/mini';

const balanceSchema = z.looseObject({
  accountIndex: z.number(),
  mint: z.string(),
  owner: z.optional(z.string()),
  uiTokenAmount: z.looseObject({ amount: z.string().check(z.regex(/^\d+$/)) }),
});

export const tradeTxSchema = z.looseObject({
  blockTime: z.optional(z.nullable(z.number())),
  meta: z.nullable(
    z.looseObject({
      err: z.unknown(),
      preTokenBalances: z.optional(z.nullable(z.array(balanceSchema))),
      postTokenBalances: z.optional(z.nullable(z.array(balanceSchema))),
      loadedAddresses: z.optional(
        z.nullable(z.looseObject({ writable: z.array(z.string()), readonly: z.array(z.string()) })),
      ),
    }),
  ),
  transaction: z.looseObject({
    message: z.looseObject({ accountKeys: z.array(z.string()) }),
    signatures: z.array(z.string()),
  }),
});
export type TradeTx = z.output<typeof tradeTxSchema>;

export interface PoolTrade {
  signature: string;
  side: 'buy' | 'sell';
  trader: string;
  tokens: bigint;
  quote: bigint;
  at: number | null;
}

export interface PoolVaults {
  mint: string;
  quoteMint: string;
  baseVault: string;
  quoteVault: string;
}

type Balance = z.output<typeof balanceSchema>;

/** Token balance changes by account of one mint: post minus pre. */
function deltas(tx: TradeTx, mint: string): Map<string, { delta: bigint; owner: string | undefined }> {
  const loaded = tx.meta?.loadedAddresses;
  const keys = [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
  const out = new Map<string, { delta: bigint; owner: string | undefined }>();
  const add = (list: Balance[] | null | undefined, sign: bigint) => {
    for (const b of list ?? []) {
      const key = keys[b.accountIndex];
      if (b.mint !== mint || !key) continue;
      const was = out.get(key);
      out.set(key, { delta: (was?.delta ?? 0n) + sign * BigInt(b.uiTokenAmount.amount), owner: b.owner ?? was?.owner });
    }
  };
  add(tx.meta?.preTokenBalances, -1n);
  add(tx.meta?.postTokenBalances, 1n);
  return out;
}

/**
 * The dev buy riding in the create (docs/studio-dev-buy.md): the base vault is opened and filled there, so it only
 * grows; the quote entering the quote vault bought what reached the fee payer's (the creator's) token account.
 */
function createBuyOf(tx: TradeTx, pool: PoolVaults, base: ReturnType<typeof deltas>, quote: bigint) {
  const keys = tx.transaction.message.accountKeys;
  const vaultIndex = keys.indexOf(pool.baseVault);
  const opened = vaultIndex >= 0 && !(tx.meta?.preTokenBalances ?? []).some((b) => b.accountIndex === vaultIndex);
  const creator = keys[0];
  if (!opened || !creator || quote <= 0n) return null;
  let tokens = 0n;
  for (const { delta, owner } of base.values()) if (owner === creator && delta > 0n) tokens += delta;
  return tokens > 0n ? { trader: creator, tokens } : null;
}

/**
 * The trade a landed transaction made against the pool's vaults, from its token balance changes: tokens leave the
 * base vault as quote enters the quote vault (a buy), or the other way (a sell). The create, the migration and fee
 * claims move one side or both the same way, so they are not trades; a create's dev buy is.
 */
export function tradeOf(tx: TradeTx, pool: PoolVaults): PoolTrade | null {
  const signature = tx.transaction.signatures[0];
  if (!signature || !tx.meta || (tx.meta.err !== null && tx.meta.err !== undefined)) return null;
  const base = deltas(tx, pool.mint);
  const quote = deltas(tx, pool.quoteMint);
  const baseVault = base.get(pool.baseVault)?.delta ?? 0n;
  const quoteVault = quote.get(pool.quoteVault)?.delta ?? 0n;
  const devBuy = baseVault > 0n ? createBuyOf(tx, pool, base, quoteVault) : null;
  if (devBuy) return { signature, side: 'buy', ...devBuy, quote: quoteVault, at: tx.blockTime ?? null };
  if (baseVault === 0n || quoteVault === 0n || baseVault > 0n === quoteVault > 0n) return null;
  const side = baseVault < 0n ? 'buy' : 'sell';
  let trader: string | undefined;
  let moved = 0n;
  for (const [account, { delta, owner }] of base) {
    const size = delta < 0n ? -delta : delta;
    if (account !== pool.baseVault && delta > 0n === (side === 'buy') && size > moved) {
      moved = size;
      trader = owner;
    }
  }
  return {
    signature,
    side,
    trader: trader ?? tx.transaction.message.accountKeys[0] ?? '',
    tokens: baseVault < 0n ? -baseVault : baseVault,
    quote: quoteVault < 0n ? -quoteVault : quoteVault,
    at: tx.blockTime ?? null,
  };
}
