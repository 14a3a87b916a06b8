import { AddressLookupTableAccount, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { checkBeforeSigning } from '../../../lib/sign-check';
import { refuseMessage } from '../../../lib/tx/authority';
import { PRIORITY_FEE_MAX, runtimeFees } from '../../../lib/tx/fee-bound';
import { policyFor } from '../../../lib/tx/programs';
import { base64ToBytes, bytesToBase64 } from '../../../utils/base64';
import { JUPUSD } from './deposit';
import { checkedOrders, predictionOrderProblem, readPredictionCalls } from './order-ix';
import real from './real-order.fixture.json';

const tables = new Map(
  real.tables.map((t) => [
    t.address,
    new AddressLookupTableAccount({
      key: new PublicKey(t.address),
      state: AddressLookupTableAccount.deserialize(base64ToBytes(t.data)),
    }),
  ]),
);
const rpc = {
  getAddressLookupTable: (key: PublicKey) =>
    Promise.resolve({ context: { slot: 1 }, value: tables.get(key.toBase58()) ?? null }),
};
const agreed = { wallet: real.owner, side: 'yes' as const, buy: { deposit: 5_000_000n, limitPrice: 200_000n } };
const decoded = () => VersionedTransaction.deserialize(base64ToBytes(real.transaction));
const encode = (tx: VersionedTransaction) => bytesToBase64(tx.serialize());

describe('a real bet from Jupiter’s prediction API (USDC routed into JupUSD)', () => {
  it('reads the order, its mint and escrow loaded from lookup tables, as the answer described it', async () => {
    const { reading, problem } = await checkedOrders(real.transaction, agreed, rpc);
    expect(problem).toBeNull();
    expect(reading.orders).toEqual([
      {
        owner: real.owner,
        order: real.order.orderPubkey,
        settlementMint: JUPUSD.mint,
        escrow: real.order.orderAtaPubkey,
        isYes: true,
        isBuy: true,
        contracts: BigInt(real.order.contractsMicro),
        priceLimit: BigInt(real.order.maxBuyPriceUsd),
        deposit: BigInt(real.order.orderCostUsd),
        slippageBps: 0n,
      },
    ]);
  });

  it('was refused before the lookup tables were read: its settlement mint comes from one', () => {
    const unread = readPredictionCalls(decoded());
    expect(unread.orders).toEqual([]);
    expect(predictionOrderProblem(unread, { ...agreed, settlementMints: [JUPUSD.mint] })).toMatch(
      /something other than one order/,
    );
  });

  it('asks the wallet to sign and pay, the protocol having signed, within the priority fee this app allows', () => {
    expect(checkBeforeSigning(decoded(), { wallet: real.owner })).toEqual({ ok: true });
    expect(runtimeFees(decoded())).toEqual({ signatures: 10_000n, priority: 37_500n });
    expect(runtimeFees(decoded()).priority).toBeLessThan(PRIORITY_FEE_MAX);
  });

  it('calls only programs of a routed bet, and none with the wallet’s authority', () => {
    const policy = policyFor('prediction', { anyRoute: true });
    expect(refuseMessage(decoded(), { wallet: real.owner, policy, allowNonce: false })).toBeNull();
    expect(refuseMessage(decoded(), { wallet: real.owner, policy: policyFor('swap'), allowNonce: false })).toMatch(
      /calls a program this action does not use \(3ZZu/,
    );
  });

  it('is refused with its deposit sent elsewhere, a price limit above the ticket’s, or a table that is gone', async () => {
    const tx = decoded();
    tx.message.staticAccountKeys[2] = PublicKey.unique();
    expect((await checkedOrders(encode(tx), agreed, rpc)).problem).toMatch(/pays into .*, not the order's own account/);
    const cheaper = { ...agreed, buy: { ...agreed.buy, limitPrice: 190_000n } };
    expect((await checkedOrders(real.transaction, cheaper, rpc)).problem).toMatch(/may pay up to 20¢ a contract/);
    const gone = { getAddressLookupTable: () => Promise.resolve({ context: { slot: 1 }, value: null }) };
    expect((await checkedOrders(real.transaction, agreed, gone)).problem).toMatch(
      /^The order cannot be read, as it names a lookup table that does not exist \(6awx.*\): not signed\.$/,
    );
  });
});
