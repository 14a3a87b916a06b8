import { insecureUrlWarning } from '../../utils/url';
import { useState } from 'react';
import { EXPLORERS, type Explorer } from '../../config/env';
import { EXPLORER_LABELS } from '../../lib/explorer';
import { defaultSettings, type Settings, type SettingsField } from '../../stores/settings-schema';
import { useSettingsStore } from '../../stores/settings-store';
import { Button } from '../ui/button';
import { Field, inputClass } from '../ui/field';
import { Fieldset, Radio } from './settings-controls';
import { NotificationsField } from './notifications-field';
import { TradingFields } from './trading-fields';
import { Notice } from '../ui/notice';

type Errors = Partial<Record<SettingsField, string>>;

/** Saved together and only when valid: a typo in one field never resets another. */
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
          warning={insecureUrlWarning(draft.apiBaseUrl)}
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
          warning={insecureUrlWarning(draft.rpcUrl)}
          inputMode="url"
        />
        <Field
          label="Submission URL"
          value={draft.submissionUrl}
          onChange={(e) => set('submissionUrl', e.target.value)}
          error={errors.submissionUrl}
          warning={insecureUrlWarning(draft.submissionUrl)}
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
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={draft.allowUncheckedSigning}
            onChange={(e) => set('allowUncheckedSigning', e.target.checked)}
          />
          <span>
            Let me sign when my RPC cannot check a transaction
            <span className="text-muted block">
              Only for your RPC failing to answer; a transaction the check refuses is never signed. You confirm each
              time.
            </span>
          </span>
        </label>
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

      <TradingFields draft={draft} set={set} bpsText={bpsText} onBpsText={setBpsText} errors={errors} />
      <NotificationsField on={draft.notifications} onChange={(on) => set('notifications', on)} />

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
