import { describe, expect, it } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { solVault } from './borrow-fixtures';
import { parseForm } from '../../../hooks/form/parse-form';
import { borrowSchema, checkBorrow, type BorrowContext, type BorrowInput } from './borrow-check';

const SOL = 1_000_000_000n;
const USDC = 1_000_000n;
const wallet = { colAvailable: 5n * SOL, debtHeld: 1_000n * USDC };
const none: BorrowContext = { vault: solVault, position: null, ...wallet };
const held = (supply: bigint, borrow: bigint): BorrowContext => ({
  vault: solVault,
  position: { id: 7, supply, borrow },
  ...wallet,
});
const input = (action: BorrowInput['action'], colText = '', debtText = '', all = false): BorrowInput => ({
  action,
  colText,
  debtText,
  all,
});

describe('checkBorrow: open', () => {
  it('1 SOL and 50 USDC opens position 0 with both deltas', () => {
    const c = checkBorrow(input('open', '1', '50'), none);
    expect(c).toMatchObject({ colProblem: null, debtProblem: null, after: { col: SOL, debt: 50n * USDC } });
    expect(c.write).toEqual({ vaultId: 1, positionId: 0, colAmount: SOL, debtAmount: 50n * USDC });
  });
  it('collateral alone is a valid position; nothing entered is no write and no problem', () => {
    expect(checkBorrow(input('open', '1'), none).write?.debtAmount).toBe(0n);
    expect(checkBorrow(input('open'), none)).toMatchObject({ write: null, colProblem: null, debtProblem: null });
  });
  it('names each field: more than held, under the minimum, above max LTV, more than the vault lends', () => {
    expect(checkBorrow(input('open', '6', '50'), none).colProblem).toMatch(/has 5 SOL to put in \(some SOL stays/);
    expect(checkBorrow(input('open', '1', '5'), none).debtProblem).toBe('The minimum borrow is 10 USDC.');
    expect(checkBorrow(input('open', '1', '121'), none).debtProblem).toMatch(
      /At most 120 USDC against 1 SOL \(max LTV 80%\)/,
    );
    const dry = { ...none, vault: { ...solVault, borrowable: 20n * USDC } };
    expect(checkBorrow(input('open', '1', '50'), dry).debtProblem).toMatch(/has 20 USDC left to lend/);
    expect(checkBorrow(input('open', '6', '50'), none).write).toBeNull();
  });
  it('an unknown balance sends nothing yet', () => {
    expect(checkBorrow(input('open', '1', '50'), { ...none, colAvailable: null }).write).toBeNull();
  });
});

describe('checkBorrow: adjust a position', () => {
  it('borrow more counts the debt already owed, ten minutes of its interest included', () => {
    expect(checkBorrow(input('borrow', '', '69.99'), held(SOL, 50n * USDC)).write?.debtAmount).toBe(69_990_000n);
    expect(checkBorrow(input('borrow', '', '70'), held(SOL, 50n * USDC)).debtProblem).toMatch(/At most 69.999955 USDC/);
  });
  it('repay Max sends MIN_I128 and the preview shows no debt; it needs the debt plus interest in the wallet', () => {
    const c = checkBorrow(input('repay', '', '50', true), held(SOL, 50n * USDC));
    expect(c.write).toEqual({ vaultId: 1, positionId: 7, colAmount: 0n, debtAmount: MIN_I128 });
    expect(c.after.debt).toBe(0n);
    const poor = { ...held(SOL, 50n * USDC), debtHeld: 50n * USDC };
    expect(checkBorrow(input('repay', '', '50', true), poor).debtProblem).toMatch(
      /holds 50 USDC; this needs 50\.000009 USDC/,
    );
  });
  it('a typed repay: not more than owed, and not leaving less than the minimum', () => {
    expect(checkBorrow(input('repay', '', '20'), held(SOL, 50n * USDC)).write?.debtAmount).toBe(-20n * USDC);
    expect(checkBorrow(input('repay', '', '51'), held(SOL, 50n * USDC)).debtProblem).toMatch(/You owe 50 USDC/);
    expect(checkBorrow(input('repay', '', '45'), held(SOL, 50n * USDC)).debtProblem).toMatch(
      /leave 5 USDC, under the 10 USDC minimum/,
    );
  });
  it('withdraw Max with no debt sends MIN_I128; with debt Max is never "all"', () => {
    expect(checkBorrow(input('withdraw', '1', '', true), held(SOL, 0n)).write?.colAmount).toBe(MIN_I128);
    const c = checkBorrow(input('withdraw', '0.4', '', true), held(SOL, 60n * USDC));
    expect(c.write?.colAmount).toBe(-400_000_000n);
  });
  it('withdraw beyond what the LTV allows names the most and the fix', () => {
    expect(checkBorrow(input('withdraw', '0.6'), held(SOL, 60n * USDC)).colProblem).toMatch(
      /With 60 USDC borrowed, at most 0.499999 SOL may leave .* Repay first/,
    );
    expect(checkBorrow(input('withdraw', '2'), held(SOL, 0n)).colProblem).toMatch(/holds 1 SOL/);
  });
  it('add collateral: within what the wallet has', () => {
    expect(checkBorrow(input('deposit', '2'), held(SOL, 0n)).write?.colAmount).toBe(2n * SOL);
    expect(checkBorrow(input('deposit', '0'), held(SOL, 0n)).colProblem).toMatch(/above zero/);
  });
});

describe('borrowSchema', () => {
  it('the write once both sides are fine; each side’s problem on its own field', () => {
    expect(parseForm(borrowSchema(none), input('open', '1', '50'))).toEqual({
      parsed: { vaultId: 1, positionId: 0, colAmount: SOL, debtAmount: 50n * USDC },
      errors: {},
    });
    const both = parseForm(borrowSchema(none), input('open', '6', '5'));
    expect(both.parsed).toBeNull();
    expect(both.errors.colText).toMatch(/has 5 SOL to put in/);
    expect(both.errors.debtText).toBe('The minimum borrow is 10 USDC.');
    expect(parseForm(borrowSchema(none), input('open'))).toEqual({ parsed: null, errors: {} });
  });
});
