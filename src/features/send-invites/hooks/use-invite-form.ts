import { useState } from 'react';
import { solFeeReserve, maxSpendable, reserveText } from '../../../components/token/spendable';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { useTokenBalance, type TokenBalance } from '../../../hooks/use-token-balance';
import { seedTokenInfo, type TokenInfo } from '../../../lib/token-info';
import { useSetting } from '../../../stores/settings-store';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';

export interface InviteAmountCheck {
  raw: bigint | null;
  problem: string | null;
}

export function checkInviteAmount(text: string, token: TokenInfo, balance: TokenBalance, reserve: bigint) {
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
      ? `At most ${most}: the invite keeps ${reserveText(reserve)} in your wallet for fees and the invite's accounts.`
      : `Your wallet holds ${toDecimalString(balance.amount, token.decimals)} ${token.symbol}. Enter at most ${most}.`,
  };
}

export function useInviteForm() {
  const [token, setTokenState] = useState<TokenInfo>(() => seedTokenInfo(KNOWN_TOKENS.USDC));
  const [amount, setAmount] = useState('');
  const balance = useTokenBalance(token.mint);
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  const check = checkInviteAmount(amount, token, balance, solFeeReserve({ priorityFee, mevTipLamports }));
  const ready = check.raw !== null && check.problem === null && balance.status === 'ready';
  return {
    token,
    setToken: (t: TokenInfo) => {
      setTokenState(t);
      setAmount('');
    },
    amount,
    setAmount,
    raw: check.raw,
    problem: check.problem,
    ready,
    actionLabel: amount === '' ? 'Enter an amount' : 'Create invite',
    reset: () => setAmount(''),
  };
}
