import { memo, Suspense, useRef, useState, useTransition } from 'react';
import { lazyPart } from '../../../components/page/lazy-part';
import { AmountField } from '../../../components/token/amount-field';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { ABOVE_PRESETS, KIND_LABELS, useOrderForm, type OrderForm as Form } from '../hooks/use-order-form';
import { EXPIRY_CHIPS } from '../utils/order-form-schema';
import { QUOTE_SYMBOLS, type QuoteSymbol } from '../utils/quote-tokens';
import { BaseTokenField } from './base-token-field';
import { ORDER_KINDS, pctText, usdText, type OrderKind } from '../utils/order-draft';

// Shown once another kind than Limit is picked: their own chunk, fetched on intent (the first paint is a limit order).
const Bracket = lazyPart(() => import('./order-kind-fields').then((m) => m.BracketFields));
const Trailing = lazyPart(() => import('./order-kind-fields').then((m) => m.TrailingField));
// Signing in and placing need a connected wallet: with it, not with the page.
const Place = lazyPart(() => import('./place-order').then((m) => m.PlaceOrder));
const preloadKinds = () => {
  Bracket.preload();
  Trailing.preload();
};
const KIND_OPTIONS = ORDER_KINDS.map((k) => KIND_LABELS[k]);
const kindOf = (label: string) => ORDER_KINDS.find((k) => KIND_LABELS[k] === label) ?? 'limit';

/**
 * The chip is checked at once; the form's re-render for the new kind follows in a transition, so the tap paints
 * without waiting for it (issue 30: one event of 56 ms at 4× CPU).
 */
function KindChips({ kind, onChange }: { kind: OrderKind; onChange: (kind: OrderKind) => void }) {
  const [pending, startTransition] = useTransition();
  const [picked, setPicked] = useState(kind);
  return (
    <div onPointerOver={preloadKinds} onFocus={preloadKinds}>
      <ChoiceChips
        legend="Order type"
        name="order-kind"
        options={KIND_OPTIONS}
        value={KIND_LABELS[pending ? picked : kind]}
        onChange={(label) => {
          const next = kindOf(label);
          setPicked(next);
          startTransition(() => onChange(next));
        }}
      />
    </div>
  );
}

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
        warning={form.legs.trigger}
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

// Memoised: the page's tab and URL changes leave the form as it is.
export const OrderForm = memo(function OrderForm() {
  const form = useOrderForm();
  const submitRef = useRef<(() => void) | null>(null);
  const defaultSlip = form.defaultSlip === null ? 'automatic' : `${form.defaultSlip / 100} %`;
  return (
    <form
      className="flex flex-col gap-4"
      aria-label="New limit order"
      onSubmit={(e) => {
        e.preventDefault();
        submitRef.current?.();
      }}
    >
      <KindChips kind={form.kind} onChange={form.setKind} />
      <ChoiceChips
        legend={form.kind === 'otoco' ? 'Entry' : 'Condition'}
        name="condition"
        options={form.conditions}
        value={form.condition}
        onChange={form.setCondition}
      />
      <div className="flex flex-col gap-1">
        <BaseTokenField token={form.base} quoteMint={form.quote.mint} onChange={form.setBase} />
        {form.errors.base ? <p className="text-xs text-danger">{form.errors.base}</p> : null}
      </div>
      <ChoiceChips
        legend="Priced in USD, traded against"
        name="quote"
        options={QUOTE_SYMBOLS}
        value={form.quote.symbol as QuoteSymbol}
        onChange={form.setQuote}
      />
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
      <Suspense fallback={null}>
        {form.kind === 'oco' || form.kind === 'otoco' ? <Bracket.Part form={form} /> : null}
        {form.kind === 'trailing' ? <Trailing.Part form={form} /> : null}
      </Suspense>
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
      {form.atOnce ? (
        <label className="flex items-start gap-2 text-sm text-warning">
          <input
            type="checkbox"
            className="mt-1"
            checked={form.atOnceAccepted}
            onChange={(e) => form.acceptAtOnce(e.target.checked)}
          />
          Place it anyway: a leg of this order would fill at once, at about the market price.
        </label>
      ) : null}
      <WalletAction>
        <Suspense
          fallback={
            <Button size="lg" disabled>
              Place order
            </Button>
          }
        >
          <Place.Part form={form} submitRef={submitRef} />
        </Suspense>
      </WalletAction>
    </form>
  );
});
