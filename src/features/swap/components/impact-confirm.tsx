/** Above 5 % price impact the swap waits for an explicit "I understand" (product.md: confirm > 5 %). */
export function ImpactConfirm({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="mt-2 flex items-start gap-2 rounded-control border border-danger/60 bg-danger/10 p-3 text-sm">
      <input type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        I understand this trade moves the price by more than 5 % and I may receive much less than the market price.
      </span>
    </label>
  );
}
