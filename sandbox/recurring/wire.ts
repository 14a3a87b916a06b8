import type { World } from '../world/world';
import { tokenOf } from '../kit/escrow';
import { orderOutBounds } from './dca';
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
  const input = tokenOf(world, order.inputMint);
  const output = tokenOf(world, order.outputMint);
  // What the order's openDcaV2 holds; the service lists 0 for an open side.
  const bounds = input && output ? orderOutBounds(order, input, output) : { minOut: null, maxOut: null };
  const minOut = bounds.minOut ?? 0n;
  const maxOut = bounds.maxOut ?? 0n;
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
