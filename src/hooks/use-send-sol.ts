import { useConnection, useWallet } from './wallet/use-wallet';
import { PublicKey, Transaction, TransactionInstruction, type Connection } from '@solana/web3.js';
import { NATIVE_MINT } from '../lib/tx/simulate';
import { formatTokenAmount, shortAddress } from '../utils/format';
import { SYSTEM_PROGRAM } from '../utils/solana-wire/programs';
import { encodeSystemTransfer } from '../utils/solana-wire/system';
import { SOL_DECIMALS } from '../utils/sol';
import { TxActionError, useTxAction } from './tx/use-tx-action';

/** One signature, no priority fee: what a plain transfer costs. */
const SIGNATURE_FEE_LAMPORTS = 5_000n;

/** The base fee of a one-signature transaction with no priority fee (5,000 lamports per signature). */
export const BASE_FEE_LAMPORTS = 5_000n;

const sol = (lamports: bigint) => `${formatTokenAmount(lamports, SOL_DECIMALS, { maxSignificant: 12 })} SOL`;

/** Rent-exempt rules a plain transfer runs into; the sentence to show, or null when it can land. */
export function checkRent(input: {
  balance: bigint;
  lamports: bigint;
  recipientLamports: bigint;
  rentExemptMinimum: bigint;
}): string | null {
  const { balance, lamports, recipientLamports, rentExemptMinimum } = input;
  if (recipientLamports === 0n && lamports < rentExemptMinimum) {
    return `That address holds no SOL yet, so it needs at least ${sol(rentExemptMinimum)} to exist on chain.`;
  }
  const left = balance - lamports - BASE_FEE_LAMPORTS;
  if (left > 0n && left < rentExemptMinimum) {
    return `That would leave ${sol(left)}, below the ${sol(rentExemptMinimum)} an account must keep. Send less, or everything but the fee.`;
  }
  return null;
}

/** Encoded here: web3.js's SystemProgram would bring every system layout into the first page for one instruction. */
export function solTransferInstruction(from: PublicKey, to: PublicKey, lamports: bigint): TransactionInstruction {
  const data = encodeSystemTransfer(lamports);
  return new TransactionInstruction({
    programId: new PublicKey(SYSTEM_PROGRAM),
    keys: [
      { pubkey: from, isSigner: true, isWritable: true },
      { pubkey: to, isSigner: false, isWritable: true },
    ],
    // web3.js types `data` as a Node Buffer but only ever reads its bytes.
    data: data as unknown as TransactionInstruction['data'],
  });
}

/** A legacy transfer transaction: every wallet signs legacy, and one transfer gains nothing from v0. */
export function buildSolTransfer(input: {
  from: PublicKey;
  to: PublicKey;
  lamports: bigint;
  blockhash: { blockhash: string; lastValidBlockHeight: number };
}): Transaction {
  return new Transaction({ feePayer: input.from, ...input.blockhash }).add(
    solTransferInstruction(input.from, input.to, input.lamports),
  );
}

export interface SendSolVars {
  to: string;
  lamports: bigint;
  balance: bigint;
}

/** A plain SOL transfer, checked against the rent rules, with the statement the firewall holds it to. */
export async function craftSolTransfer(
  connection: Connection,
  from: PublicKey,
  { to, lamports, balance }: SendSolVars,
) {
  const recipient = new PublicKey(to);
  let blockhash: { blockhash: string; lastValidBlockHeight: number };
  let recipientLamports: number;
  let rentExemptMinimum: number;
  try {
    [blockhash, recipientLamports, rentExemptMinimum] = await Promise.all([
      connection.getLatestBlockhash('confirmed'),
      connection.getBalance(recipient, 'confirmed'),
      connection.getMinimumBalanceForRentExemption(0),
    ]);
  } catch (e) {
    throw rpcFailure(connection, e);
  }
  const rentProblem = checkRent({
    balance,
    lamports,
    recipientLamports: BigInt(recipientLamports),
    rentExemptMinimum: BigInt(rentExemptMinimum),
  });
  if (rentProblem) throw new TxActionError({ kind: 'refused', message: rentProblem });
  return {
    transaction: buildSolTransfer({ from, to: recipient, lamports, blockhash }),
    statement: {
      wallet: from.toBase58(),
      send: [{ mint: NATIVE_MINT, max: lamports }],
      receive: [{ mint: NATIVE_MINT, min: lamports, to }],
      feesMax: SIGNATURE_FEE_LAMPORTS,
    },
    labelOf: () => undefined,
    land: 'rpc' as const,
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
    summary: `Send ${sol(lamports)} to ${shortAddress(to)}`,
  };
}

export function rpcFailure(connection: Connection, e: unknown): TxActionError {
  const message = `Could not read from the RPC at ${connection.rpcEndpoint}: ${e instanceof Error ? e.message : String(e)}. Nothing was sent.`;
  return new TxActionError({ kind: 'rpc', message });
}

/** The shared write path (useTxAction): the transfer is built here, checked, signed, sent through the RPC, tracked. */
export function useSendSol() {
  const { connection } = useConnection();
  const { publicKey } = useWallet();
  return useTxAction<SendSolVars, { signature: string | null }>({
    kind: 'send',
    craft: (vars) => {
      if (!publicKey) throw new TxActionError({ kind: 'refused', message: 'Connect a wallet first.' });
      return craftSolTransfer(connection, publicKey, vars);
    },
    finish: (outcome) => ({ signature: outcome.signature }),
  });
}
