import {
  createTransferCheckedInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID as T22,
} from '@solana/spl-token';
import { Keypair, PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createTxProblem } from './create-tx-check';
import { dbcCreate, decompiled, honestInstructions, launch, txOf, type Launch } from './create-tx-fixtures';
import { withDevBuy } from './dev-buy-tx';

const IN = 100_000_000n;
const OUT = 6_000_000_000_000n;
const MIN = 5_940_000_000_000n;
const stranger = () => Keypair.generate().publicKey;

function buying(l: Launch) {
  const agreed = { ...l.agreed, devBuy: { quoteIn: IN, minOut: MIN } };
  const order = { ...agreed, quoteIn: IN, expectedOut: OUT, minOut: MIN };
  return { agreed, order };
}

/** The honest create with the page's buy, its last `drop` instructions replaced by `tail`. */
function hostile(l: Launch, drop: number, ...tail: TransactionInstruction[]) {
  const { agreed, order } = buying(l);
  const ixs = [...honestInstructions(l), ...withDevBuyTail(l, order)];
  ixs.splice(ixs.length - drop, drop, ...tail);
  return createTxProblem(txOf(l.wallet, ixs), agreed);
}

function withDevBuyTail(l: Launch, order: ReturnType<typeof buying>['order']): TransactionInstruction[] {
  const created = honestInstructions(l).length;
  const tx = withDevBuy(txOf(l.wallet, honestInstructions(l)), order);
  return decompiled(tx).slice(created);
}

const usdcOf = (l: Launch, owner: PublicKey) =>
  getAssociatedTokenAddressSync(new PublicKey(l.agreed.quoteMint), owner, true);
const quoteVault = (l: Launch) => usdcOf(l, l.authority);
const pay = (l: Launch, amount: bigint, to = quoteVault(l)) =>
  createTransferInstruction(usdcOf(l, l.wallet), to, l.wallet, amount);
const payout = (l: Launch, amount: bigint, owner = l.wallet) =>
  createTransferCheckedInstruction(
    l.curveVault,
    l.mint,
    getAssociatedTokenAddressSync(l.mint, owner, true, T22),
    l.authority,
    amount,
    6,
    [],
    T22,
  );

describe('the dev buy in the launch transaction: the sandbox curve', () => {
  it('passes the page’s own buy, and refuses any buy where none was shown', () => {
    const l = launch();
    const { agreed, order } = buying(l);
    const tx = withDevBuy(txOf(l.wallet, honestInstructions(l)), order);
    expect(createTxProblem(tx, agreed)).toBeNull();
    expect(createTxProblem(tx, l.agreed)).toBe(
      'The create transaction also moves tokens, where you chose no dev buy: not signed.',
    );
  });

  it('refuses a buy that spends more than shown, pays a stranger, or pays twice', () => {
    const l = launch();
    expect(hostile(l, 2, pay(l, IN + 1n), payout(l, OUT))).toBe(
      'The create transaction spends 100.000001 USDC on your dev buy, more than the 100 USDC shown: not signed.',
    );
    expect(hostile(l, 2, pay(l, IN, usdcOf(l, stranger())), payout(l, OUT))).toMatch(
      /pays for your dev buy into .*, not into the curve/,
    );
    expect(hostile(l, 2, pay(l, IN), pay(l, 1n), payout(l, OUT))).toMatch(
      /does not carry your dev buy as one payment to the curve and one payout from it/,
    );
  });

  it('refuses the bought tokens sent elsewhere, or fewer than the minimum shown', () => {
    const l = launch();
    expect(hostile(l, 1, payout(l, OUT, stranger()))).toMatch(
      /sends the tokens of your dev buy to .*, not to your wallet/,
    );
    expect(hostile(l, 1, payout(l, MIN - 1n))).toBe(
      'The create transaction gives you 5,939,999.999999 tokens, below the 5,940,000 tokens shown: not signed.',
    );
  });
});

describe('the dev buy in the launch transaction: a Meteora DBC swap', () => {
  const dbcLaunch = (l: Launch) =>
    txOf(l.wallet, [
      dbcCreate(
        { creator: l.wallet, mint: l.mint, payer: l.wallet },
        { name: 'Sandbox Cat', symbol: 'SCAT', uri: l.agreed.metadataUris[0] ?? '' },
      ),
    ]);
  /** The page's swap with its amount in, minimum out or output account changed in the bytes. */
  function swapWith(l: Launch, change: (data: Buffer, keys: TransactionInstruction['keys']) => void) {
    const { agreed, order } = buying(l);
    const ixs = decompiled(withDevBuy(dbcLaunch(l), order));
    const swap = ixs.at(-1) as TransactionInstruction;
    change(swap.data, swap.keys);
    return createTxProblem(txOf(l.wallet, ixs), agreed);
  }

  it('passes the page’s swap on the new pool and refuses more in, less out, or another recipient', () => {
    const l = launch();
    expect(swapWith(l, () => undefined)).toBeNull();
    expect(swapWith(l, (d) => d.writeBigUInt64LE(IN * 2n, 8))).toMatch(/spends 200 USDC on your dev buy/);
    expect(swapWith(l, (d) => d.writeBigUInt64LE(0n, 16))).toMatch(/accepts as little as 0 tokens, below the/);
    expect(
      swapWith(l, (_, keys) => {
        keys[4] = { pubkey: stranger(), isSigner: false, isWritable: true };
      }),
    ).toMatch(/sends the tokens of your dev buy to .*, not to your wallet/);
    expect(
      swapWith(l, (_, keys) => {
        keys[2] = { pubkey: stranger(), isSigner: false, isWritable: true };
      }),
    ).toMatch(/buys on the pool .*, not the one it creates/);
  });
});
