import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM } from '../../chain/programs';
import type { Pool } from '../../engine/pool-layout';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import type { Sandbox } from '../../sandbox';
import { TOKEN_2022_ATA_SIZE, TOKEN_ACCOUNT_SIZE } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { marketMakerFor } from '../routing/market-maker';
import { assembleSwap } from './assemble';
import { ataOf } from './builder';
import { LAMPORTS, TEST_NOW, fundedWallet, openHarness, tokenAmount } from '../../test-harness';
import { aggregatorQuote, ataAmount, land, pathThrough } from './test-fixture';

const SOL = 1_000_000_000n;
let sandbox: Sandbox;
let solUsdc: Pool[];
/** A long-tail Token-2022 token quoted in USDC, and a long-tail token quoted in SOL. */
let tail2022: Pool;
let tailSol: Pool;

beforeAll(() => {
  sandbox = openHarness({ seed: 'swap-tx-assemble', now: TEST_NOW }).sandbox;
  const { layout } = sandbox.engine;
  solUsdc = (layout.byBase.get(SOL_MINT) ?? []).filter((p) => p.quoteMint === USDC_MINT);
  const longTail = layout.pools.filter((p) => !p.wellKnown);
  tail2022 = longTail.find((p) => p.quoteMint === USDC_MINT && p.baseProgram === TOKEN_2022_PROGRAM)!;
  tailSol = longTail.find((p) => p.quoteMint === SOL_MINT && p.baseProgram !== TOKEN_2022_PROGRAM)!;
});

const vaultOf = (pool: Pool, mint: string) => {
  const v = sandbox.engine.liquidity.ensureOnChain(pool);
  return mint === pool.baseMint ? v.baseVault : v.quoteVault;
};
const vaultAmount = (pool: Pool, mint: string) => tokenAmount(sandbox, vaultOf(pool, mint));
const lamports = (address: string) => sandbox.ledger.getBalance(address);

describe('assembleSwap: single pool', () => {
  it('SOL → USDC wraps the input, pays the pool and closes the wSOL account again', () => {
    const taker = fundedWallet(sandbox, { sol: 10n * LAMPORTS });
    const t = taker.publicKey.toBase58();
    const pool = solUsdc[0]!;
    const quote = aggregatorQuote([pathThrough(sandbox.engine, [pool], SOL_MINT, 2n * SOL)]);
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t, computeUnitPriceMicroLamports: 10_000n });
    // The taker has no USDC account yet: it is created (and counted), the wSOL account is temporary.
    expect(a.createdAccounts).toEqual([ataOf(t, USDC_MINT, sandbox.world.byMint.get(USDC_MINT)!.tokenProgram)]);
    expect(a.rentLamports).toBe(sandbox.ledger.rentExemptMinimum(TOKEN_ACCOUNT_SIZE));
    expect(a.cleanup?.programId.toBase58()).toBe(sandbox.world.byMint.get(SOL_MINT)!.tokenProgram);
    const before = { sol: lamports(t), inV: vaultAmount(pool, SOL_MINT), outV: vaultAmount(pool, USDC_MINT) };

    const record = land(sandbox, a, [taker]);

    expect(record.meta.fee).toBe(a.signatureFeeLamports + a.priorityFeeLamports);
    expect(lamports(t)).toBe(before.sol - quote.inAmount - record.meta.fee - a.rentLamports);
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(quote.outAmount);
    expect(ataAmount(sandbox, t, SOL_MINT)).toBe(0n);
    expect(sandbox.ledger.getAccount(ataOf(t, SOL_MINT, a.swap.programId.toBase58()))).toBeNull();
    expect(vaultAmount(pool, SOL_MINT)).toBe(before.inV + quote.inAmount);
    expect(vaultAmount(pool, USDC_MINT)).toBe(before.outV - quote.outAmount);
  });

  it('USDC → SOL unwraps the output into the taker wallet', () => {
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [USDC_MINT]: 500_000_000n } });
    const t = taker.publicKey.toBase58();
    const pool = solUsdc[1]!;
    const quote = aggregatorQuote([pathThrough(sandbox.engine, [pool], USDC_MINT, 300_000_000n)]);
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    expect(a.rentLamports).toBe(0n);
    expect(a.output).toEqual({ owner: t, account: t, native: true });
    const sol = lamports(t);

    const record = land(sandbox, a, [taker]);

    expect(lamports(t)).toBe(sol + quote.outAmount - record.meta.fee);
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(200_000_000n);
    expect(a.totalOutputAmount).toBe(quote.outAmount);
  });

  it('USDC → a long-tail Token-2022 token creates its account under Token-2022 and counts the rent', () => {
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [USDC_MINT]: 100_000_000n } });
    const t = taker.publicKey.toBase58();
    const quote = aggregatorQuote([pathThrough(sandbox.engine, [tail2022], USDC_MINT, 25_000_000n)]);
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    const ata = ataOf(t, tail2022.baseMint, TOKEN_2022_PROGRAM);
    expect(a.createdAccounts).toEqual([ata]);
    expect(a.rentLamports).toBe(sandbox.ledger.rentExemptMinimum(TOKEN_2022_ATA_SIZE));
    const before = { sol: lamports(t), base: vaultAmount(tail2022, tail2022.baseMint) };

    const record = land(sandbox, a, [taker]);

    expect(sandbox.ledger.getAccount(ata)?.owner).toBe(TOKEN_2022_PROGRAM);
    expect(tokenAmount(sandbox, ata)).toBe(quote.outAmount);
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(75_000_000n);
    expect(lamports(t)).toBe(before.sol - record.meta.fee - a.rentLamports);
    expect(vaultAmount(tail2022, tail2022.baseMint)).toBe(before.base - quote.outAmount);
  });
});

