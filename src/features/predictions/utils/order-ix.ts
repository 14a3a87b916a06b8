import type { Connection } from '@solana/web3.js';
import type { AnyTransaction } from '../../../lib/tx-kind';
import { flatInstructions } from '../../../lib/tx/instructions';
import { PREDICTION_PROGRAM } from '../../../lib/tx/programs';
import { borshStrings, readU16, readU64 } from '../../../utils/solana-wire/bytes';
import { shortAddress } from '../../../utils/format';
import { associatedAccountOf } from './bindings';
import { DEPOSIT_TOKENS, depositTokenOf } from './deposit';
import { cents, contractsText, usd } from './event-view';

/** Anchor's discriminators (sha256 of `global:<name>`) of the prediction program's `create_order`, `claim_payout`. */
const CREATE_ORDER = [141, 54, 37, 207, 237, 210, 250, 215];
const CLAIM_PAYOUT = [127, 240, 132, 62, 227, 198, 146, 133];

/**
 * A `create_order` as its accounts (payer, owner, authority, vault, position, order, funding, mint, the order's token
 * account) and data hold it.
 */
export interface PredictionOrder {
  owner: string;
  order: string;
  settlementMint: string;
  /** Where the deposit goes: it must be the order's own account of the settlement mint. */
  escrow: string;
  isYes: boolean;
  isBuy: boolean;
  contracts: bigint;
  /** Micro-USD a contract: the most a buy pays, the least a sale takes. */
  priceLimit: bigint;
  deposit: bigint;
  /** Its meaning is not published: held as if it widened the price limit (0 in a real bet). */
  slippageBps: bigint;
}

/** A `claim_payout` by its accounts: owner, vault, position, result, owner's token account, vault's, token program. */
export interface PredictionClaim {
  owner: string;
  position: string;
}

export interface PredictionReading {
  orders: PredictionOrder[];
  claims: PredictionClaim[];
  /** Calls to the prediction program that are neither an order nor a claim this page can read. */
  other: number;
}

function readOrder(data: Uint8Array, accounts: (string | null)[]): PredictionOrder | null {
  const [, owner, , , , order, , settlementMint, escrow] = accounts;
  // Two strings (the order id, the market), then side, direction, contracts, price limit, deposit, slippage.
  const at = borshStrings(data, 8, 2)?.end;
  if (!owner || !order || !settlementMint || !escrow || at === undefined || data.length < at + 26) return null;
  const [yes, buy] = [data[at], data[at + 1]];
  if ((yes !== 0 && yes !== 1) || (buy !== 0 && buy !== 1)) return null;
  return {
    owner,
    order,
    settlementMint,
    escrow,
    isYes: yes === 1,
    isBuy: buy === 1,
    contracts: readU64(data, at + 2) ?? 0n,
    priceLimit: readU64(data, at + 10) ?? 0n,
    deposit: readU64(data, at + 18) ?? 0n,
    slippageBps: BigInt(readU16(data, at + 26) ?? 0),
  };
}

const tagged = (data: Uint8Array, tag: readonly number[]) => tag.every((b, i) => data[i] === b);

function readClaim(data: Uint8Array, [owner, , position]: (string | null)[]): PredictionClaim | null {
  return data.length === 8 && owner && position ? { owner, position } : null;
}

export function readPredictionCalls(tx: AnyTransaction, tables: Parameters<typeof flatInstructions>[1] = []) {
  const reading: PredictionReading = { orders: [], claims: [], other: 0 };
  for (const ix of flatInstructions(tx, tables)) {
    if (ix.programId !== PREDICTION_PROGRAM) continue;
    const order = tagged(ix.data, CREATE_ORDER) ? readOrder(ix.data, ix.accounts) : null;
    const claim = tagged(ix.data, CLAIM_PAYOUT) ? readClaim(ix.data, ix.accounts) : null;
    if (order) reading.orders.push(order);
    else if (claim) reading.claims.push(claim);
    else reading.other += 1;
  }
  return reading;
}

export interface OrderAgreed {
  wallet: string;
  side: 'yes' | 'no';
  /** A bet: at most this deposit, at most this price a contract. */
  buy?: { deposit: bigint; limitPrice: bigint };
  /** A sale: at most these contracts, at least this price a contract. */
  sell?: { contracts: bigint; floor: bigint };
  settlementMints: readonly string[];
}

const refuse = (why: string) => `The order ${why}: not signed.`;
const BPS = 10_000n;
const SIDE = (yes: boolean) => (yes ? 'YES' : 'NO');

