import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TRAILING_PRESETS, type OrderForm as Form } from '../hooks/use-order-form';
import { usdText } from '../utils/order-draft';

export function BracketFields({ form }: { form: Form }) {
  return (
    <div className="grid grid-cols-2 gap-2">
      <Field
        label="Take-profit (USD)"
        value={form.tp}
        onChange={(e) => form.setTp(e.target.value)}
        inputMode="decimal"
        error={form.errors.tp}
        warning={form.legs.tp}
      />
      <Field
        label="Stop-loss (USD)"
        value={form.sl}
        onChange={(e) => form.setSl(e.target.value)}
        inputMode="decimal"
        error={form.errors.sl}
        warning={form.legs.sl}
      />
    </div>
  );
}

export function TrailingField({ form }: { form: Form }) {
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
