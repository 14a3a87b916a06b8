import { memo, useId, useMemo, type FunctionComponent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Field } from '../../../components/ui/field';
import { PendingField } from '../../../components/ui/pending-field';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { amountLabel } from '../../../lib/tx/statement';
import { formatTokenAmount } from '../../../utils/format';
import type { LaunchForm } from '../hooks/use-launch-form';
import { PRESET_NAMES, type LaunchFields } from '../utils/launch-params';
import { LAUNCH_COST_MAX_LAMPORTS, quoteLabels } from '../utils/launch-statement';
import { ImageField } from './image-field';
import { Group } from './form-parts';
import { AboutPart, CurvePart } from './launch-form-groups';

/**
 * Memoised as the form's other parts are (launch-form-groups.tsx), `set` left out of the comparison: a keystroke in
 * the name re-renders none of them (issue 30).
 */
const memoButSet = <P extends { set: LaunchForm['set'] }>(render: FunctionComponent<P>) =>
  memo(render, (a, b) => (Object.keys(a) as (keyof P)[]).every((k) => k === 'set' || Object.is(a[k], b[k])));

const TokenPart = memoButSet(function TokenPart({
  symbol,
  preview,
  errors,
  set,
}: {
  symbol: string;
  preview: string | null;
  errors: { symbol: string | undefined; image: string | undefined };
  set: LaunchForm['set'];
}) {
  return (
    <>
      <Field
        label="Symbol"
        maxLength={12}
        value={symbol}
        onChange={(e) => set('symbol', e.target.value)}
        error={errors.symbol}
      />
      <ImageField preview={preview} error={errors.image} onChange={(file) => set('image', file)} />
    </>
  );
});

const LaunchFooter = memoButSet(function LaunchFooter({
  f,
  plan,
  error,
  busy,
  set,
}: {
  f: Pick<LaunchFields, 'quote' | 'devBuy' | 'symbol'>;
  plan: LaunchForm['devBuy'];
  error: string | undefined;
  busy: boolean;
  set: LaunchForm['set'];
}) {
  const costId = useId();
  const quote = f.quote;
  return (
    <>
      <Group legend="Dev buy">
        <Field
          label={`Dev buy (${quote})`}
          inputMode="decimal"
          placeholder="0"
          value={f.devBuy}
          onChange={(e) => set('devBuy', e.target.value)}
          hint="Bought in the launch transaction itself, so nobody can buy before you. The simulator shows what it gets."
          error={error}
        />
      </Group>

      <p id={costId} className="text-sm text-ink-muted">
        Creating it costs at most {amountLabel(LAUNCH_COST_MAX_LAMPORTS, KNOWN_TOKENS.SOL.mint, quoteLabels)} in rent
        and network fee
        {plan
          ? `. Your dev buy spends at most ${amountLabel(plan.quoteIn, STUDIO_QUOTE_MINTS[quote], quoteLabels)} and brings at least ${formatTokenAmount(plan.minOut, 6, { maxSignificant: 30 })} ${f.symbol.trim() || 'tokens'}`
          : ''}
        ; nothing else leaves your wallet.
      </p>
      <WalletAction>
        <Button type="submit" size="lg" disabled={busy} aria-describedby={costId}>
          {busy ? 'Launching…' : 'Launch token'}
        </Button>
      </WalletAction>
    </>
  );
});

export function LaunchFormView({
  form,
  busy,
  onLaunch,
  progress,
}: {
  form: LaunchForm;
  busy: boolean;
  onLaunch: () => void;
  progress: ReactNode;
}) {
  const { fields: f, set, errors } = form;
  // The curve's own checks show on its fields until the form-wide ones (after a try) take over.
  const partErrors = { ...form.curveErrors, ...errors };
  const { quote, devBuy, symbol } = f;
  const footer = useMemo(() => ({ quote, devBuy, symbol }), [quote, devBuy, symbol]);
  const tokenErrors = useMemo(() => ({ symbol: errors.symbol, image: errors.image }), [errors.symbol, errors.image]);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onLaunch();
      }}
    >
      <ChoiceChips
        legend="Preset"
        name="preset"
        options={PRESET_NAMES}
        value={form.preset}
        onChange={form.choosePreset}
      />
      <PendingField
        label="Name"
        maxLength={40}
        value={f.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TokenPart symbol={symbol} preview={form.preview} errors={tokenErrors} set={set} />
      <AboutPart f={f} errors={errors} set={set} />
      <CurvePart f={f} errors={partErrors} set={set} />
      <LaunchFooter f={footer} plan={form.devBuy} error={errors.devBuy} busy={busy} set={set} />
      {progress}
    </form>
  );
}
