import { AmountField } from '../../../components/token/amount-field';
import { TxProgress } from '../../../components/tx/tx-progress';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { useTriggerSession } from '../../../hooks/trigger/use-trigger-session';
import { useCreateOrder } from '../hooks/use-create-order';
import {
  ABOVE_PRESETS,
  KIND_LABELS,
  TRAILING_PRESETS,
  useOrderForm,
  type OrderForm as Form,
} from '../hooks/use-order-form';
import { BASE_TOKENS, EXPIRY_CHIPS } from '../utils/order-form-schema';
import { ORDER_KINDS, pctText, usdText } from '../utils/order-draft';
import { SignInPrompt, VaultGate } from './session-gate';

const KIND_OPTIONS = ORDER_KINDS.map((k) => KIND_LABELS[k]);
const kindOf = (label: string) => ORDER_KINDS.find((k) => KIND_LABELS[k] === label) ?? 'limit';

function TriggerField({ form }: { form: Form }) {
  const below = form.condition.endsWith('below');
  const presets = ABOVE_PRESETS.map((p) => (below ? -p : p));
  const market = form.market === null ? 'loading…' : usdText(form.market);
  return (
    <div className="flex flex-col gap-2">
      <ChoiceChips
        legend="Trigger as"
        name="trigger-mode"
        options={['USD price', '% from market'] as const}
        value={form.mode}
        onChange={form.setMode}
      />
      <Field
        label={form.mode === 'USD price' ? `Trigger price (USD per ${form.base.symbol})` : 'Trigger (% from market)'}
        value={form.trigger}
        onChange={(e) => form.setTrigger(e.target.value)}
        inputMode="decimal"
        error={form.errors.trigger}
        warning={form.warning}
        hint={
          <>
            Market price {market}
            {form.triggerPrice !== null && form.mode === '% from market'
              ? ` · triggers at ${usdText(form.triggerPrice)}`
              : ''}
            {form.pct !== null && form.mode === 'USD price' ? ` · ${pctText(form.pct)} from market` : ''}
          </>
        }
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Trigger presets">
        {presets.map((p) => (
          <Button
            key={p}
            size="sm"
            variant="secondary"
            onClick={() => {
              form.setMode('% from market');
              form.setTrigger(String(p));
            }}
          >
            {pctText(p)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function BracketFields({ form }: { form: Form }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Field
        label="Take-profit (USD)"
        value={form.tp}
        onChange={(e) => form.setTp(e.target.value)}
        inputMode="decimal"
        error={form.errors.tp}
      />
      <Field
        label="Stop-loss (USD)"
        value={form.sl}
        onChange={(e) => form.setSl(e.target.value)}
        inputMode="decimal"
        error={form.errors.sl}
      />
    </div>
  );
}

function TrailingField({ form }: { form: Form }) {
  return (
    <div className="flex flex-col gap-2">
      <Field
        label="Trail distance (%)"
        value={form.trailPct}
        onChange={(e) => form.setTrailPct(e.target.value)}
        inputMode="decimal"
        error={form.errors.trail}
        hint={`From 0.5 % to 90 %. Market price ${form.market === null ? 'loading…' : usdText(form.market)}.`}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Trail presets">
        {TRAILING_PRESETS.map((p) => (
          <Button key={p} size="sm" variant="secondary" onClick={() => form.setTrailPct(String(p))}>
            {p} %
          </Button>
        ))}
      </div>
    </div>
  );
}

export function OrderForm() {
  const form = useOrderForm();
  const session = useTriggerSession();
  const create = useCreateOrder();
  const submit = () => {
    const draft = form.draftAt(Date.now());
    if (!draft || !session.wallet || !form.summary) return;
    create.run({ draft, wallet: session.wallet, summary: form.summary });
  };
  const defaultSlip = form.defaultSlip === null ? 'automatic' : `${form.defaultSlip / 100} %`;
  return (
    <form
      className="flex flex-col gap-4"
      aria-label="New limit order"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <ChoiceChips
        legend="Order type"
        name="order-kind"
        options={KIND_OPTIONS}
        value={KIND_LABELS[form.kind]}
        onChange={(label) => form.setKind(kindOf(label))}
      />
      <ChoiceChips
        legend={form.kind === 'otoco' ? 'Entry' : 'Condition'}
        name="condition"
        options={form.conditions}
        value={form.condition}
        onChange={form.setCondition}
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        Token
        <select
          className="h-10 rounded-control border border-line bg-surface-sunken px-3 text-sm"
          value={form.base.symbol}
          onChange={(e) => form.setBaseSymbol(e.target.value)}
        >
          {BASE_TOKENS.map((t) => (
            <option key={t.mint} value={t.symbol}>
              {t.symbol} (priced in USD, traded against USDC)
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-col gap-1">
        <AmountField
          label={form.input === form.base ? `Amount to sell` : `Amount to spend`}
          value={form.amount}
          onChange={form.setAmount}
          decimals={form.input.decimals}
          tokenSymbol={form.input.symbol}
          footer={form.usdValue !== null ? `≈ ${usdText(form.usdValue)} · minimum 10 USD` : 'Minimum 10 USD'}
        />
        {form.errors.amount ? <p className="text-xs text-danger">{form.errors.amount}</p> : null}
      </div>
      {form.kind === 'limit' || form.kind === 'otoco' ? <TriggerField form={form} /> : null}
      {form.kind === 'oco' || form.kind === 'otoco' ? <BracketFields form={form} /> : null}
      {form.kind === 'trailing' ? <TrailingField form={form} /> : null}
      <ChoiceChips
        legend="Expires in"
        name="expiry"
        options={EXPIRY_CHIPS}
        value={form.expiry}
        onChange={form.setExpiry}
      />
      <Field
        label="Slippage (%)"
        value={form.slippage}
        placeholder={form.defaultSlip === null ? 'Auto' : String(form.defaultSlip / 100)}
        onChange={(e) => form.setSlippage(e.target.value)}
        inputMode="decimal"
        error={form.errors.slippage}
        hint={`Empty uses the service’s default for this order: ${defaultSlip} (take-profit and buy-below are automatic, stop-loss and buy-above 20 %).`}
      />
      {form.summary ? (
        <Notice title="You are placing">
          <span data-testid="order-summary">{form.summary}</span>. Expires in {form.expiry}.
        </Notice>
      ) : null}
      <WalletAction>
        <SignInPrompt>
          <VaultGate>
            <Button size="lg" type="submit" disabled={!form.summary || create.busy}>
              {create.busy ? 'Placing order…' : 'Place order'}
            </Button>
          </VaultGate>
        </SignInPrompt>
      </WalletAction>
      <TxProgress state={create.state} onRetry={create.retry} />
      {create.state.status === 'done' ? (
        <Notice tone="success" title="Order placed">
          Your deposit landed and the order is open. It appears under Open orders.
        </Notice>
      ) : null}
    </form>
  );
}
