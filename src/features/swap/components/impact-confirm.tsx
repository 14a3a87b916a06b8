/** Above 5 % price impact, or when it is unknown, the swap waits for an explicit "I understand" (product.md). */
export function ImpactConfirm({
  checked,
  unknown = false,
  onChange,
}: {
  checked: boolean;
  unknown?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-2 flex items-start gap-2 rounded-control border border-danger/60 bg-danger/10 p-3 text-sm">
      <input type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {unknown
          ? 'I understand the price impact of this trade is unknown and I may receive much less than the market price.'
          : 'I understand this trade moves the price by more than 5 % and I may receive much less than the market price.'}
      </span>
    </label>
  );
}
