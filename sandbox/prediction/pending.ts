import { wireLayout } from '../kit/tx/cosign';
import type { Fees } from './book';
import type { Op } from './memo';

const MAX_PENDING = 5_000;

export interface Pending {
  readonly op: Op;
  readonly orderPubkey: string | null;
  readonly positionPubkey: string;
  readonly message: Uint8Array;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly createdAt: number;
  readonly fees: Fees;
  answer?: { status: 'Success' | 'Failed'; signature: string | null; error: string | null };
}

const key = (message: Uint8Array) => Buffer.from(message).toString('base64');

export class PendingTxs {
  private readonly byMessage = new Map<string, Pending>();
  private readonly orders = new Map<string, Pending>();

  remember(p: Pending) {
    if (this.byMessage.size >= MAX_PENDING) {
      const oldest = this.byMessage.keys().next().value;
      if (oldest !== undefined) this.byMessage.delete(oldest);
    }
    this.byMessage.set(key(p.message), p);
    if (p.orderPubkey) this.orders.set(p.orderPubkey, p);
  }

  ofWire(wire: Uint8Array): Pending | undefined {
    const layout = wireLayout(wire);
    return layout ? this.byMessage.get(key(wire.subarray(layout.messageAt))) : undefined;
  }

  ofOrder(orderPubkey: string): Pending | undefined {
    return this.orders.get(orderPubkey);
  }
}
