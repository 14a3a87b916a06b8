import { randomUUID } from 'node:crypto';
import { cosignWire } from '../kit/tx/cosign';
import { ensureEscrowHolds, ensureVaultFunded, escrowAddress, mintOf, vaultKeypair } from './accounts';
import { feesOf, MICRO } from './book';
import { refused } from './errors';
import type { ExecutionDeps } from './execution';
import { memoOf, type Op } from './memo';
import { decimal } from './order-body';
import type { PositionRecord } from './state';
import { payoutTx } from './tx';

/** Supplement §11. */
export const AUTO_CLAIM_AFTER_S = 24 * 3_600;

export interface SettlementDeps extends ExecutionDeps {
  readonly held: (position: string) => number;
  readonly positionFor: (pubkey: string | undefined, owner: string) => PositionRecord;
}

export class Settlement {
  constructor(private readonly d: SettlementDeps) {}

  claim(positionPubkey: string, owner: string) {
    const pos = this.d.positionFor(positionPubkey, owner);
    const market = this.d.markets.market(pos.marketId);
    const resolution = market ? this.d.markets.resolution(market) : null;
    const claimError = (message: string, code: string) =>
      refused(400, 'invalid_request_error', message, code, 'positionPubkey');
    if (!market || !resolution) throw claimError('Market not settled yet', 'market_not_settled');
    if ((resolution.result === 'yes') !== pos.isYes)
      throw claimError('The position lost: there is nothing to claim', 'position_lost');
    if (pos.claimed) throw claimError('The position was already claimed', 'already_claimed');
    const contracts = this.d.held(pos.pubkey);
    if (contracts === 0) throw claimError('The position holds no contracts', 'no_contracts');
    const op = payoutOp('claim', pos, contracts);
    // Funded now, not only when the vault co-signs: the wallet simulates the transaction before signing it.
    ensureEscrowHolds(this.d.ledger, this.d.seed, pos.marketId, BigInt(contracts), op.mint);
    const { blockhash, lastValidBlockHeight } = this.d.ledger.latestBlockhash();
    const { wire, message } = payoutTx({
      seed: this.d.seed,
      owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts: BigInt(contracts),
      amount: BigInt(contracts),
      mint: op.mint,
      memo: memoOf(op),
      blockhash,
    });
    this.d.pending.remember({
      op,
      orderPubkey: null,
      positionPubkey,
      message,
      blockhash,
      lastValidBlockHeight,
      createdAt: this.d.markets.nowS(),
      fees: feesOf(0, 0),
    });
    return {
      transaction: Buffer.from(wire).toString('base64'),
      txMeta: { blockhash, lastValidBlockHeight },
      position: {
        positionPubkey,
        marketPubkey: escrowAddress(this.d.seed, pos.marketId),
        userPubkey: owner,
        ownerPubkey: owner,
        isYes: pos.isYes,
        contracts: String(Math.floor(contracts / MICRO)),
        contractsMicro: String(contracts),
        contractsDecimal: decimal(contracts),
        payoutAmountUsd: String(contracts),
      },
    };
  }

  sweep() {
    const now = this.d.markets.nowS();
    for (const pos of Object.values(this.d.state.positions)) {
      if (pos.claimed || pos.lost) continue;
      const market = this.d.markets.market(pos.marketId);
      const resolution = market ? this.d.markets.resolution(market) : null;
      if (!resolution) continue;
      const held = this.d.held(pos.pubkey);
      if ((resolution.result === 'yes') !== pos.isYes) {
        if (held > 0 || pos.totalCost > 0) {
          this.d.effects.lost(pos, Math.max(resolution.at, pos.updatedAt));
          this.d.markDirty();
        }
      } else if (held > 0 && now >= resolution.at + AUTO_CLAIM_AFTER_S) {
        this.autoClaim(pos, held);
      }
    }
  }

  private autoClaim(pos: PositionRecord, contracts: number) {
    const { ledger, seed } = this.d;
    ensureVaultFunded(ledger, seed);
    ensureEscrowHolds(ledger, seed, pos.marketId, BigInt(contracts), mintOf(pos));
    const op = payoutOp('autoclaim', pos, contracts);
    const { wire } = payoutTx({
      seed,
      owner: pos.owner,
      marketId: pos.marketId,
      isYes: pos.isYes,
      contracts: 0n,
      amount: BigInt(contracts),
      mint: op.mint,
      memo: memoOf(op),
      blockhash: ledger.latestBlockhash().blockhash,
      feePayer: this.d.vault,
    });
    const sent = ledger.sendTransaction(cosignWire(wire, [vaultKeypair(seed)]));
    if (!sent.ok) console.error(`prediction auto-claim of ${pos.pubkey} failed: ${sent.message}`);
  }
}

const payoutOp = (kind: 'claim' | 'autoclaim', pos: PositionRecord, contracts: number): Op => ({
  kind,
  externalOrderId: randomUUID(),
  owner: pos.owner,
  marketId: pos.marketId,
  isYes: pos.isYes,
  contracts,
  amount: contracts,
  fees: 0,
  limitPrice: MICRO,
  mint: mintOf(pos),
});
