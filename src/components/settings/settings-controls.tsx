import type { ReactNode } from 'react';

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-control border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function Radio({
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
