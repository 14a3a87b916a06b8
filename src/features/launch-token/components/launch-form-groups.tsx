import { memo, useId, type FunctionComponent } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Field, inputClass } from '../../../components/ui/field';
import type { FormErrors } from '../../../hooks/form/parse-form';
import type { LaunchForm } from '../hooks/use-launch-form';
import {
  ANTI_SNIPING_WINDOWS,
  FEE_BPS,
  QUOTE_SYMBOLS,
  VESTING_DURATIONS,
  VESTING_PERIODS,
  type FeeBps,
  type LaunchFields,
} from '../utils/launch-params';
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
const snipingOptions = ANTI_SNIPING_WINDOWS.map((value) => ({ value, label: `${String(value)} seconds` }));
const FEE_LABELS: Record<FeeBps, string> = { 100: '1 %', 200: '2 %' };
const LINKS = [
  { key: 'website', label: 'Website', placeholder: 'https://' },
  { key: 'twitter', label: 'X (Twitter)', placeholder: 'https://x.com/…' },
  { key: 'telegram', label: 'Telegram', placeholder: 'https://t.me/…' },
] as const;

type PartProps = { f: LaunchFields; errors: FormErrors; set: LaunchForm['set'] };

/**
 * A part of the form that renders again only when one of its fields' values or errors changed, so a keystroke in
 * the name does not re-render (and re-commit) twenty inputs at 4× CPU. `set` is left out of the comparison: it only
 * forwards to the form's stable dispatch, so an earlier render's copy does the same.
 */
const part = (keys: readonly (keyof LaunchFields)[], render: FunctionComponent<PartProps>) =>
  memo(render, (a, b) => keys.every((k) => Object.is(a.f[k], b.f[k]) && a.errors[k] === b.errors[k]));

export const AboutPart = part(['description', ...LINKS.map((l) => l.key)], function AboutPart({ f, errors, set }) {
  const descriptionId = useId();
  return (
    <>
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
    </>
  );
});

const CURVE_KEYS = [
  'quote',
  'initialMarketCap',
  'migrationMarketCap',
  'feeBps',
  'antiSniping',
  'antiSnipingSeconds',
  'lpLocked',
  'vestedPercent',
  'vestingDuration',
  'vestingPeriods',
  'cliff',
  'cliffUnlockPercent',
] as const satisfies readonly (keyof LaunchFields)[];

export const CurvePart = part(CURVE_KEYS, function CurvePart({ f, errors, set }) {
  const quote = f.quote;
  return (
    <>
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
          error={errors.initialMarketCap}
        />
        <Field
          label={`Graduation market cap (${quote})`}
          inputMode="decimal"
          value={f.migrationMarketCap}
          onChange={(e) => set('migrationMarketCap', e.target.value)}
          error={errors.migrationMarketCap}
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
            options={snipingOptions}
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
          error={errors.vestedPercent}
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
          error={errors.cliffUnlockPercent}
        />
      </Group>
    </>
  );
});
