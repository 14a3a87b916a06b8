import { SYSTEM_PROGRAM } from '../../../src/utils/solana-wire/programs';
import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { RENT_EPOCH_EXEMPT } from '../../chain/programs';
import type { AccountData } from '../../chain/types';
import type { Engine } from '../../engine/engine';
import { type Address, hashBytes } from '../../world/address';
import { associatedTokenAddress } from '../../world/fund';
import { NATIVE_MINT, TOKEN_2022_PROGRAM } from '../../world/token';
import { encodeTokenAccount, readTokenAmount, TOKEN_2022_ATA_SIZE, TOKEN_ACCOUNT_SIZE } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import type { RouteQuote } from '../types';

/** Its only charge: its quotes carry no router fee. */
export const RFQ_SPREAD_BPS = 8;
/** Widens 2 bps per 10k USD (max 100), so small fills beat the pools and large ones meet them as impact grows. */
export const RFQ_SPREAD_BPS_PER_10K_USD = 2;
export const RFQ_MAX_SPREAD_BPS = 100;

export function rfqSpreadBps(usd: number): number {
  return Math.min(RFQ_MAX_SPREAD_BPS, RFQ_SPREAD_BPS + (RFQ_SPREAD_BPS_PER_10K_USD * usd) / 10_000);
}
export const RFQ_QUOTE_TTL_MS = 30_000;
export const MAKER_FEE_LAMPORTS = 100_000_000_000n;

const JTO = 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL';
const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';

/** About 200–250 k USD each at the seed prices. */
export const MAKER_INVENTORY: readonly { readonly mint: Address; readonly whole: bigint }[] = [
  { mint: NATIVE_MINT, whole: 1_500n },
  { mint: WELL_KNOWN_MINTS.USDC, whole: 250_000n },
  { mint: WELL_KNOWN_MINTS.USDT, whole: 250_000n },
  { mint: WELL_KNOWN_MINTS.JUP, whole: 500_000n },
  { mint: WELL_KNOWN_MINTS.BONK, whole: 12_500_000_000n },
  { mint: WIF, whole: 250_000n },
  { mint: JTO, whole: 125_000n },
];

interface Holding {
  readonly mint: Address;
  readonly program: Address;
  readonly decimals: number;
  readonly genesis: bigint;
  account?: Address;
}

/** `amount × rate` rounded down, with about 15 significant digits of the rate (a maker's price, not pool math). */
function mulRate(amount: bigint, rate: number): bigint {
  if (!(rate > 0) || !Number.isFinite(rate)) return 0n;
  const digits = Math.max(0, 15 - Math.floor(Math.log10(rate)));
  return (amount * BigInt(Math.floor(rate * 10 ** digits))) / 10n ** BigInt(digits);
}

/** Router `rfq_mm`: the pools' mid less its spread, up to its ledger inventory (cached, cleared by writes). */
export class MarketMaker {
  readonly keypair: Keypair;
  readonly address: Address;
  private readonly holdings = new Map<Address, Holding>();
  private readonly cache = new Map<Address, AccountData | null>();
  private lastSlot: number;

  constructor(private readonly engine: Engine) {
    this.keypair = Keypair.fromSeed(hashBytes('market-maker', engine.world.seed));
    this.address = this.keypair.publicKey.toBase58();
    for (const { mint, whole } of MAKER_INVENTORY) {
      const token = engine.world.byMint.get(mint);
      if (!token) continue;
      const genesis = whole * 10n ** BigInt(token.decimals);
      this.holdings.set(mint, { mint, program: token.tokenProgram, decimals: token.decimals, genesis });
    }
    const ledger = engine.ledger;
    this.lastSlot = ledger.slot;
    ledger.on('account', (address) => this.cache.delete(address));
    ledger.on('slot', (slot) => {
      if (slot <= this.lastSlot) this.cache.clear();
      this.lastSlot = slot;
    });
  }

  get mints(): Address[] {
    return [...this.holdings.keys()];
  }

