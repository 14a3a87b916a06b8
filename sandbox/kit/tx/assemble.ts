import type { TransactionInstruction } from '@solana/web3.js';
import { pickTipAccount } from '../../../src/api/tx/tip-accounts';
import { LAMPORTS_PER_SIGNATURE } from '../../chain/tx-meta';
import type { Pool } from '../../engine/pool-layout';
import type { Address } from '../../world/address';
import { NATIVE_MINT, TOKEN_PROGRAM } from '../../world/token';
import type { Hop } from '../types';
import { ataOf, TxBuilder, type Payout, type TokenInfo } from './builder';
import { estimateComputeUnits } from './compute-units';
import { ensureGasWalletFunded, gasWallet } from './gas-wallet';
import {
  closeAccount,
  keypairAddress,
  setComputeUnitLimit,
  setComputeUnitPrice,
  syncNative,
  systemTransfer,
  transferChecked,
} from './instructions';
import { AssembleError, type AssembledSwap, type SwapPlan, type TxContext } from './plan';
import { rfqLegs } from './rfq';
import { marketMakerFor } from '../routing/market-maker';

function checkPlan(plan: SwapPlan) {
  const { quote, fee } = plan;
  if (plan.destinationTokenAccount && plan.nativeDestinationAccount) {
    throw new AssembleError('nativeDestinationAccount cannot be used with destinationTokenAccount');
  }
  if (plan.nativeDestinationAccount && quote.outputMint !== NATIVE_MINT) {
    throw new AssembleError('nativeDestinationAccount needs SOL as the output mint');
  }
  if (fee && fee.mint !== quote.inputMint && fee.mint !== quote.outputMint) {
    throw new AssembleError(`the fee mint ${fee.mint} is neither the input nor the output mint`);
  }
  if (fee && fee.amount < 0n) throw new AssembleError('the fee must not be negative');
  if (!quote.rfq && quote.paths.length === 0) throw new AssembleError('the route has no paths');
}

function poolLegs(ctx: TxContext, b: TxBuilder, plan: SwapPlan, source: Address, input: TokenInfo) {
  const { liquidity } = ctx.engine;
  const transfersIn: TransactionInstruction[] = [];
  const payouts: Payout[] = [];
  const pools: Pool[] = [];
  const vault = (hop: Hop, mint: Address) => {
    const { baseVault, quoteVault } = liquidity.ensureOnChain(hop.pool);
    return mint === hop.pool.baseMint ? baseVault : quoteVault;
  };
  for (const path of plan.quote.paths) {
    const [first] = path.hops;
    if (!first) throw new AssembleError('a route path has no hops');
    transfersIn.push(
      transferChecked(
        input.program,
        source,
        input.mint,
        vault(first, first.inputMint),
        plan.taker,
        first.amountIn,
        input.decimals,
      ),
    );
    path.hops.forEach((hop, k) => {
      pools.push(hop.pool);
      const authority = b.signer(liquidity.authority(hop.pool));
      const from = vault(hop, hop.outputMint);
      const next = path.hops[k + 1];
      if (!next) {
        payouts.push({ account: from, authority, amount: hop.amountOut });
        return;
      }
      const mid = b.token(hop.outputMint);
      b.other.push(
        transferChecked(
          mid.program,
          from,
          mid.mint,
          vault(next, next.inputMint),
          authority,
          hop.amountOut,
          mid.decimals,
        ),
      );
    });
  }
  const [swap, ...more] = transfersIn;
  if (!swap) throw new AssembleError('the route has no paths');
  b.other.unshift(...more);
  return { swap, payouts, pools };
}

