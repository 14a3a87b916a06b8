import { PublicKey } from '@solana/web3.js';
import * as z from 'zod/mini';
import { checkedText } from '../../hooks/form/parse-form';
import { BASE_FEE_LAMPORTS } from '../../hooks/use-send-sol';
import { SOL_DECIMALS } from '../../utils/sol';
import { parseAmountInput, toDecimalString } from '../../utils/amount';
import { formatTokenAmount } from '../../utils/format';

export const SOL_FEE_RESERVE_LAMPORTS = 10_000_000n;

export function recipientError(value: string, self: string): string | null {
  if (value === '') return 'Enter the recipient’s address.';
  let key: PublicKey;
  try {
    key = new PublicKey(value);
  } catch {
    return 'That is not a Solana address: check it was copied whole.';
  }
  if (key.toBase58() !== value) return 'That is not a Solana address: check it was copied whole.';
  if (value === self) return 'That is your own address: enter the address you want to send to.';
  return null;
}

function readAmount(text: string, balance: bigint | null): { value: bigint; problem: string | null } {
  const parsed = parseAmountInput(text, SOL_DECIMALS);
  if (!parsed.ok) return { value: 0n, problem: parsed.message };
  const { raw } = parsed;
  if (raw === 0n) return { value: raw, problem: 'Enter an amount above 0.' };
  if (balance === null) {
    return { value: raw, problem: 'Your SOL balance has not loaded yet; wait a moment and try again.' };
  }
  if (raw + BASE_FEE_LAMPORTS > balance) {
    const have = formatTokenAmount(balance, SOL_DECIMALS, { maxSignificant: 12 });
    const fee = toDecimalString(BASE_FEE_LAMPORTS, SOL_DECIMALS);
    return { value: raw, problem: `Not enough SOL: you have ${have} SOL and the network fee is ${fee} SOL.` };
  }
  return { value: raw, problem: null };
}

/** The transfer the form asks for: the trimmed address and the lamports, both fields named at once. */
export const sendSolSchema = (ctx: { balance: bigint | null; self: string }) =>
  z.pipe(
    z.object({
      recipient: checkedText((text) => {
        const value = text.trim();
        return { value, problem: recipientError(value, ctx.self) };
      }),
      amount: checkedText((text) => readAmount(text, ctx.balance)),
    }),
    z.transform(({ recipient, amount }) => ({ recipient, lamports: amount })),
  );

export function maxSendable(balance: bigint): string {
  const max = balance - SOL_FEE_RESERVE_LAMPORTS;
  return max > 0n ? toDecimalString(max, SOL_DECIMALS) : '';
}
