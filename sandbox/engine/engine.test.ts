import { createTransferCheckedInstruction, createTransferInstruction, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { hashBytes } from '../world/address';
import { associatedTokenAddress, fundWallet } from '../world/fund';
import { seedLedger } from '../world/seed-ledger';
import { splAccount } from '../world/spl-decode';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../world/token';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { buildWorld } from '../world/world';
import { quoteExactIn } from './cp-math';
import { Engine, IDLE_MS } from './engine';
import type { Pool } from './pool-layout';
import { SOL_MINT, USDC_MINT } from './pool-layout';

const world = buildWorld('engine-test', { generatedCount: 300 });
const JUP = WELL_KNOWN_MINTS.JUP;
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const GENESIS = Date.UTC(2026, 10, 20, 12);
const MINUTE = 60_000;

function setup(seedWorld = world) {
  const clock = { ms: GENESIS };
  const ledger = Ledger.create();
  seedLedger(ledger, seedWorld);
  const engine = Engine.create(seedWorld, ledger, { now: () => clock.ms });
  return { clock, ledger, engine };
}

const solOnlyToken = (engine: Engine) =>
  world.tokens.find((t) => {
    const pools = engine.layout.byBase.get(t.id) ?? [];
    return t.origin === 'generated' && pools.length === 1 && pools[0]!.quoteMint === SOL_MINT;
  })!;

function send(ledger: Ledger, signers: Keypair[], ixs: TransactionInstruction[]) {
  const message = new TransactionMessage({
    payerKey: signers[0]!.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: ixs,
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign(signers);
  return ledger.sendTransaction(tx.serialize());
}

describe('prices from pools', () => {
  const { engine } = setup();

  it('prices USDC at 1, SOL from its USDC pools and the rest at their reference prices', () => {
    expect(engine.prices.usdNow(USDC_MINT)).toBe(1);
    expect(engine.prices.usdNow(SOL_MINT)).toBeCloseTo(150, 6);
    expect(engine.prices.usdNow(JUP)).toBeCloseTo(0.5, 6);
    for (const token of world.tokens.slice(0, 60)) {
      if (token.id === USDC_MINT) continue;
      const usd = engine.prices.usdNow(token.id)!;
      expect(Math.abs(usd / token.referencePriceUsd - 1), token.symbol).toBeLessThan(0.01);
    }
  });

  it('prices a token quoted only against SOL through SOL’s price', () => {
    const token = solOnlyToken(engine);
    const pool = engine.layout.byBase.get(token.id)![0]!;
    const [mid] = engine.prices.poolState(pool)!;
    expect(engine.prices.usdNow(token.id)).toBeCloseTo(mid * engine.prices.usdNow(SOL_MINT)!, 12);
  });

  it('writes no vault at genesis; a pool goes on chain, with its genesis reserves, when first touched', () => {
    expect(engine.liquidity.onChainIndices()).toEqual([]);
    const token = solOnlyToken(engine);
    const pool = engine.layout.byBase.get(token.id)![0]!;
    const { baseVault, quoteVault } = engine.layout.addresses(pool);
    expect(engine.liquidity.isOnChain(pool)).toBe(false);
    const ledger = (engine as unknown as { ledger: Ledger }).ledger;
    expect(ledger.getAccount(baseVault)).toBeNull();
    const before = engine.prices.usdNow(token.id);
    engine.liquidity.ensureOnChain(pool);
    const vault = splAccount(baseVault, ledger.getAccount(baseVault)!);
    expect(vault.amount).toBe(pool.genesisBase);
    expect(vault.owner.toBase58()).toBe(engine.liquidity.authority(pool).publicKey.toBase58());
    const wsol = splAccount(quoteVault, ledger.getAccount(quoteVault)!);
    expect(wsol.isNative).toBe(true);
    expect(wsol.amount).toBe(pool.genesisQuote);
    expect(engine.prices.usdNow(token.id)).toBe(before);
  });
});

describe('pools on the real ledger', () => {
  const { ledger, engine } = setup();
  const user = Keypair.fromSeed(hashBytes('engine-test', 'user'));
  const u = user.publicKey.toBase58();
  fundWallet(ledger, world, u, {
    sol: 2_000_000_000n,
    tokens: { [USDC_MINT]: 1_000_000_000n, [NATIVE_MINT]: 1_000_000n, [PYUSD]: 50_000_000n },
  });
  const solPool = engine.layout.byBase.get(SOL_MINT)!.find((p) => p.dex === 'Orca Whirlpool')!;

  it('swaps through the vaults with a real transaction signed by the pool authority, and the price follows', () => {
    // The swap routes put a pool on chain before building a transaction against it.
    const { baseVault, quoteVault } = engine.liquidity.ensureOnChain(solPool);
    const before = engine.liquidity.reserves(solPool);
    const solBefore = engine.prices.usdNow(SOL_MINT)!;
    const amountIn = 100_000_000n; // 100 USDC
    const quote = quoteExactIn(before.quote, before.base, amountIn, solPool.feeBps);
    const authority = engine.liquidity.authority(solPool);
    const userUsdc = associatedTokenAddress(USDC_MINT, u, TOKEN_PROGRAM);
    const userWsol = associatedTokenAddress(NATIVE_MINT, u, TOKEN_PROGRAM);
    const result = send(
      ledger,
      [user, authority],
      [
        createTransferInstruction(new PublicKey(userUsdc), new PublicKey(quoteVault), user.publicKey, amountIn),
        createTransferInstruction(
          new PublicKey(baseVault),
          new PublicKey(userWsol),
          authority.publicKey,
          quote.amountOut,
        ),
      ],
    );
    expect(result).toMatchObject({ ok: true });
    expect(engine.liquidity.reserves(solPool)).toEqual({ base: quote.reserveOutAfter, quote: quote.reserveInAfter });
    expect(splAccount(userWsol, ledger.getAccount(userWsol)!).amount).toBe(1_000_000n + quote.amountOut);
    // Wrapped SOL moved as lamports too: the vault's lamports stay rent + amount.
    const vault = ledger.getAccount(baseVault)!;
    expect(vault.lamports - splAccount(baseVault, vault).amount).toBe(ledger.rentExemptMinimum(165));
    expect(engine.prices.usdNow(SOL_MINT)!).toBeGreaterThan(solBefore);
  });

  it('keeps Token-2022 vaults the Token-2022 program accepts', () => {
    const pool = engine.layout.byBase.get(PYUSD)![0]!;
    const { baseVault } = engine.liquidity.ensureOnChain(pool);
    const before = engine.liquidity.reserves(pool).base;
    const result = send(
      ledger,
      [user],
      [
        createTransferCheckedInstruction(
          new PublicKey(associatedTokenAddress(PYUSD, u, TOKEN_2022_PROGRAM)),
          new PublicKey(PYUSD),
          new PublicKey(baseVault),
          user.publicKey,
          1_000_000n,
          6,
          [],
          TOKEN_2022_PROGRAM_ID,
        ),
      ],
    );
    expect(result).toMatchObject({ ok: true });
    expect(engine.liquidity.reserves(pool).base).toBe(before + 1_000_000n);
  });
});

describe('set price', () => {
  it('moves every pool of the token to the price along its curve', () => {
    const { engine } = setup();
    const pools = engine.layout.byBase.get(JUP)!;
    const k = pools.map((p) => {
      const r = engine.liquidity.reserves(p);
      return Number(r.base) * Number(r.quote);
    });
    const result = engine.setPrice(JUP, 0.8);
    expect(result).toMatchObject({ ok: true, mint: JUP });
    expect(engine.prices.usdNow(JUP)).toBeCloseTo(0.8, 6);
    pools.forEach((pool, i) => {
      const r = engine.liquidity.reserves(pool);
      expect((Number(r.base) * Number(r.quote)) / k[i]!).toBeCloseTo(1, 6);
      const quoteUsd = engine.prices.usdNow(pool.quoteMint)!;
      expect(engine.prices.poolState(pool)![0] * quoteUsd).toBeCloseTo(0.8, 6);
    });
  });

  it('setting SOL moves the tokens quoted only against SOL with it', () => {
    const { engine } = setup();
    const token = solOnlyToken(engine);
    const before = engine.prices.usdNow(token.id)!;
    expect(engine.setPrice(SOL_MINT, 200)).toMatchObject({ ok: true });
    expect(engine.prices.usdNow(SOL_MINT)).toBeCloseTo(200, 6);
    expect(engine.prices.usdNow(token.id)! / before).toBeCloseTo(200 / 150, 6);
  });

  it('refuses USDC, unknown mints and prices the pools cannot express', () => {
    const { engine } = setup();
    expect(engine.setPrice(USDC_MINT, 1.1)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^mint:/) as string,
    });
    const stranger = Keypair.generate().publicKey.toBase58();
    expect(engine.setPrice(stranger, 1)).toMatchObject({ ok: false, error: expect.stringMatching(/^mint:/) as string });
    expect(engine.setPrice(JUP, 1e-30)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^usdPrice:/) as string,
    });
    expect(engine.prices.usdNow(JUP)).toBeCloseTo(0.5, 6);
  });
});