describe('assembleSwap: multi-pool routes', () => {
  it('two hops: USDC → SOL → a SOL-quoted long-tail token, vault to vault in the middle', () => {
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [USDC_MINT]: 50_000_000n } });
    const t = taker.publicKey.toBase58();
    const first = solUsdc[2]!;
    const path = pathThrough(sandbox.engine, [first, tailSol], USDC_MINT, 50_000_000n);
    const quote = aggregatorQuote([path]);
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    const mid = path.hops[0]!.amountOut;
    const before = {
      firstSol: vaultAmount(first, SOL_MINT),
      tailSol: vaultAmount(tailSol, SOL_MINT),
      tailBase: vaultAmount(tailSol, tailSol.baseMint),
    };

    land(sandbox, a, [taker]);

    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(0n);
    expect(ataAmount(sandbox, t, tailSol.baseMint)).toBe(quote.outAmount);
    expect(vaultAmount(first, SOL_MINT)).toBe(before.firstSol - mid);
    expect(vaultAmount(tailSol, SOL_MINT)).toBe(before.tailSol + mid);
    expect(vaultAmount(tailSol, tailSol.baseMint)).toBe(before.tailBase - quote.outAmount);
    expect(a.pools).toEqual([first, tailSol]);
  });

  it('a split across two pools: one transfer in per path, each pool pays its share', () => {
    const taker = fundedWallet(sandbox, { sol: 5n * SOL, tokens: { [USDC_MINT]: 1n } });
    const t = taker.publicKey.toBase58();
    const [p1, p2] = [solUsdc[0]!, solUsdc[3]!];
    const paths = [
      pathThrough(sandbox.engine, [p1], SOL_MINT, 600_000_000n, 6_000),
      pathThrough(sandbox.engine, [p2], SOL_MINT, 400_000_000n, 4_000),
    ];
    const quote = aggregatorQuote(paths);
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    expect(a.sandboxSigners).toHaveLength(2);
    expect(a.rentLamports).toBe(0n);
    const before = { sol: lamports(t), u1: vaultAmount(p1, USDC_MINT), u2: vaultAmount(p2, USDC_MINT) };

    const record = land(sandbox, a, [taker]);

    expect(lamports(t)).toBe(before.sol - SOL - record.meta.fee);
    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(1n + quote.outAmount);
    expect(vaultAmount(p1, USDC_MINT)).toBe(before.u1 - paths[0]!.hops[0]!.amountOut);
    expect(vaultAmount(p2, USDC_MINT)).toBe(before.u2 - paths[1]!.hops[0]!.amountOut);
  });
});

describe('assembleSwap: rfq_mm', () => {
  it('the taker pays the maker’s inventory and the maker pays out of its own, signing as itself', () => {
    const maker = marketMakerFor(sandbox.engine);
    const taker = fundedWallet(sandbox, { sol: SOL / 10n, tokens: { [USDC_MINT]: 40_000_000n } });
    const t = taker.publicKey.toBase58();
    const quote = maker.quote(USDC_MINT, SOL_MINT, 40_000_000n, sandbox.engine.nowMs())!;
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: t });
    expect(a.sandboxSigners.map((k) => k.publicKey.toBase58())).toEqual([maker.address]);
    expect(a.pools).toEqual([]);
    const before = {
      sol: lamports(t),
      usdc: maker.inventory(USDC_MINT),
      wsol: maker.inventory(SOL_MINT),
    };

    const record = land(sandbox, a, [taker]);

    expect(ataAmount(sandbox, t, USDC_MINT)).toBe(0n);
    expect(lamports(t)).toBe(before.sol + quote.outAmount - record.meta.fee);
    expect(tokenAmount(sandbox, maker.inventoryAccount(USDC_MINT))).toBe(before.usdc + 40_000_000n);
    expect(tokenAmount(sandbox, maker.inventoryAccount(SOL_MINT))).toBe(before.wsol - quote.outAmount);
  });

  it('the maker can be the fee payer (a gasless fill)', () => {
    const maker = marketMakerFor(sandbox.engine);
    const taker = fundedWallet(sandbox, { sol: 0n, tokens: { [USDC_MINT]: 10_000_000n } });
    const t = taker.publicKey.toBase58();
    const quote = maker.quote(USDC_MINT, WELL_KNOWN_MINTS.JUP, 10_000_000n, sandbox.engine.nowMs())!;
    const a = assembleSwap(sandbox, { quote, taker: t, feePayer: maker.address });
    expect(a.signers[0]).toBe(maker.address);
    const makerSol = lamports(maker.address);

    const record = land(sandbox, a, [taker]);

    expect(ataAmount(sandbox, t, WELL_KNOWN_MINTS.JUP)).toBe(quote.outAmount);
    expect(lamports(maker.address)).toBe(makerSol - record.meta.fee - a.rentLamports);
    expect(lamports(t)).toBe(0n);
  });
});
