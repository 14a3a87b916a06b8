import { MICRO } from '../../../api/prediction/book';
import type { CreateOrderResponse } from '../../../api/prediction/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import type { LabelOf, TxStatement } from '../../../lib/tx/statement';

export const USDC = KNOWN_TOKENS.USDC;
/** One signature and the rent of up to two accounts (the order and the position) the wallet may open. */
export const PREDICTION_FEES_MAX = 5_000n + 2n * 3_000_000n;
export const labelOf: LabelOf = (mint) => (mint === USDC.mint ? USDC : undefined);

/** A bet: exactly the deposit leaves the wallet, in USDC, and nothing else but the fees shown. */
export function betStatement(wallet: string, deposit: bigint): TxStatement {
  return { wallet, send: [{ mint: USDC.mint, max: deposit }], receive: [], feesMax: PREDICTION_FEES_MAX };
}

/** A sell: nothing leaves the wallet (the proceeds arrive with the fill). */
export function sellStatement(wallet: string): TxStatement {
  return { wallet, send: [], receive: [], feesMax: PREDICTION_FEES_MAX };
}

/** A claim: at least $1 a winning contract arrives in the wallet. */
export function claimStatement(wallet: string, payout: bigint): TxStatement {
  return { wallet, send: [], receive: [{ mint: USDC.mint, min: payout, to: wallet }], feesMax: PREDICTION_FEES_MAX };
}

/** Contracts of an order preview in micro-contracts, whichever form the service sent. */
export function previewContractsMicro(order: CreateOrderResponse['order']): bigint {
  if (order.contractsMicro !== null && order.contractsMicro !== undefined) return order.contractsMicro;
  if (order.contractsDecimal) {
    const [w = '0', f = ''] = order.contractsDecimal.split('.');
    return BigInt(w) * MICRO + BigInt((f + '000000').slice(0, 6));
  }
  return order.contracts * MICRO;
}
