import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { bpsToPercentString } from '../../../utils/bps';
import { REPAY_SLIPPAGE, type RepaySlippage } from '../utils/collateral-repay';

/** Swap's slippage chip, edited in place: the form's quote, least output and repayment follow the value. */
export function RepaySlippageControl({
  text,
  slippage,
  onText,
  disabled,
}: {
  text: string;
  slippage: RepaySlippage;
  onText: (text: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="rounded-control px-2 py-1 text-xs text-ink-muted hover:bg-surface-raised hover:text-ink"
        title="Change slippage"
      >
        Slippage: {slippage.ok ? `${bpsToPercentString(slippage.bps)} %` : 'not set'}
      </button>
      {open ? (
        <Field
          className="w-full"
          label="Swap slippage (%)"
          value={text}
          onChange={(e) => onText(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          error={slippage.ok ? undefined : slippage.error}
          warning={slippage.ok ? slippage.warning : null}
          hint={`${bpsToPercentString(REPAY_SLIPPAGE.minBps)}–${bpsToPercentString(REPAY_SLIPPAGE.maxBps)} %. The least the swap may pay, and so the repayment, follow from it.`}
        />
      ) : null}
    </div>
  );
}
