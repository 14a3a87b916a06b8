import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Field, inputClass } from '../../../components/ui/field';
import { WalletAction } from '../../../components/wallet/wallet-action';
import { KNOWN_TOKENS } from '../../../config/tokens';
import { STUDIO_QUOTE_MINTS } from '../../../api/studio/schemas';
import { amountLabel } from '../../../lib/tx/statement';
import { formatTokenAmount } from '../../../utils/format';
import type { LaunchForm } from '../hooks/use-launch-form';
import {
  ANTI_SNIPING_WINDOWS,
  FEE_BPS,
  PRESET_NAMES,
  QUOTE_SYMBOLS,
  VESTING_DURATIONS,
  VESTING_PERIODS,
  type FeeBps,
} from '../utils/launch-params';
import { LAUNCH_COST_MAX_LAMPORTS, quoteLabels } from '../utils/launch-statement';
import { ImageField } from './image-field';
import { Check, Group } from './form-parts';
import { SelectField } from './select-field';

const DURATION_LABELS: Record<number, string> = {
  0: 'None',
  15552000: '180 days',
  15811200: '183 days',
  31536000: '1 year',
};
const durationOptions = VESTING_DURATIONS.map((value) => ({ value, label: DURATION_LABELS[value] ?? '' }));
const periodOptions = VESTING_PERIODS.map((value) => ({ value, label: value === 0 ? 'None' : String(value) }));
const FEE_LABELS: Record<FeeBps, string> = { 100: '1 %', 200: '2 %' };
const IDENTITY = [
  { key: 'name', label: 'Name', maxLength: 40 },
  { key: 'symbol', label: 'Symbol', maxLength: 12 },
] as const;
const LINKS = [
  { key: 'website', label: 'Website', placeholder: 'https://' },
  { key: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/…' },
  { key: 'telegram', label: 'Telegram', placeholder: 'https://t.me/…' },
] as const;

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
  const descriptionId = useId();
  const costId = useId();
  const quote = f.quote;
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
      {IDENTITY.map(({ key, ...props }) => (
        <Field key={key} {...props} value={f[key]} onChange={(e) => set(key, e.target.value)} error={errors[key]} />
      ))}
      <ImageField preview={form.preview} error={errors.image} onChange={(file) => set('image', file)} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          className={`${inputClass} h-auto py-2`}
          value={f.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
        />
        {errors.description ? (
          <p id={`${descriptionId}-error`} className="text-xs text-danger">
            {errors.description}
          </p>
        ) : null}
      </div>
      {LINKS.map(({ key, ...props }) => (
        <Field
          key={key}
          type="url"
          {...props}
          value={f[key]}
          onChange={(e) => set(key, e.target.value)}
          error={errors[key]}
        />
      ))}

      <Group legend="Curve">
        <ChoiceChips
          legend="Quote token"
          name="quote"
          options={QUOTE_SYMBOLS}
          value={quote}
          onChange={(q) => set('quote', q)}
        />
        <Field
          label={`Start market cap (${quote})`}
          inputMode="decimal"
          value={f.initialMarketCap}
          onChange={(e) => set('initialMarketCap', e.target.value)}
          error={errors.initialMarketCap ?? form.curveErrors.initialMarketCap}
        />
        <Field
          label={`Graduation market cap (${quote})`}
          inputMode="decimal"
          value={f.migrationMarketCap}
          onChange={(e) => set('migrationMarketCap', e.target.value)}
          error={errors.migrationMarketCap ?? form.curveErrors.migrationMarketCap}
        />
        <ChoiceChips
          legend="Trading fee"
          name="fee"
          options={FEE_BPS.map((b) => FEE_LABELS[b])}
          value={FEE_LABELS[f.feeBps]}
          onChange={(label) => set('feeBps', FEE_BPS.find((b) => FEE_LABELS[b] === label) ?? 100)}
        />
        <Check
          label="Anti-sniping"
          hint="Right after launch an extra fee starts at 99 % and falls 1 % at a time, so bots gain nothing by buying first."
          checked={f.antiSniping}
          onChange={(v) => set('antiSniping', v)}
        />
        {f.antiSniping ? (
          <SelectField
            label="Anti-sniping window"
            value={f.antiSnipingSeconds}
            options={ANTI_SNIPING_WINDOWS.map((value) => ({ value, label: `${String(value)} seconds` }))}
            onChange={(v) => set('antiSnipingSeconds', v)}
          />
        ) : null}
        <Check
          label="Lock liquidity"
          hint="After graduation, half of the pool’s liquidity unlocks only after a year."
          checked={f.lpLocked}
          onChange={(v) => set('lpLocked', v)}
        />
      </Group>

      <Group legend="Creator vesting">
        <Field
          label="Vested share of supply (%)"
          inputMode="decimal"
          value={f.vestedPercent}
          onChange={(e) => set('vestedPercent', e.target.value)}
          hint="Locked for you at graduation, up to 80 %."
          error={errors.vestedPercent ?? form.curveErrors.vestedPercent}
        />
        <SelectField
          label="Vesting duration"
          value={f.vestingDuration}
          options={durationOptions}
          onChange={(v) => set('vestingDuration', v)}
        />
        <SelectField
          label="Number of unlocks"
          value={f.vestingPeriods}
          options={periodOptions}
          onChange={(v) => set('vestingPeriods', v)}
        />
        <SelectField
          label="Cliff after graduation"
          value={f.cliff}
          options={durationOptions}
          onChange={(v) => set('cliff', v)}
        />
        <Field
          label="Unlocked at the cliff (%)"
          inputMode="decimal"
          value={f.cliffUnlockPercent}
          onChange={(e) => set('cliffUnlockPercent', e.target.value)}
          error={errors.cliffUnlockPercent ?? form.curveErrors.cliffUnlockPercent}
        />
      </Group>

      <Group legend="Dev buy">
        <Field
          label={`Dev buy (${quote})`}
          inputMode="decimal"
          placeholder="0"
          value={f.devBuy}
          onChange={(e) => set('devBuy', e.target.value)}
          hint="Bought in the launch transaction itself, so nobody can buy before you. The simulator shows what it gets."
          error={errors.devBuy}
        />
      </Group>

      <p id={costId} className="text-sm text-ink-muted">
        Creating it costs at most {amountLabel(LAUNCH_COST_MAX_LAMPORTS, KNOWN_TOKENS.SOL.mint, quoteLabels)} in rent
        and network fee
        {form.devBuy
          ? `. Your dev buy spends at most ${amountLabel(form.devBuy.quoteIn, STUDIO_QUOTE_MINTS[quote], quoteLabels)} and brings at least ${formatTokenAmount(form.devBuy.minOut, 6, { maxSignificant: 30 })} ${f.symbol.trim() || 'tokens'}`
          : ''}
        ; nothing else leaves your wallet.
      </p>
      <WalletAction>
        <Button type="submit" size="lg" disabled={busy} aria-describedby={costId}>
          {busy ? 'Launching…' : 'Launch token'}
        </Button>
      </WalletAction>
      {progress}
    </form>
  );
}
