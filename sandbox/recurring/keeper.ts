import { platformFeeOwner } from '../kit/service-accounts';
import { findRoutes } from '../kit/routing/find-routes';
import { assembleSwap } from '../kit/tx/assemble';
import { orderedInstructions } from '../kit/tx/compile';
import { cosignWire } from '../kit/tx/cosign';
import { ensureGasWalletFunded, gasWallet } from '../kit/tx/gas-wallet';
import { closeAccount, keypairAddress, pk } from '../kit/tx/instructions';
import { compileV0 } from '../kit/tx/message';
import { NATIVE_MINT } from '../world/token';
import { escrowAccount, escrowKeypair, takeOver, tokenOf } from '../kit/escrow';
import { orderOutBounds, withinOutBounds } from './dca';
import { reconcile } from './reconcile';
import { cancelPending, isActive, remainingOf, type RecurringContext } from './service';
import { FEE_BPS, type RecurringFill, type RecurringOrder } from './types';

// A round that could not land is tried again after this long, not on every tick.
export const RETRY_MS = 60_000;
const KEEPER_TICK_MS = 1_000;

const filledRounds = (o: RecurringOrder) => o.fills.filter((f) => f.action === 'Fill').length;

type RoundResult = { fill: RecurringFill } | { skipped: true };

function runRound(ctx: RecurringContext, order: RecurringOrder, now: number): RoundResult {
  const input = tokenOf(ctx.world, order.inputMint);
  const output = tokenOf(ctx.world, order.outputMint);
  const fail = (error: string): RoundResult => ({
    fill: {
      action: 'Failed',
      inputAmount: 0n,
      outputAmount: 0n,
      feeAmount: 0n,
      feeMint: order.outputMint,
      txId: '',
      confirmedAt: now,
      error,
    },
  });
  if (!input || !output) return fail('unknown mint');
  const round = filledRounds(order);
  const last = round === order.numberOfOrders - 1;
  const amount = last ? remainingOf(order) : order.inDeposited / BigInt(order.numberOfOrders);
  const { engine, ledger, world } = ctx;
  const route = findRoutes(
    engine,
    { inputMint: input.mint, outputMint: output.mint, amount, swapMode: 'ExactIn', routers: ['aggregator_a'] },
    engine.nowMs(),
  ).best;
  if (!route) return fail('No route for this pair');
  const perCycle = order.inDeposited / BigInt(order.numberOfOrders);
  if (
    route.outAmount <= 0n ||
    !withinOutBounds(orderOutBounds(order, input, output), perCycle, amount, route.outAmount)
  ) {
    return { skipped: true };
  }
  const fee = (route.outAmount * FEE_BPS) / 10_000n;
  const gas = gasWallet(world.seed);
  const escrow = escrowKeypair(world.seed, order.requestId);
  const taker = keypairAddress(escrow);
  const account = escrowAccount(order.orderKey, input);
  takeOver(ledger, account, taker);
  ensureGasWalletFunded(ledger, world.seed);
  try {
    const assembled = assembleSwap(
      { world, ledger, engine },
      {
        quote: route,
        taker,
        sourceTokenAccount: account,
        receiver: order.user,
        feePayer: keypairAddress(gas),
        // Distinct per round, so two equal rounds in one slot are two transactions, not a duplicate.
        computeUnitLimit: 200_000 + round,
        computeUnitPriceMicroLamports: 0n,
        ...(fee > 0n ? { fee: { mint: output.mint, amount: fee, owner: platformFeeOwner(world.seed) } } : {}),
        // A SOL deposit is already wrapped in the escrow; SOL output is unwrapped to the user.
        wrapAndUnwrapSol: input.mint !== NATIVE_MINT,
      },
    );
    const ixs = orderedInstructions(assembled);
    if (last) ixs.push(closeAccount(input.program, account, order.user, taker));
    const { wire } = compileV0(pk(keypairAddress(gas)), ledger.latestBlockhash().blockhash, ixs);
    const sent = ledger.sendTransaction(cosignWire(wire, [...assembled.sandboxSigners, escrow]), {
      skipPreflight: true,
    });
    const record = sent.ok ? ledger.getTransaction(sent.signature) : null;
    if (!sent.ok || !record) return fail(sent.ok ? 'The transaction was dropped' : sent.message);
    if (record.meta.err !== null) return fail(`The transaction failed on chain: ${JSON.stringify(record.meta.err)}`);
    return {
      fill: {
        action: 'Fill',
        inputAmount: amount,
        outputAmount: assembled.totalOutputAmount,
        feeAmount: fee,
        feeMint: output.mint,
        txId: sent.signature,
        confirmedAt: now,
      },
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

export function runDueRounds(ctx: RecurringContext, now = ctx.now()): number {
  let landed = 0;
  let touched = false;
  for (const order of ctx.book.orders.values()) {
    while (isActive(order) && order.nextRunAt <= now && !cancelPending(ctx, order.orderKey)) {
      touched = true;
      const result = runRound(ctx, order, now);
      order.updatedAt = now;
      if ('skipped' in result) {
        order.nextRunAt += order.interval * 1000;
        continue;
      }
      order.fills.push(result.fill);
      if (result.fill.action !== 'Fill') {
        order.nextRunAt = now + Math.min(RETRY_MS, order.interval * 1000);
        break;
      }
      landed++;
      order.nextRunAt += order.interval * 1000;
      if (filledRounds(order) >= order.numberOfOrders) order.closeTx = result.fill.txId;
    }
  }
  if (touched) ctx.book.changed();
  if (landed > 0) ctx.persist();
  return landed;
}

// One keeper per book however many apps mount the routes.
const keepers = new WeakMap<object, () => void>();

export function stopKeeper(book: object) {
  keepers.get(book)?.();
}

export function startKeeper(ctx: RecurringContext, onAdvance: (listener: () => void) => () => void): () => void {
  const running = keepers.get(ctx.book);
  if (running) return running;
  reconcile(ctx);
  const run = () => {
    try {
      runDueRounds(ctx);
    } catch (error) {
      console.error('recurring keeper:', error);
    }
  };
  const timer = setInterval(run, KEEPER_TICK_MS);
  timer.unref();
  const unsubscribe = onAdvance(run);
  const stop = () => {
    clearInterval(timer);
    unsubscribe();
    keepers.delete(ctx.book);
  };
  keepers.set(ctx.book, stop);
  return stop;
}
