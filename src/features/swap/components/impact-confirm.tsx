import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { IMPACT_TYPED, percentText, type ImpactTier } from '../utils/quote-view';

export const CONFIRM_WORD = 'SWAP';

/** Above 5 % impact, "I understand"; above 15 % (or unknown), a typed word: a checkbox is too easy. */
export function ImpactConfirm({
  tier,
  impact,
  checked,
  onChange,
}: {
  tier: Extract<ImpactTier, 'confirm' | 'typed'>;
  impact: number | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (tier === 'confirm') {
    return (
      <label className="mt-2 flex items-start gap-2 rounded-control border border-danger/60 bg-danger/10 p-3 text-sm">
        <input type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>
          I understand this trade moves the price by more than 5 % and I may receive much less than the market price.
        </span>
      </label>
    );
  }
  return <TypedConfirm impact={impact} checked={checked} onConfirm={() => onChange(true)} />;
}

function TypedConfirm({
  impact,
  checked,
  onConfirm,
}: {
  impact: number | null;
  checked: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const risk =
    impact === null
      ? 'The price impact of this trade is unknown'
      : `This trade moves the price by ${percentText(impact)}, more than ${percentText(IMPACT_TYPED)}`;
  const matches = typed.trim().toUpperCase() === CONFIRM_WORD;
  const confirm = () => {
    if (!matches) return;
    setOpen(false);
    onConfirm();
  };
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-control border border-danger/60 bg-danger/10 p-3 text-sm">
      <p>{risk}: you may receive much less than the market price.</p>
      {checked ? (
        <p role="status">You confirmed this price impact.</p>
      ) : (
        <Button
          variant="danger"
          onClick={() => {
            setTyped('');
            setOpen(true);
          }}
          aria-haspopup="dialog"
        >
          Type to confirm the price impact
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm a very high price impact"
        description={`${risk}. You may receive much less than the market price.`}
      >
        <div className="flex flex-col gap-3">
          <label htmlFor={inputId} className="text-sm">
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id={inputId}
            className="rounded-control border border-line bg-surface-raised px-3 py-2"
            value={typed}
            autoComplete="off"
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              confirm();
            }}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={!matches}>
              Confirm the price impact
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
