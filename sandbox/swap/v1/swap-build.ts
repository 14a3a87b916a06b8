import { TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { pickTipAccount } from '../../../src/api/tx/tip-accounts';
import type { SwapV1Request } from '../../../src/api/swap/schemas-v1';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../chain/programs';
import type { Address } from '../../world/address';
import { readTokenAccount } from '../../world/token-layout';
import { Refused } from '../../kit/refused';
import { assembleSwap } from '../../kit/tx/assemble';
import { compileSwap, orderedInstructions } from '../../kit/tx/compile';
import { pk, systemTransfer } from '../../kit/tx/instructions';
import { swapLookupTable, type SwapLookupTable } from '../../kit/tx/lookup-table';
import { AssembleError, type AssembledSwap, type SwapFee, type SwapPlan, type TxContext } from '../../kit/tx/plan';
import { priorityAsk, type PriorityAsk } from './priority';
import { MAX_TX_BYTES } from './submission';
import { requote } from './requote';

export interface SwapV1Build {
  readonly assembled: AssembledSwap;
  readonly tx: VersionedTransaction;
  readonly lookupTable: SwapLookupTable | null;
  readonly lastValidBlockHeight: number;
}

function tokenAccount(ctx: TxContext, address: Address, mint: Address, name: string) {
  const account = ctx.ledger.getAccount(address);
  if (!account || (account.owner !== TOKEN_PROGRAM && account.owner !== TOKEN_2022_PROGRAM)) {
    return `${name}: ${address} is not a token account on the sandbox ledger`;
  }
  const view = readTokenAccount(account.data);
  return view.mint === mint ? view : `${name}: ${address} holds ${view.mint}, not ${mint}`;
}

/** Output mint for ExactIn, input for ExactOut. */
function platformFee(ctx: TxContext, body: SwapV1Request, mint: Address, amount: bigint): SwapFee | string | null {
  if (!body.feeAccount || (body.quoteResponse.platformFee?.feeBps ?? 0) === 0) return null;
  const view = tokenAccount(ctx, body.feeAccount, mint, 'feeAccount');
  if (typeof view === 'string') return view;
  return { mint, amount, owner: view.owner, account: body.feeAccount };
}

function assemble(ctx: TxContext, plan: SwapPlan, ask: PriorityAsk): AssembledSwap {
  let assembled = assembleSwap(ctx, plan);
  // A priority level's estimate is capped at maxLamports: assemble again at the cap when the estimate exceeds it.
  if (ask.maxLamports !== undefined && assembled.priorityFeeLamports > ask.maxLamports) {
    const { computeUnitPriceMicroLamports: _, ...rest } = plan;
    assembled = assembleSwap(ctx, { ...rest, priorityFeeLamports: ask.maxLamports });
  }
  const tipPayer = ask.tip?.payer;
  if (!ask.tip || tipPayer === undefined || tipPayer === assembled.feePayer) return assembled;
  // mevTipLamportsWithPayer: the tip leaves another wallet, which then signs too.
  return {
    ...assembled,
    tip: systemTransfer(tipPayer, pickTipAccount(), ask.tip.lamports),
    signers: [...new Set([...assembled.signers, tipPayer])],
  };
}

function compile(ctx: TxContext, assembled: AssembledSwap, legacy: boolean, blockhash: string) {
  if (legacy) {
    const message = new TransactionMessage({
      payerKey: pk(assembled.feePayer),
      recentBlockhash: blockhash,
      instructions: orderedInstructions(assembled),
    }).compileToLegacyMessage();
    return { tx: new VersionedTransaction(message), lookupTable: null };
  }
  const lookupTable = swapLookupTable(ctx);
  return { tx: compileSwap(assembled, { blockhash, lookupTables: [lookupTable.account] }), lookupTable };
}

/** Supplement §5: the quote re-priced, one transaction as swap v2 builds it; the pool co-signer signs when sent. */
export function buildSwapV1(ctx: TxContext, body: SwapV1Request): SwapV1Build {
  const quote = body.quoteResponse;
  const priced = requote(ctx.engine, ctx.ledger.slot, quote, (mint) => ctx.world.byMint.has(mint));
  if (!priced.ok) throw new Refused(400, priced.error);
  const { route, amounts } = priced;
  const feeMint = route.swapMode === 'ExactIn' ? route.outputMint : route.inputMint;
  const fee = platformFee(ctx, body, feeMint, amounts.platformFee);
  if (typeof fee === 'string') throw new Refused(400, fee);
  if (body.destinationTokenAccount) {
    const dest = tokenAccount(ctx, body.destinationTokenAccount, route.outputMint, 'destinationTokenAccount');
    if (typeof dest === 'string') throw new Refused(400, dest);
  }
  const vaults = route.paths.flatMap((p) =>
    p.hops.flatMap((h) => {
      const { baseVault, quoteVault } = ctx.engine.layout.vaults(h.pool);
      return [baseVault, quoteVault];
    }),
  );
  const ask = priorityAsk(body, ctx.ledger, vaults);
  if (typeof ask === 'string') throw new Refused(400, ask);
  const plan: SwapPlan = {
    quote: route,
    taker: body.userPublicKey,
    feePayer: body.payer ?? body.userPublicKey,
    computeUnitLimit: ask.computeUnitLimit,
    ...(ask.computeUnitPriceMicroLamports === undefined
      ? {}
      : { computeUnitPriceMicroLamports: ask.computeUnitPriceMicroLamports }),
    ...(ask.priorityFeeLamports === undefined ? {} : { priorityFeeLamports: ask.priorityFeeLamports }),
    ...(ask.tip ? { tip: { lamports: ask.tip.lamports } } : {}),
    ...(fee ? { fee } : {}),
    wrapAndUnwrapSol: body.wrapAndUnwrapSol ?? true,
    ...(body.destinationTokenAccount ? { destinationTokenAccount: body.destinationTokenAccount } : {}),
    ...(body.nativeDestinationAccount ? { nativeDestinationAccount: body.nativeDestinationAccount } : {}),
  };
  let assembled: AssembledSwap;
  try {
    assembled = assemble(ctx, plan, ask);
  } catch (cause) {
    if (cause instanceof AssembleError) throw new Refused(400, cause.message);
    throw cause;
  }
  const latest = ctx.ledger.latestBlockhash();
  const legacy = body.asLegacyTransaction ?? false;
  let compiled: ReturnType<typeof compile> | null = null;
  try {
    compiled = compile(ctx, assembled, legacy, latest.blockhash);
    if (compiled.tx.serialize().length > MAX_TX_BYTES) compiled = null;
  } catch (cause) {
    // web3.js refuses to encode a message beyond the packet size.
    if (!(cause instanceof RangeError)) throw cause;
  }
  if (!compiled) {
    throw new Refused(
      400,
      legacy
        ? 'asLegacyTransaction: the route needs more accounts than a legacy transaction carries; quote with asLegacyTransaction=true'
        : 'quoteResponse: the transaction would exceed 1232 bytes; quote with a lower maxAccounts',
    );
  }
  const expiry = body.blockhashSlotsToExpiry;
  const lastValidBlockHeight =
    expiry === undefined
      ? latest.lastValidBlockHeight
      : Math.min(latest.lastValidBlockHeight, ctx.ledger.blockHeight + expiry);
  return { assembled, ...compiled, lastValidBlockHeight };
}
