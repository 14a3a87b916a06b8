import type {
  ConfirmCancelRequest,
  CraftDepositRequest,
  CreatePriceOrderRequest,
  UpdatePriceOrderRequest,
} from '../../src/api/trigger/schemas';
import type { Ledger } from '../chain/ledger';
import type { Engine } from '../engine/engine';
import type { Address } from '../world/address';
import type { World } from '../world/world';
import { TriggerAuth } from './auth';
import { confirmCancel, initiateCancel, settleWithdrawal } from './cancel';
import type { TriggerContext } from './context';
import { craftDeposit } from './deposit';
import { history, type HistoryQuery, orderById } from './history';
import { applyFill, Keeper, openBracket } from './keeper';
import { createOrder, settleDeposit, updateOrder } from './orders';
import { TriggerStore, type TriggerJournal } from './store';
import type { TriggerState } from './types';
import { getVault, registerVault } from './vaults';

export interface TriggerDeps {
  world: World;
  ledger: Ledger;
  engine: () => Engine;
  now: () => number;
  onAdvance: (listener: () => void) => void;
  saved: TriggerState | undefined;
  journal: TriggerJournal | null;
}

export class TriggerService {
  readonly store: TriggerStore;
  readonly auth: TriggerAuth;
  readonly keeper: Keeper;
  private readonly ctx: TriggerContext;
  get context(): TriggerContext {
    return this.ctx;
  }
  private readonly seed: string;

  constructor(deps: TriggerDeps) {
    this.store = new TriggerStore(deps.saved, deps.journal);
    this.seed = deps.world.seed;
    this.ctx = { world: deps.world, ledger: deps.ledger, engine: deps.engine, store: this.store, now: deps.now };
    this.auth = new TriggerAuth({
      now: deps.now,
      secret: () => this.store.secret,
      latestBlockhash: () => deps.ledger.latestBlockhash().blockhash,
    });
    this.keeper = new Keeper(this.ctx, this.seed);
    deps.onAdvance(() => this.keeper.schedule());
    this.recover();
  }

  /** After a kill -9: landed means done with its transaction, absent means it never happened. */
  private recover() {
    const now = this.ctx.now();
    for (const o of [...this.store.orders.values()]) {
      const p = o.pending;
      if (!p) continue;
      const record = this.ctx.ledger.getTransaction(p.signature);
      const landed = record !== null && record.meta.err === null;
      o.pending = null;
      if (p.kind === 'deposit') {
        if (landed) {
          settleDeposit(o, p.signature, now);
          const deposit = o.depositRequestId ? this.store.deposits.get(o.depositRequestId) : undefined;
          if (deposit && !deposit.orderId)
            this.store.saveDeposit({ ...deposit, orderId: o.ocoGroupId ?? o.id, depositSignature: p.signature });
        } else o.rawState = 'deposit_failed';
        this.store.saveOrder(o);
      } else if (p.kind === 'fill') {
        if (landed) applyFill(this.ctx, o, BigInt(p.amountIn ?? '0'), BigInt(p.amountOut ?? '0'), p.signature, now);
        else this.store.saveOrder(o);
      } else {
        const cancel = [...this.store.cancels.values()].find(
          (c) => c.orderIds.includes(o.id) && (!c.signature || c.signature === p.signature),
        );
        if (landed && cancel) settleWithdrawal(this.ctx, cancel, [o], p.signature, BigInt(p.amountIn ?? '0'), now);
        else this.store.saveOrder(o);
      }
    }
    for (const o of [...this.store.orders.values()]) openBracket(this.ctx, o, now);
  }

  vault(wallet: Address) {
    return getVault(this.store, wallet);
  }

  register(wallet: Address) {
    return registerVault(this.store, this.seed, wallet, this.ctx.now());
  }

  craftDeposit(wallet: Address, req: CraftDepositRequest) {
    return craftDeposit(this.ctx, wallet, req);
  }

  createOrder(wallet: Address, req: CreatePriceOrderRequest) {
    const placed = createOrder(this.ctx, wallet, req);
    this.keeper.watch();
    this.keeper.schedule();
    return placed;
  }

  updateOrder(wallet: Address, req: UpdatePriceOrderRequest) {
    const updated = updateOrder(this.ctx, wallet, req);
    this.keeper.schedule();
    return updated;
  }

  initiateCancel(wallet: Address, orderId: string) {
    return initiateCancel(this.ctx, wallet, orderId);
  }

  confirmCancel(wallet: Address, req: ConfirmCancelRequest) {
    return confirmCancel(this.ctx, wallet, req, this.seed);
  }

  history(wallet: Address, query: HistoryQuery) {
    return history(this.store, wallet, query);
  }

  order(wallet: Address, id: string) {
    return orderById(this.store, wallet, id);
  }

  toJSON(): TriggerState {
    return this.store.toJSON(this.ctx.now());
  }

  reset() {
    this.store.reset();
  }
}