describe('the market', () => {
  it('trades against the vaults, and the stats count exactly those trades', () => {
    const { engine, clock } = setup();
    clock.ms = GENESIS + 10 * MINUTE;
    const before = engine.layout.pools.filter((p) => p.wellKnown).map((p) => engine.liquidity.reserves(p));
    const trades = Array.from({ length: 60 }, () => engine.step()).flat();
    expect(trades.length).toBeGreaterThan(20);
    const after = engine.layout.pools.filter((p) => p.wellKnown).map((p) => engine.liquidity.reserves(p));
    expect(after).not.toEqual(before);
    const sol = world.byMint.get(SOL_MINT)!;
    const touches = (p: Pool) => p.baseMint === SOL_MINT || p.quoteMint === SOL_MINT;
    const solTrades = trades.filter((t) => touches(t.pool));
    const stats = engine.swapStats(sol, '5m');
    expect(stats.numBuys + stats.numSells).toBe(solTrades.length);
    const volume = solTrades.reduce((sum, t) => sum + t.usd, 0);
    expect(stats.buyVolume + stats.sellVolume).toBeCloseTo(volume, 1);
    expect(stats.numTraders).toBeGreaterThan(0);
    // Every pool a trade touched is on chain now, and only those.
    const touched = new Set(trades.map((t) => t.pool.index));
    expect(engine.liquidity.onChainIndices()).toEqual([...touched].sort((a, b) => a - b));
  });

  it('stops moving prices while paused', async () => {
    const { engine } = setup();
    engine.setPaused(true);
    // Each 5 ms tick trades a minute's worth, so an unpaused market surely moves within the wait.
    engine.start(5, 12_000);
    const version = engine.liquidity.version;
    await new Promise((r) => setTimeout(r, 60));
    expect(engine.liquidity.version).toBe(version);
    engine.setPaused(false);
    await new Promise((r) => setTimeout(r, 60));
    engine.stop();
    expect(engine.liquidity.version).toBeGreaterThan(version);
  });

  it('sleeps after ten minutes without an API request, and wakes on the next one', async () => {
    const { engine, clock } = setup();
    expect(engine.sleeping).toBe(false);
    clock.ms += IDLE_MS + 1;
    expect(engine.sleeping).toBe(true);
    engine.start(5, 12_000);
    const version = engine.liquidity.version;
    await new Promise((r) => setTimeout(r, 60));
    expect(engine.liquidity.version).toBe(version);
    engine.noteActivity();
    expect(engine.sleeping).toBe(false);
    await new Promise((r) => setTimeout(r, 60));
    engine.stop();
    expect(engine.liquidity.version).toBeGreaterThan(version);
  });

  it('is a function of the seed: same seed, same trades and reserves; another seed, another market', () => {
    const a = setup();
    const b = setup();
    const run = (engine: Engine) =>
      Array.from({ length: 15 }, () => engine.step())
        .flat()
        .map((t) => [t.pool.index, t.side, t.usd.toFixed(6)]);
    expect(run(a.engine)).toEqual(run(b.engine));
    const reserves = (engine: Engine) => engine.layout.pools.map((p) => engine.liquidity.reserves(p));
    expect(reserves(a.engine)).toEqual(reserves(b.engine));
    const other = setup(buildWorld('engine-test-2', { generatedCount: 300 }));
    expect(run(other.engine)).not.toEqual(run(setup().engine));
  });
});

