import type { Settings, SettingsField } from '../../stores/settings-schema';
import { Field } from '../ui/field';
import { Fieldset, Radio } from './settings-controls';

type Errors = Partial<Record<SettingsField, string>>;

export function TradingFields({
  draft,
  set,
  bpsText,
  onBpsText,
  errors,
}: {
  draft: Settings;
  set: <K extends SettingsField>(key: K, value: Settings[K]) => void;
  bpsText: string;
  onBpsText: (text: string) => void;
  errors: Errors;
}) {
  const fee = draft.priorityFee;
  return (
    <Fieldset legend="Trading">
      <div className="flex flex-col gap-2" role="radiogroup" aria-label="Slippage">
        <span className="text-sm font-medium">Slippage</span>
        <Radio
          name="slippage"
          checked={draft.slippage.mode === 'auto'}
          onChange={() => set('slippage', { mode: 'auto' })}
          label="Auto (the service chooses per trade)"
        />
        <Radio
          name="slippage"
          checked={draft.slippage.mode === 'fixed'}
          onChange={() => set('slippage', { mode: 'fixed', bps: Number(bpsText) || 0 })}
          label="Fixed"
        />
        {draft.slippage.mode === 'fixed' ? (
          <Field
            label="Slippage (basis points)"
            value={bpsText}
            onChange={(e) => onBpsText(e.target.value)}
            inputMode="numeric"
            error={errors.slippage}
            hint={`0–10000; 100 bps = 1 %. Now ${(Number(bpsText) / 100 || 0).toFixed(2)} %.`}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-2" role="radiogroup" aria-label="Priority fee">
        <span className="text-sm font-medium">Priority fee</span>
        <Radio
          name="priority"
          checked={fee.mode === 'auto'}
          onChange={() => set('priorityFee', { mode: 'auto' })}
          label="Auto"
        />
        <Radio
          name="priority"
          checked={fee.mode === 'custom'}
          onChange={() => set('priorityFee', { mode: 'custom', lamports: '100000', broadcast: 'maxCap' })}
          label="Custom"
        />
        {fee.mode === 'custom' ? (
          <>
            <Field
              label="Priority fee (lamports)"
              value={fee.lamports}
              onChange={(e) => set('priorityFee', { ...fee, lamports: e.target.value.trim() })}
              inputMode="numeric"
              error={errors.priorityFee}
              hint="1 SOL = 1,000,000,000 lamports."
            />
            <div className="flex gap-4" role="radiogroup" aria-label="Fee mode">
              <Radio
                name="broadcast"
                checked={fee.broadcast === 'maxCap'}
                onChange={() => set('priorityFee', { ...fee, broadcast: 'maxCap' })}
                label="Maximum (pay up to)"
              />
              <Radio
                name="broadcast"
                checked={fee.broadcast === 'exactFee'}
                onChange={() => set('priorityFee', { ...fee, broadcast: 'exactFee' })}
                label="Exact"
              />
            </div>
          </>
        ) : null}
      </div>
      <Field
        label="MEV tip (lamports)"
        value={draft.mevTipLamports}
        onChange={(e) => set('mevTipLamports', e.target.value.trim())}
        inputMode="numeric"
        error={errors.mevTipLamports}
        hint="0 sends no tip."
      />
    </Fieldset>
  );
}
