import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TRAILING_PRESETS, type OrderForm as Form } from '../hooks/use-order-form';
import { usdText } from '../utils/order-draft';

function DecimalField({
  label,
  value,
  set,
  error,
  warning,
  hint,
}: {
  label: string;
  value: string;
  set: (value: string) => void;
  error: string | undefined;
  warning?: string | null | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      inputMode="decimal"
      error={error}
      warning={warning}
      hint={hint}
    />
  );
}

export function BracketFields({ form }: { form: Form }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <DecimalField
        label="Take-profit (USD)"
        value={form.tp}
        set={form.setTp}
        error={form.errors.tp}
        warning={form.legs.tp}
      />
      <DecimalField
        label="Stop-loss (USD)"
        value={form.sl}
        set={form.setSl}
        error={form.errors.sl}
        warning={form.legs.sl}
      />
    </div>
  );
}

export function TrailingField({ form }: { form: Form }) {
  return (
    <div className="flex flex-col gap-2">
      <DecimalField
        label="Trail distance (%)"
        value={form.trailPct}
        set={form.setTrailPct}
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
