import { derivedAddress } from '../world/address';
import { escrowAddress } from './accounts';
import { type Fees, MICRO } from './book';
import type { Markets } from './markets';
import type { Op } from './memo';
import { decimal } from './order-body';
import type { PredictionState } from './state';

/** Basis points of the worst level it would touch. */
export const DEFAULT_SLIPPAGE_BPS = 200;

export interface ResponseDeps {
  readonly seed: string;
  readonly markets: Markets;
  readonly state: PredictionState;
  readonly held: (position: string) => number;
}

export interface BuiltTx {
  readonly wire: Uint8Array;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
  readonly orderPubkey: string;
  readonly positionPubkey: string;
}

/** Supplement §11. */
export function createOrderResponse(d: ResponseDeps, op: Op, fees: Fees, tx: BuiltTx) {
  const forecast = d.markets.market(op.marketId)?.provider === 'provider_c';
  return {
    transaction: Buffer.from(tx.wire).toString('base64'),
    txMeta: { blockhash: tx.blockhash, lastValidBlockHeight: tx.lastValidBlockHeight },
    externalOrderId: op.externalOrderId,
    requiredSigners: [op.owner],
    execution: {
      endpoint: '/api/v1/execute',
      context: {
        type: forecast ? 'bisonfi_swap' : 'create_order',
        externalOrderId: op.externalOrderId,
        orderPubkey: tx.orderPubkey,
      },
    },
    executionModel: forecast ? 'atomic_swap' : null,
    settlement: forecast ? 'auto' : null,
    jupiterSwapRequestId: forecast ? op.externalOrderId : null,
    order: orderPreview(d, op, tx.orderPubkey, tx.positionPubkey, fees),
  };
}

function orderPreview(d: ResponseDeps, op: Op, orderPubkey: string, positionPubkey: string, fees: Fees) {
  const pos = d.state.positions[positionPubkey];
  const held = d.held(positionPubkey);
  const buy = op.kind === 'buy';
  const newContracts = buy ? held + op.contracts : held - op.contracts;
  const oldCost = pos?.totalCost ?? 0;
  const newCost = buy ? oldCost + op.amount : held > 0 ? oldCost - Math.round((oldCost * op.contracts) / held) : 0;
  const market = d.markets.market(op.marketId);
  return {
    orderPubkey: market?.provider === 'provider_c' ? null : orderPubkey,
    orderAtaPubkey: escrowAddress(d.seed, op.marketId, op.mint),
    userPubkey: op.owner,
    marketId: op.marketId,
    marketIdHash: derivedAddress('prediction-market-hash', op.marketId),
    positionPubkey,
    isBuy: buy,
    isYes: op.isYes,
    contracts: String(Math.floor(op.contracts / MICRO)),
    contractsMicro: String(op.contracts),
    contractsDecimal: decimal(op.contracts),
    newContracts: String(Math.floor(newContracts / MICRO)),
    newContractsMicro: String(newContracts),
    newContractsDecimal: decimal(newContracts),
    maxBuyPriceUsd: buy ? String(op.limitPrice) : null,
    minSellPriceUsd: buy ? null : String(op.limitPrice),
    externalOrderId: op.externalOrderId,
    orderCostUsd: String(op.amount),
    newAvgPriceUsd: newContracts > 0 ? String(Math.round((newCost * MICRO) / newContracts)) : '0',
    newSizeUsd: String(newCost),
    newPayoutUsd: String(newContracts),
    estimatedProtocolFeeUsd: String(fees.protocol),
    estimatedVenueFeeUsd: String(fees.venue),
    estimatedTotalFeeUsd: String(fees.total),
    payoutUsd: String(buy ? op.contracts : op.amount - fees.total),
    slippageBps: DEFAULT_SLIPPAGE_BPS,
    maxSlippageBps: DEFAULT_SLIPPAGE_BPS,
  };
}
