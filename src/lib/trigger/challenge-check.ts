import type { Message, MessageV0 } from '@solana/web3.js';
import { isVersioned, type AnyTransaction } from '../tx-kind';
import { COMPUTE_BUDGET_PROGRAM, MEMO_PROGRAM, MEMO_V1_PROGRAM } from '../../utils/solana-wire/programs';

const MEMO_PROGRAMS = new Set([MEMO_PROGRAM, MEMO_V1_PROGRAM]);
const MAX_TEXT = 256;
// Supplement §6 (the real service names Jupiter) and the sandbox ("the"); the nonce's format is undocumented, so any
// token of URL-safe, base64 or hex characters, never a space, so no second sentence can ride along.
const MESSAGE_FORMAT =
  /^Sign this message to authenticate with (?:Jupiter|the) Trigger Order API: [A-Za-z0-9+/=_.-]{8,128}$/;
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`;

function textProblem(text: string, what: string): string | null {
  if (LINE_BREAK.test(text)) return `The sign-in ${what} has more than one line, unlike the order service's.`;
  if (text.length > MAX_TEXT) return `The sign-in ${what} is ${String(text.length)} characters long, not a sign-in.`;
  return null;
}

export function messageChallengeProblem(text: string): string | null {
  const problem = textProblem(text, 'message');
  if (problem) return problem;
  if (!MESSAGE_FORMAT.test(text)) return `The sign-in message ${quote(text)} is not the order service's sign-in text.`;
  return null;
}

function readMemo(data: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return null;
  }
}

export function transactionChallengeProblem(tx: AnyTransaction, wallet: string): string | null {
  const message: Message | MessageV0 | null = !isVersioned(tx)
    ? tx.compileMessage()
    : tx.message.version === 0
      ? tx.message
      : null;
  if (message === null) return 'The sign-in transaction has a message version this app does not sign.';
  if ('addressTableLookups' in message && message.addressTableLookups.length > 0)
    return 'The sign-in transaction loads accounts from a lookup table; a sign-in memo needs none.';
  const keys = message.staticAccountKeys.map((k) => k.toBase58());
  const payer = keys[0] ?? '';
  if (payer !== wallet) return `The sign-in transaction is paid by ${short(payer)}, not by your wallet.`;
  if (message.header.numRequiredSignatures !== 1)
    return `The sign-in transaction needs ${String(message.header.numRequiredSignatures)} signatures; a sign-in needs only your wallet's.`;
  const instructions = message.compiledInstructions;
  const programs = instructions.map((ix) => keys[ix.programIdIndex] ?? '');
  if (programs.includes(COMPUTE_BUDGET_PROGRAM))
    return 'The sign-in transaction sets a compute budget (a priority fee your wallet would pay).';
  const other = programs.find((p) => !MEMO_PROGRAMS.has(p));
  if (other) return `The sign-in transaction would call the program ${short(other)}, not only the Memo program.`;
  const [memo] = instructions;
  if (!memo || instructions.length !== 1)
    return `The sign-in transaction carries ${String(instructions.length)} instructions; a sign-in is one memo.`;
  const written = keys.find((key, i) => i > 0 && message.isAccountWritable(i));
  if (written) return `The sign-in transaction would write to account ${short(written)}.`;
  if (memo.accountKeyIndexes.some((i) => keys[i] !== wallet))
    return 'The sign-in memo names an account other than your wallet.';
  const text = readMemo(memo.data);
  if (text === null) return 'The sign-in memo is not text.';
  return textProblem(text, 'memo');
}
