import type { Ledger } from '../chain/ledger';
import type { TxRecord } from '../chain/types';
import { cosignWire, missingSigners, takerSignatureValid, wireLayout } from '../kit/tx/cosign';
import { derivedAddress } from '../world/address';
import { ensureEscrowHolds, ensureMarketAccounts, vaultKeypair } from './accounts';
import { fillContracts, fillSell } from './book';
import { badParam } from './errors';
import { type Effects, landingOf } from './ledger-effects';
import { sideOf } from './maker';
import type { Markets } from './markets';
import { opOfWire } from './memo';
import type { Pending, PendingTxs } from './pending';
import type { PredictionState } from './state';

export interface ExecutionDeps {
  readonly ledger: Ledger;
  readonly seed: string;
  readonly markets: Markets;
  readonly state: PredictionState;
  readonly markDirty: () => void;
  readonly effects: Effects;
  readonly pending: PendingTxs;
  readonly vault: string;
}

/** The vault co-signs only while the book still fills within the limit (or settlement pays), via execute or RPC. */
export class Execution {
  constructor(private readonly d: ExecutionDeps) {}

  private refusal(p: Pending): string | null {
    const { op } = p;
    const market = this.d.markets.market(op.marketId);
    if (!market) return 'Unknown market';
    if (op.kind === 'claim') {
      const resolution = this.d.markets.resolution(market);
      const pos = this.d.state.positions[p.positionPubkey];
      if (!resolution || (resolution.result === 'yes') !== op.isYes)
        return 'Market not settled in favour of this position';
      if (pos?.claimed) return 'The position was already claimed';
      return null;
    }
    if (!this.d.state.tradingActive) return 'Trading is paused';
    const book = this.d.markets.book(market);
    if (!book) return 'Market is not open for trading';
    const side = sideOf(book, op.isYes);
    if (op.kind === 'buy') {
      const mixed = this.d.effects.mintConflict(op, this.d.state.positions[p.positionPubkey]);
      if (mixed) return mixed;
      const fill = fillContracts(side.asks, op.contracts, op.limitPrice);
      return fill.contracts < op.contracts ? 'Price moved beyond the order’s limit (maxBuyPriceUsd)' : null;
    }
    const fill = fillSell(side.bids, op.contracts, op.limitPrice);
    return fill.contracts < op.contracts ? 'Price moved beyond the order’s limit (minSellPriceUsd)' : null;
  }

  private prepare(p: Pending) {
    const { op } = p;
    if (op.kind === 'buy') ensureMarketAccounts(this.d.ledger, this.d.seed, op.marketId, op.mint);
    else
      ensureEscrowHolds(
        this.d.ledger,
        this.d.seed,
        op.marketId,
        BigInt(op.kind === 'sell' ? op.amount - op.fees : op.amount),
        op.mint,
      );
  }

  cosigner = (wire: Uint8Array): { wire: Uint8Array } | { refused: string } | null => {
    const layout = wireLayout(wire);
    if (!layout) return null;
    const p = this.d.pending.ofWire(wire);
    if (!p) return null;
    if (!missingSigners(wire, layout).length) return null;
    const why = this.refusal(p);
    if (why) {
      this.fail(p, why);
      return { refused: `prediction: ${why}` };
    }
    this.prepare(p);
    return { wire: cosignWire(wire, [vaultKeypair(this.d.seed)]) };
  };

  private fail(p: Pending, error: string) {
    if (p.op.kind === 'buy' || p.op.kind === 'sell') this.d.effects.failed(p.op, p.orderPubkey ?? '', error, null);
    this.d.markDirty();
  }

  /** Supplement §11; a re-post answers the same. */
  execute(signedTransaction: string, requestId: string | undefined) {
    const wire = Buffer.from(signedTransaction, 'base64');
    const p = this.d.pending.ofWire(wire);
    if (!p) {
      throw badParam(
        'signedTransaction',
        'Unknown transaction: create the order first (or it expired)',
        'unknown_transaction',
      );
    }
    const answer = (a: NonNullable<Pending['answer']>) => ({ ...a, ...(requestId ? { requestId } : {}) });
    if (p.answer) return answer(p.answer);
    if (!takerSignatureValid(wire, p.op.owner)) {
      return answer({ status: 'Failed', signature: null, error: 'The transaction is not signed by the owner' });
    }
    if (!this.d.ledger.isBlockhashValid(p.blockhash) || this.d.ledger.blockHeight > p.lastValidBlockHeight) {
      return answer({ status: 'Failed', signature: null, error: 'Block height exceeded: the transaction expired' });
    }
    const why = this.refusal(p);
    if (why) {
      this.fail(p, why);
      p.answer = { status: 'Failed', signature: null, error: why };
      return answer(p.answer);
    }
    this.prepare(p);
    const sent = this.d.ledger.sendTransaction(cosignWire(wire, [vaultKeypair(this.d.seed)]), { skipPreflight: true });
    const record = sent.ok ? this.d.ledger.getTransaction(sent.signature) : null;
    if (!sent.ok || !record) {
      return answer({
        status: 'Failed',
        signature: null,
        error: sent.ok ? 'The transaction was dropped' : sent.message,
      });
    }
    p.answer =
      record.meta.err === null
        ? { status: 'Success', signature: sent.signature, error: null }
        : {
            status: 'Failed',
            signature: sent.signature,
            error: `The transaction failed on chain: ${JSON.stringify(record.meta.err)}`,
          };
    return answer(p.answer);
  }

  onLanded = (record: TxRecord) => {
    if (!record.accountKeys.includes(this.d.vault)) return;
    if (this.d.state.applied.includes(record.signature)) return;
    const op = opOfWire(record.wire);
    if (!op) return;
    const at = landingOf(record);
    const orderPubkey = derivedAddress('prediction-order', this.d.seed, op.externalOrderId);
    if (record.meta.err !== null)
      this.d.effects.failed(op, orderPubkey, `Failed on chain: ${JSON.stringify(record.meta.err)}`, at);
    else this.d.effects.apply(op, orderPubkey, at);
    this.d.state.applied.push(record.signature);
    this.d.markDirty();
  };

  /** Landings the saved state missed (the journal kept them). */
  reconcile() {
    const signatures = this.d.ledger.getSignaturesForAddress(this.d.vault, { limit: 1_000 }).reverse();
    for (const { signature } of signatures) {
      const record = this.d.ledger.getTransaction(signature);
      if (record) this.onLanded(record);
    }
  }
}
