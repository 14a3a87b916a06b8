import type { TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import { BLOCKHASH_VALIDITY } from '../../chain/ledger';
import type { Address } from '../../world/address';
import { isTokenAccountData, readTokenAccount } from '../../world/token-layout';
import { Refused } from '../../kit/refused';
import { findRoutes } from '../../kit/routing/find-routes';
import { assembleSwap } from '../../kit/tx/assemble';
import { swapLookupTable } from '../../kit/tx/lookup-table';
import type { SwapFee, TxContext } from '../../kit/tx/plan';
import type { RouteQuote, RouteRequest } from '../../kit/types';
import type { BuildRequest } from './build-params';
import { autoComputeUnitPrice, autoSlippageBps, feeOf, minimumOut } from './fees';
import { writableAccounts } from './order-tx';
import { routePlan } from './route-shape';

function wireInstruction(ix: TransactionInstruction) {
  return {
    programId: ix.programId.toBase58(),
    accounts: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isWritable: k.isWritable, isSigner: k.isSigner })),
    data: Buffer.from(ix.data).toString('base64'),
  };
}

function tokenAccountOf(sandbox: TxContext, name: string, address: Address, mints: readonly Address[]) {
  const data = sandbox.ledger.getAccount(address)?.data;
  const account = data && isTokenAccountData(data) ? readTokenAccount(data) : null;
  if (!account || !mints.includes(account.mint)) {
    throw new Refused(400, `${name}: must be an existing token account of ${mints.join(' or ')}`);
  }
  return account;
}

/** Zeros included. */
function percentilePrice(sandbox: TxContext, accounts: readonly Address[], percentile: number): bigint {
  const prices = sandbox.ledger
    .recentPrioritizationFees(accounts)
    .map((f) => f.prioritizationFee)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return prices[Math.min(prices.length - 1, Math.floor((prices.length * percentile) / 100))] ?? 0n;
}

function route(sandbox: TxContext, req: BuildRequest, amount: bigint): RouteQuote | null {
  const request: RouteRequest = {
    inputMint: req.inputMint,
    outputMint: req.outputMint,
    amount,
    swapMode: 'ExactIn',
    routers: ['aggregator_a'],
    maxAccounts: req.maxAccounts,
    ...(req.dexes ? { dexes: req.dexes } : {}),
    ...(req.excludeDexes ? { excludeDexes: req.excludeDexes } : {}),
  };
  return findRoutes(sandbox.engine, request, sandbox.engine.nowMs()).best;
}

/** GET /swap/v2/build (supplement §3): see README §Build. */
export function buildSwap(sandbox: TxContext, req: BuildRequest): { status: 200 | 400; body: Record<string, unknown> } {
  const { ledger, engine } = sandbox;
  const winner = route(sandbox, req, req.amount);
  if (!winner) return { status: 400, body: { error: 'Failed to get quotes' } };
  let quote = winner;
  let fee: SwapFee | undefined;
  if (req.platformFee) {
    const account = tokenAccountOf(sandbox, 'feeAccount', req.platformFee.account, [req.inputMint, req.outputMint]);
    const inInput = account.mint === req.inputMint;
    const amount = feeOf(inInput ? req.amount : winner.outAmount, req.platformFee.bps);
    fee = { mint: account.mint, amount, owner: account.owner, account: req.platformFee.account };
    if (inInput && amount > 0n) quote = route(sandbox, req, req.amount - amount) ?? winner;
  }
  if (req.destinationTokenAccount)
    tokenAccountOf(sandbox, 'destinationTokenAccount', req.destinationTokenAccount, [req.outputMint]);
  const outFee = fee && fee.mint === req.outputMint ? fee.amount : 0n;
  const outAmount = quote.outAmount - outFee;
  const slippageBps = req.slippageBps ?? autoSlippageBps(sandbox.world, quote);
  const vaults = writableAccounts(sandbox, quote);
  const price =
    req.computeUnitPricePercentile === null
      ? autoComputeUnitPrice(ledger, vaults)
      : percentilePrice(sandbox, vaults.accounts, req.computeUnitPricePercentile);
  const assembled = assembleSwap(sandbox, {
    quote,
    taker: req.taker,
    feePayer: req.payer ?? req.taker,
    computeUnitLimit: null,
    computeUnitPriceMicroLamports: price,
    ...(req.tipAmount !== null && req.tipAmount > 0n ? { tip: { lamports: req.tipAmount } } : {}),
    ...(fee && fee.amount > 0n ? { fee } : {}),
    wrapAndUnwrapSol: req.wrapAndUnwrapSol,
    ...(req.destinationTokenAccount ? { destinationTokenAccount: req.destinationTokenAccount } : {}),
    ...(req.nativeDestinationAccount ? { nativeDestinationAccount: req.nativeDestinationAccount } : {}),
  });
  const table = swapLookupTable(sandbox);
  const latest = ledger.latestBlockhash();
  const nowMs = engine.nowMs();
  return {
    status: 200,
    body: {
      inputMint: req.inputMint,
      outputMint: req.outputMint,
      inAmount: req.amount.toString(),
      outAmount: outAmount.toString(),
      otherAmountThreshold: minimumOut(outAmount, slippageBps).toString(),
      swapMode: 'ExactIn',
      slippageBps,
      priceImpactPct: String(quote.priceImpact),
      routePlan: routePlan(engine, quote),
      platformFee: { amount: (fee?.amount ?? 0n).toString(), feeBps: req.platformFee?.bps ?? 0 },
      computeBudgetInstructions: assembled.computeBudget.map(wireInstruction),
      setupInstructions: assembled.setup.map(wireInstruction),
      swapInstruction: wireInstruction(assembled.swap),
      cleanupInstruction: assembled.cleanup ? wireInstruction(assembled.cleanup) : null,
      otherInstructions: assembled.other.map(wireInstruction),
      tipInstruction: assembled.tip ? wireInstruction(assembled.tip) : null,
      addressesByLookupTableAddress: { [table.address]: [...table.addresses] },
      blockhashWithMetadata: {
        blockhash: [...bs58.decode(latest.blockhash)],
        // Never beyond the ledger's real window: the blockhash is refused after it whatever the caller asked.
        lastValidBlockHeight:
          latest.lastValidBlockHeight - BLOCKHASH_VALIDITY + Math.min(req.blockhashSlotsToExpiry, BLOCKHASH_VALIDITY),
        fetchedAt: { secs_since_epoch: Math.floor(nowMs / 1000), nanos_since_epoch: (nowMs % 1000) * 1_000_000 },
      },
    },
  };
}
