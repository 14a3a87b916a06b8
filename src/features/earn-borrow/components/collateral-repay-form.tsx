import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BorrowPosition, BorrowVault } from '../../../api/lend/schemas';
import { swapQueries } from '../../../api/swap/queries';
import { AmountField } from '../../../components/token/amount-field';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { useApiClient } from '../../../hooks/use-api-client';
import { useWallet } from '../../../hooks/wallet/use-wallet';
import { parseAmountInput, toDecimalString } from '../../../utils/amount';
import { bpsToPercentString } from '../../../utils/bps';
import { formatPercent } from '../../../utils/format';
import { collateralBuildParams, useCollateralRepay } from '../hooks/use-collateral-repay';
import { debtWithInterest, figures, maxLtvPerMille } from '../utils/borrow-math';
import { REPAY_ALL_SECONDS } from '../utils/borrow-statement';
import { tokenText, tokenUsd } from '../utils/borrow-view';
import {
  planCollateralRepay,
  REPAY_SLIPPAGE,
  repaySlippageOf,
  type CollateralRepayPlan,
} from '../utils/collateral-repay';
import { BorrowPreview } from './borrow-preview';
import { RepaySlippageControl } from './repay-slippage';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 py-1">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}

function problemOf(vault: BorrowVault, position: BorrowPosition, sell: bigint, plan: CollateralRepayPlan | null) {
  if (sell > position.supply) return `More than the position holds (${tokenText(position.supply, vault.supplyToken)}).`;
  if (!plan) return null;
  const { col, debt } = plan.after;
  if (debt > 0n && debt < (vault.minimumBorrowing ?? 0n)) {
    return `The debt left would be below the vault's minimum of ${tokenText(vault.minimumBorrowing ?? 0n, vault.borrowToken)}: sell more to repay it all, or less.`;
  }
  if (debt > 0n && figures(vault, col, debt).ltv * 1000 > Number(maxLtvPerMille(vault))) {
    return 'The swap pays less than the collateral is worth to the vault: the position would pass its LTV limit. Sell less.';
  }
  return null;
}

