import type { Router } from '../../../src/api/common';
import type { Address } from '../../world/address';

/** A swap worth less than this (USD) is not sponsored by the service's gas wallet (errorCode 3). */
export const GASLESS_MINIMUM_USD = 10;
/** The runtime refuses to leave the fee payer below its rent-exempt minimum. */
export const SYSTEM_ACCOUNT_RESERVE = 890_880n;

export type PayerRole = 'taker' | 'payer' | 'gas-wallet' | 'maker';

export interface GasPlan {
  readonly feePayer: Address;
  readonly feeRole: PayerRole;
  readonly rentPayer: Address;
  readonly rentRole: PayerRole;
  readonly sponsored: boolean;
  /** Spec §2.2. */
  readonly gasless: boolean;
}

/** Spec §2.2's errorCode × router table. */
export interface BuildProblem {
  readonly code: 1 | 2 | 3;
  readonly message: string;
}

export interface GasInput {
  readonly router: Router;
  readonly taker: Address;
  readonly payer: { readonly address: Address; readonly lamports: bigint } | null;
  readonly maker: Address | null;
  readonly gasWallet: Address;
  readonly inputIsSol: boolean;
  readonly amount: bigint;
  readonly inputBalance: bigint;
  readonly takerLamports: bigint;
  readonly gasLamports: bigint;
  readonly rentLamports: bigint;
  /** Needed up front, returned at the end. */
  readonly tempRentLamports: bigint;
  readonly userSetFee: boolean;
  readonly referral: boolean;
  readonly swapUsd: number | null;
  readonly receiver: Address | null;
  readonly outputAccountMissing: boolean;
  readonly makerCanPay: boolean;
}

const ok = (plan: GasPlan) => ({ ok: true as const, plan });
const problem = (code: BuildProblem['code'], message: string) => ({ ok: false as const, problem: { code, message } });

/** Rounded up (what a user must add). */
function solText(lamports: bigint): string {
  const tenThousandths = (lamports + 99_999n) / 100_000n;
  return (Number(tenThousandths) / 10_000).toString();
}

/** The three gasless paths of spec §2.2 and its errorCode table: see README §Gasless. */
export function decideGas(i: GasInput): { ok: true; plan: GasPlan } | { ok: false; problem: BuildProblem } {
  if (i.inputBalance < i.amount) return problem(1, 'Insufficient funds');
  const spentSol = i.inputIsSol ? i.amount : 0n;
  if (i.router === 'rfq_mm') {
    if (i.outputAccountMissing && i.referral) {
      return problem(2, 'Missing associated token account: create the output token account first');
    }
    if (i.receiver !== null) return problem(3, 'Quote could not be built: the market maker pays out to the taker only');
    if (!i.makerCanPay) return problem(3, 'Quote could not be built: the market maker’s inventory no longer covers it');
    const maker = i.maker ?? i.gasWallet;
    const rent = i.outputAccountMissing ? { rentPayer: i.gasWallet, rentRole: 'gas-wallet' as const } : null;
    return ok({
      feePayer: maker,
      feeRole: 'maker',
      rentPayer: rent?.rentPayer ?? maker,
      rentRole: rent?.rentRole ?? 'maker',
      sponsored: false,
      gasless: true,
    });
  }
  if (i.payer) {
    const need = i.gasLamports + i.rentLamports + i.tempRentLamports + SYSTEM_ACCOUNT_RESERVE;
    if (i.payer.lamports < need) return problem(2, `Top up ${solText(need - i.payer.lamports)} SOL for gas`);
    const p = i.payer.address;
    return ok({ feePayer: p, feeRole: 'payer', rentPayer: p, rentRole: 'payer', sponsored: false, gasless: true });
  }
  const need = spentSol + i.gasLamports + i.rentLamports + i.tempRentLamports + SYSTEM_ACCOUNT_RESERVE;
  if (i.takerLamports >= need) {
    const t = i.taker;
    return ok({ feePayer: t, feeRole: 'taker', rentPayer: t, rentRole: 'taker', sponsored: false, gasless: false });
  }
  if (i.inputIsSol || i.userSetFee || i.referral) {
    return problem(2, `Top up ${solText(need - i.takerLamports)} SOL for gas`);
  }
  if ((i.swapUsd ?? 0) < GASLESS_MINIMUM_USD)
    return problem(3, `Minimum ${String(GASLESS_MINIMUM_USD)} USD for gasless`);
  const g = i.gasWallet;
  return ok({
    feePayer: g,
    feeRole: 'gas-wallet',
    rentPayer: g,
    rentRole: 'gas-wallet',
    sponsored: true,
    gasless: true,
  });
}
