import { describe, expect, it } from 'vitest';
import { type TradeTx, tradeOf } from './pool-trades';

const MINT = 'Mint111111111111111111111111111111111111111';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const pool = { mint: MINT, quoteMint: USDC, baseVault: 'BaseVault', quoteVault: 'QuoteVault' };
const keys = ['Trader', 'TraderBase', 'TraderQuote', 'BaseVault', 'QuoteVault'];

const bal = (accountIndex: number, mint: string, owner: string, amount: bigint) => ({
  accountIndex,
  mint,
  owner,
  uiTokenAmount: { amount: amount.toString() },
});

function tx(pre: ReturnType<typeof bal>[], post: ReturnType<typeof bal>[], err: unknown = null): TradeTx {
  return {
    blockTime: 1_700_000_000,
    meta: { err, preTokenBalances: pre, postTokenBalances: post },
    transaction: { message: { accountKeys: keys }, signatures: ['Sig1'] },
  };
}

describe('tradeOf', () => {
  it('reads a buy (tokens out of the base vault, quote into the quote vault) and its trader', () => {
    const trade = tradeOf(
      tx(
        [bal(2, USDC, 'Trader', 500n), bal(3, MINT, 'Curve', 1_000n), bal(4, USDC, 'Curve', 0n)],
        [
          bal(1, MINT, 'Trader', 300n),
          bal(2, USDC, 'Trader', 400n),
          bal(3, MINT, 'Curve', 700n),
          bal(4, USDC, 'Curve', 100n),
        ],
      ),
      pool,
    );
    expect(trade).toEqual({
      signature: 'Sig1',
      side: 'buy',
      trader: 'Trader',
      tokens: 300n,
      quote: 100n,
      at: 1_700_000_000,
    });
  });

  it('reads a sell, and leaves out the create (one side only) and a failed transaction', () => {
    const pre = [bal(1, MINT, 'Trader', 300n), bal(3, MINT, 'Curve', 700n), bal(4, USDC, 'Curve', 100n)];
    const post = [bal(1, MINT, 'Trader', 0n), bal(3, MINT, 'Curve', 1_000n), bal(4, USDC, 'Curve', 10n)];
    expect(tradeOf(tx(pre, post), pool)).toMatchObject({ side: 'sell', trader: 'Trader', tokens: 300n, quote: 90n });
    expect(tradeOf(tx(pre, post, { InstructionError: [0, 'Custom'] }), pool)).toBeNull();
    expect(tradeOf(tx([], [bal(3, MINT, 'Curve', 1_000n)]), pool)).toBeNull();
  });

  it('reads the dev buy in the create: the vaults opened there, the tokens reaching the fee payer', () => {
    const post = [bal(1, MINT, 'Trader', 300n), bal(2, USDC, 'Trader', 400n), bal(3, MINT, 'Curve', 700n)];
    const create = tx([bal(2, USDC, 'Trader', 500n)], [...post, bal(4, USDC, 'Curve', 100n)]);
    expect(tradeOf(create, pool)).toMatchObject({ side: 'buy', trader: 'Trader', tokens: 300n, quote: 100n });
    // The same balances with the vault already there are no trade (tokens into it as quote comes in).
    expect(tradeOf(tx([bal(3, MINT, 'Curve', 0n)], [...post, bal(4, USDC, 'Curve', 100n)]), pool)).toBeNull();
  });
});
