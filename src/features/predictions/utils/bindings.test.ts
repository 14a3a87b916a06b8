import { describe, expect, it } from 'vitest';
import { orderbookSchema } from '../../../api/prediction/schemas';
import { twoLevelNoBook } from '../../../api/prediction/test-fixtures';
import { betMintProblem, sideMint } from './bindings';
import { minSellProceeds } from './statements';
import { quoteSell } from './ticket';
import { key } from './tx-fixtures';

const [yes, no] = [key().toBase58(), key().toBase58()];

describe('the side’s mint from the loaded market', () => {
  it('reads clobTokenIds as YES then NO', () => {
    expect(sideMint({ clobTokenIds: [yes, no] }, 'yes')).toBe(yes);
    expect(sideMint({ clobTokenIds: [yes, no] }, 'no')).toBe(no);
  });
  it('follows the team options when they list the NO side first', () => {
    const marketOptions = [
      { label: 'Away', buyYes: false },
      { label: 'Home', buyYes: true },
    ];
    expect(sideMint({ clobTokenIds: [no, yes], marketOptions }, 'yes')).toBe(yes);
  });
  it('knows none when the ids are not chain addresses (Polymarket’s own token ids) or absent', () => {
    expect(sideMint({ clobTokenIds: ['7132084', '0012'] }, 'yes')).toBeNull();
    expect(sideMint({}, 'no')).toBeNull();
  });
  it('refuses any mint when the market names none', () => {
    const minted = [{ mint: yes, account: no, amount: 1n }];
    expect(betMintProblem(minted, { mint: null, account: null }, 'yes')).toMatch(/does not name its YES contracts/);
    expect(betMintProblem([], { mint: null, account: null }, 'yes')).toBeNull();
  });
});

describe('quoteSell', () => {
  const book = orderbookSchema.parse(twoLevelNoBook);
  it('floors the sell at the worst bid reached less 2 %, in whole cents, as the service does', () => {
    // 15 NO: 10 at 35¢ and 5 at 30¢; 30¢ less 2 % is 29.4¢, floored to 29¢.
    const quote = quoteSell(book, 'no', 15_000_000n);
    expect(quote?.floor).toBe(290_000n);
    expect(quote?.avgPrice).toBe(333_333n);
    expect(quote?.minProceeds).toBe(minSellProceeds(15_000_000n, 290_000n));
  });
  it('has no quote when the bids cannot take it all', () => {
    expect(quoteSell(book, 'no', 31_000_000n)).toBeNull();
    expect(quoteSell(book, 'yes', 1_000_000n)).toBeNull();
  });
});
