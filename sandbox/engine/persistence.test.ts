import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Sandbox } from '../sandbox';
import { StateFileError } from '../state/state-file';
import { WELL_KNOWN_MINTS } from '../world/well-known';
import { SOL_MINT } from './pool-layout';

const dir = mkdtempSync(join(tmpdir(), 'engine-persistence-'));
const statePath = join(dir, 'sandbox-state.bin');
const clock = { ms: Date.UTC(2026, 10, 21, 9) };
const open = (seed = 'persistence-test') => Sandbox.open({ seed, statePath, now: () => clock.ms });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Everything a client can observe of the market, for a few tokens. */
function observe(sandbox: Sandbox, mints: string[]) {
  return mints.map((mint) => {
    const token = sandbox.world.byMint.get(mint)!;
    return {
      mint,
      usd: sandbox.engine.prices.usdNow(mint),
      change24h: sandbox.engine.priceChange24h(mint),
      stats: ['5m', '1h', '24h'].map((i) => sandbox.engine.swapStats(token, i as '5m' | '1h' | '24h')),
      pools: (sandbox.engine.layout.byBase.get(mint) ?? []).map((p) => sandbox.engine.liquidity.reserves(p)),
    };
  });
}

describe('restart', () => {
  it('keeps pools on chain, prices, history, anchors and the pause setting across save and open', () => {
    const first = open();
    expect(first.restored).toBe(false);
    clock.ms += 30 * 60_000;
    const trades = Array.from({ length: 40 }, () => {
      clock.ms += 5_000;
      return first.engine.step();
    }).flat();
    const longTail = trades.find((t) => !t.pool.wellKnown)!.pool;
    first.engine.setPrice(WELL_KNOWN_MINTS.JUP, 0.6);
    first.engine.setPaused(true);
    const mints = [SOL_MINT, WELL_KNOWN_MINTS.JUP, WELL_KNOWN_MINTS.BONK, longTail.baseMint];
    const seen = observe(first, mints);
    const onChain = first.engine.liquidity.onChainIndices();
    const tick = first.engine.market.tick;
    first.time.advance(3_600_000);
    expect(first.save()).toBe(true);

    const second = open();
    expect(second.restored).toBe(true);
    expect(second.time.offsetMs).toBe(3_600_000);
    expect(observe(second, mints)).toEqual(seen);
    expect(second.engine.liquidity.onChainIndices()).toEqual(onChain);
    expect(second.engine.liquidity.isOnChain(longTail)).toBe(true);
    expect(second.engine.paused).toBe(true);
    expect(second.engine.market.tick).toBe(tick);
    expect(second.engine.market.anchors.get(WELL_KNOWN_MINTS.JUP)).toBe(0.6);
    // The market carries on from where it stopped, deterministically: the same next tick as the first sandbox's.
    expect(second.engine.step().map((t) => [t.pool.index, t.side])).toEqual(
      first.engine.step().map((t) => [t.pool.index, t.side]),
    );
  });

  it('refuses market state written for another pool layout: another version at start, another layout on first use', () => {
    const sandbox = open();
    const save = sandbox.engine.toJSON.bind(sandbox.engine);
    sandbox.engine.toJSON = () => ({ ...save(), layout: 'v1-123-abc' });
    sandbox.save(true);
    expect(() => open()).toThrow(StateFileError);
    sandbox.engine.toJSON = () => ({ ...save(), layout: `${save().layout}0` });
    sandbox.save(true);
    const reopened = open();
    expect(() => reopened.engine).toThrow(/another version of the sandbox/);
    sandbox.engine.toJSON = save;
    sandbox.save(true);
    expect(open().engine.layout.fingerprint).toBe(sandbox.engine.layout.fingerprint);
  });
});

describe('reset', () => {
  it('puts the pools back at genesis and forgets the history, keeping the pause setting', () => {
    const sandbox = Sandbox.open({ seed: 'persistence-test', statePath: null, now: () => clock.ms });
    const sol = sandbox.world.byMint.get(SOL_MINT)!;
    sandbox.engine.setPrice(SOL_MINT, 180);
    for (let i = 0; i < 10; i++) sandbox.engine.step();
    sandbox.engine.setPaused(true);
    expect(sandbox.engine.swapStats(sol, '5m').numBuys).toBeGreaterThan(0);
    sandbox.reset();
    expect(sandbox.engine.prices.usdNow(SOL_MINT)).toBeCloseTo(150, 6);
    // Right after the reset the 5 minutes before are the synthetic past; once they are live, nothing traded.
    expect(sandbox.engine.swapStats(sol, '5m').numBuys).toBeGreaterThan(0);
    clock.ms += 6 * 60_000;
    expect(sandbox.engine.swapStats(sol, '5m')).toMatchObject({ numBuys: 0, numSells: 0, priceChange: 0 });
    expect(sandbox.engine.liquidity.onChainIndices()).toEqual([]);
    expect(sandbox.engine.paused).toBe(true);
  });
});
