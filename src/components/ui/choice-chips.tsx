import { cn } from '../../utils/cn';

export function ChoiceChips<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex flex-wrap gap-2', className)}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label
          key={option}
          className="flex items-center gap-1.5 rounded-control border border-line px-2.5 py-1.5 text-sm has-checked:border-accent"
        >
          <input
            type="radio"
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
            className="accent-accent"
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
