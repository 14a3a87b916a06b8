import type { Address } from '../../world/address';
import { fundWallet } from '../../world/fund';
import { NATIVE_MINT } from '../../world/token';
import { readTokenAmount, TOKEN_ACCOUNT_SIZE } from '../../world/token-layout';
import { marketMakerFor } from '../../kit/routing/market-maker';
import { assembleSwap } from '../../kit/tx/assemble';
import { ataOf } from '../../kit/tx/builder';
import { compileSwapBytes } from '../../kit/tx/compile';
import { ensureGasWalletFunded, gasWallet } from '../../kit/tx/gas-wallet';
import { keypairAddress, systemTransfer } from '../../kit/tx/instructions';
import { swapLookupTable } from '../../kit/tx/lookup-table';
import { AssembleError, type AssembledSwap, type SwapPlan, type TxContext } from '../../kit/tx/plan';
import type { RouteQuote } from '../../kit/types';
import type { Pool } from '../../engine/pool-layout';
import { autoComputeUnitPrice, choosePriority, type FeeAccounts, type PriorityChoice } from './fees';
import { type BuildProblem, decideGas, type GasInput, type GasPlan } from './gasless';
import type { OrderRequest } from './params';
import { type PricedRoute, priceRoute } from './quote';
import { platformFeeOwner } from '../../kit/service-accounts';

export interface BuiltOrder {
  readonly priced: PricedRoute;
  readonly gas: GasPlan;
  readonly assembled: AssembledSwap;
  readonly priority: PriorityChoice;
  readonly wire: Uint8Array;
  readonly message: Uint8Array;
  readonly blockhash: string;
  readonly lastValidBlockHeight: number;
}

export type OrderTx =
  | { readonly ok: true; readonly built: BuiltOrder }
  | {
      readonly ok: false;
      readonly problem: BuildProblem;
      readonly priced: PricedRoute;
      /** Its fee figures go into the response. */
      readonly assembled: AssembledSwap | null;
      readonly priority: PriorityChoice | null;
    };

function ataOfMint(sandbox: TxContext, owner: Address, mint: Address): Address {
  const program = sandbox.world.byMint.get(mint)?.tokenProgram;
  if (!program) throw new Error(`unknown mint ${mint}`);
  return ataOf(owner, mint, program);
}

export function inputBalance(sandbox: TxContext, taker: Address, mint: Address): bigint {
  return mint === NATIVE_MINT
    ? sandbox.ledger.getBalance(taker)
    : readTokenAmount(sandbox.ledger.getAccount(ataOfMint(sandbox, taker, mint))?.data);
}

/** The taker never pays the fee collector's rent. */
function ensureFeeAccount(sandbox: TxContext, priced: PricedRoute, owner: Address) {
  if (priced.fee === 0n || owner !== platformFeeOwner(sandbox.world.seed)) return;
  if (sandbox.ledger.getBalance(ataOfMint(sandbox, owner, priced.feeMint)) > 0n) return;
  fundWallet(sandbox.ledger, sandbox.world, owner, { tokens: { [priced.feeMint]: 0n } });
}

interface Budget {
  readonly computeUnitPrice: bigint;
  readonly computeUnitLimit?: number;
  readonly tipLamports: bigint;
}

function planOf(
  sandbox: TxContext,
  req: OrderRequest,
  priced: PricedRoute,
  feePayer: Address,
  budget: Budget,
): SwapPlan {
  const taker = req.taker ?? '';
  const owner = req.referral?.account ?? platformFeeOwner(sandbox.world.seed);
  ensureFeeAccount(sandbox, priced, owner);
  return {
    quote: priced.route,
    taker,
    ...(req.receiver ? { receiver: req.receiver } : {}),
    feePayer,
    ...(budget.computeUnitLimit === undefined ? {} : { computeUnitLimit: budget.computeUnitLimit }),
    computeUnitPriceMicroLamports: budget.computeUnitPrice,
    ...(budget.tipLamports > 0n ? { tip: { lamports: budget.tipLamports } } : {}),
    ...(priced.fee > 0n ? { fee: { mint: priced.feeMint, amount: priced.fee, owner } } : {}),
    ...(req.closeAuthority ? { closeAuthority: req.closeAuthority } : {}),
    wrapAndUnwrapSol: true,
  };
}

