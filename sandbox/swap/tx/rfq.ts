import type { TransactionInstruction } from '@solana/web3.js';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { Payout } from './assemble';
import type { TokenInfo, TxBuilder } from './builder';
import { AssembleError, type SwapPlan, type TxContext } from './plan';

/** The legs of an `rfq_mm` quote: taker → maker inventory, maker inventory → the output account. */
export function rfqLegs(
  _ctx: TxContext,
  _b: TxBuilder,
  _plan: SwapPlan,
  _source: Address,
  _input: TokenInfo,
): { swap: TransactionInstruction; payouts: Payout[]; pools: Pool[] } {
  throw new AssembleError('rfq_mm transactions are not assembled yet');
}
