import { useCallback } from 'react';
import type { EarnPosition, EarnToken } from '../../../api/lend/schemas';
import { solFeeReserve } from '../../../components/token/spendable';
import { parseForm } from '../../../hooks/form/parse-form';
import { useForm } from '../../../hooks/form/use-form';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { useSetting } from '../../../stores/settings-store';
import { toDecimalString } from '../../../utils/amount';
import { earnAvailable, earnMax, earnSchema, type EarnMode } from '../utils/earn-amount';

export function useEarnForm(token: EarnToken, position: EarnPosition | undefined) {
  // Max of a withdraw redeems every share: `maxChosen` holds until the amount is typed again.
  const form = useForm<{ mode: EarnMode; amount: string; maxChosen: boolean }>({
    mode: 'deposit',
    amount: '',
    maxChosen: false,
  });
  const { mode, amount } = form.values;
  const { patch } = form;
  const reset = useCallback(() => patch({ amount: '', maxChosen: false }), [patch]);
  const balance = useTokenBalance(token.assetAddress);
  const priorityFee = useSetting('priorityFee');
  const mevTipLamports = useSetting('mevTipLamports');
  const ctx = {
    token: { mint: token.assetAddress, symbol: token.asset.symbol, decimals: token.asset.decimals },
    balance: balance.status === 'ready' ? balance.amount : null,
    position,
    reserve: solFeeReserve({ priorityFee, mevTipLamports }),
    withdrawable: token.liquiditySupplyData?.withdrawable ?? null,
  };
  const available = earnAvailable(mode, ctx);
  const max = available === null ? null : earnMax(mode, token.assetAddress, available, ctx.reserve, ctx.withdrawable);
  const { parsed, errors } = parseForm(earnSchema(ctx), form.values);

  return {
    mode,
    setMode: (m: EarnMode) => patch({ mode: m, amount: '', maxChosen: false }),
    amount,
    setAmount: (text: string) => patch({ amount: text, maxChosen: false }),
    available,
    balanceStatus: balance.status,
    max,
    fillMax: () => {
      if (max === null || max <= 0n) return;
      patch({ amount: toDecimalString(max, token.asset.decimals), maxChosen: true });
    },
    problem: errors.amount ?? null,
    write: parsed,
    reset,
  };
}