/** RFQ rent (spec §2.2): the gas wallet sends the maker (fee payer) the rent of the taker's output account first. */
function gasWalletPaysRent(sandbox: TxContext, assembled: AssembledSwap, maker: Address): AssembledSwap {
  const gas = gasWallet(sandbox.world.seed);
  const address = ensureGasWalletFunded(sandbox.ledger, sandbox.world.seed);
  return {
    ...assembled,
    setup: [systemTransfer(address, maker, assembled.rentLamports), ...assembled.setup],
    signers: [...assembled.signers, address],
    sandboxSigners: [...assembled.sandboxSigners, gas],
    signatureFeeLamports: assembled.signatureFeeLamports + 5_000n,
  };
}

const poolVaults = new WeakMap<Pool, FeeAccounts>();

export function writableAccounts(sandbox: TxContext, route: RouteQuote): FeeAccounts {
  const vaultsOf = (pool: Pool) => {
    let vaults = poolVaults.get(pool);
    if (!vaults) {
      const accounts = Object.values(sandbox.engine.layout.vaults(pool)) as Address[];
      vaults = { accounts, key: accounts.join() };
      poolVaults.set(pool, vaults);
    }
    return vaults;
  };
  const [only] = route.paths;
  // Most routes are one pool: its accounts and key, computed once.
  if (route.paths.length === 1 && only?.hops.length === 1 && only.hops[0]) return vaultsOf(only.hops[0].pool);
  const accounts = route.paths.flatMap((p) => p.hops.flatMap((h) => vaultsOf(h.pool).accounts));
  return { accounts, key: accounts.join() };
}

function gasInput(sandbox: TxContext, req: OrderRequest, route: RouteQuote, maker: Address | null): GasInput {
  const { ledger, engine, world } = sandbox;
  const taker = req.taker ?? '';
  const price = engine.prices.usdNow(req.inputMint);
  const decimals = world.byMint.get(req.inputMint)?.decimals ?? 0;
  const outputOwner = req.receiver ?? taker;
  return {
    router: route.router,
    taker,
    payer: req.payer ? { address: req.payer, lamports: ledger.getBalance(req.payer) } : null,
    maker,
    gasWallet: keypairAddress(gasWallet(world.seed)),
    inputIsSol: req.inputMint === NATIVE_MINT,
    amount: req.amount,
    inputBalance: inputBalance(sandbox, taker, req.inputMint),
    takerLamports: ledger.getBalance(taker),
    gasLamports: 0n,
    rentLamports: 0n,
    tempRentLamports: tempRentOf(sandbox, req, taker),
    userSetFee: req.priorityFeeLamports !== null || req.mevTipLamports !== null,
    referral: req.referral !== null,
    swapUsd: price === null ? null : (Number(req.amount) / 10 ** decimals) * price,
    receiver: req.receiver,
    outputAccountMissing:
      req.outputMint !== NATIVE_MINT && ledger.getBalance(ataOfMint(sandbox, outputOwner, req.outputMint)) === 0n,
    makerCanPay: true,
  };
}

/** Rent of the taker's wrapped-SOL account when the swap must open (and close) it. */
function tempRentOf(sandbox: TxContext, req: OrderRequest, taker: Address): bigint {
  const touchesSol = req.inputMint === NATIVE_MINT || req.outputMint === NATIVE_MINT;
  if (!touchesSol || sandbox.ledger.getBalance(ataOfMint(sandbox, taker, NATIVE_MINT)) > 0n) return 0n;
  return sandbox.ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE);
}

