import { escrowAccount, escrowKeypair, tokenOf } from '../kit/escrow';
import { keypairAddress } from '../kit/tx/instructions';
import {
  DAY_MS,
  historicSignature,
  pastMs,
  rawWorth,
  type Seeding,
  seededUuid,
  writeTokenAccount,
} from '../kit/wallet-seeding';
import type { RecurringContext } from './service';
import type { RecurringFill, RecurringOrder } from './types';

const RECURRING_ORDERS = 200;
const ACTIVE_EVERY = 10;
/**
 * Recurring orders in the book: one in ten active (its escrow holding the rounds still to run, the next a week away
 * or more), the others completed or closed by the user, each with its landed rounds.
 */
export function seedRecurringOrders(ctx: RecurringContext, s: Seeding) {
  const { book } = ctx;
  const { usdc } = s;
  let active = 0;
  for (let i = 0; i < RECURRING_ORDERS; i++) {
    const output = s.rng.pick(s.traded);
    const requestId = seededUuid(s.address, 'recurring', String(i));
    const orderKey = keypairAddress(escrowKeypair(s.seed, requestId));
    const isActive = i % ACTIVE_EVERY === 0;
    const rounds = s.rng.int(2, 12);
    const interval = s.rng.pick([3_600, 86_400, 604_800]);
    const perRound = rawWorth(usdc, s.rng.logRange(5, 200));
    const created = isActive ? s.now - (rounds - 1) * interval * 1000 - DAY_MS : pastMs(s);
    const ran = isActive ? rounds - 1 : s.rng.chance(0.7) ? rounds : s.rng.int(0, rounds - 1);
    const fills: RecurringFill[] = Array.from({ length: ran }, (_, r) => ({
      action: 'Fill',
      inputAmount: perRound,
      outputAmount: rawWorth(output, Number(perRound) / 1e6),
      feeAmount: 0n,
      feeMint: output.id,
      txId: historicSignature(s, requestId, String(r)),
      confirmedAt: created + r * interval * 1000,
    }));
    const deposited = perRound * BigInt(rounds);
    const last = fills.at(-1)?.confirmedAt ?? created;
    const order: RecurringOrder = {
      orderKey,
      requestId,
      user: s.address,
      inputMint: usdc.id,
      outputMint: output.id,
      inDeposited: deposited,
      numberOfOrders: rounds,
      interval,
      minPrice: null,
      maxPrice: null,
      openTx: historicSignature(s, requestId, 'open'),
      createdAt: created,
      updatedAt: last,
      nextRunAt: isActive ? s.now + 7 * DAY_MS : last,
      fills,
      closeTx: isActive ? null : historicSignature(s, requestId, 'close'),
      userClosed: !isActive && ran < rounds,
      inWithdrawn: isActive ? 0n : deposited - perRound * BigInt(ran),
    };
    if (isActive) {
      const token = tokenOf(s.world, usdc.id);
      if (token) writeTokenAccount(s.ledger, escrowAccount(orderKey, token), usdc, orderKey, perRound);
      active++;
    }
    book.orders.set(orderKey, order);
  }
  book.changed();
  return { orders: RECURRING_ORDERS, active };
}
