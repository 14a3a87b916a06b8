import { useState } from 'react';
import { EXPLORERS, type Explorer } from '../../config/env';
import { EXPLORER_LABELS } from '../../lib/explorer';
import { defaultSettings, type Settings, type SettingsField } from '../../stores/settings-schema';
import { useSettingsStore } from '../../stores/settings-store';
import { Button } from '../ui/button';
import { Field, inputClass } from '../ui/field';
import { Notice } from '../ui/notice';

type Errors = Partial<Record<SettingsField, string>>;

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-control border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Radio({
  name,
  checked,
  onChange,
  label,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="accent-accent" />
      {label}
    </label>
  );
}

/**
 * Every setting in one form, saved together and only when valid: a typo in one field never resets another, and
 * nothing changes until Save.
 */
export function SettingsForm({ onSaved }: { onSaved: () => void }) {
  const saved = useSettingsStore((s) => s.settings);
  const save = useSettingsStore((s) => s.settingsSaved);
  const notApplied = useSettingsStore((s) => s.notApplied);
  const dismissNotApplied = useSettingsStore((s) => s.notAppliedDismissed);
  const [draft, setDraft] = useState<Settings>(saved);
  const [bpsText, setBpsText] = useState(saved.slippage.mode === 'fixed' ? String(saved.slippage.bps) : '50');
  const [errors, setErrors] = useState<Errors>({});

  const set = <K extends SettingsField>(key: K, value: Settings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  function onSubmit() {
    const next: Settings =
      draft.slippage.mode === 'fixed'
        ? { ...draft, slippage: { mode: 'fixed', bps: Number(bpsText.trim() || NaN) } }
        : draft;
    const result = save(next);
    if (result.ok) {
      setErrors({});
      dismissNotApplied();
      onSaved();
    } else {
      setErrors(result.errors);
    }
  }

  const fee = draft.priorityFee;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1"
    >
      {notApplied.length > 0 ? (
        <Notice tone="warning" title="Some saved settings could not be read">
          These were not applied and their defaults are in use: {notApplied.join(', ')}. Your old values are kept in
          this browser’s storage; saving replaces them.
        </Notice>
      ) : null}
      <Fieldset legend="Service">
        <Field
          label="API base URL"
          value={draft.apiBaseUrl}
          onChange={(e) => set('apiBaseUrl', e.target.value)}
          error={errors.apiBaseUrl}
          inputMode="url"
        />
        <Field
          label="API key"
          value={draft.apiKey}
          onChange={(e) => set('apiKey', e.target.value)}
          error={errors.apiKey}
          type="password"
          autoComplete="off"
          hint="Sent as x-api-key. Empty for the sandbox."
        />
        <Field
          label="RPC URL"
          value={draft.rpcUrl}
          onChange={(e) => set('rpcUrl', e.target.value)}
          error={errors.rpcUrl}
          inputMode="url"
        />
        <Field
          label="Submission URL"
          value={draft.submissionUrl}
          onChange={(e) => set('submissionUrl', e.target.value)}
          error={errors.submissionUrl}
          inputMode="url"
          hint="JSON-RPC endpoint that lands transactions; needs a 0.001 SOL tip."
        />
        <div className="flex flex-col gap-1" role="radiogroup" aria-label="Send transactions through">
          <span className="text-sm font-medium">Send transactions through</span>
          <Radio
            name="submitVia"
            checked={draft.submitVia === 'rpc'}
            onChange={() => set('submitVia', 'rpc')}
            label="My RPC"
          />
          <Radio
            name="submitVia"
            checked={draft.submitVia === 'submission-endpoint'}
            onChange={() => set('submitVia', 'submission-endpoint')}
            label="Submission endpoint (adds a 0.001 SOL tip)"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="settings-explorer" className="text-sm font-medium">
            Explorer
          </label>
          <select
            id="settings-explorer"
            className={inputClass}
            value={draft.explorer}
            onChange={(e) => set('explorer', e.target.value as Explorer)}
          >
            {EXPLORERS.map((x) => (
              <option key={x} value={x}>
                {EXPLORER_LABELS[x]}
              </option>
            ))}
          </select>
        </div>
      </Fieldset>

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
              onChange={(e) => setBpsText(e.target.value)}
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

      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(defaultSettings);
            setBpsText('50');
          }}
        >
          Restore defaults
        </Button>
        <Button type="submit">Save settings</Button>
      </div>
    </form>
  );
}
