import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { outcomeMoves, USDC } from './statements';
import { JUPUSD } from './deposit';
import { betMintProblem, sellFloorProblem } from './bindings';
import { checkedClaim, checkedOrders, type OrderAgreed } from './order-ix';
import { claimPayoutIx, createOrderIx, encoded, key, tokenIx, type OrderTerms } from './tx-fixtures';

const wallet = key();
const BUY = { deposit: 10_000_000n, limitPrice: 663_000n };
const SELL = { contracts: 15_000_000n, floor: 600_000n };
const bet: OrderTerms = {
  owner: wallet,
  mint: JUPUSD.mint,
  isYes: true,
  isBuy: true,
  contracts: 15_000_000n,
  priceLimit: 663_000n,
  deposit: 10_000_000n,
};
const sale: OrderTerms = { ...bet, isBuy: false, contracts: 15_000_000n, priceLimit: 600_000n, deposit: 0n };
const agreedBuy: Omit<OrderAgreed, 'settlementMints'> = { wallet: wallet.toBase58(), side: 'yes', buy: BUY };
const agreedSell: Omit<OrderAgreed, 'settlementMints'> = { wallet: wallet.toBase58(), side: 'yes', sell: SELL };
/** A legacy transaction loads nothing from lookup tables: the RPC is never asked. */
const noTables = {
  getAddressLookupTable: () => Promise.reject(new Error('no lookup table expected')),
};
const problem = async (agreed: typeof agreedBuy, ...ixs: TransactionInstruction[]) =>
  (await checkedOrders(encoded(...ixs), agreed, noTables)).problem;
const other = (tag: number[]) =>
  new TransactionInstruction({
    programId: new PublicKey('3ZZuTbwC6aJbvteyVxXUS7gtFYdf7AuXeitx6VyvjvUp'),
    keys: [],
    data: Buffer.from(tag),
  });
const withKey = (ix: TransactionInstruction, at: number, pubkey: PublicKey) =>
  new TransactionInstruction({
    programId: ix.programId,
    keys: ix.keys.map((k, i) => (i === at ? { ...k, pubkey } : k)),
    data: ix.data,
  });
const truncated = () => {
  const ix = createOrderIx(bet);
  return new TransactionInstruction({ programId: ix.programId, keys: ix.keys, data: ix.data.subarray(0, 30) });
};

