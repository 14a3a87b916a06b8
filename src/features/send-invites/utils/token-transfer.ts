import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from '@solana/spl-token';
import { PublicKey, Transaction, type Connection } from '@solana/web3.js';
import { TxActionError } from '../../../hooks/tx/use-tx-action';
import { rpcFailure } from '../../../hooks/use-send-sol';
import { amountLabel, type LabelOf, type TxStatement } from '../../../lib/tx/statement';
import { shortAddress } from '../../../utils/format';

const SIGNATURE_FEE = 5_000n;

export interface TokenTransferVars {
  to: string;
  mint: string;
  amount: bigint;
  labelOf: LabelOf;
}

const refused = (message: string) => new TxActionError({ kind: 'refused', message });
const isTokenProgram = (owner: PublicKey) => owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID);

/** The rent of the recipient's associated account: a Token-2022 mint's extensions make it larger than 165 bytes. */
function accountSpace(mintKey: PublicKey, mintInfo: Parameters<typeof unpackMint>[1], program: PublicKey): number {
  if (program.equals(TOKEN_PROGRAM_ID)) return 165;
  const mint = unpackMint(mintKey, mintInfo, program);
  const extensions = getExtensionTypes(mint.tlvData).map(getAccountTypeOfMintType);
  return getAccountLen([...extensions, ExtensionType.ImmutableOwner]);
}

/** An SPL transfer to a wallet address, opening its associated account (paid by the sender) when it has none. */
export async function craftTokenTransfer(connection: Connection, from: PublicKey, vars: TokenTransferVars) {
  const { to, mint, amount, labelOf } = vars;
  const mintKey = new PublicKey(mint);
  const owner = new PublicKey(to);
  const reads = await Promise.all([
    connection.getAccountInfo(mintKey, 'confirmed'),
    connection.getAccountInfo(owner, 'confirmed'),
    connection.getTokenAccountsByOwner(from, { mint: mintKey }, 'confirmed'),
    connection.getLatestBlockhash('confirmed'),
  ]).catch((e: unknown) => {
    throw rpcFailure(connection, e);
  });
  const [mintInfo, recipientInfo, accounts, blockhash] = reads;
  if (!mintInfo || !isTokenProgram(mintInfo.owner)) throw refused('That token’s mint was not found on chain.');
  if (recipientInfo && isTokenProgram(recipientInfo.owner)) {
    throw refused('That address is a token account, not a wallet: ask the recipient for their wallet address.');
  }
  if (!PublicKey.isOnCurve(owner.toBytes())) {
    throw refused('That address belongs to a program, not a wallet: tokens sent there could be lost.');
  }
  const program = mintInfo.owner;
  const decimals = unpackMint(mintKey, mintInfo, program).decimals;
  const source = accounts.value
    .map(({ pubkey, account }) => unpackAccount(pubkey, account, program))
    .sort((a, b) => (a.amount > b.amount ? -1 : a.amount < b.amount ? 1 : 0))[0];
  if (!source || source.amount < amount) {
    throw refused(`No single token account of yours holds ${amountLabel(amount, mint, labelOf)}: send less.`);
  }
  const destination = getAssociatedTokenAddressSync(mintKey, owner, false, program);
  const exists = await connection.getAccountInfo(destination, 'confirmed').catch((e: unknown) => {
    throw rpcFailure(connection, e);
  });
  const rent = exists
    ? 0n
    : BigInt(await connection.getMinimumBalanceForRentExemption(accountSpace(mintKey, mintInfo, program)));
  const transaction = new Transaction({ feePayer: from, ...blockhash });
  if (!exists) {
    transaction.add(createAssociatedTokenAccountIdempotentInstruction(from, destination, owner, mintKey, program));
  }
  transaction.add(
    createTransferCheckedInstruction(source.address, mintKey, destination, from, amount, decimals, [], program),
  );
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
