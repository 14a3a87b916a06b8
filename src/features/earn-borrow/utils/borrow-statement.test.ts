import { describe, expect, it } from 'vitest';
import { MIN_I128 } from '../../../api/lend/schemas';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { solVault } from './borrow-fixtures';
import { composedStatement, OPEN_RENT, operateStatement, unwrapStatement, wrapStatement } from './borrow-statement';
import { WALLET } from './earn-fixtures';
import { TOKEN_ACCOUNT_RENT } from '../../../lib/tx/statement';

const { SOL, USDC } = KNOWN_TOKENS;
const FEES = 115_000n;

describe('operateStatement', () => {
  it('open: at most the collateral leaves, at least the borrow arrives; NFT and token account rents allowed', () => {
    const s = operateStatement(
      WALLET,
      solVault,
      { vaultId: 1, positionId: 0, colAmount: 10n ** 9n, debtAmount: 50_000_000n },
      null,
    );
    expect(s.send).toEqual([{ mint: SOL.mint, max: 10n ** 9n }]);
    expect(s.receive).toEqual([{ mint: USDC.mint, min: 50_000_000n, to: WALLET, max: 50_000_000n }]);
    expect(s.feesMax).toBe(FEES + OPEN_RENT + TOKEN_ACCOUNT_RENT);
    expect(s.feesMax).toBeLessThan(6_000_000n);
  });
  it('repay all: at most the debt plus ten minutes of interest leaves; nothing must arrive', () => {
    const s = operateStatement(
      WALLET,
      solVault,
      { vaultId: 1, positionId: 7, colAmount: 0n, debtAmount: MIN_I128 },
      {
        supply: 10n ** 9n,
        borrow: 50_000_000n,
      },
    );
    // 10 minutes of 4.71 % on 50 USDC: 44.8 units, rounded up.
    expect(s.send).toEqual([{ mint: USDC.mint, max: 50_000_045n }]);
    expect(s.receive).toEqual([]);
    expect(s.feesMax).toBe(FEES);
  });
  it('withdraw all: at least the whole collateral comes back; a typed repay is its amount', () => {
    const all = operateStatement(
      WALLET,
      solVault,
      { vaultId: 1, positionId: 7, colAmount: MIN_I128, debtAmount: 0n },
      {
        supply: 10n ** 9n,
        borrow: 0n,
      },
    );
    expect(all.receive).toEqual([{ mint: SOL.mint, min: 10n ** 9n, to: WALLET }]);
    expect(all.feesMax).toBe(FEES + TOKEN_ACCOUNT_RENT);
    const repay = operateStatement(
      WALLET,
      solVault,
      { vaultId: 1, positionId: 7, colAmount: 0n, debtAmount: -5n },
      null,
    );
    expect(repay.send).toEqual([{ mint: USDC.mint, max: 5n }]);
  });
});

describe('wrap and unwrap', () => {
  it('moving SOL into wrapped SOL changes nothing but the fee and the account rent', () => {
    expect(wrapStatement(WALLET, false)).toMatchObject({
      wallet: WALLET,
      send: [],
      receive: [],
      feesMax: 5_000n + TOKEN_ACCOUNT_RENT,
    });
    expect(wrapStatement(WALLET, true).feesMax).toBe(5_000n);
    expect(unwrapStatement(WALLET).feesMax).toBe(5_000n);
  });
});

describe('composedStatement (wrap + operate + unwrap in one transaction)', () => {
  const open = { vaultId: 1, positionId: 0, colAmount: 10n ** 9n, debtAmount: 50_000_000n };
  it('the wrap nets out: still at most the collateral leaves, plus a new wrapped-SOL account’s rent', () => {
    const s = composedStatement(WALLET, solVault, open, null, { accountExists: false });
    const plain = operateStatement(WALLET, solVault, open, null);
    expect(s.send).toEqual([{ mint: SOL.mint, max: 10n ** 9n }]);
    expect(s.receive).toEqual(plain.receive);
    expect(s.feesMax).toBe(plain.feesMax + TOKEN_ACCOUNT_RENT);
    expect(composedStatement(WALLET, solVault, open, null, { accountExists: true })).toEqual(plain);
  });
  it('withdraw with the unwrap: the collateral must come back; the account created and closed nets to zero', () => {
    const write = { vaultId: 1, positionId: 7, colAmount: -(10n ** 8n), debtAmount: 0n };
    const s = composedStatement(WALLET, solVault, write, { supply: 10n ** 9n, borrow: 0n }, null);
    expect(s.send).toEqual([]);
    expect(s.receive).toEqual([{ mint: SOL.mint, min: 10n ** 8n, to: WALLET, max: 10n ** 8n + TOKEN_ACCOUNT_RENT }]);
    expect(s.feesMax).toBe(FEES + TOKEN_ACCOUNT_RENT);
  });
});