/** Sell part of the position's collateral and repay from the swap, in one signature. */
export default function CollateralRepayForm({ vault, position }: { vault: BorrowVault; position: BorrowPosition }) {
  const client = useApiClient();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58() ?? null;
  const [text, setText] = useState('');
  const [slippageText, setSlippageText] = useState(bpsToPercentString(REPAY_SLIPPAGE.defaultBps));
  const slippage = repaySlippageOf(slippageText);
  const bps = slippage.ok ? slippage.bps : null;
  const tx = useCollateralRepay();
  const col = vault.supplyToken;
  const debtToken = vault.borrowToken;
  const parsed = text === '' ? null : parseAmountInput(text, col.decimals);
  const sell = parsed?.ok ? parsed.raw : 0n;
  const quotable = sell > 0n && sell <= position.supply && wallet !== null && bps !== null;
  const quote = useQuery({
    ...swapQueries.build(client, quotable ? collateralBuildParams(vault, sell, wallet, bps) : undefined),
    refetchInterval: 20_000,
  });
  const plan =
    quote.data && quote.data.inAmount === sell && bps !== null
      ? planCollateralRepay(vault, position, quote.data, bps)
      : null;
  const problem = problemOf(vault, position, sell, plan);
  // About enough to repay everything at the oracle's price, with 2 % for the swap.
  const needed = (() => {
    const owed = debtWithInterest(vault, position.borrow, REPAY_ALL_SECONDS);
    const usd = (Number(owed) / 10 ** debtToken.decimals) * debtToken.price * 1.02;
    const units = (usd / col.price) * 10 ** col.decimals;
    if (!Number.isFinite(units) || units <= 0) return 0n;
    const raw = BigInt(Math.ceil(units));
    return raw > position.supply ? position.supply : raw;
  })();
  const done = tx.state.status === 'done' ? tx.state.result : null;
  const rate =
    plan && sell > 0n ? Number(plan.outAmount) / 10 ** debtToken.decimals / (Number(sell) / 10 ** col.decimals) : 0;
  return (
    <div className="flex flex-col gap-3">
      <AmountField
        label="Collateral to sell"
        value={text}
        onChange={(t) => {
          setText(t);
          tx.reset();
        }}
        decimals={col.decimals}
        tokenSymbol={col.symbol}
        disabled={tx.busy}
        labelAside={
          <span className="flex flex-wrap items-center justify-end gap-1 text-xs text-ink-muted">
            In the position: {tokenText(position.supply, col, 9)}
            {position.borrow > 0n && needed > 0n ? (
              <Button variant="ghost" size="sm" onClick={() => setText(toDecimalString(needed, col.decimals))}>
                Enough to repay all
              </Button>
            ) : null}
          </span>
        }
        footer={`Sold through Swap in the same transaction; the ${debtToken.symbol} it gives repays the debt, and any more stays in your wallet.`}
      />
      <RepaySlippageControl
        text={slippageText}
        slippage={slippage}
        onText={(t) => {
          setSlippageText(t);
          tx.reset();
        }}
        disabled={tx.busy}
      />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {sell > 0n && !plan && quote.isFetching ? <p className="text-sm text-ink-muted">Getting a quote…</p> : null}
      {quote.isError ? (
        <p role="alert" className="text-sm text-danger">
          No quote for this swap right now. Try another amount.
        </p>
      ) : null}
      {plan ? (
        <section aria-label="The swap and the repayment" className="text-sm">
          <dl className="divide-y divide-line rounded-control border border-line px-3 py-1">
            <Row term="Collateral sold">
              {tokenText(plan.sell, col, 9)} ({tokenUsd(plan.sell, col)})
            </Row>
            <Row term="Swap price">
              1 {col.symbol} ≈ {rate.toFixed(rate >= 100 ? 2 : 4)} {debtToken.symbol}
              <span className="block text-xs text-ink-muted">
                about {tokenText(plan.outAmount, debtToken, 9)}; price impact{' '}
                {formatPercent(Number(quote.data?.priceImpactPct ?? 0) * 100)}
              </span>
            </Row>
            <Row term="Slippage">
              {formatPercent((bps ?? 0) / 100)}: at least {tokenText(plan.minOut, debtToken, 9)}
            </Row>
            <Row term="Debt repaid">
              {plan.all
                ? `All of it (${tokenText(position.borrow, debtToken, 9)} and its interest)`
                : `At least ${tokenText(plan.repay, debtToken, 9)}`}
              <span className="block text-xs text-ink-muted">
                the rest of the swap, up to {tokenText(plan.outAmount - plan.repay, debtToken, 6)}, stays in your wallet
              </span>
            </Row>
          </dl>
        </section>
      ) : null}
      <BorrowPreview
        vault={vault}
        before={{ col: position.supply, debt: position.borrow }}
        after={plan?.after ?? { col: position.supply, debt: position.borrow }}
      />
      <WalletAction>
        <Button
          size="lg"
          disabled={!plan || problem !== null || tx.busy || wallet === null}
          onClick={() => {
            if (plan && wallet && bps !== null)
              tx.run({ wallet, vaultId: vault.id, positionId: position.id, slippageBps: bps, shown: plan });
          }}
        >
          {tx.busy ? 'Repaying…' : 'Repay with collateral'}
        </Button>
      </WalletAction>
      <TxProgress state={tx.state} onRetry={tx.retry} />
      <p role="status" className="text-sm">
        {done
          ? `Repaid ${done.all ? 'in full' : `at least ${tokenText(done.repay, debtToken, 9)}`} with ${tokenText(done.sell, col, 9)} of collateral.`
          : ''}
      </p>
    </div>
  );
}
