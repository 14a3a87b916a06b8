import { PublicKey, Transaction, TransactionInstruction, type AccountMeta, type Connection } from '@solana/web3.js';
import { TxActionError } from '../../../hooks/tx/use-tx-action';
import { rpcFailure } from '../../../hooks/use-send-sol';
import { amountLabel, type LabelOf, type TxStatement } from '../../../lib/tx/statement';
import { shortAddress } from '../../../utils/format';
import { readU16 } from '../../../utils/solana-wire/bytes';
import { ATA_PROGRAM, isTokenProgram, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM } from '../../../utils/solana-wire/programs';
import { ATA_IX, encodeTokenAmount, TOKEN_IX } from '../../../utils/solana-wire/token';
import { decodeTokenAccount, mintDecimalsOf, TOKEN_ACCOUNT_SIZE } from '../../../utils/solana-wire/token-account';

const SIGNATURE_FEE = 5_000n;
/** Token-2022 mint extension → the bytes it adds to each holder's account (type and length header included). */
const ACCOUNT_EXTENSION_BYTES: Record<number, number> = { 1: 12, 4: 299, 9: 4, 14: 5, 16: 68, 26: 4 };
const IMMUTABLE_OWNER_BYTES = 4;

export interface TokenTransferVars {
  to: string;
  mint: string;
  amount: bigint;
  labelOf: LabelOf;
}

const refused = (message: string) => new TxActionError({ kind: 'refused', message });
const encodeKey = (bytes: Uint8Array) => new PublicKey(bytes).toBase58();
// web3.js types `data` as a Node Buffer but only ever reads its bytes.
const ix = (programId: string, keys: AccountMeta[], data: Uint8Array) =>
  new TransactionInstruction({
    programId: new PublicKey(programId),
    keys,
    data: data as TransactionInstruction['data'],
  });
const meta = (pubkey: PublicKey, isSigner: boolean, isWritable: boolean): AccountMeta => ({
  pubkey,
  isSigner,
  isWritable,
});

/** The size of a holder's associated account: a Token-2022 mint's extensions make it larger than 165 bytes. */
export function associatedAccountSpace(program: string, mintData: Uint8Array): number {
  if (program !== TOKEN_2022_PROGRAM) return TOKEN_ACCOUNT_SIZE;
  let space = TOKEN_ACCOUNT_SIZE + 1 + IMMUTABLE_OWNER_BYTES;
  for (let at = TOKEN_ACCOUNT_SIZE + 1; at + 4 <= mintData.length;) {
    space += ACCOUNT_EXTENSION_BYTES[readU16(mintData, at) ?? 0] ?? 0;
    at += 4 + (readU16(mintData, at + 2) ?? 0);
  }
  return space;
}

/** An SPL transfer to a wallet address, opening its associated account (paid by the sender) when it has none. */
export async function craftTokenTransfer(connection: Connection, from: PublicKey, vars: TokenTransferVars) {
  const { to, mint, amount, labelOf } = vars;
  const mintKey = new PublicKey(mint);
  const owner = new PublicKey(to);
  const read = <T>(p: Promise<T>) =>
    p.catch((e: unknown) => {
      throw rpcFailure(connection, e);
    });
  const [mintInfo, recipientInfo, accounts, blockhash] = await read(
    Promise.all([
      connection.getAccountInfo(mintKey, 'confirmed'),
      connection.getAccountInfo(owner, 'confirmed'),
      connection.getTokenAccountsByOwner(from, { mint: mintKey }, 'confirmed'),
      connection.getLatestBlockhash('confirmed'),
    ]),
  );
  const decimals = mintInfo ? mintDecimalsOf(mintInfo.data) : null;
  if (!mintInfo || !isTokenProgram(mintInfo.owner.toBase58()) || decimals === null) {
    throw refused('That token’s mint was not found on chain.');
  }
  if (recipientInfo && isTokenProgram(recipientInfo.owner.toBase58())) {
    throw refused('That address is a token account, not a wallet: ask the recipient for their wallet address.');
  }
  if (!PublicKey.isOnCurve(owner.toBytes())) {
    throw refused('That address belongs to a program, not a wallet: tokens sent there could be lost.');
  }
  const program = mintInfo.owner;
  const source = accounts.value
    .map(({ pubkey, account }) => ({ pubkey, amount: decodeTokenAccount(account.data, encodeKey)?.amount ?? 0n }))
    .sort((a, b) => (a.amount > b.amount ? -1 : a.amount < b.amount ? 1 : 0))[0];
  if (!source || source.amount < amount) {
    throw refused(`No single token account of yours holds ${amountLabel(amount, mint, labelOf)}: send less.`);
  }
  const [destination] = PublicKey.findProgramAddressSync(
    [owner.toBytes(), program.toBytes(), mintKey.toBytes()],
    new PublicKey(ATA_PROGRAM),
  );
  const exists = await read(connection.getAccountInfo(destination, 'confirmed'));
  const space = associatedAccountSpace(program.toBase58(), mintInfo.data);
  const rent = exists ? 0n : BigInt(await read(connection.getMinimumBalanceForRentExemption(space)));
  const transaction = new Transaction({ feePayer: from, ...blockhash });
  if (!exists) {
    const keys = [
      meta(from, true, true),
      meta(destination, false, true),
      meta(owner, false, false),
      meta(mintKey, false, false),
      meta(new PublicKey(SYSTEM_PROGRAM), false, false),
      meta(program, false, false),
    ];
    transaction.add(ix(ATA_PROGRAM, keys, Uint8Array.of(ATA_IX.CreateIdempotent)));
  }
  const keys = [
    meta(source.pubkey, false, true),
    meta(mintKey, false, false),
    meta(destination, false, true),
    meta(from, true, false),
  ];
  transaction.add(ix(program.toBase58(), keys, encodeTokenAmount(TOKEN_IX.TransferChecked, amount, decimals)));
  const statement: TxStatement = {
    wallet: from.toBase58(),
    send: [{ mint, max: amount }],
    receive: [{ mint, min: amount, to }],
    feesMax: SIGNATURE_FEE + rent,
  };
  return {
    transaction,
    statement,
    labelOf,
    land: 'rpc' as const,
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
    summary: `Send ${amountLabel(amount, mint, labelOf)} to ${shortAddress(to)}`,
  };
}