function termsProblem(o: PredictionOrder, a: OrderAgreed): string | null {
  if (o.owner !== a.wallet) return refuse(`is for another owner (${shortAddress(o.owner)}), not your wallet`);
  if (o.isYes !== (a.side === 'yes')) {
    return refuse(`is for ${SIDE(o.isYes)} contracts, where you chose ${a.side.toUpperCase()}`);
  }
  if (o.isBuy !== Boolean(a.buy))
    return refuse(o.isBuy ? 'buys, where you chose to sell' : 'sells, where you chose to buy');
  if (!a.settlementMints.includes(o.settlementMint)) {
    const mints = a.settlementMints.map((m) => depositTokenOf(m)?.symbol ?? shortAddress(m)).join(' or ');
    return refuse(`settles in another token (${shortAddress(o.settlementMint)}), not ${mints}`);
  }
  return null;
}

function amountsProblem(o: PredictionOrder, a: OrderAgreed): string | null {
  if (a.buy && o.deposit > a.buy.deposit) {
    return refuse(`deposits ${usd(o.deposit)}, more than the ${usd(a.buy.deposit)} you chose`);
  }
  const most = (o.priceLimit * (BPS + o.slippageBps) + BPS - 1n) / BPS;
  if (a.buy && most > a.buy.limitPrice) {
    return refuse(`may pay up to ${cents(most)} a contract, above the ${cents(a.buy.limitPrice)} limit you saw`);
  }
  if (a.sell && o.contracts > a.sell.contracts) {
    return refuse(
      `sells ${contractsText(o.contracts)} contracts, more than the ${contractsText(a.sell.contracts)} you chose`,
    );
  }
  const least = o.slippageBps >= BPS ? 0n : (o.priceLimit * (BPS - o.slippageBps)) / BPS;
  if (a.sell && least < a.sell.floor) {
    return refuse(`would sell as low as ${cents(least)} a contract, below the ${cents(a.sell.floor)} floor you saw`);
  }
  return null;
}

/** Issue 24 §5 on the real program: the order in the transaction, not the answer's JSON, against the screen. */
export function predictionOrderProblem(r: PredictionReading, a: OrderAgreed): string | null {
  if (r.other > 0 || r.claims.length > 0) {
    return refuse('calls the prediction program for something other than one order this page can read');
  }
  if (r.orders.length > 1) return refuse(`places ${String(r.orders.length)} orders, not one`);
  const [o] = r.orders;
  return o ? (termsProblem(o, a) ?? amountsProblem(o, a)) : null;
}

const SETTLEMENT_MINTS = DEPOSIT_TOKENS.map((t) => t.mint);

export type LookupReader = Pick<Connection, 'getAddressLookupTable'>;

/** A real order loads accounts from lookup tables: read through the user's RPC. */
async function readCalls(base64: string, rpc: LookupReader): Promise<PredictionReading | string> {
  const [{ decodeTransaction }, { lookupTablesOf }] = await Promise.all([
    import('../../../lib/transaction-codec'),
    import('../../../lib/tx/simulate'),
  ]);
  const { tx } = decodeTransaction(base64);
  try {
    return readPredictionCalls(tx, await lookupTablesOf(rpc, tx));
  } catch (e) {
    return `cannot be read, as ${e instanceof Error ? e.message : 'its lookup tables could not be read'}`;
  }
}

async function escrowProblem(orders: readonly PredictionOrder[]): Promise<string | null> {
  for (const o of orders) {
    if (o.escrow !== (await associatedAccountOf(o.order, o.settlementMint))) {
      return refuse(`pays into ${shortAddress(o.escrow)}, not the order's own account`);
    }
  }
  return null;
}

/** The service's transaction read for its orders and held to the screen's terms; the reading for what follows. */
export async function checkedOrders(base64: string, agreed: Omit<OrderAgreed, 'settlementMints'>, rpc: LookupReader) {
  const reading = await readCalls(base64, rpc);
  if (typeof reading === 'string') return { reading: { orders: [], claims: [], other: 0 }, problem: refuse(reading) };
  const problem = predictionOrderProblem(reading, { ...agreed, settlementMints: SETTLEMENT_MINTS });
  return { reading, problem: problem ?? (await escrowProblem(reading.orders)) };
}

/** A claim pays out the one position the user chose, to the wallet: the program's call, not the answer's JSON. */
export function predictionClaimProblem(r: PredictionReading, a: { wallet: string; position: string }) {
  const no = (why: string) => `The claim ${why}: not signed.`;
  if (r.other > 0 || r.orders.length > 0) {
    return no('calls the prediction program for something other than one claim this page can read');
  }
  if (r.claims.length > 1) return no(`claims ${String(r.claims.length)} times, not once`);
  const [c] = r.claims;
  if (c && c.owner !== a.wallet) return no(`is made by another owner (${shortAddress(c.owner)}), not your wallet`);
  if (c && c.position !== a.position) {
    return no(`pays out another position (${shortAddress(c.position)}), not the one you chose`);
  }
  return null;
}

export async function checkedClaim(base64: string, agreed: { wallet: string; position: string }, rpc: LookupReader) {
  const reading = await readCalls(base64, rpc);
  return typeof reading === 'string' ? `The claim ${reading}: not signed.` : predictionClaimProblem(reading, agreed);
}
