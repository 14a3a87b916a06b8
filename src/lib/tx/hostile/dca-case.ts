import { createTransferInstruction } from '@solana/spl-token';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { dcaPda, DCA_PROGRAM, OPEN_DCA_V2, type DcaOpenSpec } from '../dca-open';
import { policyFor } from '../programs';
import { key, tokenAccount, W, wallet, type Scenario, type Variant } from './kit';

export const DAY = 86_400n;
export const UID = 1_764_000_000n;
export const START = UID + DAY;
const DEPOSIT = 150_000_000n;
// 50 USDC a round at 0.00001 to 0.00002 USDC per BONK (5 decimals): 2.5 to 5 million BONK.
export const MIN_OUT = 250_000_000_000n;
export const MAX_OUT = 500_000_000_000n;

export interface OpenArgs {
  dca: string;
  user: string;
  inputMint: PublicKey;
  outputMint: PublicKey;
  uid?: bigint;
  inAmount?: bigint;
  perCycle?: bigint;
  minOut?: bigint | null;
  maxOut?: bigint | null;
  startAt?: bigint | null;
}

/** An openDcaV2 as Jupiter's IDL lays it out (args: uid, inAmount, per cycle, frequency, minOut, maxOut, startAt). */
export function openDcaV2(a: OpenArgs): TransactionInstruction {
  const options = [
    a.minOut === undefined ? MIN_OUT : a.minOut,
    a.maxOut === undefined ? MAX_OUT : a.maxOut,
    a.startAt === undefined ? START : a.startAt,
  ];
  const data = new Uint8Array(40 + options.reduce((n, o) => n + (o === null ? 1 : 9), 0));
  data.set(OPEN_DCA_V2);
  const view = new DataView(data.buffer);
  view.setBigUint64(8, a.uid ?? UID, true);
  view.setBigUint64(16, a.inAmount ?? DEPOSIT, true);
  view.setBigUint64(24, a.perCycle ?? DEPOSIT / 3n, true);
  view.setBigInt64(32, DAY, true);
  let at = 40;
  for (const o of options) {
    data[at] = o === null ? 0 : 1;
    if (o !== null) view.setBigInt64(at + 1, o, true);
    at += o === null ? 1 : 9;
  }
  const meta = (k: PublicKey | string, isSigner = false) => ({
    pubkey: new PublicKey(k),
    isSigner,
    isWritable: true,
  });
  const user = new PublicKey(a.user);
  return new TransactionInstruction({
    programId: new PublicKey(DCA_PROGRAM),
    keys: [meta(a.dca), meta(user, user.equals(wallet)), meta(wallet, true), meta(a.inputMint), meta(a.outputMint)],
    data: data as unknown as TransactionInstruction['data'],
  });
}

/** The recurring create as the real service sends it: the user funds the PDA's token account, then opens the order. */
export function recurringCreate(inputMint: PublicKey, outputMint: PublicKey, walletAccount: PublicKey) {
  const dca = dcaPda(W, inputMint.toBase58(), outputMint.toBase58(), UID);
  const dcaAccount = key();
  const dcaOpen: DcaOpenSpec = {
    inputMint: inputMint.toBase58(),
    outputMint: outputMint.toBase58(),
    inAmount: DEPOSIT,
    numberOfOrders: 3,
    intervalSeconds: Number(DAY),
    minPrice: 0.00001,
    maxPrice: 0.00002,
    inputDecimals: 6,
    outputDecimals: 5,
    startAt: Number(START),
  };
  return {
    family: 'recurring',
    action: 'recurring create (openDcaV2)',
    policy: policyFor('recurring', { dcaOpen }),
    ixs: [
      createTransferInstruction(walletAccount, dcaAccount, wallet, DEPOSIT),
      openDcaV2({ dca, user: W, inputMint, outputMint }),
    ],
    holdings: [
      [walletAccount, inputMint, wallet, 1_000_000_000n, 1_000_000_000n - DEPOSIT],
      [dcaAccount, inputMint, new PublicKey(dca), 0n, DEPOSIT],
    ] as [PublicKey, PublicKey, PublicKey, bigint, bigint][],
    send: [{ mint: inputMint.toBase58(), max: DEPOSIT }],
  };
}

export const isDcaCreate = (s: Scenario) => !!s.statement.policy?.dcaOpen;

/** The create as a screen with other bounds would state it. */
export function withScreen(s: Scenario, screen: Partial<DcaOpenSpec>): Scenario {
  const { policy } = s.statement;
  const dcaOpen = policy?.dcaOpen;
  return policy && dcaOpen
    ? { ...s, statement: { ...s.statement, policy: { ...policy, dcaOpen: { ...dcaOpen, ...screen } } } }
    : s;
}

/** The create with its open instruction replaced, and the deposit (if `to` is given) landing in an account of `to`. */
export function withOpen(s: Scenario, open: TransactionInstruction | null, to?: PublicKey): Variant {
  const [deposit] = s.ixs;
  const depositTo = deposit?.keys[1]?.pubkey.toBase58() ?? '';
  const post = { ...s.post };
  const spec = s.statement.policy?.dcaOpen;
  if (to && spec) {
    post[depositTo] = tokenAccount({ mint: new PublicKey(spec.inputMint), owner: to, amount: DEPOSIT });
  }
  const pre = { ...s.pre };
  if (to && spec) pre[depositTo] = tokenAccount({ mint: new PublicKey(spec.inputMint), owner: to, amount: 0n });
  return {
    ixs: [...(deposit ? [deposit] : []), ...(open ? [open] : [])],
    payer: wallet,
    pre,
    post,
    statement: s.statement,
  };
}
