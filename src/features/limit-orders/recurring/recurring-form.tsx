import { useWallet } from '../../../hooks/wallet/use-wallet';
import { TokenAmountInput } from '../../../components/token/token-amount-input';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { toDecimalString } from '../../../utils/amount';
import { formatUsd } from '../../../utils/format';
import { OutputTokenField } from './output-token-field';
import { INTERVALS } from './recurring-text';
import { useCreateRecurring } from './use-recurring-actions';
import { useRecurringForm, type IntervalId } from './use-recurring-form';

const INTERVAL_IDS = INTERVALS.map<IntervalId>((i) => i.id);

export function RecurringForm() {
  const form = useRecurringForm();
  const { publicKey } = useWallet();
  const create = useCreateRecurring();
  const { input, output, total } = form;
  const labelOf = (mint: string) => [input, output].find((t) => t.mint === mint);

  const submit = () => {
    if (!publicKey || !form.ready || total === null || !form.summary) return;
    create.run({
      user: publicKey.toBase58(),
      inputMint: input.mint,
      outputMint: output.mint,
      inputDecimals: input.decimals,
      outputDecimals: output.decimals,
      total,
      numberOfOrders: Number(form.count),
      intervalSeconds: form.interval.seconds,
      minPrice: form.bounds.minPrice,
      maxPrice: form.bounds.maxPrice,
      startAt: form.bounds.startAt,
      summary: form.summary,
      labelOf,
    });
  };

  return (
    <form
      className="flex flex-col gap-3"
      aria-label="New recurring order"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TokenAmountInput
        label="Spend per order"
        token={input}
        value={form.perCycle}
        onChange={form.setPerCycle}
        onTokenChange={form.setInput}
        otherMint={output.mint}
        pickerTitle="Spend: select a token"
      />
      {form.amountError ? (
        <p role="alert" className="text-sm text-danger">
          {form.amountError}
        </p>
      ) : null}
      <OutputTokenField label="Buy" token={output} otherMint={input.mint} onChange={form.setOutput} />
      <Field
        label="Number of orders"
        value={form.count}
        onChange={(e) => form.setCount(e.target.value.replace(/\D/g, ''))}
        inputMode="numeric"
        error={form.countError}
        hint="At least 2; each order at least 50 USD, 100 USD in total. A 0.1 % fee is taken from each fill."
      />
      <ChoiceChips
        legend="Every"
        name="recurring-interval"
        options={INTERVAL_IDS}
        value={form.intervalId}
        onChange={form.setIntervalId}
      />
      <div className="grid grid-cols-2 gap-2">
        <Field
          label={`Minimum price (${input.symbol} per ${output.symbol})`}
          value={form.minPrice}
          onChange={(e) => form.setMinPrice(e.target.value)}
          inputMode="decimal"
          placeholder="None"
          error={form.bounds.errors.minPrice}
        />
        <Field
          label={`Maximum price (${input.symbol} per ${output.symbol})`}
          value={form.maxPrice}
          onChange={(e) => form.setMaxPrice(e.target.value)}
          inputMode="decimal"
          placeholder="None"
          error={form.bounds.errors.maxPrice}
        />
      </div>
      <Field
        label="Start at"
        type="datetime-local"
        value={form.startAt}
        onChange={(e) => form.setStartAt(e.target.value)}
        error={form.bounds.errors.startAt}
        hint="Empty starts now. A round outside the price bounds waits for the price."
      />
      {form.summary && total !== null ? (
        <Notice title={form.summary}>
          Total {toDecimalString(total, input.decimals)} {input.symbol}
          {form.totalUsd === null ? '' : ` (≈ ${formatUsd(form.totalUsd)})`}, deposited now into the order’s escrow; the
          first order runs {form.bounds.startAt === null ? 'right away' : `at ${form.startAt.replace('T', ' ')}`}.
          Cancel any time to get the rest back.
        </Notice>
      ) : null}
      <WalletAction>
        <Button type="submit" size="lg" disabled={!form.ready || create.busy}>
          {create.busy ? 'Starting…' : 'Start recurring order'}
        </Button>
      </WalletAction>
      <TxProgress state={create.state} onRetry={create.retry} />
      {create.state.status === 'done' ? (
        <p role="status" className="text-sm text-success">
          Recurring order started.
        </p>
      ) : null}
    </form>
  );
}