/** The runtime refuses a system account below rent-exempt: RFQ errorCode 3; aggregators a 400 on `receiver`. */
function rentProblem(sandbox: TxContext, req: OrderRequest, priced: PricedRoute): BuildProblem | null {
  if (req.outputMint !== NATIVE_MINT) return null;
  const recipient = req.receiver ?? req.taker ?? '';
  const floor = sandbox.ledger.rentExemptMinimum(0);
  if (sandbox.ledger.getBalance(recipient) > 0n || priced.outAmount >= floor) return null;
  const why = `${priced.outAmount.toString()} lamports would leave a wallet without SOL below the rent-exempt minimum of ${floor.toString()} lamports`;
  if (priced.route.router === 'rfq_mm')
    return { code: 3, message: `The quote cannot be built into a transaction: ${why}` };
  throw new AssembleError(`receiver: ${why}; swap more, or send to a wallet that holds SOL`);
}

/** Assembled once with the likeliest fee payer, then again with the decided payer, fee and price. */
export function buildOrderTx(sandbox: TxContext, req: OrderRequest, first: PricedRoute): OrderTx {
  const taker = req.taker ?? '';
  const { ledger, engine } = sandbox;
  const route = first.route;
  const maker = route.router === 'rfq_mm' ? marketMakerFor(engine) : null;
  const input = gasInput(sandbox, req, route, maker?.address ?? null);
  const fail = (
    problem: BuildProblem,
    assembled: AssembledSwap | null = null,
    priority: PriorityChoice | null = null,
  ) => ({ ok: false, problem, priced: first, assembled, priority }) as const;
  // What fails whatever the fees (balances, rfq rules) is answered before assembling anything.
  const early = decideGas(input);
  if (!early.ok) return fail(early.problem);
  maker?.ensureInventory();
  // Assembled first with the likeliest payer and the automatic price: most orders keep both, and this is final.
  const autoPrice = autoComputeUnitPrice(ledger, writableAccounts(sandbox, route));
  const candidate = req.payer ?? maker?.address ?? taker;
  const tipLamports = req.mevTipLamports ?? 0n;
  const draft = assembleSwap(
    sandbox,
    planOf(sandbox, req, first, candidate, { computeUnitPrice: autoPrice, tipLamports }),
  );
  const priority = choosePriority({
    autoPrice,
    limit: draft.computeUnitLimit ?? 200_000,
    priorityFeeLamports: req.priorityFeeLamports,
    mevTipLamports: req.mevTipLamports,
    broadcastFeeType: req.broadcastFeeType,
  });
  const decision = decideGas({
    ...input,
    gasLamports: draft.signatureFeeLamports + priority.priorityLamports + priority.tipLamports,
    rentLamports: draft.rentLamports,
  });
  if (!decision.ok) return fail(decision.problem, draft, priority);
  const gas = decision.plan;
  const priced = gas.sponsored ? priceRoute(engine, req, first.route, true) : first;
  if (!priced) return fail({ code: 1, message: 'Insufficient funds' }, draft, priority);
  const belowRent = rentProblem(sandbox, req, priced);
  if (belowRent) return fail(belowRent, draft, priority);
  const same = gas.feePayer === candidate && priced === first && priority.computeUnitPrice === autoPrice;
  let assembled = same ? draft : assembleSwap(sandbox, planOf(sandbox, req, priced, gas.feePayer, priority));
  if (maker && gas.rentPayer === input.gasWallet && assembled.rentLamports > 0n) {
    assembled = gasWalletPaysRent(sandbox, assembled, maker.address);
  }
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
  const lookupTables = [swapLookupTable(sandbox).account];
  const { wire, message } = compileSwapBytes(assembled, { feePayer: gas.feePayer, blockhash, lookupTables });
  return { ok: true, built: { priced, gas, assembled, priority, wire, message, blockhash, lastValidBlockHeight } };
}
