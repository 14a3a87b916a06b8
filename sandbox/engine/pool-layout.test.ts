import { describe, expect, it } from 'vitest';
import { buildWorld } from '../world/world';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { buildPoolLayout, DEX_LABELS, SOL_MINT, USDC_MINT } from './pool-layout';
import { poolState } from './price-book';

const world = buildWorld('layout-test');
const layout = buildPoolLayout(world);

describe('pool layout', () => {
  it('prices every token but USDC through pools quoted in USDC or SOL', () => {
    for (const token of world.tokens) {
      const pools = layout.byBase.get(token.id) ?? [];
      if (token.id === USDC_MINT) expect(pools).toHaveLength(0);
      else expect(pools.length, token.symbol).toBeGreaterThan(0);
      for (const pool of pools) expect([USDC_MINT, SOL_MINT]).toContain(pool.quoteMint);
    }
  });

  it('gives well-known tokens several venues and the long tail one pool each', () => {
    const sol = layout.byBase.get(SOL_MINT) ?? [];
    expect(sol.map((p) => p.dex).sort()).toEqual(['Meteora DLMM', 'Orca Whirlpool', 'Phoenix', 'Raydium CLMM']);
    expect(sol.every((p) => p.quoteMint === USDC_MINT)).toBe(true);
    const jup = layout.byBase.get(WELL_KNOWN_MINTS.JUP) ?? [];
    expect(jup.length).toBeGreaterThanOrEqual(2);
    expect(new Set(jup.map((p) => p.quoteMint))).toEqual(new Set([USDC_MINT, SOL_MINT]));
    // JupUSD, a prediction deposit mint, swaps like the other stables: mostly against USDC.
    const jupusd = layout.byBase.get(WELL_KNOWN_MINTS.JUPUSD) ?? [];
    expect(jupusd.filter((p) => p.quoteMint === USDC_MINT)).toHaveLength(2);
    for (const token of world.tokens.filter((t) => t.origin === 'generated')) {
      expect(layout.byBase.get(token.id)).toHaveLength(1);
    }
    const labels = new Set(layout.pools.map((p) => p.dex));
    // Every label but Studio's curves, which only launches create.
    expect([...labels].sort()).toEqual(DEX_LABELS.filter((l) => l !== 'Meteora DBC').sort());
    expect(layout.pools.filter((p) => p.wellKnown).length).toBeLessThan(200);
  });

  it('seeds each pool at the token’s reference price', () => {
    const solUsd = world.byMint.get(SOL_MINT)!.referencePriceUsd;
    for (const pool of layout.pools) {
      const token = world.byMint.get(pool.baseMint)!;
      const [mid] = poolState(pool, { base: pool.genesisBase, quote: pool.genesisQuote })!;
      const usd = pool.quoteMint === USDC_MINT ? mid : mid * solUsd;
      // Rounding to whole raw units is the only error (tiny-supply, low-decimal tokens have the coarsest units).
      expect(Math.abs(usd / token.referencePriceUsd - 1), token.symbol).toBeLessThan(0.01);
      expect(pool.feeBps).toBeGreaterThan(0);
      expect(pool.feeBps).toBeLessThanOrEqual(100);
    }
  });

  it('is a function of the seed, with distinct addresses', () => {
    const again = buildPoolLayout(buildWorld('layout-test'));
    expect(again.fingerprint).toBe(layout.fingerprint);
    expect(again.pools.map((p) => [p.dex, p.feeBps, p.genesisBase])).toEqual(
      layout.pools.map((p) => [p.dex, p.feeBps, p.genesisBase]),
    );
    expect(buildPoolLayout(buildWorld('another-seed')).fingerprint).not.toBe(layout.fingerprint);
    const addresses = layout.pools.slice(0, 300).flatMap((p) => {
      const a = layout.addresses(p);
      return [a.id, a.baseVault, a.quoteVault];
    });
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(layout.addresses(layout.pools[0]!)).toEqual(layout.addresses(layout.pools[0]!));
    expect(layout.vaults(layout.pools[0]!)).toBe(layout.vaults(layout.pools[0]!));
  });
});
