import type { TransactionInstruction } from '@solana/web3.js';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { marketMakerFor } from '../routing/market-maker';
import type { Payout, TokenInfo, TxBuilder } from './builder';
import { transferChecked } from './instructions';
import { AssembleError, type SwapPlan, type TxContext } from './plan';

export function rfqLegs(
  ctx: TxContext,
  b: TxBuilder,
  plan: SwapPlan,
  source: Address,
  input: TokenInfo,
): { swap: TransactionInstruction; payouts: Payout[]; pools: Pool[] } {
  const { quote } = plan;
  const maker = marketMakerFor(ctx.engine);
  if (quote.rfq?.maker !== maker.address) throw new AssembleError('the quote is not from the sandbox market maker');
  if (!maker.holds(quote.inputMint) || !maker.holds(quote.outputMint)) {
    throw new AssembleError('the market maker does not trade this pair');
  }
  maker.ensureInventory();
  const authority = b.signer(maker.keypair);
  const swap = transferChecked(
    input.program,
    source,
    input.mint,
    maker.inventoryAccount(input.mint),
    plan.taker,
    quote.inAmount,
    input.decimals,
  );
  return {
    swap,
    payouts: [{ account: maker.inventoryAccount(quote.outputMint), authority, amount: quote.outAmount }],
    pools: [],
  };
}
