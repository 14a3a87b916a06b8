import { ACCOUNT_SIZE, AccountLayout, AccountState, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
  type AccountInfo,
  type AddressLookupTableAccount,
  type TransactionInstruction,
} from '@solana/web3.js';
import { checkBeforeWallet, type PreSignResult } from '../pre-sign';
import { fakeSimConnection, type FakeChain } from '../sim-test-kit';
import type { LabelOf, TxStatement } from '../statement';

export const key = () => Keypair.generate().publicKey;
/** web3.js types instruction data as a Node Buffer but only reads its bytes. */
export const bytes = (data: Uint8Array | number[] | string) =>
  (typeof data === 'string'
    ? new TextEncoder().encode(data)
    : Uint8Array.from(data)) as unknown as TransactionInstruction['data'];
export const wallet = key();
export const W = wallet.toBase58();
export const stranger = key();
export const S = stranger.toBase58();

export interface TokenState {
  mint: PublicKey;
  owner: PublicKey;
  amount: bigint;
  delegate?: PublicKey;
  delegatedAmount?: bigint;
  closeAuthority?: PublicKey;
  frozen?: boolean;
  program?: PublicKey;
}

/** A token account's bytes as the RPC returns them. */
export function tokenAccount(t: TokenState): AccountInfo<Uint8Array> {
  const data = new Uint8Array(ACCOUNT_SIZE);
  AccountLayout.encode(
    {
      mint: t.mint,
      owner: t.owner,
      amount: t.amount,
      delegateOption: t.delegate ? 1 : 0,
      delegate: t.delegate ?? PublicKey.default,
      state: t.frozen ? AccountState.Frozen : AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: t.delegatedAmount ?? 0n,
      closeAuthorityOption: t.closeAuthority ? 1 : 0,
      closeAuthority: t.closeAuthority ?? PublicKey.default,
    },
    data,
  );
  return { lamports: 2_039_280, owner: t.program ?? TOKEN_PROGRAM_ID, data, executable: false };
}

export const sol = (lamports: number): AccountInfo<Uint8Array> => ({
  lamports,
  owner: PublicKey.default,
  data: new Uint8Array(),
  executable: false,
});

export interface Scenario {
  family: string;
  action: string;
  statement: TxStatement;
  ixs: TransactionInstruction[];
  payer?: PublicKey;
  pre: FakeChain['pre'];
  post: FakeChain['post'];
  labelOf: LabelOf;
  walletToken: PublicKey | undefined;
}

export interface Variant {
  ixs: TransactionInstruction[];
  payer: PublicKey;
  pre: FakeChain['pre'];
  post: FakeChain['post'];
  inner?: FakeChain['inner'];
  tables?: AddressLookupTableAccount[];
  statement: TxStatement;
  err?: unknown;
}

export function honest(s: Scenario): Variant {
  return { ixs: s.ixs, payer: s.payer ?? wallet, pre: s.pre, post: s.post, statement: s.statement };
}

export function run(s: Scenario, v: Variant): Promise<PreSignResult> {
  const message = new TransactionMessage({
    payerKey: v.payer,
    recentBlockhash: key().toBase58(),
    instructions: v.ixs,
  }).compileToV0Message(v.tables);
  const chain: FakeChain = { pre: v.pre, post: v.post, tables: {}, ...(v.inner ? { inner: v.inner } : {}), err: v.err };
  return checkBeforeWallet(fakeSimConnection(chain), new VersionedTransaction(message), v.statement, s.labelOf);
}

export function signatureFees(ixs: TransactionInstruction[], payer: PublicKey = wallet): number {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: key().toBase58(), instructions: ixs });
  return message.compileToV0Message().header.numRequiredSignatures * 5_000;
}
