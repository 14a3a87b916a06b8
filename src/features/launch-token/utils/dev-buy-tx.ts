import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type AccountMeta,
} from '@solana/web3.js';
import type { AnyTransaction } from '../../../lib/tx-kind';
import { isVersioned } from '../../../lib/tx-kind';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { writeU64 } from '../../../utils/solana-wire/bytes';
import { ATA_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../../utils/solana-wire/programs';
import { encodeSystemTransfer } from '../../../utils/solana-wire/system';
import { ATA_IX, encodeTokenAmount, TOKEN_IX } from '../../../utils/solana-wire/token';
import { STUDIO_TOKEN_DECIMALS } from '../../../utils/studio-curve';
import { associatedAddress, DBC_PROGRAM, readCreateTx, type DbcPool } from './create-tx-read';

// Meteora DBC's constant PDAs (["pool_authority"], ["__event_authority"]) and its `swap` discriminator.
const DBC_POOL_AUTHORITY = 'FhVo3mqL8PW5pH5U2CN4XE33DokiyZnUwuGpH2hmHLuM';
const DBC_EVENT_AUTHORITY = '8Ks12pbrD6PXxfty1hVQiE9sc289zgU1zHkvXhrSdriF';
const DBC_SWAP = [248, 198, 158, 145, 225, 117, 135, 200];

export interface DevBuyOrder {
  wallet: string;
  mint: string;
  quoteMint: string;
  quoteIn: bigint;
  /** What the fresh curve gives: the sandbox curve pays exactly this; DBC's swap is held to `minOut`. */
  expectedOut: bigint;
  minOut: bigint;
}

const key = (address: string) => new PublicKey(address);
const meta = (address: string, isSigner: boolean, isWritable: boolean): AccountMeta => ({
  pubkey: key(address),
  isSigner,
  isWritable,
});
// web3.js types `data` as a Node Buffer but only ever reads its bytes.
const ix = (programId: string, keys: AccountMeta[], data: Uint8Array) =>
  new TransactionInstruction({ programId: key(programId), keys, data: data as TransactionInstruction['data'] });

function openAccount(wallet: string, mint: string, program: string) {
  const account = associatedAddress(wallet, mint, program);
  const keys = [
    meta(wallet, true, true),
    meta(account, false, true),
    meta(wallet, false, false),
    meta(mint, false, false),
    meta(SYSTEM_PROGRAM, false, false),
    meta(program, false, false),
  ];
  return ix(ATA_PROGRAM, keys, new Uint8Array([ATA_IX.CreateIdempotent]));
}

function dbcSwap(o: DevBuyOrder, pool: DbcPool) {
  const data = new Uint8Array(24);
  data.set(DBC_SWAP);
  writeU64(data, 8, o.quoteIn);
  writeU64(data, 16, o.minOut);
  const keys = [
    meta(DBC_POOL_AUTHORITY, false, false),
    meta(pool.config, false, false),
    meta(pool.pool, false, true),
    meta(associatedAddress(o.wallet, o.quoteMint, TOKEN_PROGRAM), false, true),
    meta(associatedAddress(o.wallet, o.mint, pool.baseProgram), false, true),
    meta(pool.baseVault, false, true),
    meta(pool.quoteVault, false, true),
    meta(o.mint, false, false),
    meta(o.quoteMint, false, false),
    meta(o.wallet, true, false),
    meta(pool.baseProgram, false, false),
    meta(TOKEN_PROGRAM, false, false),
    meta(DBC_PROGRAM, false, false),
    meta(DBC_EVENT_AUTHORITY, false, false),
    meta(DBC_PROGRAM, false, false),
    // Lets the program see it runs in the creating transaction: the first swap there pays the minimum fee.
    { pubkey: SYSVAR_INSTRUCTIONS_PUBKEY, isSigner: false, isWritable: false },
  ];
  return ix(DBC_PROGRAM, keys, data);
}

/** The sandbox curve's buy: the quote paid into the curve's vault, the tokens paid out of its vault by its authority. */
function curveBuy(o: DevBuyOrder, authority: string) {
  const quoteVault = associatedAddress(authority, o.quoteMint, TOKEN_PROGRAM);
  const curveVault = associatedAddress(authority, o.mint, TOKEN_2022_PROGRAM);
  const mine = associatedAddress(o.wallet, o.mint, TOKEN_2022_PROGRAM);
  const from = associatedAddress(o.wallet, o.quoteMint, TOKEN_PROGRAM);
  const pay = [meta(from, false, true), meta(quoteVault, false, true), meta(o.wallet, true, false)];
  const payout = [meta(curveVault, false, true), meta(o.mint, false, false), meta(mine, false, true)];
  return [
    ix(TOKEN_PROGRAM, pay, encodeTokenAmount(TOKEN_IX.Transfer, o.quoteIn)),
    ix(
      TOKEN_2022_PROGRAM,
      [...payout, meta(authority, true, false)],
      encodeTokenAmount(TOKEN_IX.TransferChecked, o.expectedOut, STUDIO_TOKEN_DECIMALS),
    ),
  ];
}

/**
 * A SOL dev buy pays from the wallet's wrapped-SOL account: opened, funded with the buy and synced before it, closed
 * back to the wallet after it (rent and any rest returned), as Meteora's SDK does for SOL-quoted pools.
 */
function wrapped(o: DevBuyOrder, buy: TransactionInstruction[]): TransactionInstruction[] {
  if (o.quoteMint !== STUDIO_QUOTE_MINTS.SOL) return buy;
  const wsol = associatedAddress(o.wallet, o.quoteMint, TOKEN_PROGRAM);
  const fund = ix(
    SYSTEM_PROGRAM,
    [meta(o.wallet, true, true), meta(wsol, false, true)],
    encodeSystemTransfer(o.quoteIn),
  );
  const sync = ix(TOKEN_PROGRAM, [meta(wsol, false, true)], new Uint8Array([TOKEN_IX.SyncNative]));
  const closeKeys = [meta(wsol, false, true), meta(o.wallet, false, true), meta(o.wallet, true, false)];
  const close = ix(TOKEN_PROGRAM, closeKeys, new Uint8Array([TOKEN_IX.CloseAccount]));
  return [openAccount(o.wallet, o.quoteMint, TOKEN_PROGRAM), fund, sync, ...buy, close];
}

/**
 * The create transaction with the creator's buy appended (docs/studio-dev-buy.md), unsigned as it came: Studio signs
 * for the mint at submit. Its fee payer, blockhash and instructions stay; only the message grows.
 */
export function withDevBuy(tx: AnyTransaction, o: DevBuyOrder): VersionedTransaction {
  const r = readCreateTx(tx);
  const create = r.dbc[0];
  const authority = r.mintInits[0]?.authority;
  const buy = create ? [dbcSwap(o, create)] : authority ? curveBuy(o, authority) : null;
  if (!buy) throw new Error('the create transaction has no pool to buy from');
  const message = isVersioned(tx)
    ? TransactionMessage.decompile(tx.message)
    : new TransactionMessage({
        payerKey: tx.feePayer ?? key(o.wallet),
        recentBlockhash: tx.recentBlockhash ?? '',
        instructions: tx.instructions,
      });
  const open = openAccount(o.wallet, o.mint, create?.baseProgram ?? TOKEN_2022_PROGRAM);
  message.instructions.push(...wrapped(o, [open, ...buy]));
  return new VersionedTransaction(message.compileToV0Message());
}