  holds(mint: Address): boolean {
    return this.holdings.has(mint);
  }

  private holding(mint: Address): Holding {
    const holding = this.holdings.get(mint);
    if (!holding) throw new Error(`the market maker holds no ${mint}`);
    return holding;
  }

  inventoryAccount(mint: Address): Address {
    const holding = this.holding(mint);
    holding.account ??= associatedTokenAddress(mint, this.address, holding.program);
    return holding.account;
  }

  private read(address: Address): AccountData | null {
    let account = this.cache.get(address);
    if (account === undefined) {
      account = this.engine.ledger.getAccount(address);
      this.cache.set(address, account);
    }
    return account;
  }

  inventory(mint: Address): bigint {
    const holding = this.holding(mint);
    const account = this.read(this.inventoryAccount(mint));
    return account ? readTokenAmount(account.data) : holding.genesis;
  }

  /** Write its wallet and inventory where missing (first fill, after a reset); the swap routes call it first. */
  ensureInventory() {
    const ledger = this.engine.ledger;
    if (!this.read(this.address)) {
      const wallet = { lamports: MAKER_FEE_LAMPORTS, owner: SYSTEM_PROGRAM, data: new Uint8Array(0) };
      ledger.setAccount(this.address, { ...wallet, executable: false, rentEpoch: RENT_EPOCH_EXEMPT });
    }
    for (const holding of this.holdings.values()) {
      const address = this.inventoryAccount(holding.mint);
      if (this.read(address)) continue;
      const native = holding.mint === NATIVE_MINT;
      const token2022 = holding.program === TOKEN_2022_PROGRAM;
      const rent = ledger.rentExemptMinimum(token2022 ? TOKEN_2022_ATA_SIZE : TOKEN_ACCOUNT_SIZE);
      const data = encodeTokenAccount({
        mint: holding.mint,
        owner: this.address,
        amount: holding.genesis,
        nativeReserve: native ? rent : null,
        immutableOwner: token2022,
      });
      // Wrapped SOL: the token amount is the lamports above the rent reserve.
      const lamports = rent + (native ? holding.genesis : 0n);
      ledger.setAccount(address, {
        lamports,
        owner: holding.program,
        data,
        executable: false,
        rentEpoch: RENT_EPOCH_EXEMPT,
      });
    }
  }

  /** Null when it does not trade the pair, has no price, or holds less output than the quote pays. */
  quote(inputMint: Address, outputMint: Address, amountIn: bigint, nowMs: number): RouteQuote | null {
    const input = this.holdings.get(inputMint);
    const output = this.holdings.get(outputMint);
    if (!input || !output || inputMint === outputMint || amountIn <= 0n) return null;
    const usdIn = this.engine.prices.usdNow(inputMint);
    const usdOut = this.engine.prices.usdNow(outputMint);
    if (!usdIn || !usdOut) return null;
    const midRate = (usdIn / usdOut) * 10 ** (output.decimals - input.decimals);
    const spread = rfqSpreadBps((Number(amountIn) / 10 ** input.decimals) * usdIn);
    const outAmount = mulRate(amountIn, midRate * (1 - spread / 10_000));
    if (outAmount <= 0n || outAmount > this.inventory(outputMint)) return null;
    return {
      router: 'rfq_mm',
      swapMode: 'ExactIn',
      inputMint,
      outputMint,
      inAmount: amountIn,
      outAmount,
      paths: [],
      rfq: { maker: this.address, quoteId: randomUUID(), expireAtMs: nowMs + RFQ_QUOTE_TTL_MS },
      defaultFeeBps: 0,
      priceImpact: Number(outAmount) / (Number(amountIn) * midRate) - 1,
    };
  }
}

const makers = new WeakMap<Engine, MarketMaker>();

/** One per engine: its keypair derivation and account cache are built once. */
export function marketMakerFor(engine: Engine): MarketMaker {
  let maker = makers.get(engine);
  if (!maker) {
    maker = new MarketMaker(engine);
    makers.set(engine, maker);
  }
  return maker;
}