describe('history', () => {
  it('gives a seeded priceChange24h from the first second, anchored at the genesis price', () => {
    const { engine } = setup();
    const changes = world.tokens.slice(0, 40).map((t) => engine.priceChange24h(t.id));
    expect(changes.filter((c) => c !== null && c !== 0).length).toBeGreaterThan(30);
    const then = engine.prices.usdAt(SOL_MINT, GENESIS - 1440 * MINUTE)!;
    expect(engine.priceChange24h(SOL_MINT)).toBeCloseTo((150 / then - 1) * 100, 3);
    // The synthetic past meets the live price at genesis.
    expect(engine.prices.usdAt(JUP, GENESIS - 1)! / 0.5).toBeCloseTo(1, 2);
  });

  it('turns a price move into window changes that age out', () => {
    const { engine, clock } = setup();
    const jup = world.byMint.get(JUP)!;
    clock.ms = GENESIS + 2 * 60 * MINUTE;
    engine.setPrice(JUP, 0.55);
    expect(engine.swapStats(jup, '5m').priceChange).toBeCloseTo(10, 3);
    expect(engine.swapStats(jup, '1h').priceChange).toBeCloseTo(10, 3);
    clock.ms += 6 * MINUTE;
    expect(engine.swapStats(jup, '5m').priceChange).toBe(0);
    expect(engine.swapStats(jup, '1h').priceChange).toBeCloseTo(10, 3);
    clock.ms += 60 * MINUTE;
    expect(engine.swapStats(jup, '1h').priceChange).toBe(0);
    const dayAgo = engine.prices.usdAt(JUP, clock.ms - 1440 * MINUTE)!;
    expect(engine.priceChange24h(JUP)).toBeCloseTo((0.55 / dayAgo - 1) * 100, 3);
    expect(engine.swapStats(jup, '24h').priceChange).toBeCloseTo((0.55 / dayAgo - 1) * 100, 3);
  });

  it('has synthetic activity before genesis and a volume change against the window before', () => {
    const { engine } = setup();
    const sol = world.byMint.get(SOL_MINT)!;
    const day = engine.swapStats(sol, '24h');
    expect(day.numBuys + day.numSells).toBeGreaterThan(1000);
    expect(day.buyVolume).toBeGreaterThan(0);
    expect(day.volumeChange).not.toBeNull();
    expect(day.numOrganicBuyers).toBeLessThanOrEqual(day.numTraders);
  });
});
