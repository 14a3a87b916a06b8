import { useWallet } from '../../../hooks/wallet/use-wallet';
import { useEffect, useRef, useState } from 'react';
import { explainError } from '../../../api/explain-error';
import { priceOf, usePrices } from '../../../hooks/use-prices';
import { useTokenBalance } from '../../../hooks/use-token-balance';
import { useSetting, useSettingsStore } from '../../../stores/settings-store';
import { useUiStore } from '../../../stores/ui-store';
import { useForm } from '../../../hooks/form/use-form';
import { parseAmountInput } from '../../../utils/amount';
import { bpsToPercentString } from '../../../utils/bps';
import type { SentSwap } from '../components/swap-doctor';
import { impactOf, SOL_MINT } from '../utils/impact';
import { receiverProblem } from '../utils/receiver';
import { orderMismatch } from '../utils/order-mismatch';
import { useWeb3 } from '../../../hooks/use-web3';
import { impactConfirmationCovers, swapAction, type ImpactConfirmation } from '../utils/swap-action';
import { useAdvancedSwap } from './use-advanced-swap';
import { useAfterQuote } from './use-after-quote';
import { useSwapAmount } from './use-swap-amount';
import { useSwapExecution } from './use-swap-execution';
import { useSwapOptions } from './use-swap-options';
import { useSwapPair } from './use-swap-pair';
import { useSwapQuote } from './use-swap-quote';
import { hasRisk, needsRiskAck, useRiskAck } from './use-risk-ack';

/** The Swap form's state and rules (the page only lays it out): pair, amount, quote, checks, the two write paths. */
export function useSwapForm() {
  const { connected, publicKey } = useWallet();
  const taker = publicKey?.toBase58() ?? null;
  const openDialog = useUiStore((s) => s.dialogOpened);
  const { from, to, flip, setFrom, setTo, resolving, notice } = useSwapPair();
  const [amount, setAmount, amountNotice, typedAt] = useSwapAmount();
  // A confirmation belongs to one trade (pair and amount) and the impact it was given for: change either, or a
  // refreshed quote with a steeper impact, and it is asked for again.
  const choices = useForm<{ advanced: boolean; confirmation: ImpactConfirmation | null }>({
    advanced: false,
    confirmation: null,
  });
  const { advanced, confirmation } = choices.values;
  const options = useSwapOptions();
  // Parsed inline, not by a schema: Swap's first page has no room for the schema helpers' chunk (bench:bundle).
  const parsed = parseAmountInput(amount, from.decimals);
  const raw = parsed.ok ? parsed.raw : null;
  const trade = `${from.mint}>${to.mint}:${String(raw)}`;
  const balance = useTokenBalance(from.mint);
  const solUsd = priceOf(usePrices([SOL_MINT]).data, SOL_MINT);
  const slippage = useSetting('slippage');
  const slippageText = slippage.mode === 'auto' ? 'Auto' : `${bpsToPercentString(slippage.bps)} %`;

  const web3 = useWeb3(options.receiver !== '');
  const receiverError = receiverProblem(options.receiver, taker, web3);
  const receiver = receiverError ? undefined : options.receiver || undefined;
  const quote = useSwapQuote({
    inputMint: from.mint,
    outputMint: to.mint,
    amount: resolving ? null : raw,
    typed: amount,
    typedAt,
    taker,
    receiver,
    excludeRouters: options.excludeRouters,
    excludeDexes: options.excludeDexes,
  });
  const acked = useRiskAck((s) => s.mints);
  const risky = resolving ? [] : [from, to].filter(hasRisk);
  const riskToConfirm = risky.find((t) => needsRiskAck(t) && !acked.includes(t.mint))?.symbol ?? null;
  const [sent, setSent] = useState<SentSwap | null>(null);
  // A doctor's retry: the new slippage is saved, then the swap runs once its quote for this trade arrives.
  const armed = useRef<{ bps: number; trade: string } | null>(null);
  const managed = useSwapExecution();
  const custom = useAdvancedSwap();
  const path = advanced ? custom : managed;
  const run = path.state;
  const busy = managed.busy || custom.busy;
  const order = quote.order;
  // After the first quote of what is typed, not before (nor on the previous amount's, kept while typing).
  const quoted = order !== undefined && !quote.stale;
  useAfterQuote(quoted, raw !== null && !quote.error, connected);
  const impact = order ? impactOf(order) : null;
  const impactConfirmed = impactConfirmationCovers(confirmation, trade, impact);
  const screen = taker && raw !== null ? { from, to, amount: raw, taker, receiver } : null;
  const mismatch = order?.transaction && screen ? orderMismatch(order, screen) : null;

  const action = swapAction({
    connected,
    amount: raw,
    amountProblem: parsed.ok || parsed.reason === 'empty' ? null : parsed.message,
    fromSymbol: from.symbol,
    balance: balance.status === 'ready' ? balance.amount : null,
    order,
    quoteError: quote.error ? explainError(quote.error).title : null,
    updating: quote.updating,
    stale: quote.stale,
    receiverProblem: receiverError,
    mismatch,
    impactConfirmed,
    riskToConfirm,
    busy,
  });

  const onAction = () => {
    if (action.kind === 'connect') {
      openDialog('wallet');
      return;
    }
    if (action.kind !== 'swap' || !order || !screen) return;
    if (advanced) {
      custom.run({
        ...screen,
        excludeDexes: options.excludeDexes,
        shown: order,
        impactConfirmed,
      });
    } else {
      setSent({ order, receivedAt: quote.receivedAt });
      managed.run({ ...screen, order, receivedAt: quote.receivedAt, requote: () => quote.refetch() });
    }
  };
  useEffect(() => {
    const want = armed.current;
    if (!want || want.trade !== trade || order?.slippageBps !== want.bps || action.kind !== 'swap') return;
    if (quote.stale || quote.updating) return;
    armed.current = null;
    queueMicrotask(onAction);
  });
  const retryWith = (bps: number) => {
    const store = useSettingsStore.getState();
    store.settingsSaved({ ...store.settings, slippage: { mode: 'fixed', bps } });
    managed.reset();
    armed.current = { bps, trade };
  };
  const done = () => {
    managed.reset();
    custom.reset();
    choices.set('confirmation', null);
    setAmount('');
  };

  return {
    taker,
    openDialog,
    pair: { from, to, flip, setFrom, setTo, resolving, notice, risky },
    amount: { text: amount, set: setAmount, notice: amountNotice, raw },
    advanced: { on: advanced, set: (on: boolean) => choices.set('advanced', on) },
    impact: {
      value: impact,
      confirmed: impactConfirmed,
      confirm: (yes: boolean) => choices.set('confirmation', yes ? { trade, impact } : null),
    },
    quote,
    order,
    solUsd,
    slippageText,
    run,
    retry: path.retry,
    sent: advanced ? null : sent,
    retryWith,
    busy,
    action,
    onAction,
    done,
  };
}
