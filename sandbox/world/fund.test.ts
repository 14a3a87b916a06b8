import { describe, expect, it } from 'vitest';
import { derivedAddress } from './address';
import { FakeLedger, rentExempt } from './fake-ledger';
import { associatedTokenAddress, FundError, fundWallet, STARTER_PACK } from './fund';
import { seedLedger } from './seed-ledger';
import { splAccount, splMint } from './spl-decode';
import { NATIVE_MINT, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token';
import { TOKEN_2022_ATA_SIZE, TOKEN_ACCOUNT_SIZE } from './token-layout';
import { WELL_KNOWN_MINTS } from './well-known';
import { buildWorld } from './world';

const world = buildWorld('fund-test', { generatedCount: 200 });
const USDC = WELL_KNOWN_MINTS.USDC;
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const wallet = derivedAddress('test-wallet');

function seeded() {
  const ledger = new FakeLedger();
  seedLedger(ledger, world);
  return ledger;
}

const supplyOf = (ledger: FakeLedger, mint: string) => splMint(mint, ledger.getAccount(mint)!).supply;

describe('fundWallet', () => {
  it('creates the associated token account, initialized and rent-exempt, and raises the supply', () => {
    const ledger = seeded();
    const before = supplyOf(ledger, USDC);
    const result = fundWallet(ledger, world, wallet, { tokens: { [USDC]: 1_500_000n } });
    const ata = associatedTokenAddress(USDC, wallet, TOKEN_PROGRAM);
    expect(result).toEqual({
      address: wallet,
      airdropSignature: null,
      tokens: [{ mint: USDC, account: ata, amount: 1_500_000n }],
    });
    const account = ledger.getAccount(ata)!;
    expect(account.owner).toBe(TOKEN_PROGRAM);
    expect(account.data).toHaveLength(TOKEN_ACCOUNT_SIZE);
    expect(account.lamports).toBe(rentExempt(TOKEN_ACCOUNT_SIZE));
    const decoded = splAccount(ata, account);
    expect(decoded.mint.toBase58()).toBe(USDC);
    expect(decoded.owner.toBase58()).toBe(wallet);
    expect(decoded.amount).toBe(1_500_000n);
    expect(decoded.isInitialized).toBe(true);
    expect(decoded.isFrozen).toBe(false);
    expect(decoded.isNative).toBe(false);
    expect(supplyOf(ledger, USDC)).toBe(before + 1_500_000n);
  });

  it('tops up on a second funding: balances and supply add up', () => {
    const ledger = seeded();
    const before = supplyOf(ledger, USDC);
    fundWallet(ledger, world, wallet, { tokens: { [USDC]: 7n } });
    const second = fundWallet(ledger, world, wallet, { tokens: { [USDC]: 5n } });
    expect(second.tokens[0]!.amount).toBe(12n);
    const ata = associatedTokenAddress(USDC, wallet, TOKEN_PROGRAM);
    expect(splAccount(ata, ledger.getAccount(ata)!).amount).toBe(12n);
    expect(ledger.getAccount(ata)!.lamports).toBe(rentExempt(TOKEN_ACCOUNT_SIZE));
    expect(supplyOf(ledger, USDC)).toBe(before + 12n);
  });

  it('airdrops SOL as lamports and returns the signature', () => {
    const ledger = seeded();
    const result = fundWallet(ledger, world, wallet, { sol: 2_000_000_000n });
    expect(result.airdropSignature).toEqual(expect.any(String));
    fundWallet(ledger, world, wallet, { sol: 500n });
    expect(ledger.getAccount(wallet)!.lamports).toBe(2_000_000_500n);
    // A fresh account must end rent-exempt (890,880 lamports for no data), as the runtime demands of a transfer.
    expect(() => fundWallet(ledger, world, derivedAddress('fresh'), { sol: 890_879n })).toThrow(
      /rent-exempt minimum of 890880/,
    );
    expect(() => fundWallet(ledger, world, derivedAddress('fresh'), { sol: 890_880n })).not.toThrow();
  });

  it('makes wrapped SOL a native account: lamports = rent + amount, supply untouched', () => {
    const ledger = seeded();
    const supply = supplyOf(ledger, NATIVE_MINT);
    fundWallet(ledger, world, wallet, { tokens: { [NATIVE_MINT]: 3_000_000_000n } });
    fundWallet(ledger, world, wallet, { tokens: { [NATIVE_MINT]: 1n } });
    const ata = associatedTokenAddress(NATIVE_MINT, wallet, TOKEN_PROGRAM);
    const account = ledger.getAccount(ata)!;
    const rent = rentExempt(TOKEN_ACCOUNT_SIZE);
    expect(account.lamports).toBe(rent + 3_000_000_001n);
    const decoded = splAccount(ata, account);
    expect(decoded.isNative).toBe(true);
    expect(decoded.rentExemptReserve).toBe(rent);
    expect(decoded.amount).toBe(3_000_000_001n);
    expect(supplyOf(ledger, NATIVE_MINT)).toBe(supply);
  });

  it('gives Token-2022 mints a Token-2022 ATA with the ImmutableOwner extension', () => {
    const ledger = seeded();
    fundWallet(ledger, world, wallet, { tokens: { [PYUSD]: 42n } });
    const ata = associatedTokenAddress(PYUSD, wallet, TOKEN_2022_PROGRAM);
    expect(ata).not.toBe(associatedTokenAddress(PYUSD, wallet, TOKEN_PROGRAM));
    const account = ledger.getAccount(ata)!;
    expect(account.owner).toBe(TOKEN_2022_PROGRAM);
    expect(account.data).toHaveLength(TOKEN_2022_ATA_SIZE);
    expect(account.lamports).toBe(rentExempt(TOKEN_2022_ATA_SIZE));
    const decoded = splAccount(ata, account);
    expect(decoded.amount).toBe(42n);
    // TLV: ImmutableOwner (7) with an empty value.
    expect([...decoded.tlvData]).toEqual([7, 0, 0, 0]);
  });

  it('funds an off-curve owner (a PDA) too, as allowOwnerOffCurve does', () => {
    const ledger = seeded();
    const pda = associatedTokenAddress(USDC, wallet, TOKEN_PROGRAM);
    expect(() => fundWallet(ledger, world, pda, { tokens: { [USDC]: 1n } })).not.toThrow();
  });

  it('funds the starter pack: 10 SOL, 1,000 USDC, 500 USDT, 2,000 JUP, 5,000,000 BONK, 500 JupUSD in raw units', () => {
    expect(STARTER_PACK.sol).toBe(10_000_000_000n);
    expect(STARTER_PACK.tokens).toEqual({
      [USDC]: 1_000_000_000n,
      [WELL_KNOWN_MINTS.USDT]: 500_000_000n,
      [WELL_KNOWN_MINTS.JUP]: 2_000_000_000n,
      [WELL_KNOWN_MINTS.BONK]: 500_000_000_000n,
      [WELL_KNOWN_MINTS.JUPUSD]: 500_000_000n,
    });
    const ledger = seeded();
    const result = fundWallet(ledger, world, wallet, STARTER_PACK);
    expect(result.tokens).toHaveLength(5);
    expect(ledger.getAccount(wallet)!.lamports).toBe(10_000_000_000n);
  });
});

describe('fundWallet refuses bad input with a FundError naming the problem, writing nothing', () => {
  const cases: [string, string, Parameters<typeof fundWallet>[3], RegExp, string][] = [
    ['a bad address', 'not-an-address', { sol: 1n }, /^address: not a base58 32-byte address/, 'bad_address'],
    [
      'a bad mint',
      wallet,
      { tokens: { 'xyz!': 1n } },
      /^tokens\.xyz!: not a base58 32-byte mint address/,
      'bad_address',
    ],
    [
      'an unknown mint',
      wallet,
      { tokens: { [derivedAddress('nope')]: 1n } },
      /no token with this mint/,
      'unknown_mint',
    ],
    ['a negative token amount', wallet, { tokens: { [USDC]: -1n } }, /must not be negative/, 'bad_amount'],
    ['a negative SOL amount', wallet, { sol: -5n }, /^sol: amount must not be negative/, 'bad_amount'],
    ['an amount beyond u64', wallet, { tokens: { [USDC]: 1n << 64n } }, /does not fit a u64/, 'bad_amount'],
  ];

  it.each(cases)('%s', (_label, address, request, message, code) => {
    const ledger = seeded();
    const writes = ledger.writes.length;
    let caught: unknown;
    try {
      fundWallet(ledger, world, address, { ...request, tokens: { [WELL_KNOWN_MINTS.JUP]: 1n, ...request.tokens } });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(FundError);
    expect((caught as FundError).message).toMatch(message);
    expect((caught as FundError).code).toBe(code);
    expect(ledger.writes.length).toBe(writes);
    expect(ledger.getAccount(address)).toBeNull();
  });

  it('refuses a mint that is not on the ledger yet', () => {
    expect(() => fundWallet(new FakeLedger(), world, wallet, { tokens: { [USDC]: 1n } })).toThrow(
      /the mint account is not on the ledger/,
    );
  });

  it('refuses to overflow a balance or the supply', () => {
    const ledger = seeded();
    fundWallet(ledger, world, wallet, { tokens: { [USDC]: (1n << 64n) - 1n - 9_000_000_000_000_000n } });
    expect(() => fundWallet(ledger, world, derivedAddress('other'), { tokens: { [USDC]: 1n } })).toThrow(
      /supply would overflow/,
    );
  });

  it('refuses to write over an account at the ATA address that is not a token account', () => {
    const ledger = seeded();
    const ata = associatedTokenAddress(USDC, wallet, TOKEN_PROGRAM);
    ledger.setAccount(ata, {
      lamports: 5n,
      owner: derivedAddress('some-program'),
      data: new Uint8Array(3),
      executable: false,
      rentEpoch: 0n,
    });
    expect(() => fundWallet(ledger, world, wallet, { tokens: { [USDC]: 1n } })).toThrow(FundError);
  });
});
