import type { Keypair, TransactionInstruction } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import type { Engine } from '../../engine/engine';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import type { World } from '../../world/world';
import type { RouteQuote } from '../types';

/** What transaction assembly reads: a `Sandbox` satisfies it. */
export interface TxContext {
  readonly world: World;
  readonly ledger: Ledger;
  readonly engine: Engine;
}

/** A platform or referral fee, in the route's input or output mint. */
export interface SwapFee {
  readonly mint: Address;
  readonly amount: bigint;
  /** The wallet that earns it: paid into its associated token account (created by the fee payer if needed). */
  readonly owner: Address;
  /** Pay into this token account instead (quote v1 / build `feeAccount`); it must exist. */
  readonly account?: Address;
}

/** Everything that turns a routed quote into a transaction. Amounts are raw bigint units. */
export interface SwapPlan {
  readonly quote: RouteQuote;
  readonly taker: Address;
  /** Owner of the output; defaults to the taker. Native SOL output goes straight to its wallet. */
  readonly receiver?: Address;
  /**
   * Pays the signature and priority fees and the rent of the accounts the transaction creates: the taker, an
   * integrator `payer`, the gas wallet (gasless) or the market maker.
   */
  readonly feePayer: Address;
  /** Compute-unit limit; null leaves the limit instruction out (build: the client simulates and adds it). */
  readonly computeUnitLimit?: number | null;
  /** Compute-unit price; or give `priorityFeeLamports` and the price is derived from the limit. */
  readonly computeUnitPriceMicroLamports?: bigint;
  readonly priorityFeeLamports?: bigint;
  /** A SystemProgram transfer from the fee payer to a tip account (a random one of the 16 unless given). */
  readonly tip?: { readonly lamports: bigint; readonly account?: Address };
  readonly fee?: SwapFee;
  /** Default true: wrap native SOL input and unwrap SOL output; false uses the wrapped-SOL token accounts as they are. */
  readonly wrapAndUnwrapSol?: boolean;
  /** The output goes into this existing token account (no creation, no unwrap). */
  readonly destinationTokenAccount?: Address;
  /** Native SOL output goes to this wallet (output mint SOL only). */
  readonly nativeDestinationAccount?: Address;
  /** Order v1: close authority of the taker-owned token accounts the swap creates (not wrapped SOL). */
  readonly closeAuthority?: Address;
  /** Picks the tip account (tests pass their own). */
  readonly random?: () => number;
}

/** Where the output lands. */
export interface SwapOutput {
  /** The wallet that ends up owning it. */
  readonly owner: Address;
  /** Its token account, or the wallet itself when SOL arrives native. */
  readonly account: Address;
  readonly native: boolean;
}

/**
 * A swap as the build endpoint returns it: instruction groups, executed in this order:
 * computeBudget, setup, swap, other, cleanup, tip (see `orderedInstructions`). The sandbox has no AMM program, so the
 * swap is token transfers: `swap` is the taker's transfer into the first pool vault (or the maker's inventory); the
 * pool legs (further paths, vault → vault, vault → receiver, fees) are in `other`, and the unwrap comes after them.
 */
export interface AssembledSwap {
  readonly computeBudget: readonly TransactionInstruction[];
  readonly setup: readonly TransactionInstruction[];
  readonly swap: TransactionInstruction;
  readonly other: readonly TransactionInstruction[];
  /** The unwrap (CloseAccount of the taker's wrapped-SOL account), or the native delivery to another wallet. */
  readonly cleanup: TransactionInstruction | null;
  readonly tip: TransactionInstruction | null;
  readonly feePayer: Address;
  /** Every required signer, fee payer first. */
  readonly signers: readonly Address[];
  /** The sandbox-held signers (pool authorities, the maker, the gas wallet when it pays): added at execute. */
  readonly sandboxSigners: readonly Keypair[];
  /** Rent of the accounts the transaction creates and leaves open (`rentFeeLamports`), paid by the fee payer. */
  readonly rentLamports: bigint;
  readonly createdAccounts: readonly Address[];
  readonly computeUnitLimit: number | null;
  readonly computeUnitPriceMicroLamports: bigint;
  /** ceil(price × limit / 10^6), with the estimated limit when the limit instruction is left out. */
  readonly priorityFeeLamports: bigint;
  /** 5,000 lamports per signature. */
  readonly signatureFeeLamports: bigint;
  readonly tipLamports: bigint;
  /** Taken from the taker: the route input plus a fee in the input mint. */
  readonly totalInputAmount: bigint;
  /** Reaches the output owner: the route output less a fee in the output mint. */
  readonly totalOutputAmount: bigint;
  readonly output: SwapOutput;
  /** Pools the transaction touches (each was put on chain). */
  readonly pools: readonly Pool[];
}

/** A plan that cannot become a transaction (contradictory options, unknown mints): a 400, not a crash. */
export class AssembleError extends Error {
  override readonly name = 'AssembleError';
}
