import { MEMO_PROGRAM } from '../../src/utils/solana-wire/programs';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { LiteSVM } from 'litesvm';
import { randomBytes } from 'node:crypto';
import { RENT_EPOCH_EXEMPT } from './programs';
import type { RecordJson } from './record-json';
import type { SlotState } from './slots';
import type { AccountData, Address } from './types';

export const META_VERSION = 1;
const FAUCET_LAMPORTS = 500_000_000n * 1_000_000_000n;
const MEMO_PROGRAM_KEY = new PublicKey(MEMO_PROGRAM);

export interface LedgerMeta extends SlotState {
  version: number;
  genesisHash: string;
  faucetSecret: string;
  records: RecordJson[];
  /** [token account, owner] for every token account, so a restart need not rescan the token programs. */
  tokenOwners?: [Address, Address][];
}

export interface LedgerSnapshot {
  svm: Uint8Array;
  meta: LedgerMeta;
}

/** A snapshot to restore: its records in `meta` (older state files) or read on first use (`records`). */
export interface LedgerRestore {
  svm: Uint8Array;
  meta: Omit<LedgerMeta, 'records'> & { records?: RecordJson[] };
  records?: () => RecordJson[];
}

export type ChainMeta = Omit<LedgerMeta, 'records' | 'version'>;

export function genesis(): { svm: LiteSVM; meta: ChainMeta } {
  const svm = new LiteSVM();
  return {
    svm,
    meta: {
      genesisHash: bs58.encode(randomBytes(32)),
      slot: 1,
      blockHeight: 1,
      blockhashes: [[svm.latestBlockhash(), 1]],
      faucetSecret: bs58.encode(Keypair.generate().secretKey),
      tokenOwners: [],
    },
  };
}

export function checkVersion(meta: { version: number }) {
  if (meta.version !== META_VERSION) {
    throw new Error(`ledger snapshot version ${String(meta.version)} is not ${String(META_VERSION)}`);
  }
}

export function faucetAccount(): AccountData {
  return {
    lamports: FAUCET_LAMPORTS,
    owner: SystemProgram.programId.toBase58(),
    data: new Uint8Array(0),
    executable: false,
    rentEpoch: RENT_EPOCH_EXEMPT,
  };
}

/** A real transfer from the sandbox's faucet, so an airdrop is recorded like any transaction. */
export function airdropTransaction(faucet: Keypair, blockhash: string, to: Address, lamports: bigint): Uint8Array {
  const message = new TransactionMessage({
    payerKey: faucet.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: new PublicKey(to), lamports }),
      // Two identical airdrops in one slot would be the same transaction (refused as a duplicate): a nonce memo.
      new TransactionInstruction({
        programId: MEMO_PROGRAM_KEY,
        keys: [],
        data: Buffer.from(randomBytes(8).toString('hex')),
      }),
    ],
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([faucet]);
  return tx.serialize();
}
