import { createApproveInstruction, createCloseAccountInstruction, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  PublicKey,
  StakeProgram,
  SystemProgram,
  TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { SYSTEM_PROGRAM } from '../instructions';
import { STAKE_PROGRAM } from '../programs';
import { bytes, tokenAccount, honest, key, S, sol, stranger, W, wallet, type Scenario, type Variant } from './kit';

export interface Attack {
  name: string;
  refusal: RegExp;
  build: (s: Scenario) => Variant;
  applies?: (s: Scenario) => boolean;
}

const approveData = (amount: bigint) => createApproveInstruction(key(), key(), key(), amount).data;
const withIxs = (s: Scenario, ...extra: TransactionInstruction[]): Variant => ({
  ...honest(s),
  ixs: [...s.ixs, ...extra],
});
const walletToken = (s: Scenario) => s.walletToken?.toBase58() ?? '';
const hasWalletToken = (s: Scenario) => !!s.walletToken;
const tokenAfter = (s: Scenario, change: Parameters<typeof tokenAccount>[0]) => ({
  ...honest(s),
  post: { ...s.post, [walletToken(s)]: tokenAccount(change) },
});
const walletTokenState = (s: Scenario) => {
  const raw = s.post[walletToken(s)] ?? s.pre[walletToken(s)];
  const data: Uint8Array = raw && 'data' in raw ? (raw.data as Uint8Array) : new Uint8Array(165);
  return {
    mint: new PublicKey(data.subarray(0, 32)),
    owner: wallet,
    amount: new DataView(data.buffer, data.byteOffset).getBigUint64(64, true),
  };
};

const foreign = () =>
  new TransactionInstruction({
    programId: key(),
    keys: [{ pubkey: wallet, isSigner: true, isWritable: true }],
    data: bytes([1]),
  });

export const ATTACKS: Attack[] = [
  {
    name: 'a token Approve reached through another program (CPI)',
    applies: hasWalletToken,
    refusal: /token approval/,
    build: (s) => ({
      ...honest(s),
      inner: [
        {
          programId: TOKEN_PROGRAM_ID.toBase58(),
          accounts: [walletToken(s), S, W],
          data: bs58.encode(approveData(1n << 60n)),
        },
      ],
    }),
  },
  {
    name: 'a System Assign of the wallet through CPI (jsonParsed, as a real RPC answers)',
    refusal: /hand your wallet account to another program/,
    build: (s) => ({
      ...honest(s),
      inner: [{ programId: SYSTEM_PROGRAM, parsed: { type: 'assign', info: { account: W, owner: S } } }],
    }),
  },
  {
    name: 'a top-level Stake Withdraw of a stake account the wallet controls',
    refusal: /program this action does not use/,
    build: (s) =>
      withIxs(
        s,
        ...StakeProgram.withdraw({
          stakePubkey: key(),
          authorizedPubkey: wallet,
          toPubkey: stranger,
          lamports: 1_000_000_000,
        }).instructions,
      ),
  },
  {
    name: 'a Stake Authorize of the wallet’s stake account through CPI',
    refusal: /your wallet's authority/,
    build: (s) => ({
      ...honest(s),
      inner: [
        {
          programId: STAKE_PROGRAM,
          accounts: [key().toBase58(), key().toBase58(), W],
          data: bs58.encode(new Uint8Array([1, 0, 0, 0])),
        },
      ],
    }),
  },
  {
    name: 'a WithdrawNonceAccount of a nonce account the wallet controls',
    refusal: /nonce account/,
    build: (s) =>
      withIxs(
        s,
        SystemProgram.nonceWithdraw({
          noncePubkey: key(),
          authorizedPubkey: wallet,
          toPubkey: stranger,
          lamports: 1_000_000_000,
        }),
      ),
  },
  {
    name: '0.001 SOL to a stranger, inside the fees and rent the page showed',
    refusal: /(pay|send) 0\.001 SOL to /,
    build: (s) => {
      const v = withIxs(s, SystemProgram.transfer({ fromPubkey: wallet, toPubkey: stranger, lamports: 1_000_000 }));
      const w = v.post[W];
      const lamports = w && 'lamports' in w ? Number(w.lamports) - 1_000_000 : 0;
      return { ...v, post: { ...v.post, [W]: sol(lamports), [S]: sol(1_000_000) } };
    },
  },
  {
    name: 'a compute-unit limit of u32::MAX with a priority price that burns the wallet’s SOL',
    refusal: /priority fee of up to/,
    build: (s) => ({
      ...honest(s),
      ixs: [
        ComputeBudgetProgram.setComputeUnitLimit({ units: 4_294_967_295 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000 }),
        ...s.ixs,
      ],
    }),
  },
  {
    name: 'a program the action does not use, with the wallet as signer',
    refusal: /program this action does not use/,
    build: (s) => withIxs(s, foreign()),
  },
  {
    name: 'a lookup table that does not exist yet (forcing “sign without the check”)',
    refusal: /lookup table that does not exist.*Not signed/,
    build: (s) => {
      const table = new AddressLookupTableAccount({
        key: key(),
        state: {
          deactivationSlot: BigInt('18446744073709551615'),
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: [key()],
        },
      });
      const lookedUp = table.state.addresses[0] ?? key();
      const ix = new TransactionInstruction({
        programId: TOKEN_PROGRAM_ID,
        keys: [{ pubkey: lookedUp, isSigner: false, isWritable: true }],
        data: bytes([]),
      });
      return { ...withIxs(s, ix), tables: [table] };
    },
  },
  {
    name: 'a delegate on the wallet’s token account that only the post-state shows',
    applies: hasWalletToken,
    refusal: /token approval/,
    build: (s) => tokenAfter(s, { ...walletTokenState(s), delegate: stranger, delegatedAmount: 1n << 60n }),
  },
  {
    name: 'a close authority handed to a stranger (post-state)',
    applies: hasWalletToken,
    refusal: /close your token account/,
    build: (s) => tokenAfter(s, { ...walletTokenState(s), closeAuthority: stranger }),
  },
  {
    name: 'the wallet’s token account handed to another owner (post-state)',
    applies: hasWalletToken,
    refusal: /to another owner/,
    build: (s) => tokenAfter(s, { ...walletTokenState(s), owner: stranger }),
  },
  {
    name: 'the wallet assigned to another program (post-state)',
    refusal: /hand your wallet account to another program/,
    build: (s) => {
      const w = s.post[W];
      const lamports = w && 'lamports' in w ? Number(w.lamports) : 0;
      return { ...honest(s), post: { ...s.post, [W]: { ...sol(lamports), owner: stranger } } };
    },
  },
  {
    name: 'closing a token account the wallet already had, its rent to a stranger',
    applies: hasWalletToken,
    refusal: /close your token account/,
    build: (s) => withIxs(s, createCloseAccountInstruction(s.walletToken ?? key(), stranger, wallet)),
  },
];