export function assembleSwap(ctx: TxContext, plan: SwapPlan): AssembledSwap {
  checkPlan(plan);
  const { quote, taker, fee } = plan;
  const payer = plan.feePayer;
  const b = new TxBuilder(ctx, payer);
  const gas = gasWallet(ctx.world.seed);
  if (payer === keypairAddress(gas)) {
    ensureGasWalletFunded(ctx.ledger, ctx.world.seed);
    b.signer(gas);
  }
  const maker = marketMakerFor(ctx.engine);
  if (payer === maker.address) {
    maker.ensureInventory();
    b.signer(maker.keypair);
  }
  const wrap = plan.wrapAndUnwrapSol ?? true;
  const receiver = plan.nativeDestinationAccount ?? plan.receiver ?? taker;
  const input = b.token(quote.inputMint);
  const output = b.token(quote.outputMint);
  const inFee = fee?.mint === quote.inputMint ? fee.amount : 0n;
  const outFee = fee?.mint === quote.outputMint ? fee.amount : 0n;
  const cleanup: TransactionInstruction[] = [];

  // Input: the taker's token account; native SOL is wrapped into the taker's wSOL account first.
  const wrapIn = input.mint === NATIVE_MINT && wrap && !plan.sourceTokenAccount;
  const source =
    plan.sourceTokenAccount ?? (wrapIn ? b.ensureAta(taker, input, true) : ataOf(taker, input.mint, input.program));
  if (wrapIn) {
    b.setup.push(systemTransfer(taker, source, quote.inAmount + inFee), syncNative(TOKEN_PROGRAM, source));
    // Closed only when this transaction opened it: the rent goes back to whoever paid it.
    if (b.creates(source)) cleanup.push(closeAccount(TOKEN_PROGRAM, source, payer, taker));
  } else if (!b.exists(source)) {
    throw new AssembleError(`the taker has no token account for the input mint ${input.mint}`);
  }

  // Output: native SOL goes through the taker's wSOL account and is unwrapped; tokens go to the receiver's account.
  const native = output.mint === NATIVE_MINT && wrap && !plan.destinationTokenAccount;
  const closeAuthority = receiver === taker ? plan.closeAuthority : undefined;
  const dest =
    plan.destinationTokenAccount ??
    (native ? b.ensureAta(taker, output, true) : b.ensureAta(receiver, output, false, closeAuthority));
  const feeAccount = fee ? (fee.account ?? b.ensureAta(fee.owner, b.token(fee.mint))) : null;

  const legs = quote.rfq ? rfqLegs(ctx, b, plan, source, input) : poolLegs(ctx, b, plan, source, input);
  // The largest payout also pays a fee in the output mint, so every payout stays within what its pool produced.
  const feeSource = legs.payouts.reduce((best, p) => (p.amount > best.amount ? p : best));
  if (outFee > feeSource.amount) throw new AssembleError('the output fee is larger than the route output');
  for (const p of legs.payouts) {
    const amount = p === feeSource ? p.amount - outFee : p.amount;
    if (p === feeSource && outFee > 0n && feeAccount) {
      b.other.push(
        transferChecked(output.program, p.account, output.mint, feeAccount, p.authority, outFee, output.decimals),
      );
    }
    b.other.push(transferChecked(output.program, p.account, output.mint, dest, p.authority, amount, output.decimals));
  }
  if (inFee > 0n && feeAccount) {
    b.other.push(transferChecked(input.program, source, input.mint, feeAccount, taker, inFee, input.decimals));
  }
  const totalOutputAmount = quote.outAmount - outFee;
  if (native) {
    // Closing hands over the wSOL and the rent; the rent belongs to whoever paid it, the SOL to the receiver.
    const closeTo = b.creates(dest) ? payer : taker;
    cleanup.push(closeAccount(TOKEN_PROGRAM, dest, closeTo, taker));
    if (receiver !== closeTo) cleanup.push(systemTransfer(closeTo, receiver, totalOutputAmount));
  }
  const last = cleanup.pop() ?? null;
  b.other.push(...cleanup);

  const tip = plan.tip
    ? systemTransfer(payer, plan.tip.account ?? pickTipAccount(plan.random), plan.tip.lamports)
    : null;
  const signers = [...new Set([payer, taker, ...b.sandboxSigners.keys()])];
  const estimate = estimateComputeUnits([...b.setup, legs.swap, ...b.other, ...(last ? [last] : [])], tip !== null);
  const limit = plan.computeUnitLimit === undefined ? estimate : plan.computeUnitLimit;
  const units = BigInt(limit ?? estimate);
  const price =
    plan.computeUnitPriceMicroLamports ??
    (plan.priorityFeeLamports ? (plan.priorityFeeLamports * 1_000_000n) / units : 0n);
  const computeBudget = limit === null ? [] : [setComputeUnitLimit(limit)];
  computeBudget.push(setComputeUnitPrice(price));
  return {
    computeBudget,
    setup: b.setup,
    swap: legs.swap,
    other: b.other,
    cleanup: last,
    tip,
    feePayer: payer,
    signers,
    sandboxSigners: [...b.sandboxSigners.values()],
    rentLamports: b.rent,
    createdAccounts: b.created,
    computeUnitLimit: limit,
    computeUnitPriceMicroLamports: price,
    priorityFeeLamports: (price * units + 999_999n) / 1_000_000n,
    signatureFeeLamports: BigInt(signers.length) * LAMPORTS_PER_SIGNATURE,
    tipLamports: plan.tip?.lamports ?? 0n,
    totalInputAmount: quote.inAmount + inFee,
    totalOutputAmount,
    output: native
      ? { owner: receiver, account: receiver, native: true }
      : { owner: receiver, account: dest, native: false },
    pools: [...new Set(legs.pools)],
  };
}
