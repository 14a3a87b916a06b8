// Honest and hostile launch create transactions built with web3.js, as the sandbox's builder makes them. Test-only.
import bs58 from 'bs58';
import {
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  createSetAuthorityInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { STUDIO_TOTAL_SUPPLY } from '../../../utils/studio-curve';
import type { PoolConfig } from '../../../api/studio/schemas-pool-config';
import { studioPoolConfig } from '../../../api/studio/schemas-pool-terms';
import type { LaunchAgreed } from './create-tx-check';
import type { ConfigAgreed } from './pool-config-check';

const T22 = TOKEN_2022_PROGRAM_ID;
const utf8 = new TextEncoder();

function borsh(...texts: string[]): Uint8Array[] {
  return texts.map((text) => {
    const bytes = utf8.encode(text);
    const out = new Uint8Array(4 + bytes.length);
    new DataView(out.buffer).setUint32(0, bytes.length, true);
    out.set(bytes, 4);
    return out;
  });
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out as unknown as TransactionInstruction['data'];
};

export function metadataInitialize(mint: PublicKey, authority: PublicKey, name: string, symbol: string, uri: string) {
  return new TransactionInstruction({
    programId: T22,
    keys: [mint, authority, mint, authority].map((pubkey, i) => ({ pubkey, isSigner: i === 3, isWritable: i === 0 })),
    data: concat([new Uint8Array([210, 225, 30, 162, 88, 184, 77, 141]), ...borsh(name, symbol, uri)]),
  });
}

export function dbcCreate(
  keys: { creator: PublicKey; mint: PublicKey; payer: PublicKey; config?: PublicKey },
  m: TokenMetadataLike,
  quoteMint: string = STUDIO_QUOTE_MINTS.USDC,
) {
  const k = () => Keypair.generate().publicKey;
  const accounts = [keys.config ?? k(), k(), keys.creator, keys.mint, new PublicKey(quoteMint), k(), k(), k()];
  return new TransactionInstruction({
    programId: new PublicKey('dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN'),
    keys: [...accounts, keys.payer, TOKEN_PROGRAM_ID, T22, SystemProgram.programId, k(), k()].map((pubkey) => ({
      pubkey,
      isSigner: false,
      isWritable: false,
    })),
    data: concat([new Uint8Array([169, 118, 51, 78, 145, 110, 220, 155]), ...borsh(m.name, m.symbol, m.uri)]),
  });
}

interface TokenMetadataLike {
  name: string;
  symbol: string;
  uri: string;
}

export interface Launch {
  wallet: PublicKey;
  mint: PublicKey;
  authority: PublicKey;
  vestingOwner: PublicKey;
  curveVault: PublicKey;
  vestingVault: PublicKey;
  agreed: LaunchAgreed;
}

export function launch(locked = 0n, quoteMint: string = STUDIO_QUOTE_MINTS.USDC): Launch {
  const wallet = Keypair.generate().publicKey;
  const mint = Keypair.generate().publicKey;
  const authority = Keypair.generate().publicKey;
  const vestingOwner = Keypair.generate().publicKey;
  return {
    wallet,
    mint,
    authority,
    vestingOwner,
    curveVault: getAssociatedTokenAddressSync(mint, authority, false, T22),
    vestingVault: getAssociatedTokenAddressSync(mint, vestingOwner, false, T22),
    agreed: {
      wallet: wallet.toBase58(),
      mint: mint.toBase58(),
      name: 'Sandbox Cat',
      symbol: 'SCAT',
      quoteMint,
      locked,
      metadataUris: [`http://127.0.0.1:8787/studio-uploads/metadata/${mint.toBase58()}`],
      devBuy: null,
    },
  };
}

export const ata = (payer: PublicKey, owner: PublicKey, mint: PublicKey, program = T22) =>
  createAssociatedTokenAccountIdempotentInstruction(
    payer,
    getAssociatedTokenAddressSync(mint, owner, true, program),
    owner,
    mint,
    program,
  );

export function honestInstructions(l: Launch): TransactionInstruction[] {
  const { wallet, mint, authority, agreed } = l;
  const usdc = new PublicKey(agreed.quoteMint);
  const ixs = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 300_000 }),
    SystemProgram.createAccount({
      fromPubkey: wallet,
      newAccountPubkey: mint,
      lamports: 4_000_000,
      space: 234,
      programId: T22,
    }),
    createInitializeMetadataPointerInstruction(mint, authority, mint, T22),
    createInitializeMint2Instruction(mint, 6, authority, null, T22),
    metadataInitialize(mint, authority, agreed.name, agreed.symbol, agreed.metadataUris[0] ?? ''),
    ata(wallet, authority, mint),
    ata(wallet, authority, usdc, TOKEN_PROGRAM_ID),
    createMintToInstruction(mint, l.curveVault, authority, STUDIO_TOTAL_SUPPLY - agreed.locked, [], T22),
  ];
  if (agreed.locked > 0n) {
    ixs.push(
      ata(wallet, l.vestingOwner, mint),
      createMintToInstruction(mint, l.vestingVault, authority, agreed.locked, [], T22),
    );
  }
  ixs.push(createSetAuthorityInstruction(mint, authority, AuthorityType.MintTokens, null, [], T22));
  return ixs;
}

export function txOf(payer: PublicKey, ixs: TransactionInstruction[]): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
    instructions: ixs,
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

/** The instructions of a compiled message, as web3.js builds them. */
export function decompiled(tx: VersionedTransaction): TransactionInstruction[] {
  const keys = tx.message.staticAccountKeys;
  return tx.message.compiledInstructions.map(
    (ix) =>
      new TransactionInstruction({
        programId: keys[ix.programIdIndex] as PublicKey,
        keys: ix.accountKeyIndexes.map((i) => ({
          pubkey: keys[i] as PublicKey,
          isSigner: tx.message.isAccountSigner(i),
          isWritable: tx.message.isAccountWritable(i),
        })),
        data: Buffer.from(ix.data),
      }),
  );
}

/** The config Studio would name for the terms `configAgreedOf` read from a form. */
export function honestConfigOf(a: ConfigAgreed): PoolConfig {
  const quoteMint = STUDIO_QUOTE_MINTS[a.quote];
  const fields = studioPoolConfig({
    ...a,
    quoteMint: bs58.decode(quoteMint),
    migrationQuoteThreshold: a.migrationQuote,
  });
  return { ...fields, quoteMint, tokenType: a.tokenType };
}
