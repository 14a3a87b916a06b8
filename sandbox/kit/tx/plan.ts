import type { Keypair, TransactionInstruction } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { World } from '../../world/world';
import type { RouteQuote } from '../types';

export interface TxContext {
  readonly world: World;
  readonly ledger: Ledger;
  readonly engine: Engine;
}

export interface SwapFee {
  readonly mint: Address;
  readonly amount: bigint;
  readonly owner: Address;
  readonly account?: Address;
}

export interface SwapPlan {
  readonly quote: RouteQuote;
  readonly taker: Address;
  readonly receiver?: Address;
  readonly feePayer: Address;
  /** Null leaves it out (build: the client simulates and adds it). */
  readonly computeUnitLimit?: number | null;
  readonly computeUnitPriceMicroLamports?: bigint;
  readonly priorityFeeLamports?: bigint;
  readonly tip?: { readonly lamports: bigint; readonly account?: Address };
  readonly fee?: SwapFee;
  readonly wrapAndUnwrapSol?: boolean;
  readonly destinationTokenAccount?: Address;
  /** The taker spends from this account (an escrow it took over) instead of its own. */
  readonly sourceTokenAccount?: Address;
  readonly nativeDestinationAccount?: Address;
  readonly closeAuthority?: Address;
  readonly random?: () => number;
}

export interface SwapOutput {
  readonly owner: Address;
  readonly account: Address;
  readonly native: boolean;
}

/** The build endpoint's groups in execution order; no AMM program here, so the swap is token transfers. */
export interface AssembledSwap {
  readonly computeBudget: readonly TransactionInstruction[];
  readonly setup: readonly TransactionInstruction[];
  readonly swap: TransactionInstruction;
  readonly other: readonly TransactionInstruction[];
  readonly cleanup: TransactionInstruction | null;
  readonly tip: TransactionInstruction | null;
  readonly feePayer: Address;
  readonly signers: readonly Address[];
  readonly sandboxSigners: readonly Keypair[];
  readonly rentLamports: bigint;
  readonly createdAccounts: readonly Address[];
  readonly computeUnitLimit: number | null;
  readonly computeUnitPriceMicroLamports: bigint;
  readonly priorityFeeLamports: bigint;
  readonly signatureFeeLamports: bigint;
  readonly tipLamports: bigint;
  readonly totalInputAmount: bigint;
  readonly totalOutputAmount: bigint;
  readonly output: SwapOutput;
  readonly pools: readonly Pool[];
}

/** A 400, not a crash. */
export class AssembleError extends Error {
  override readonly name = 'AssembleError';
}
