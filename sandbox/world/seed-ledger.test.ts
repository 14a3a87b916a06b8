import { describe, expect, it } from 'vitest';
import { FakeLedger, rentExempt } from './fake-ledger';
import { seedLedger } from './seed-ledger';
import { splMint } from './spl-decode';
import { NATIVE_MINT, TOKEN_2022_PROGRAM } from './token';
import { MINT_SIZE } from './token-layout';
import { buildWorld } from './world';

const world = buildWorld('seed-ledger-test', { generatedCount: 400 });

describe('seedLedger', () => {
  it('writes every mint, rent-exempt, under its token program, matching its record', () => {
    const ledger = new FakeLedger();
    const result = seedLedger(ledger, world);
    expect(result).toEqual({ written: world.tokens.length, kept: [] });
    for (const token of world.tokens) {
      const account = ledger.getAccount(token.id);
      expect(account, token.symbol).not.toBeNull();
      expect(account!.owner).toBe(token.tokenProgram);
      expect(account!.lamports).toBe(rentExempt(MINT_SIZE));
      expect(account!.data).toHaveLength(MINT_SIZE);
      const mint = splMint(token.id, account!);
      expect(mint.isInitialized).toBe(true);
      expect(mint.decimals).toBe(token.decimals);
      expect(mint.supply).toBe(token.totalSupply);
      expect(mint.mintAuthority?.toBase58() ?? null).toBe(token.mintAuthority);
      expect(mint.freezeAuthority?.toBase58() ?? null).toBe(token.freezeAuthority);
    }
  });

  it('writes Token-2022 mints with the same base layout (no extensions)', () => {
    const ledger = new FakeLedger();
    seedLedger(ledger, world);
    const t22 = world.tokens.filter((t) => t.tokenProgram === TOKEN_2022_PROGRAM);
    expect(t22.length).toBeGreaterThan(5);
    for (const t of t22) expect(splMint(t.id, ledger.getAccount(t.id)!).tlvData).toHaveLength(0);
  });

  it('does not clobber a native mint the runtime already has', () => {
    const ledger = new FakeLedger();
    const native = {
      lamports: 1n,
      owner: world.byMint.get(NATIVE_MINT)!.tokenProgram,
      data: new Uint8Array(82),
      executable: false,
      rentEpoch: 0n,
    };
    ledger.setAccount(NATIVE_MINT, native);
    const result = seedLedger(ledger, world);
    expect(result.kept).toEqual([NATIVE_MINT]);
    expect(result.written).toBe(world.tokens.length - 1);
    expect(ledger.getAccount(NATIVE_MINT)).toEqual(native);
    expect(ledger.writes.filter((a) => a === NATIVE_MINT)).toHaveLength(1);
  });

  it('writes the native mint itself when the runtime has none: supply 0, no authorities, 9 decimals', () => {
    const ledger = new FakeLedger();
    seedLedger(ledger, world);
    const mint = splMint(NATIVE_MINT, ledger.getAccount(NATIVE_MINT)!);
    expect(mint).toMatchObject({ supply: 0n, decimals: 9, mintAuthority: null, freezeAuthority: null });
  });
});
