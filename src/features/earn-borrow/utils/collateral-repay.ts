import {
  AddressLookupTableAccount,
  PublicKey,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { MIN_I128, type BorrowVault, type OperateInstructionsResponse } from '../../../api/lend/schemas';
import type { BuildResponse } from '../../../api/swap/schemas-v2';
import { lookupTableAccounts, toInstruction } from '../../../lib/tx/wire-instruction';
import { TOKEN_ACCOUNT_RENT, type TxStatement } from '../../../lib/tx/statement';
import { applySlippage, percentStringToBps } from '../../../utils/bps';
import { debtWithInterest, type VaultRisk } from './borrow-math';
import { REPAY_ALL_SECONDS } from './borrow-statement';
import { LEND_PRIORITY_FEE_MAX, LEND_SIGNATURE_FEES } from './earn-statement';

const PACKET_MAX = 1232;
export const REPAY_SLIPPAGE = { defaultBps: 50, minBps: 10, maxBps: 500, warnAboveBps: 100 } as const;

export type RepaySlippage = { ok: true; bps: number; warning: string | null } | { ok: false; error: string };

/** The slippage typed as a percentage, held to 0.1–5 %: below, the swap fails at any move; above, it gives away too much. */
export function repaySlippageOf(text: string): RepaySlippage {
  let bps: number;
  try {
    bps = percentStringToBps(text);
  } catch {
    return { ok: false, error: 'Enter a percentage from 0.1 to 5, such as 0.5.' };
  }
  if (bps < REPAY_SLIPPAGE.minBps)
    return { ok: false, error: 'At least 0.1 %: less and the swap fails at the smallest price move.' };
  if (bps > REPAY_SLIPPAGE.maxBps) return { ok: false, error: 'At most 5 %.' };
  const warning =
    bps > REPAY_SLIPPAGE.warnAboveBps
      ? 'Above 1 %: the swap may pay much less than quoted, and the repayment with it.'
      : null;
  return { ok: true, bps, warning };
}

/** What the screen shows before the signature: the swap's worst case decides the repayment. */
export interface CollateralRepayPlan {
  sell: bigint;
  outAmount: bigint;
  minOut: bigint;
  /** At least this much debt goes; `all` when the minimum covers the debt and its interest until it lands. */
  repay: bigint;
  all: boolean;
  after: { col: bigint; debt: bigint };
}

export function planCollateralRepay(
  vault: VaultRisk,
  position: { supply: bigint; borrow: bigint },
  quote: Pick<BuildResponse, 'inAmount' | 'outAmount'>,
  slippageBps: number,
): CollateralRepayPlan {
  // From the user's choice, not the service's threshold: the repayment (and the firewall's bound on it) asks this much.
  const minOut = applySlippage(quote.outAmount, slippageBps);
  const all = minOut >= debtWithInterest(vault, position.borrow, REPAY_ALL_SECONDS);
  const repay = all || minOut > position.borrow ? position.borrow : minOut;
  return {
    sell: quote.inAmount,
    outAmount: quote.outAmount,
    minOut,
    repay,
    all,
    after: { col: position.supply - quote.inAmount, debt: position.borrow - repay },
  };
}

export const debtAmountOf = (plan: CollateralRepayPlan) => (plan.all ? MIN_I128 : -plan.repay);

/**
 * Nothing leaves the wallet but fees and rent (the swap sells exactly what the vault pays out, the repayment comes from
 * its output); the vault gives up at most the collateral shown and receives at least the repayment shown.
 */
export function collateralRepayStatement(
  wallet: string,
  vault: Pick<BorrowVault, 'address' | 'supplyToken' | 'borrowToken'>,
  plan: Pick<CollateralRepayPlan, 'sell' | 'repay'>,
): TxStatement {
  const col = vault.supplyToken.address;
  const debt = vault.borrowToken.address;
  return {
    wallet,
    send: [],
    receive: [
      { mint: col, min: 0n, to: wallet, max: 0n },
      { mint: debt, min: 0n, to: wallet },
    ],
    outside: [
      { owner: vault.address, mint: col, min: -plan.sell, name: "The position's collateral" },
      { owner: vault.address, mint: debt, min: plan.repay, name: 'The repayment' },
    ],
    feesMax: LEND_SIGNATURE_FEES + LEND_PRIORITY_FEE_MAX + 2n * TOKEN_ACCOUNT_RENT,
    // The swap pays its pools in the collateral the wallet passes on from the vault.
    policy: { family: 'lend', anyRoute: true },
  };
}

/** The build's swap without its compute budget or tip: the operate's fee bound covers no priority fee of its own. */
export const swapInstructions = (b: BuildResponse) =>
  [
    ...b.setupInstructions,
    b.swapInstruction,
    ...b.otherInstructions,
    ...(b.cleanupInstruction ? [b.cleanupInstruction] : []),
  ].map(toInstruction);

export const swapTables = (b: BuildResponse) => lookupTableAccounts(b.addressesByLookupTableAddress);

export type ComposedRepay = { ok: true; transaction: VersionedTransaction } | { ok: false; reason: string };

/** The withdrawal, the swap, the repayment: the service's run split where its first instruction names the debt. */
export function composeCollateralRepay(input: {
  owner: PublicKey;
  debtMint: string;
  operate: Pick<OperateInstructionsResponse, 'instructions' | 'addressLookupTableAddresses'>;
  swap: readonly TransactionInstruction[];
  tables: readonly AddressLookupTableAccount[];
  blockhash: string;
}): ComposedRepay {
  const { owner, debtMint, operate, swap, tables, blockhash } = input;
  if (operate.addressLookupTableAddresses.length > 0)
    return { ok: false, reason: 'its instructions use lookup tables' };
  const run = operate.instructions.map(toInstruction);
  const at = run.findIndex((ix) => ix.keys.some((k) => k.pubkey.toBase58() === debtMint));
  if (at <= 0) return { ok: false, reason: 'the service cannot take a swap between its withdrawal and repayment' };
  const instructions = [...run.slice(0, at), ...swap, ...run.slice(at)];
  try {
    const message = new TransactionMessage({ payerKey: owner, recentBlockhash: blockhash, instructions });
    const transaction = new VersionedTransaction(message.compileToV0Message([...tables]));
    if (transaction.serialize().length > PACKET_MAX) return { ok: false, reason: 'too large for one transaction' };
    return { ok: true, transaction };
  } catch (e) {
    return { ok: false, reason: `it could not be compiled (${e instanceof Error ? e.message : 'unknown'})` };
  }
}
