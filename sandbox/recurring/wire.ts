import type { World } from '../world/world';
import { remainingOf } from './service';
import type { RecurringFill, RecurringOrder } from './types';

/** A raw amount as the service's UI decimal string: `"100.0"`, `"0.058"`. */
export function uiAmount(raw: bigint, decimals: number): string {
  const s = raw.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals) || '0';
  const frac = decimals > 0 ? s.slice(s.length - decimals).replace(/0+$/, '') : '';
  return `${whole}.${frac || '0'}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The out-amount bound of one round from the order's price range (input per output): 0 when unbounded. */
function outBound(perCycleUi: number, price: number | null, decimals: number): bigint {
  if (price === null || price <= 0) return 0n;
  return BigInt(Math.floor((perCycleUi / price) * 10 ** decimals));
}

function tradeWire(order: RecurringOrder, f: RecurringFill, decimalsOf: (mint: string) => number) {
  const inDec = decimalsOf(order.inputMint);
  const outDec = decimalsOf(order.outputMint);
  return {
    orderKey: order.orderKey,
    keeper: 'sandbox-keeper',
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    inputAmount: uiAmount(f.inputAmount, inDec),
    outputAmount: uiAmount(f.outputAmount, outDec),
    rawInputAmount: f.inputAmount.toString(),
    rawOutputAmount: f.outputAmount.toString(),
    feeMint: f.feeMint,
    feeAmount: uiAmount(f.feeAmount, decimalsOf(f.feeMint)),
    rawFeeAmount: f.feeAmount.toString(),
    txId: f.txId,
    confirmedAt: iso(f.confirmedAt),
    action: f.action,
    productMeta: f.error ? { error: f.error } : null,
  };
}

/** Supplement §7 TimeRecurring, plus `nextRunAt` (ISO, null once closed) for the page's "next run". */
export function timeRecurringWire(world: World, order: RecurringOrder, includeFailedTx: boolean) {
  const decimalsOf = (mint: string) => world.byMint.get(mint)?.decimals ?? 0;
  const inDec = decimalsOf(order.inputMint);
  const outDec = decimalsOf(order.outputMint);
  const fills = order.fills.filter((f) => f.action === 'Fill');
  const inUsed = fills.reduce((s, f) => s + f.inputAmount, 0n);
  const outReceived = fills.reduce((s, f) => s + f.outputAmount, 0n);
  const perCycle = order.inDeposited / BigInt(order.numberOfOrders);
  const perCycleUi = Number(perCycle) / 10 ** inDec;
  const minOut = outBound(perCycleUi, order.maxPrice, outDec);
  const maxOut = outBound(perCycleUi, order.minPrice, outDec);
  return {
    userPubkey: order.user,
    orderKey: order.orderKey,
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    inDeposited: uiAmount(order.inDeposited, inDec),
    inWithdrawn: uiAmount(order.inWithdrawn, inDec),
    rawInDeposited: order.inDeposited.toString(),
    rawInWithdrawn: order.inWithdrawn.toString(),
    cycleFrequency: order.interval,
    // The output is paid to the wallet at each round, so all of it is withdrawn.
    outWithdrawn: uiAmount(outReceived, outDec),
    inAmountPerCycle: uiAmount(perCycle, inDec),
    minOutAmount: uiAmount(minOut, outDec),
    maxOutAmount: uiAmount(maxOut, outDec),
    inUsed: uiAmount(inUsed, inDec),
    outReceived: uiAmount(outReceived, outDec),
    rawOutWithdrawn: outReceived.toString(),
    rawInAmountPerCycle: perCycle.toString(),
    rawMinOutAmount: minOut.toString(),
    rawMaxOutAmount: maxOut.toString(),
    rawInUsed: inUsed.toString(),
    rawOutReceived: outReceived.toString(),
    openTx: order.openTx,
    closeTx: order.closeTx,
    userClosed: order.userClosed,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
    nextRunAt: order.closeTx === null ? iso(order.nextRunAt) : null,
    numberOfOrders: order.numberOfOrders,
    rawInRemaining: remainingOf(order).toString(),
    trades: (includeFailedTx ? order.fills : fills).map((f) => tradeWire(order, f, decimalsOf)),
  };
}
