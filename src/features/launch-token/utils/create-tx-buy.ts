import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { amountLabel } from '../../../lib/tx/statement';
import { formatTokenAmount, shortAddress } from '../../../utils/format';
import { STUDIO_TOKEN_DECIMALS } from '../../../utils/studio-curve';
import { associatedAddress, type CreateTxReading, type DbcPool } from './create-tx-read';
import { quoteLabels } from './launch-statement';

/** The dev buy the screen showed: at most `quoteIn` of the quote token leaves, at least `minOut` tokens arrive. */
export interface DevBuyAgreed {
  quoteIn: bigint;
  minOut: bigint;
}

interface Parties {
  wallet: string;
  mint: string;
  quoteMint: string;
  devBuy: DevBuyAgreed | null;
}

const tokens = (raw: bigint) => `${formatTokenAmount(raw, STUDIO_TOKEN_DECIMALS, { maxSignificant: 30 })} tokens`;
const refuse = (why: string) => `The create transaction ${why}: not signed.`;
// Exact, so an amount a raw unit over the one shown never reads the same.
function exact(raw: bigint, mint: string): string {
  const label = quoteLabels(mint);
  return label
    ? `${formatTokenAmount(raw, label.decimals, { maxSignificant: 30 })} ${label.symbol}`
    : amountLabel(raw, mint, quoteLabels);
}

function amountsProblem(p: Parties, buy: DevBuyAgreed, spent: bigint, got: bigint, gotLabel: string) {
  const quote = (raw: bigint) => exact(raw, p.quoteMint);
  if (spent > buy.quoteIn) {
    return refuse(`spends ${quote(spent)} on your dev buy, more than the ${quote(buy.quoteIn)} shown`);
  }
  if (got < buy.minOut) return refuse(`${gotLabel} ${tokens(got)}, below the ${tokens(buy.minOut)} shown`);
  return null;
}

/**
 * A dev buy in SOL wraps it in the wallet's own wrapped-SOL account, no more than shown, and closes that account back
 * to the wallet (as Meteora's SDK does); any other wrap, sync or close is refused.
 */
const NATIVE_MINT = STUDIO_QUOTE_MINTS.SOL;

function wrapProblem(r: CreateTxReading, p: Parties): string | null {
  const wsol = associatedAddress(p.wallet, NATIVE_MINT, TOKEN_PROGRAM);
  const wraps = r.solTransfers.filter((t) => t.to === wsol);
  if (!p.devBuy || p.quoteMint !== NATIVE_MINT) {
    return wraps.length + r.syncs.length + r.closes.length > 0
      ? refuse('wraps or unwraps SOL, which no launch needs')
      : null;
  }
  const [wrap, ...moreWraps] = wraps;
  if (!wrap || moreWraps.length > 0 || wrap.from !== p.wallet || r.syncs.some((a) => a !== wsol)) {
    return refuse('does not wrap the SOL of your dev buy once, from your wallet into your own wrapped-SOL account');
  }
  const sol = (raw: bigint) => exact(raw, NATIVE_MINT);
  if (wrap.lamports > p.devBuy.quoteIn) {
    return refuse(`wraps ${sol(wrap.lamports)} for your dev buy, more than the ${sol(p.devBuy.quoteIn)} shown`);
  }
  const [close, ...moreCloses] = r.closes;
  if (!close || moreCloses.length > 0 || close.account !== wsol || close.owner !== p.wallet) {
    return refuse('does not close your wrapped-SOL account after the dev buy');
  }
  if (close.to !== p.wallet)
    return refuse(`closes your wrapped-SOL account to ${shortAddress(close.to)}, not to your wallet`);
  return null;
}

/** The sandbox's curve buy: your quote into the curve's quote vault, the tokens out of its token vault to you. */
export function transferBuyProblem(r: CreateTxReading, p: Parties, poolAuthority: string): string | null {
  const curveVault = associatedAddress(poolAuthority, p.mint, TOKEN_2022_PROGRAM);
  const quoteVault = associatedAddress(poolAuthority, p.quoteMint, TOKEN_PROGRAM);
  const pays = r.transfers.filter((t) => t.from !== curveVault);
  const gets = r.transfers.filter((t) => t.from === curveVault);
  const wrap = wrapProblem(r, p);
  if (wrap) return wrap;
  if (!p.devBuy) return r.transfers.length > 0 ? refuse('also moves tokens, where you chose no dev buy') : null;
  const [pay, ...morePays] = pays;
  const [get, ...moreGets] = gets;
  if (!pay || !get || morePays.length + moreGets.length > 0) {
    return refuse('does not carry your dev buy as one payment to the curve and one payout from it');
  }
  if (pay.authority !== p.wallet || pay.to !== quoteVault || (pay.mint ?? p.quoteMint) !== p.quoteMint) {
    return refuse(`pays for your dev buy into ${shortAddress(pay.to)}, not into the curve`);
  }
  const mine = associatedAddress(p.wallet, p.mint, TOKEN_2022_PROGRAM);
  if (get.to !== mine || get.mint !== p.mint) {
    return refuse(`sends the tokens of your dev buy to ${shortAddress(get.to)}, not to your wallet`);
  }
  return amountsProblem(p, p.devBuy, pay.amount, get.amount, 'gives you');
}

/** Meteora DBC: one swap on the pool it creates, from your quote account to your token account. */
export function dbcBuyProblem(r: CreateTxReading, p: Parties, pool: DbcPool): string | null {
  const [swap, ...more] = r.swaps;
  const wrap = wrapProblem(r, p);
  if (wrap) return wrap;
  if (r.transfers.length > 0) return refuse('also moves tokens itself beside the curve program');
  if (!p.devBuy) return swap ? refuse('also buys the token, where you chose no dev buy') : null;
  if (!swap || more.length > 0) return refuse('does not carry your dev buy as one swap on the new pool');
  if (swap.pool !== pool.pool) return refuse(`buys on the pool ${shortAddress(swap.pool)}, not the one it creates`);
  if (swap.payer !== p.wallet || swap.input !== associatedAddress(p.wallet, p.quoteMint, TOKEN_PROGRAM)) {
    return refuse(`pays for your dev buy from ${shortAddress(swap.input)}, not your own account`);
  }
  const yours = [TOKEN_2022_PROGRAM, TOKEN_PROGRAM].map((program) => associatedAddress(p.wallet, p.mint, program));
  if (!yours.includes(swap.output)) {
    return refuse(`sends the tokens of your dev buy to ${shortAddress(swap.output)}, not to your wallet`);
  }
  return amountsProblem(p, p.devBuy, swap.amountIn, swap.minOut, 'accepts as little as');
}
