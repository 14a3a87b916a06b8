import type { HeldToken, Holding, TokenInfo } from '../../lib/token-info';

/** A token with its search keys lower-cased once, so filtering 5,000+ tokens per keystroke is one cheap pass. */
export interface IndexedToken {
  token: TokenInfo;
  symbol: string;
  name: string;
}

export interface PickerRow {
  token: TokenInfo;
  holding: Holding | null;
}

const BASE58_MINT = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function looksLikeMint(text: string): boolean {
  return BASE58_MINT.test(text.trim());
}

export function indexTokens(tokens: readonly TokenInfo[]): IndexedToken[] {
  return tokens.map((token) => ({ token, symbol: token.symbol.toLowerCase(), name: token.name.toLowerCase() }));
}

export function sortHoldings(held: readonly HeldToken[]): HeldToken[] {
  return [...held].sort(
    (a, b) =>
      (b.holding.usd ?? -1) - (a.holding.usd ?? -1) ||
      a.token.symbol.localeCompare(b.token.symbol, 'en', { sensitivity: 'base' }),
  );
}

function matchTier(entry: IndexedToken, q: string, raw: string): number | null {
  if (entry.token.mint === raw) return 0;
  if (entry.symbol === q) return 1;
  if (entry.symbol.startsWith(q) || entry.name === q) return 2;
  if (entry.name.startsWith(q) || entry.name.includes(` ${q}`)) return 3;
  if (entry.symbol.includes(q) || entry.name.includes(q)) return 4;
  return null;
}

export interface RankInput {
  held: readonly HeldToken[];
  /** The tab's list (indexed once per list). */
  list: readonly IndexedToken[];
  /** Results of the remote search for `query`, merged in when the local list does not have them. */
  extra?: readonly TokenInfo[];
  query: string;
  tag: string | null;
  exclude?: string | undefined;
}

/** Held tokens first (by value), then best match; verified before unverified within a tier. */
export function rankTokens({ held, list, extra = [], query, tag, exclude }: RankInput): PickerRow[] {
  const raw = query.trim();
  const q = raw.toLowerCase();
  const inTab = (t: TokenInfo) => tag === null || t.tags.includes(tag) || t.mint === raw;
  const heldByMint = new Map<string, Holding>();
  for (const h of held) if (inTab(h.token) && h.token.mint !== exclude) heldByMint.set(h.token.mint, h.holding);

  if (q === '') {
    const rows: PickerRow[] = [];
    for (const h of held) if (heldByMint.has(h.token.mint)) rows.push({ token: h.token, holding: h.holding });
    for (const e of list) {
      if (e.token.mint !== exclude && !heldByMint.has(e.token.mint)) rows.push({ token: e.token, holding: null });
    }
    return rows;
  }

  const seen = new Set<string>();
  const found: { row: PickerRow; tier: number; order: number }[] = [];
  const consider = (entry: IndexedToken) => {
    const mint = entry.token.mint;
    if (seen.has(mint) || mint === exclude) return;
    seen.add(mint);
    const tier = matchTier(entry, q, raw);
    if (tier !== null)
      found.push({ row: { token: entry.token, holding: heldByMint.get(mint) ?? null }, tier, order: found.length });
  };
  for (const e of indexTokens(held.filter((h) => heldByMint.has(h.token.mint)).map((h) => h.token))) consider(e);
  for (const e of list) consider(e);
  for (const e of indexTokens(extra.filter(inTab))) consider(e);

  found.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(b.row.token.verified) - Number(a.row.token.verified) ||
      Number(b.row.holding !== null) - Number(a.row.holding !== null) ||
      a.order - b.order,
  );
  return found.map((f) => f.row);
}
