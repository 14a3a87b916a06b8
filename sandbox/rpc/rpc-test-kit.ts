import {
  createAssociatedTokenAccountInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMint2Instruction,
  createInitializeTransferFeeConfigInstruction,
  createMintToInstruction,
  ExtensionType,
  getAssociatedTokenAddressSync,
  getMintLen,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { createHash, randomBytes } from 'node:crypto';
import { Ledger } from '../chain/ledger';
import { land } from '../test-harness';
import { createRpcHandler, type RpcHandler } from './handler';

/** Test-only helpers: a ledger with its handler, signed transactions, and real SPL mints built by instructions. */

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export interface RpcHarness {
  ledger: Ledger;
  handler: RpcHandler;
  /** Call a method and return its result; fails the test if the answer is an error. */
  call<T = unknown>(method: string, params?: unknown): Promise<T>;
  /** Call a method that must fail and return the error body. */
  fail(method: string, params?: unknown): Promise<RpcErrorBody>;
}

export function harness(): RpcHarness {
  const ledger = Ledger.create();
  const handler = createRpcHandler(ledger);
  const send = async (method: string, params?: unknown) =>
    (await handler({ jsonrpc: '2.0', id: 1, method, params })) as { result?: unknown; error?: RpcErrorBody };
  return {
    ledger,
    handler,
    async call<T>(method: string, params?: unknown) {
      const response = await send(method, params);
      if (response.error) throw new Error(`${method} failed: ${JSON.stringify(response.error)}`);
      return response.result as T;
    },
    async fail(method: string, params?: unknown) {
      const response = await send(method, params);
      if (!response.error) throw new Error(`${method} succeeded: ${JSON.stringify(response.result)}`);
      return response.error;
    },
  };
}

export const randomSignature = () => bs58.encode(randomBytes(64));
export const randomAddress = () => Keypair.generate().publicKey.toBase58();

/** A legacy transaction, signed, as wire bytes. */
export function legacyTx(
  ledger: Ledger,
  payer: Keypair,
  ixs: TransactionInstruction[],
  extra: Keypair[] = [],
  blockhash?: string,
): Buffer {
  const tx = new Transaction({
    feePayer: payer.publicKey,
    blockhash: blockhash ?? ledger.latestBlockhash().blockhash,
    lastValidBlockHeight: 0,
  }).add(...ixs);
  tx.sign(payer, ...extra);
  return tx.serialize();
}

/** A v0 transaction, signed, as wire bytes. */
export function v0Tx(ledger: Ledger, payer: Keypair, ixs: TransactionInstruction[], extra: Keypair[] = []): Uint8Array {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: ixs,
  }).compileToV0Message();
  const tx = new VersionedTransaction(message);
  tx.sign([payer, ...extra]);
  return tx.serialize();
}

export function transferIx(from: PublicKey, to: PublicKey, lamports: number) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports });
}

export interface TestMint {
  mint: PublicKey;
  authority: Keypair;
  programId: PublicKey;
}

/** A fresh SPL Token mint made by the real program (InitializeMint2), with a freeze authority. */
export function createMint(ledger: Ledger, payer: Keypair, decimals: number): TestMint {
  const mint = Keypair.generate();
  const authority = Keypair.generate();
  const rent = Number(ledger.rentExemptMinimum(MINT_SIZE));
  land(
    ledger,
    legacyTx(
      ledger,
      payer,
      [
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: rent,
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        createInitializeMint2Instruction(mint.publicKey, decimals, authority.publicKey, authority.publicKey),
      ],
      [mint],
    ),
  );
  return { mint: mint.publicKey, authority, programId: TOKEN_PROGRAM_ID };
}

/** The token-metadata interface's Initialize instruction, built by hand (discriminator = sha256 prefix). */
function initializeMetadataIx(mint: PublicKey, authority: PublicKey, name: string, symbol: string, uri: string) {
  const discriminator = createHash('sha256').update('spl_token_metadata_interface:initialize_account').digest();
  const str = (s: string) => {
    const bytes = Buffer.from(s, 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(bytes.length);
    return Buffer.concat([length, bytes]);
  };
  return new TransactionInstruction({
    programId: TOKEN_2022_PROGRAM_ID,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.concat([discriminator.subarray(0, 8), str(name), str(symbol), str(uri)]),
  });
}

/**
 * A Token-2022 mint with a transfer fee, a metadata pointer to itself and on-mint metadata, all written by the real
 * program, so jsonParsed sees the byte layout a real cluster has.
 */
export function createMint2022(ledger: Ledger, payer: Keypair, decimals: number): TestMint {
  const mint = Keypair.generate();
  const authority = Keypair.generate();
  const space = getMintLen([ExtensionType.TransferFeeConfig, ExtensionType.MetadataPointer]);
  // The metadata TLV is appended later by the program's realloc; the rent for it must already be there.
  const rent = Number(ledger.rentExemptMinimum(space + 4 + 200));
  land(
    ledger,
    legacyTx(
      ledger,
      payer,
      [
        SystemProgram.createAccount({
          fromPubkey: payer.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: rent,
          space,
          programId: TOKEN_2022_PROGRAM_ID,
        }),
        createInitializeTransferFeeConfigInstruction(
          mint.publicKey,
          authority.publicKey,
          authority.publicKey,
          50,
          5_000n,
          TOKEN_2022_PROGRAM_ID,
        ),
        createInitializeMetadataPointerInstruction(
          mint.publicKey,
          authority.publicKey,
          mint.publicKey,
          TOKEN_2022_PROGRAM_ID,
        ),
        createInitializeMint2Instruction(mint.publicKey, decimals, authority.publicKey, null, TOKEN_2022_PROGRAM_ID),
        initializeMetadataIx(mint.publicKey, authority.publicKey, 'Sandbox Dollar', 'SBD', 'https://example.test/sbd'),
      ],
      [mint, authority],
    ),
  );
  return { mint: mint.publicKey, authority, programId: TOKEN_2022_PROGRAM_ID };
}

/** Create `owner`'s associated token account for the mint and mint `amount` into it; returns the account. */
export function mintToOwner(ledger: Ledger, payer: Keypair, m: TestMint, owner: PublicKey, amount: bigint): PublicKey {
  const ata = getAssociatedTokenAddressSync(m.mint, owner, true, m.programId);
  land(
    ledger,
    legacyTx(
      ledger,
      payer,
      [
        createAssociatedTokenAccountInstruction(payer.publicKey, ata, owner, m.mint, m.programId),
        createMintToInstruction(m.mint, ata, m.authority.publicKey, amount, [], m.programId),
      ],
      [m.authority],
    ),
  );
  return ata;
}
