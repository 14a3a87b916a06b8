import { PublicKey } from '@solana/web3.js';
import { BASE_FEE_LAMPORTS } from '../../hooks/use-send-sol';
import { SOL_DECIMALS } from '../../utils/sol';
import { parseAmountInput, toDecimalString } from '../../utils/amount';
import { formatTokenAmount } from '../../utils/format';

export const SOL_FEE_RESERVE_LAMPORTS = 10_000_000n;

export interface SendSolErrors {
  recipient?: string;
  amount?: string;
}

export type SendSolValidation =
  { ok: true; recipient: string; lamports: bigint } | { ok: false; errors: SendSolErrors };

function recipientError(text: string, self: string): string | undefined {
  const value = text.trim();
  if (value === '') return 'Enter the recipient’s address.';
  let key: PublicKey;
  try {
    key = new PublicKey(value);
  } catch {
    return 'That is not a Solana address: check it was copied whole.';
  }
  if (key.toBase58() !== value) return 'That is not a Solana address: check it was copied whole.';
  if (value === self) return 'That is your own address: enter the address you want to send to.';
  return undefined;
}

function amountError(text: string, balance: bigint | null): { error?: string; lamports?: bigint } {
  const parsed = parseAmountInput(text, SOL_DECIMALS);
  if (!parsed.ok) return { error: parsed.message };
  if (parsed.raw === 0n) return { error: 'Enter an amount above 0.' };
  if (balance === null) return { error: 'Your SOL balance has not loaded yet; wait a moment and try again.' };
  if (parsed.raw + BASE_FEE_LAMPORTS > balance) {
    const have = formatTokenAmount(balance, SOL_DECIMALS, { maxSignificant: 12 });
    const fee = toDecimalString(BASE_FEE_LAMPORTS, SOL_DECIMALS);
    return { error: `Not enough SOL: you have ${have} SOL and the network fee is ${fee} SOL.` };
  }
  return { lamports: parsed.raw };
}

export function validateSendSol(input: {
  recipient: string;
  amount: string;
  balance: bigint | null;
  self: string;
}): SendSolValidation {
  const recipient = recipientError(input.recipient, input.self);
  const amount = amountError(input.amount, input.balance);
  if (recipient || amount.error || amount.lamports === undefined) {
    return { ok: false, errors: { recipient, amount: amount.error } };
  }
  return { ok: true, recipient: input.recipient.trim(), lamports: amount.lamports };
}

export function maxSendable(balance: bigint): string {
  const max = balance - SOL_FEE_RESERVE_LAMPORTS;
  return max > 0n ? toDecimalString(max, SOL_DECIMALS) : '';
}
