import * as z from 'zod/mini';
import { solFeeReserve, maxSpendable, reserveText } from '../../../components/token/spendable';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useTokenBalance, type TokenBalance } from '../../../hooks/use-token-balance';
import { seedTokenInfo, type TokenInfo } from '../../../lib/token-info';
import { checkedText, parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { useSetting } from '../../../stores/settings-store';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';

export interface InviteAmountCheck {
  raw: bigint | null;
  problem: string | null;
}

export function checkInviteAmount(
  text: string,
  token: TokenInfo,
  balance: TokenBalance,
  reserve: bigint,
  keptFor = 'the invite keeps',
  reason = "for fees and the invite's accounts",
) {
  if (text === '') return { raw: null, problem: null };
  const parsed = parseAmountInput(text, token.decimals);
  if (!parsed.ok) return { raw: null, problem: null };
  const { raw } = parsed;
  if (raw === 0n) return { raw, problem: 'Enter an amount above zero.' };
  if (balance.status !== 'ready') return { raw, problem: null };
  const isSol = token.mint === KNOWN_TOKENS.SOL.mint;
  if (balance.amount === 0n) {
    return { raw, problem: `Your wallet holds no ${token.symbol}. Choose a token you hold.` };
  }
  const max = maxSpendable(token.mint, balance.amount, reserve);
  if (raw <= max) return { raw, problem: null };
  const most = `${toDecimalString(max, token.decimals)} ${token.symbol}`;
  return {
    raw,
    problem: isSol
      ? `At most ${most}: ${keptFor} ${reserveText(reserve)} in your wallet ${reason}.`
      : `Your wallet holds ${toDecimalString(balance.amount, token.decimals)} ${token.symbol}. Enter at most ${most}.`,
  };
}

export const inviteSchema = (token: TokenInfo, balance: TokenBalance, reserve: bigint) =>
  z.object({
    amount: checkedText((text) => {
      const { raw, problem } = checkInviteAmount(text, token, balance, reserve);
      return { value: raw, problem };
    }),
  });

export function useInviteForm() {
  const { values, set, patch } = useForm(() => ({ token: seedTokenInfo(KNOWN_TOKENS.USDC), amount: '' }));
  const { token, amount } = values;
  const balance = useTokenBalance(token.mint);
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  const reserve = solFeeReserve({ priorityFee, mevTipLamports });
  const { parsed, errors } = parseForm(inviteSchema(token, balance, reserve), values);
  const raw = parsed?.amount ?? null;
  return {
    token,
    setToken: (t: TokenInfo) => patch({ token: t, amount: '' }),
    amount,
    setAmount: (t: string) => set('amount', t),
    raw,
    problem: errors.amount ?? null,
    ready: raw !== null && balance.status === 'ready',
    actionLabel: amount === '' ? 'Enter an amount' : 'Create invite',
    reset: () => set('amount', ''),
  };
}
