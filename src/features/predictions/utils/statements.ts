import { feesOf, MICRO } from '../../../api/prediction/book';
import type { CreateOrderResponse } from '../../../api/prediction/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { flatInstructions, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../lib/tx/instructions';
import type { PolicySpec } from '../../../lib/tx/programs';
import { TOKEN_IX, tokenAmountOf } from '../../../utils/solana-wire/token';
import type { LabelOf, TxStatement } from '../../../lib/tx/statement';

const PREDICTION: PolicySpec = { family: 'prediction' };
import { depositTokenOf } from './deposit';

export const USDC = KNOWN_TOKENS.USDC;
export const PREDICTION_FEES_MAX = 5_000n + 2n * 3_000_000n;

export const labelsFor =
  (side: 'yes' | 'no'): LabelOf =>
  (mint) =>
    depositTokenOf(mint) ?? { symbol: `${side.toUpperCase()} contracts`, decimals: 6 };

export interface OutcomeMove {
  mint: string;
  account: string;
  amount: bigint;
}

const u64 = (data: Uint8Array) => tokenAmountOf(data) ?? 0n;

export async function outcomeMoves(base64: string): Promise<{ minted: OutcomeMove[]; burnt: OutcomeMove[] }> {
  const { decodeTransaction } = await import('../../../lib/transaction-codec');
  const minted: OutcomeMove[] = [];
  const burnt: OutcomeMove[] = [];
  for (const ix of flatInstructions(decodeTransaction(base64).tx)) {
    if (ix.programId !== TOKEN_PROGRAM && ix.programId !== TOKEN_2022_PROGRAM) continue;
    // An account loaded from a lookup table reads as '' (no address the page knows), never skipped.
    const [a = '', b = ''] = ix.accounts.map((k) => k ?? '');
    const tag = ix.data[0];
    if (tag === TOKEN_IX.MintTo || tag === TOKEN_IX.MintToChecked)
      minted.push({ mint: a, account: b, amount: u64(ix.data) });
    if (tag === TOKEN_IX.Burn || tag === TOKEN_IX.BurnChecked)
      burnt.push({ mint: b, account: a, amount: u64(ix.data) });
  }
  return { minted, burnt };
}

/**
 * A bet: exactly the deposit leaves the wallet, in the mint chosen on the ticket (USDC or JupUSD); when the
 * transaction mints the side's contracts to the wallet, at least the ticket's minimum must arrive.
 */
export function betStatement(
  wallet: string,
  deposit: bigint,
  contracts: { mint: string; min: bigint } | null,
  depositMint: string = USDC.mint,
  routed = false,
): TxStatement {
  return {
    wallet,
    send: [{ mint: depositMint, max: deposit }],
    receive: contracts ? [{ mint: contracts.mint, min: contracts.min, to: wallet }] : [],
    feesMax: PREDICTION_FEES_MAX,
    // A deposit the program settles in another token comes to it through a Jupiter route, as a swap's does.
    policy: routed ? { ...PREDICTION, anyRoute: true } : PREDICTION,
  };
}

export function redeemStatement(
  wallet: string,
  contracts: { mint: string; max: bigint } | null,
  minPayout: bigint,
  payoutMint: string = USDC.mint,
): TxStatement {
  return {
    wallet,
    send: contracts ? [contracts] : [],
    receive: minPayout > 0n ? [{ mint: payoutMint, min: minPayout, to: wallet }] : [],
    feesMax: PREDICTION_FEES_MAX,
    policy: PREDICTION,
  };
}

export function minSellProceeds(contractsMicro: bigint, minSellPrice: bigint | null | undefined): bigint {
  if (!minSellPrice) return 0n;
  const gross = (contractsMicro * minSellPrice) / MICRO;
  const net = gross - feesOf(contractsMicro, gross);
  return net > 0n ? net : 0n;
}

export function previewContractsMicro(order: CreateOrderResponse['order']): bigint {
  if (order.contractsMicro !== null && order.contractsMicro !== undefined) return order.contractsMicro;
  if (order.contractsDecimal) {
    const [w = '0', f = ''] = order.contractsDecimal.split('.');
    return BigInt(w) * MICRO + BigInt((f + '000000').slice(0, 6));
  }
  return order.contracts * MICRO;
}
