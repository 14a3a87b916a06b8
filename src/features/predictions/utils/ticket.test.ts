import { describe, expect, it } from 'vitest';
import { orderbookSchema } from '../../../api/prediction/schemas';
import { twoLevelNoBook } from '../../../api/prediction/test-fixtures';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { parseForm } from '../../../hooks/form/parse-form';
import { problemText, quoteTicket, sellSchema, ticketSchema } from './ticket';

const book = orderbookSchema.parse(twoLevelNoBook);

describe('quoteTicket', () => {
  it('refuses below the 5 USD minimum before anything else', () => {
    expect(quoteTicket(book, 'yes', 4_990_000n, 1_000_000_000n).problem).toEqual({ kind: 'below-minimum' });
  });

  it('quotes contracts, payout, profit and break-even from the book', () => {
    const { quote, problem } = quoteTicket(book, 'yes', 6_000_000n, 1_000_000_000n);
    expect(problem).toBeNull();
    // 6 USD less about 15.6¢ of fees at 65¢ → 8.99 contracts.
    expect(quote?.contractsMicro).toBe(8_990_000n);
    expect(quote?.fee).toBe(155_844n);
    expect(quote?.avgPrice).toBe(650_000n);
    expect(quote?.payout).toBe(8_990_000n);
    expect(quote?.profit).toBe(2_990_000n);
    // Each contract costs 6 / 8.99 = 66.74¢ all in: the bet pays if YES is likelier than that.
    expect(quote?.breakEven).toBe(667_408n);
    expect(quote?.limitPrice).toBe(663_000n);
    expect(quote?.minContractsMicro).toBe(8_790_000n);
  });

  it('says the book is too thin when the price limit stops the fill', () => {
    const { problem, quote } = quoteTicket(book, 'yes', 10_000_000n, 1_000_000_000n);
    expect(problem).toEqual({ kind: 'thin-book' });
    expect(quote?.slippageBps).toBeGreaterThan(0n);
  });

  it('names a balance too small and a side nobody sells', () => {
    expect(quoteTicket(book, 'yes', 6_000_000n, 5_500_000n).problem).toEqual({ kind: 'balance', balance: 5_500_000n });
    expect(quoteTicket(book, 'no', 6_000_000n, null).problem).toEqual({ kind: 'no-book' });
  });
});

describe('the ticket with a deposit token', () => {
  it('checks the balance of the chosen token and says which one falls short', () => {
    // The wallet holds 1,000 USDC but only 5.5 JupUSD: the ticket is given the JupUSD balance when JupUSD is chosen.
    const { problem } = quoteTicket(book, 'yes', 6_000_000n, 5_500_000n);
    expect(problem).toEqual({ kind: 'balance', balance: 5_500_000n });
    expect(problemText(problem!, 'JupUSD')).toBe('Not enough JupUSD in your wallet.');
    expect(problemText({ kind: 'below-minimum' }, 'JupUSD')).toBe('The minimum bet is $5.');
  });
});

describe('ticketSchema', () => {
  const token = KNOWN_TOKENS.USDC;
  const parse = (text: string, balance: bigint | null = 1_000_000_000n) =>
    parseForm(ticketSchema({ book, side: 'yes', balance }), { text, token });

  it('a bet within the book and the balance is its quote', () => {
    expect(parse('6').parsed).toEqual(quoteTicket(book, 'yes', 6_000_000n, 1_000_000_000n).quote);
  });

  it('says why not on the amount, except while nothing is typed', () => {
    expect(parse('')).toEqual({ parsed: null, errors: {} });
    expect(parse('4.99').errors).toEqual({ text: 'The minimum bet is $5.' });
    expect(parse('0').errors).toEqual({ text: 'Enter an amount of at least $5.' });
    expect(parse('6', 5_500_000n)).toEqual({ parsed: null, errors: { text: 'Not enough USDC in your wallet.' } });
  });
});

describe('sellSchema', () => {
  const held = 12_345_678n;
  it('sells whole cents of a contract, at most what is held', () => {
    expect(parseForm(sellSchema(held), { text: '2.509' })).toEqual({ parsed: { text: 2_500_000n }, errors: {} });
    expect(parseForm(sellSchema(held), { text: '' })).toEqual({ parsed: { text: null }, errors: {} });
    expect(parseForm(sellSchema(held), { text: '12.35' }).errors).toEqual({
      text: 'Between 0.01 and 12.34 contracts.',
    });
    expect(parseForm(sellSchema(held), { text: '0.009' }).errors.text).toMatch(/^Between 0.01/);
  });
});
