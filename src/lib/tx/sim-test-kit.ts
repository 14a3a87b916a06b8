import { AccountLayout, AccountState, MINT_SIZE, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, type AccountInfo, type AddressLookupTableAccount } from '@solana/web3.js';
import { bytesToBase64 } from '../../utils/base64';
import type { SimConnection } from './simulate';

/** An account as a test states it: SOL only, or a token account (SPL layout). */
export type FakeAccount =
  | { lamports: number }
  | { lamports?: number; mint: PublicKey; owner: PublicKey; amount: bigint }
  | { decimals: number };

function mintInfo(decimals: number): AccountInfo<Uint8Array> {
  const data = new Uint8Array(MINT_SIZE);
  MintLayout.encode(
    {
      mintAuthorityOption: 0,
      mintAuthority: PublicKey.default,
      supply: 0n,
      decimals,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    },
    data,
  );
  return { lamports: 1_461_600, owner: TOKEN_PROGRAM_ID, data, executable: false };
}

function toInfo(a: FakeAccount | AccountInfo<Uint8Array>): AccountInfo<Uint8Array> {
  if ('data' in a) return a;
  if ('decimals' in a) return mintInfo(a.decimals);
  if (!('mint' in a))
    return { lamports: a.lamports, owner: PublicKey.default, data: new Uint8Array(), executable: false };
  const data = new Uint8Array(AccountLayout.span);
  AccountLayout.encode(
    {
      mint: a.mint,
      owner: a.owner,
      amount: a.amount,
      delegateOption: 0,
      delegate: PublicKey.default,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: PublicKey.default,
    },
    data,
  );
  return { lamports: a.lamports ?? 2_039_280, owner: TOKEN_PROGRAM_ID, data, executable: false };
}

export interface FakeChain {
  pre: Record<string, FakeAccount | AccountInfo<Uint8Array>>;
  post: Record<string, FakeAccount | AccountInfo<Uint8Array> | null>;
  err?: unknown;
  /** What the programs would call in turn, as the RPC answers `innerInstructions`. */
  inner?: { programId: string; accounts?: string[]; data?: string; parsed?: unknown }[];
  /** Lookup tables that exist. */
  tables?: Record<string, AddressLookupTableAccount>;
  /** The RPC cannot simulate (down, or refuses). */
  down?: boolean;
}

/** A connection whose simulation answers what the test says the transaction would do, checking the config sent. */
export function fakeSimConnection(chain: FakeChain): SimConnection & { configs: unknown[] } {
  const configs: unknown[] = [];
  const read = (keys: PublicKey[]) =>
    keys.map((k) => {
      const account = chain.pre[k.toBase58()];
      return account ? toInfo(account) : null;
    });
  const connection = {
    configs,
    getMultipleAccountsInfo: (keys: PublicKey[]) => Promise.resolve(read(keys)),
    getMultipleAccountsInfoAndContext: (keys: PublicKey[]) =>
      chain.down
        ? Promise.reject(new Error('failed to fetch'))
        : Promise.resolve({ context: { slot: 1 }, value: read(keys) }),
    getAddressLookupTable: (key: PublicKey) =>
      Promise.resolve({ context: { slot: 1 }, value: chain.tables?.[key.toBase58()] ?? null }),
    simulateTransaction: (_tx: unknown, config: { accounts?: { addresses: string[] } }) => {
      configs.push(config);
      if (chain.down) return Promise.reject(new Error('failed to fetch'));
      const accounts = (config.accounts?.addresses ?? []).map((a) => {
        const acc = a in chain.post ? chain.post[a] : chain.pre[a];
        if (!acc) return null;
        const info = toInfo(acc);
        return { ...info, owner: info.owner.toBase58(), data: [bytesToBase64(info.data), 'base64'] };
      });
      // As web3.js parses them: keys become PublicKey objects.
      const instructions = chain.inner?.map((ix) => ({
        ...ix,
        programId: new PublicKey(ix.programId),
        ...(ix.accounts ? { accounts: ix.accounts.map((a) => new PublicKey(a)) } : {}),
      }));
      const innerInstructions = instructions ? [{ index: 0, instructions }] : null;
      return Promise.resolve({
        context: { slot: 1 },
        value: { err: chain.err ?? null, logs: [], accounts, innerInstructions },
      });
    },
  };
  return connection as unknown as SimConnection & { configs: unknown[] };
}

/** RPC methods of a simulation that changes nothing the check looks at (for tests about other steps). */
export const quietSimulation = {
  getMultipleAccountsInfo: (keys: unknown[]) => Promise.resolve(keys.map(() => null)),
  getMultipleAccountsInfoAndContext: (keys: unknown[]) =>
    Promise.resolve({ context: { slot: 1 }, value: keys.map(() => null) }),
  getAddressLookupTable: () => Promise.resolve({ context: { slot: 1 }, value: null }),
  simulateTransaction: (_tx: unknown, config: { accounts?: { addresses: string[] } }) =>
    Promise.resolve({
      context: { slot: 1 },
      value: { err: null, logs: [], accounts: (config.accounts?.addresses ?? []).map(() => null) },
    }),
};
