import type { PendingRequest, RecurringFill, RecurringOrder } from './types';

type Json<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] extends bigint | null ? string | null : T[K] };
type FillJson = Json<RecurringFill>;
type OrderJson = Omit<Json<RecurringOrder>, 'fills'> & { fills: FillJson[] };
type PendingJson = Omit<PendingRequest, 'order'> & { order?: Json<NonNullable<PendingRequest['order']>> };

export interface RecurringState {
  orders: OrderJson[];
  pending: PendingJson[];
}

const fillToJson = (f: RecurringFill): FillJson => ({
  ...f,
  inputAmount: f.inputAmount.toString(),
  outputAmount: f.outputAmount.toString(),
  feeAmount: f.feeAmount.toString(),
});
const fillFromJson = (f: FillJson): RecurringFill => ({
  ...f,
  inputAmount: BigInt(f.inputAmount),
  outputAmount: BigInt(f.outputAmount),
  feeAmount: BigInt(f.feeAmount),
});

function orderToJson(o: RecurringOrder): OrderJson {
  return {
    ...o,
    inDeposited: o.inDeposited.toString(),
    inWithdrawn: o.inWithdrawn.toString(),
    fills: o.fills.map(fillToJson),
  };
}
function orderFromJson(o: OrderJson): RecurringOrder {
  return {
    ...o,
    inDeposited: BigInt(o.inDeposited),
    inWithdrawn: BigInt(o.inWithdrawn),
    fills: o.fills.map(fillFromJson),
  };
}
function pendingToJson(p: PendingRequest): PendingJson {
  const { order, ...rest } = p;
  if (!order) return rest;
  return {
    ...rest,
    order: { ...order, inDeposited: order.inDeposited.toString(), inWithdrawn: order.inWithdrawn.toString() },
  };
}
function pendingFromJson(p: PendingJson): PendingRequest {
  const { order, ...rest } = p;
  if (!order) return rest;
  return {
    ...rest,
    order: { ...order, inDeposited: BigInt(order.inDeposited), inWithdrawn: BigInt(order.inWithdrawn) },
  };
}

export class RecurringBook {
  readonly orders = new Map<string, RecurringOrder>();
  readonly pending = new Map<string, PendingRequest>();
  constructor(private readonly onChange: () => void = () => {}) {}

  load(saved: RecurringState | undefined) {
    this.reset();
    for (const o of saved?.orders ?? []) this.orders.set(o.orderKey, orderFromJson(o));
    for (const p of saved?.pending ?? []) this.pending.set(p.requestId, pendingFromJson(p));
  }

  changed() {
    this.onChange();
  }

  reset() {
    this.orders.clear();
    this.pending.clear();
  }

  // Kept a while after their blockhash can no longer land, to answer re-posts.
  prune(blockHeight: number, keepBlocks = 300) {
    for (const [id, p] of this.pending) if (p.lastValidBlockHeight + keepBlocks < blockHeight) this.pending.delete(id);
  }

  toJSON(): RecurringState {
    return {
      orders: [...this.orders.values()].map(orderToJson),
      pending: [...this.pending.values()].map(pendingToJson),
    };
  }
}
