import { useCallback, useState } from 'react';
import type { EarnPosition, EarnToken } from '../../../api/lend/schemas';
import { solFeeReserve } from '../../../components/token/spendable';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { useSetting } from '../../../stores/settings-store';
import { toDecimalString } from '../../../utils/amount';
import { checkEarnAmount, earnMax, withdrawWrite, type EarnMode } from '../utils/earn-amount';
import type { EarnWrite } from '../utils/earn-statement';

export function useEarnForm(token: EarnToken, position: EarnPosition | undefined) {
  const [mode, setModeState] = useState<EarnMode>('deposit');
  const [amount, setAmountState] = useState('');
  const [maxChosen, setMaxChosen] = useState(false);
  const setAmount = (text: string) => {
    setAmountState(text);
    setMaxChosen(false);
  };
  const reset = useCallback(() => {
    setAmountState('');
    setMaxChosen(false);
  }, []);
  const balance = useTokenBalance(token.assetAddress);
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  const reserve = solFeeReserve({ priorityFee, mevTipLamports });
  const label = { mint: token.assetAddress, symbol: token.asset.symbol, decimals: token.asset.decimals };

  const available: bigint | null =
    mode === 'deposit' ? (balance.status === 'ready' ? balance.amount : null) : (position?.underlyingAssets ?? 0n);
  const check = checkEarnAmount(amount, mode, label, available, reserve);
  const max = available === null ? null : earnMax(mode, token.assetAddress, available, reserve);

  let write: EarnWrite | null = null;
  if (check.raw !== null && check.problem === null && available !== null) {
    write =
      mode === 'deposit'
        ? { action: 'deposit', amount: check.raw }
        : withdrawWrite(
            maxChosen ? (position?.underlyingAssets ?? 0n) : check.raw,
            position?.underlyingAssets ?? 0n,
            position?.shares ?? 0n,
          );
  }

  return {
    mode,
    setMode: (m: EarnMode) => {
      setModeState(m);
      setAmount('');
    },
    amount,
    setAmount,
    available,
    balanceStatus: balance.status,
    max,
    fillMax: () => {
      if (max === null || max <= 0n) return;
      setAmountState(toDecimalString(max, token.asset.decimals));
      setMaxChosen(true);
    },
    problem: check.problem,
    write,
    reset,
  };
}