describe('the prediction program’s order, held to the screen', () => {
  it('passes the honest bet and sale, in JupUSD or USDC, and a transaction with no order (the sandbox’s)', async () => {
    expect(await problem(agreedBuy, createOrderIx(bet))).toBeNull();
    expect(await problem(agreedBuy, createOrderIx({ ...bet, mint: USDC.mint }))).toBeNull();
    expect(await problem(agreedSell, createOrderIx(sale))).toBeNull();
    expect(await problem(agreedBuy, tokenIx(7, key(), key(), 1n))).toBeNull();
    const { reading } = await checkedOrders(encoded(createOrderIx(bet)), agreedBuy, noTables);
    expect(reading.orders).toEqual([expect.objectContaining({ contracts: 15_000_000n, priceLimit: 663_000n })]);
  });

  const attacks: [string, typeof agreedBuy, () => TransactionInstruction[], RegExp][] = [
    ['a bet for another owner', agreedBuy, () => [createOrderIx({ ...bet, owner: key() })], /for another owner/],
    [
      'NO where the screen chose YES',
      agreedBuy,
      () => [createOrderIx({ ...bet, isYes: false })],
      /is for NO contracts, where you chose YES/,
    ],
    [
      'a sale where the screen chose to buy',
      agreedBuy,
      () => [createOrderIx({ ...bet, isBuy: false })],
      /sells, where you chose to buy/,
    ],
    [
      'a bet settled in another token',
      agreedBuy,
      () => [createOrderIx({ ...bet, mint: key().toBase58() })],
      /settles in another token .*, not USDC or JupUSD/,
    ],
    [
      'a bigger deposit',
      agreedBuy,
      () => [createOrderIx({ ...bet, deposit: 50_000_000n })],
      /deposits \$50\.00, more than the \$10\.00 you chose/,
    ],
    [
      'a price limit of 99¢',
      agreedBuy,
      () => [createOrderIx({ ...bet, priceLimit: 990_000n })],
      /may pay up to 99¢ a contract, above the 66\.3¢ limit you saw/,
    ],
    [
      'a bet at the limit whose slippage lets it pay 10 % more',
      agreedBuy,
      () => [createOrderIx({ ...bet, slippageBps: 1_000 })],
      /may pay up to 72\.9¢ a contract, above the 66\.3¢ limit you saw/,
    ],
    [
      'a sale at the floor whose slippage lets it sell for nothing',
      agreedSell,
      () => [createOrderIx({ ...sale, slippageBps: 10_000 })],
      /would sell as low as 0¢ a contract, below the 60¢ floor you saw/,
    ],
    [
      'a deposit paid into another account than the order’s own',
      agreedBuy,
      () => [withKey(createOrderIx(bet), 8, key())],
      /pays into .*, not the order's own account/,
    ],
    ['two orders', agreedBuy, () => [createOrderIx(bet), createOrderIx(bet)], /places 2 orders, not one/],
    [
      'another call to the prediction program beside the order',
      agreedBuy,
      () => [createOrderIx(bet), other([183, 18, 70, 156, 148, 109, 161, 34])],
      /something other than one order/,
    ],
    ['an order whose data stops short', agreedBuy, () => [truncated()], /something other than one order/],
    [
      'a sale of more contracts',
      agreedSell,
      () => [createOrderIx({ ...sale, contracts: 30_000_000n })],
      /sells 30 contracts, more than the 15 you chose/,
    ],
    [
      'a sale at 1¢',
      agreedSell,
      () => [createOrderIx({ ...sale, priceLimit: 10_000n })],
      /would sell as low as 1¢ a contract, below the 60¢ floor you saw/,
    ],
    [
      'a buy where the screen chose to sell',
      agreedSell,
      () => [createOrderIx({ ...sale, isBuy: true })],
      /buys, where you chose to sell/,
    ],
    [
      'a sale of the other side',
      agreedSell,
      () => [createOrderIx({ ...sale, isYes: false })],
      /is for NO contracts, where you chose YES/,
    ],
  ];

  it.each(attacks)('refuses %s', async (_name, agreed, ixs, refusal) => {
    const found = await problem(agreed, ...ixs());
    expect(found).toMatch(refusal);
    expect(found).toMatch(/^The order .*: not signed\.$/);
  });

  // Before this check, a bet was held to the contracts it minted to the wallet and a sale to the answer's floor:
  // the program's own order mints nothing, and the answer can name its floor as it likes.
  it.each(attacks)('accepted before: %s', async (_name, agreed, ixs) => {
    const { minted } = await outcomeMoves(encoded(...ixs()));
    expect(betMintProblem(minted, { mint: key().toBase58(), account: key().toBase58() }, agreed.side)).toBeNull();
    expect(sellFloorProblem(agreed.sell?.floor, agreed.sell?.floor ?? 0n)).toBeNull();
  });
});

describe('the prediction program’s claim, held to the position chosen', () => {
  const position = key();
  const usdc = new PublicKey(USDC.mint);
  const claim = () => claimPayoutIx(wallet, position, usdc);
  const agreed = { wallet: wallet.toBase58(), position: position.toBase58() };
  const problemOf = async (...ixs: TransactionInstruction[]) => checkedClaim(encoded(...ixs), agreed, noTables);

  it('passes the honest claim, and a claim with no program call (the sandbox’s)', async () => {
    expect(await problemOf(claim())).toBeNull();
    expect(await problemOf(tokenIx(7, key(), key(), 1n))).toBeNull();
  });

  it.each<[string, () => TransactionInstruction[], RegExp]>([
    [
      'another position',
      () => [claimPayoutIx(wallet, key(), usdc)],
      /pays out another position .*, not the one you chose/,
    ],
    ['another owner', () => [claimPayoutIx(key(), position, usdc)], /is made by another owner/],
    ['two claims', () => [claim(), claim()], /claims 2 times, not once/],
    ['an order beside the claim', () => [claim(), createOrderIx(bet)], /something other than one claim/],
    ['another program call', () => [claim(), other([183, 18, 70, 156, 148, 109, 161, 34])], /something other/],
  ])('refuses %s', async (_name, ixs, refusal) => {
    const found = await problemOf(...ixs());
    expect(found).toMatch(refusal);
    expect(found).toMatch(/^The claim .*: not signed\.$/);
  });

  it('a claim is no order: a bet or sale carrying one is refused', async () => {
    expect(await problem(agreedBuy, createOrderIx(bet), claim())).toMatch(/something other than one order/);
  });
});
