import { createTransferInstruction, ExtensionType, getMintLen, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, type AccountInfo } from '@solana/web3.js';
import { honest, key, stranger, tokenAccount, wallet, type Scenario } from './kit';
import type { Attack } from './attacks';
import { USDC } from './scenarios';

const receivesUsdc = (s: Scenario) =>
  s.statement.receive.some((r) => r.mint === USDC.toBase58() && r.to === s.statement.wallet);
const paid = (to: PublicKey, amount: bigint) => createTransferInstruction(key(), to, key(), amount);

function permanentDelegateMint(): AccountInfo<Uint8Array> {
  const data = new Uint8Array(getMintLen([ExtensionType.PermanentDelegate]));
  data[44] = 6; // decimals
  data[45] = 1; // initialized
  data[165] = 1; // account type: mint
  const view = new DataView(data.buffer);
  view.setUint16(166, ExtensionType.PermanentDelegate, true);
  view.setUint16(168, 32, true);
  data.set(stranger.toBytes(), 170);
  return { lamports: 2_000_000, owner: TOKEN_2022_PROGRAM_ID, data, executable: false };
}

/** Attacks on what only some actions do: pay the wallet out of a vault, or give it a token. */
export const FAMILY_ATTACKS: Attack[] = [
  {
    name: 'the vault also pays a third party (a loan, a payout or a refund sent to someone else)',
    refusal: /also give 25 USDC to /,
    applies: receivesUsdc,
    build: (s) => {
      const account = key();
      return {
        ...honest(s),
        ixs: [...s.ixs, paid(account, 25_000_000n)],
        pre: { ...s.pre, [account.toBase58()]: tokenAccount({ mint: USDC, owner: stranger, amount: 0n }) },
        post: { ...s.post, [account.toBase58()]: tokenAccount({ mint: USDC, owner: stranger, amount: 25_000_000n }) },
      };
    },
  },
  {
    name: 'the vault lends the wallet more than shown (a bigger loan against its collateral)',
    refusal: /more than the \d+ USDC shown/,
    applies: (s) => s.statement.receive.some((r) => r.mint === USDC.toBase58() && r.max !== undefined),
    build: (s) => {
      const account = key();
      return {
        ...honest(s),
        ixs: [...s.ixs, paid(account, 25_000_000n)],
        pre: { ...s.pre, [account.toBase58()]: tokenAccount({ mint: USDC, owner: wallet, amount: 0n }) },
        post: { ...s.post, [account.toBase58()]: tokenAccount({ mint: USDC, owner: wallet, amount: 25_000_000n }) },
      };
    },
  },
  {
    name: 'what the wallet receives is a Token-2022 token with a permanent delegate',
    refusal: /permanent delegate/,
    applies: (s) => s.statement.receive.some((r) => r.to === s.statement.wallet),
    build: (s) => {
      const mint = key();
      const account = key();
      const token = { mint, owner: wallet, program: TOKEN_2022_PROGRAM_ID };
      return {
        ...honest(s),
        ixs: [...s.ixs, paid(account, 5n)],
        pre: {
          ...s.pre,
          [mint.toBase58()]: permanentDelegateMint(),
          [account.toBase58()]: tokenAccount({ ...token, amount: 0n }),
        },
        post: { ...s.post, [account.toBase58()]: tokenAccount({ ...token, amount: 5n }) },
      };
    },
  },
];
