import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SOL_MINT, USDC_MINT } from '../../engine/pool-layout';
import { seedLedger } from '../../world/seed-ledger';
import { splAccount } from '../../world/spl-decode';
import { withAmount } from '../../world/token-layout';
import { WELL_KNOWN_MINTS } from '../../world/well-known';
import { findRoutes } from './find-routes';
import {
  MAKER_FEE_LAMPORTS,
  MAKER_INVENTORY,
  marketMakerFor,
  RFQ_QUOTE_TTL_MS,
  RFQ_SPREAD_BPS,
  rfqSpreadBps,
} from './market-maker';
import { longTail, NOW, request, setup, units } from './routing-fixture';

const { JUP, BONK, USDT } = WELL_KNOWN_MINTS;
const usdcInventory = units(USDC_MINT, 250_000);

describe('the market maker', () => {
  it('holds a keypair derived from the world seed, one per engine', () => {
    const a = setup().engine;
    const b = setup().engine;
    expect(marketMakerFor(a)).toBe(marketMakerFor(a));
    expect(marketMakerFor(a)).not.toBe(marketMakerFor(b));
    expect(marketMakerFor(a).address).toBe(marketMakerFor(b).address);
    expect(marketMakerFor(a).keypair.publicKey.toBase58()).toBe(marketMakerFor(a).address);
  });

  it('keeps its inventory in its associated token accounts, written once by ensureInventory', () => {
    const { engine, ledger } = setup();
    const maker = marketMakerFor(engine);
    expect(maker.mints).toEqual(MAKER_INVENTORY.map((h) => h.mint));
    expect(ledger.getAccount(maker.address)).toBeNull();
    // Before the first write the maker quotes from the inventory it will hold.
    expect(maker.inventory(USDC_MINT)).toBe(usdcInventory);
    maker.ensureInventory();
    expect(ledger.getBalance(maker.address)).toBe(MAKER_FEE_LAMPORTS);
    for (const mint of maker.mints) {
      const ata = maker.inventoryAccount(mint);
      const owner = new PublicKey(maker.address);
      expect(ata).toBe(getAssociatedTokenAddressSync(new PublicKey(mint), owner).toBase58());
      const account = ledger.getAccount(ata);
      if (!account) throw new Error(`no inventory account for ${mint}`);
      const spl = splAccount(ata, account);
      expect(spl.owner.toBase58()).toBe(maker.address);
      expect(spl.mint.toBase58()).toBe(mint);
      expect(spl.amount).toBe(maker.inventory(mint));
      expect(spl.isNative).toBe(mint === SOL_MINT);
    }
    expect(maker.inventory(USDC_MINT)).toBe(usdcInventory);
    expect(maker.inventory(SOL_MINT)).toBe(units(SOL_MINT, 1500));
    const writes: string[] = [];
    ledger.on('account', (address) => writes.push(address));
    maker.ensureInventory();
    expect(writes).toEqual([]);
    expect(() => maker.inventoryAccount(longTail(engine, () => true).mint)).toThrow(/holds no/);
  });

  it('quotes at the mid less its spread, firm for 30 s, with a fresh quote id each time', () => {
    const { engine } = setup();
    const maker = marketMakerFor(engine);
    const amount = units(JUP, 1000);
    const quote = maker.quote(JUP, BONK, amount, NOW);
    const again = maker.quote(JUP, BONK, amount, NOW + 5);
    if (!quote || !again) throw new Error('no rfq quote');
    const jup = engine.prices.usdNow(JUP) ?? 0;
    const bonk = engine.prices.usdNow(BONK) ?? 1;
    const atMid = ((Number(amount) * jup) / bonk) * 10 ** (5 - 6);
    const spread = rfqSpreadBps(1000 * jup);
    expect(spread).toBeGreaterThan(RFQ_SPREAD_BPS);
    expect(Number(quote.outAmount) / atMid - 1).toBeCloseTo(-spread / 10_000, 9);
    expect(quote.priceImpact).toBeCloseTo(-spread / 10_000, 9);
    expect(quote).toMatchObject({ router: 'rfq_mm', inAmount: amount, paths: [], defaultFeeBps: 0 });
    expect(quote.rfq).toMatchObject({ maker: maker.address, expireAtMs: NOW + RFQ_QUOTE_TTL_MS });
    expect(again.rfq?.expireAtMs).toBe(NOW + 5 + RFQ_QUOTE_TTL_MS);
    expect(again.rfq?.quoteId).not.toBe(quote.rfq?.quoteId);
    expect(again.outAmount).toBe(quote.outAmount);
  });

  it('widens its spread with the trade’s size, 2 bps per 10,000 USD up to 100 bps', () => {
    expect(rfqSpreadBps(0)).toBe(RFQ_SPREAD_BPS);
    expect(rfqSpreadBps(100_000)).toBe(RFQ_SPREAD_BPS + 20);
    expect(rfqSpreadBps(10_000_000)).toBe(100);
    const { engine } = setup();
    const maker = marketMakerFor(engine);
    const rate = (jup: number) => {
      const quote = maker.quote(JUP, BONK, units(JUP, jup), NOW);
      if (!quote) throw new Error('no rfq quote');
      return Number(quote.outAmount) / jup;
    };
    const jup = engine.prices.usdNow(JUP) ?? 0;
    const kept = (whole: number) => 1 - rfqSpreadBps(whole * jup) / 10_000;
    expect(kept(100_000)).toBeLessThan(kept(100) - 0.0009);
    expect(rate(100_000) / rate(100)).toBeCloseTo(kept(100_000) / kept(100), 6);
  });

  it('quotes only pairs among its tokens, ExactIn only', () => {
    const { engine } = setup();
    const maker = marketMakerFor(engine);
    const { mint } = longTail(engine, () => true);
    expect(maker.quote(SOL_MINT, mint, 10n ** 9n, NOW)).toBeNull();
    expect(maker.quote(USDC_MINT, USDC_MINT, 10n ** 6n, NOW)).toBeNull();
    expect(maker.quote(USDC_MINT, USDT, 0n, NOW)).toBeNull();
    const exactOut = request(USDC_MINT, USDT, 10n ** 6n, { swapMode: 'ExactOut', routers: ['rfq_mm'] });
    expect(findRoutes(engine, exactOut, NOW).quotes).toEqual([]);
  });

  it('never quotes more than its inventory of the output token', () => {
    const { engine } = setup();
    // 1,600 SOL is worth about 240 k USDC, 1,700 SOL about 255 k: more than the maker holds.
    const fits = findRoutes(engine, request(SOL_MINT, USDC_MINT, units(SOL_MINT, 1600)), NOW);
    const rfq = fits.quotes.find((q) => q.router === 'rfq_mm');
    expect(rfq?.outAmount).toBeLessThanOrEqual(usdcInventory);
    const tooBig = findRoutes(engine, request(SOL_MINT, USDC_MINT, units(SOL_MINT, 1700)), NOW);
    expect(tooBig.quotes.map((q) => q.router)).not.toContain('rfq_mm');
    // The input side has no limit: the maker takes any amount of what it buys.
    expect(marketMakerFor(engine).quote(USDC_MINT, USDT, units(USDC_MINT, 240_000), NOW)).not.toBeNull();
  });

  it('reads its inventory from the ledger: a fill that lands shrinks what it can quote', () => {
    const { engine, ledger } = setup();
    const maker = marketMakerFor(engine);
    maker.ensureInventory();
    const amount = units(SOL_MINT, 100);
    expect(maker.quote(SOL_MINT, USDC_MINT, amount, NOW)).not.toBeNull();
    const ata = maker.inventoryAccount(USDC_MINT);
    const account = ledger.getAccount(ata);
    if (!account) throw new Error('no USDC inventory');
    ledger.setAccount(ata, { ...account, data: withAmount(account.data, units(USDC_MINT, 1000)) });
    expect(maker.inventory(USDC_MINT)).toBe(units(USDC_MINT, 1000));
    expect(maker.quote(SOL_MINT, USDC_MINT, amount, NOW)).toBeNull();
    expect(maker.quote(SOL_MINT, USDC_MINT, units(SOL_MINT, 5), NOW)).not.toBeNull();
  });

  it('starts from its genesis inventory again after a ledger reset', () => {
    const { engine, ledger } = setup();
    const maker = marketMakerFor(engine);
    maker.ensureInventory();
    const ata = maker.inventoryAccount(USDC_MINT);
    const account = ledger.getAccount(ata);
    if (!account) throw new Error('no USDC inventory');
    ledger.setAccount(ata, { ...account, data: withAmount(account.data, 1n) });
    expect(maker.inventory(USDC_MINT)).toBe(1n);
    ledger.reset();
    seedLedger(ledger, engine.world);
    engine.reset();
    expect(maker.inventory(USDC_MINT)).toBe(usdcInventory);
    maker.ensureInventory();
    expect(ledger.getAccount(ata)).not.toBeNull();
  });
});
