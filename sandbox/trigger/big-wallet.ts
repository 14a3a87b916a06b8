import type { RawState } from '../../src/api/trigger/schemas';
import {
  DAY_MS,
  historicSignature,
  pastMs,
  rawWorth,
  type Seeding,
  seededUuid,
  writeTokenAccount,
} from '../kit/wallet-seeding';
import { orderAccountAddress, seedOf } from './accounts';
import type { TriggerService } from './service';
import type { OrderRecord, StoredEvent } from './types';

const TRIGGER_ORDERS = 1000;
const OPEN_EVERY = 10;
const PAST: readonly RawState[] = ['fill_success', 'cancelled', 'expired'];

/**
 * A year of price orders in the store (journaled like the service's own; the same ids again on a second call): one in ten open, its deposit
 * account on the ledger holding the input (so fills and cancels work), the others filled, cancelled or expired.
 * Open orders sell at ten times or a tenth of today's price, so the keeper leaves them alone.
 */
export function seedTriggerOrders(service: TriggerService, s: Seeding) {
  if (!service.store.vaults.has(s.address)) service.register(s.address);
  const vault = service.store.vaults.get(s.address)?.vaultPubkey ?? '';
  const { usdc } = s;
  let open = 0;
  for (let i = 0; i < TRIGGER_ORDERS; i++) {
    const token = s.rng.pick(s.traded);
    const selling = s.rng.chance(0.5);
    const [input, output] = selling ? [token, usdc] : [usdc, token];
    const id = seededUuid(s.address, 'trigger', String(i));
    const isOpen = i % OPEN_EVERY === 0;
    const created = isOpen ? s.now - s.rng.int(1, 30) * DAY_MS : pastMs(s);
    const amount = rawWorth(input, s.rng.logRange(10, 2_000));
    const account = orderAccountAddress(s.address, seedOf(id, 'in'), input.tokenProgram);
    const above = selling ? s.rng.chance(0.5) : false;
    const price = token.referencePriceUsd * (above ? 10 : 0.1);
    const state: RawState = isOpen ? 'open' : s.rng.pick(PAST);
    const at = Math.min(s.now, created + s.rng.int(1, 20) * DAY_MS);
    const filled = state === 'fill_success';
    const outAmount = filled ? rawWorth(output, (Number(amount) / 10 ** input.decimals) * input.referencePriceUsd) : 0n;
    const events: StoredEvent[] = [
      {
        type: 'deposit',
        timestamp: created,
        txSignature: historicSignature(s, id, 'd'),
        state: 'success',
        mint: input.id,
        amount: String(amount),
      },
    ];
    if (!isOpen) {
      const kind = filled ? 'fill' : state === 'cancelled' ? 'cancelled' : 'expired';
      events.push({
        type: kind,
        timestamp: at,
        txSignature: historicSignature(s, id, kind),
        state: 'success',
        mint: input.id,
        amount: String(amount),
        ...(filled ? { outputMint: output.id, outputAmount: String(outAmount) } : {}),
      });
      events.push({
        type: 'withdrawal',
        timestamp: at,
        txSignature: historicSignature(s, id, 'w'),
        state: 'success',
        mint: filled ? output.id : input.id,
        amount: String(filled ? outAmount : amount),
      });
    }
    const order: OrderRecord = {
      id,
      orderType: 'single',
      rawState: state,
      userPubkey: s.address,
      vaultPubkey: vault,
      inputMint: input.id,
      outputMint: output.id,
      triggerMint: token.id,
      triggerCondition: above ? 'above' : 'below',
      triggerPriceUsd: price,
      trailingBps: null,
      highWatermark: null,
      lowWatermark: null,
      slippageBps: null,
      tpPriceUsd: null,
      slPriceUsd: null,
      tpSlippageBps: null,
      slSlippageBps: null,
      expiresAt: isOpen ? s.now + s.rng.int(30, 180) * DAY_MS : at,
      createdAt: created,
      updatedAt: isOpen ? created : at,
      triggeredAt: filled ? at : null,
      initialInputAmount: String(amount),
      remainingInputAmount: filled ? '0' : String(amount),
      inputUsed: filled ? String(amount) : '0',
      outputAmount: String(outAmount),
      orderContext: selling ? (above ? 'take_profit' : 'stop_loss') : 'buy_below',
      account,
      outputAccount: null,
      ocoGroupId: null,
      parentId: null,
      depositRequestId: null,
      events,
      pending: null,
      retryAfter: null,
      withdrawn: !isOpen,
    };
    if (isOpen) {
      writeTokenAccount(s.ledger, account, input, vault, amount);
      open++;
    }
    service.store.saveOrder(order);
  }
  return { orders: TRIGGER_ORDERS, open };
}
