import type { Keypair, TransactionInstruction } from '@solana/web3.js';
import { findRoutes } from '../kit/routing/find-routes';
import { ataOf } from '../kit/tx/builder';
import { cosignWire } from '../kit/tx/cosign';
import { ensureGasWalletFunded, gasWallet } from '../kit/tx/gas-wallet';
import {
  closeAccount,
  createAtaIdempotent,
  keypairAddress,
  pk,
  systemTransfer,
  transferChecked,
} from '../kit/tx/instructions';
import { swapLookupTable } from '../kit/tx/lookup-table';
import { compileV0 } from '../kit/tx/message';
import type { RouteQuote } from '../kit/types';
import type { Address } from '../world/address';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../world/token';
import { readTokenAmount } from '../world/token-layout';
import type { TriggerContext } from './context';
import { firstSignature } from './orders';
import type { OrderRecord } from './types';
import { vaultKeypair } from './vaults';

/** Not worth a transaction: the order waits instead. */
const MIN_PARTIAL_SHARE = 20n;
const SEARCH_STEPS = 14;

export interface FillPlan {
  amountIn: bigint;
  route: RouteQuote;
}

/** The truth, whatever the record says. */
export function heldOnChain(ctx: TriggerContext, account: Address): bigint {
  return readTokenAmount(ctx.ledger.getAccount(account)?.data);
}

/** At least the price book's value less `slippageBps`: all of it, an honest part (thin liquidity), or nothing. */
export function planFill(ctx: TriggerContext, o: OrderRecord, remaining: bigint, slippageBps: number): FillPlan | null {
  const engine = ctx.engine();
  const input = ctx.world.byMint.get(o.inputMint);
  const output = ctx.world.byMint.get(o.outputMint);
  const pin = engine.prices.usdNow(o.inputMint);
  const pout = engine.prices.usdNow(o.outputMint);
  if (!input || !output || !pin || !pout) return null;
  const rate = (pin / pout) * 10 ** (output.decimals - input.decimals) * (1 - slippageBps / 10_000);
  const quote = (amount: bigint) =>
    findRoutes(
      engine,
      { inputMint: o.inputMint, outputMint: o.outputMint, amount, swapMode: 'ExactIn', routers: ['aggregator_a'] },
      engine.nowMs(),
    ).best;
  const fits = (amount: bigint) => {
    const best = quote(amount);
    return best && best.outAmount > 0n && Number(best.outAmount) >= Number(amount) * rate ? best : null;
  };
  const all = fits(remaining);
  if (all) return { amountIn: remaining, route: all };
  let lo = 0n;
  let hi = remaining;
  for (let i = 0; i < SEARCH_STEPS && hi - lo > 1n; i++) {
    const mid = (lo + hi) / 2n;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  const best = lo > 0n && lo * MIN_PARTIAL_SHARE >= remaining ? fits(lo) : null;
  return best ? { amountIn: lo, route: best } : null;
}

export interface FillTx {
  wire: Uint8Array;
  signature: string;
  amountIn: bigint;
  amountOut: bigint;
  closes: boolean;
}

/** Signed by the keeper; a fill that empties the account closes it, its rent back to the user. */
export function buildFill(ctx: TriggerContext, o: OrderRecord, plan: FillPlan, closes: boolean, seed: string): FillTx {
  const { route } = plan;
  const engine = ctx.engine();
  const gas = gasWallet(seed);
  const payer = ensureGasWalletFunded(ctx.ledger, seed);
  const vault = vaultKeypair(seed, o.userPubkey);
  const vaultAddress = keypairAddress(vault);
  const input = tokenOf(ctx, o.inputMint);
  const output = tokenOf(ctx, o.outputMint);
  const signers = new Map<Address, Keypair>([
    [payer, gas],
    [vaultAddress, vault],
  ]);
  const ixs: TransactionInstruction[] = [];
  const toParent = o.orderType === 'otoco' && o.outputAccount !== null;
  const nativeOut = !toParent && o.outputMint === NATIVE_MINT;
  let dest: Address;
  if (toParent && o.outputAccount) dest = o.outputAccount;
  else {
    const owner = nativeOut ? payer : o.userPubkey;
    dest = ataOf(owner, o.outputMint, output.program);
    ixs.push(createAtaIdempotent(payer, dest, owner, o.outputMint, output.program));
  }
  const vaultOf = (pool: RouteQuote['paths'][number]['hops'][number]['pool'], mint: Address) => {
    const v = engine.liquidity.ensureOnChain(pool);
    return mint === pool.baseMint ? v.baseVault : v.quoteVault;
  };
  let amountOut = 0n;
  for (const path of route.paths) {
    path.hops.forEach((hop, k) => {
      if (k === 0) {
        const to = vaultOf(hop.pool, hop.inputMint);
        ixs.push(
          transferChecked(input.program, o.account, o.inputMint, to, vaultAddress, hop.amountIn, input.decimals),
        );
      }
      const authority = engine.liquidity.authority(hop.pool);
      const authorityAddress = keypairAddress(authority);
      signers.set(authorityAddress, authority);
      const from = vaultOf(hop.pool, hop.outputMint);
      const next = path.hops[k + 1];
      const mid = tokenOf(ctx, hop.outputMint);
      const to = next ? vaultOf(next.pool, next.inputMint) : dest;
      ixs.push(transferChecked(mid.program, from, hop.outputMint, to, authorityAddress, hop.amountOut, mid.decimals));
      if (!next) amountOut += hop.amountOut;
    });
  }
  if (nativeOut) {
    ixs.push(closeAccount(TOKEN_PROGRAM, dest, payer, payer), systemTransfer(payer, o.userPubkey, amountOut));
  }
  if (closes) ixs.push(closeAccount(input.program, o.account, o.userPubkey, vaultAddress));
  const table = swapLookupTable({ world: ctx.world, ledger: ctx.ledger, engine });
  const { wire } = compileV0(pk(payer), ctx.ledger.latestBlockhash().blockhash, ixs, [table.account]);
  const signed = cosignWire(wire, [...signers.values()]);
  return { wire: signed, signature: firstSignature(signed) ?? '', amountIn: plan.amountIn, amountOut, closes };
}

export function tokenOf(ctx: TriggerContext, mint: Address) {
  const token = ctx.world.byMint.get(mint);
  if (!token) throw new Error(`unknown mint ${mint}`);
  return { program: token.tokenProgram, decimals: token.decimals };
}
