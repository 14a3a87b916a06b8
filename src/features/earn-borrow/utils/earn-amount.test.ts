import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseForm } from '../../../hooks/form/parse-form';
import { checkEarnAmount, earnMax, earnSchema, withdrawWrite } from './earn-amount';

const { SOL, USDC } = KNOWN_TOKENS;
const RESERVE = 10_000_000n;

describe('earnMax', () => {
  it('a USDC deposit may use the whole balance; SOL keeps the reserve; a withdraw the whole deposit', () => {
    expect(earnMax('deposit', USDC.mint, 5_000_000n, RESERVE)).toBe(5_000_000n);
    expect(earnMax('deposit', SOL.mint, 1_000_000_000n, RESERVE)).toBe(990_000_000n);
    expect(earnMax('deposit', SOL.mint, 5n, RESERVE)).toBe(0n);
    expect(earnMax('withdraw', SOL.mint, 1_000_000_000n, RESERVE)).toBe(1_000_000_000n);
  });
});

describe('checkEarnAmount', () => {
  it('reads the amount in raw units and accepts it up to the max', () => {
    expect(checkEarnAmount('1.5', 'deposit', USDC, 2_000_000n, RESERVE)).toEqual({ raw: 1_500_000n, problem: null });
    expect(checkEarnAmount('', 'deposit', USDC, 2_000_000n, RESERVE)).toEqual({ raw: null, problem: null });
  });
  it('names zero, an empty wallet, too much, and the SOL reserve with a fix', () => {
    expect(checkEarnAmount('0', 'deposit', USDC, 1n, RESERVE).problem).toMatch(/above zero/);
    expect(checkEarnAmount('1', 'deposit', USDC, 0n, RESERVE).problem).toMatch(/holds no USDC/);
    expect(checkEarnAmount('1', 'withdraw', USDC, 0n, RESERVE).problem).toMatch(/Deposit first/);
    expect(checkEarnAmount('3', 'deposit', USDC, 2_000_000n, RESERVE).problem).toMatch(/holds 2 USDC/);
    expect(checkEarnAmount('3', 'withdraw', USDC, 2_000_000n, RESERVE).problem).toMatch(/deposit is 2 USDC/);
    expect(checkEarnAmount('1', 'deposit', SOL, 1_000_000_000n, RESERVE).problem).toMatch(
      /At most 0.99 SOL: 0.01 SOL stays/,
    );
  });
  it('unknown balance: no problem yet', () => {
    expect(checkEarnAmount('9', 'deposit', USDC, null, RESERVE)).toEqual({ raw: 9_000_000n, problem: null });
  });
});

describe('withdrawWrite', () => {
  it('all of the deposit redeems every share (no dust); less withdraws the amount', () => {
    expect(withdrawWrite(1_020_000n, 1_020_000n, 1_000_000n)).toEqual({ action: 'redeem', shares: 1_000_000n });
    expect(withdrawWrite(1_000_000n, 1_020_000n, 1_000_000n)).toEqual({ action: 'withdraw', amount: 1_000_000n });
  });
});

describe('earnSchema', () => {
  const ctx = {
    token: { mint: USDC.mint, symbol: 'USDC', decimals: 6 },
    balance: 20_000_000n,
    position: { underlyingAssets: 102_000_000n, shares: 100_000_000n },
    reserve: RESERVE,
    withdrawable: null,
  };
  const parse = (mode: 'deposit' | 'withdraw', amount: string, maxChosen = false) =>
    parseForm(earnSchema(ctx), { mode, amount, maxChosen });

  it('a deposit in raw units; a withdraw of a part, or every share when Max was chosen', () => {
    expect(parse('deposit', '12.5').parsed).toEqual({ action: 'deposit', amount: 12_500_000n });
    expect(parse('withdraw', '50').parsed).toEqual({ action: 'withdraw', amount: 50_000_000n });
    expect(parse('withdraw', '101.9', true).parsed).toEqual({ action: 'redeem', shares: 100_000_000n });
  });

  it('the amount’s problem is its error; nothing typed, or no balance yet, is no write and no error', () => {
    expect(parse('deposit', '21')).toEqual({
      parsed: null,
      errors: { amount: 'Your wallet holds 20 USDC. Enter at most that, or use Max.' },
    });
    expect(parse('deposit', '')).toEqual({ parsed: null, errors: {} });
    expect(
      parseForm(earnSchema({ ...ctx, balance: null }), { mode: 'deposit', amount: '1', maxChosen: false }),
    ).toEqual({ parsed: null, errors: {} });
  });

  it('a withdrawal limit caps Max (a partial withdraw, not a redeem) and names itself above it', () => {
    const limited = { ...ctx, withdrawable: 30_000_000n };
    const run = (amount: string, maxChosen = false) =>
      parseForm(earnSchema(limited), { mode: 'withdraw', amount, maxChosen });
    expect(run('30', true).parsed).toEqual({ action: 'withdraw', amount: 30_000_000n });
    expect(run('31').errors.amount).toBe(
      "Only 30 USDC can be withdrawn now: the vault's withdrawal limit holds the rest.",
    );
    expect(run('103').errors.amount).toMatch(/deposit is 102 USDC/);
    expect(earnMax('withdraw', USDC.mint, 102_000_000n, RESERVE, 30_000_000n)).toBe(30_000_000n);
  });
});
