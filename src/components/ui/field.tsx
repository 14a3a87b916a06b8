import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../utils/cn';

export const inputClass =
  'h-10 w-full rounded-control border border-line bg-surface-sunken px-3 text-sm text-ink placeholder:text-ink-faint hover:border-line-strong aria-invalid:border-danger';

export function Field({
  label,
  hint,
  error,
  warning,
  className,
  inputClassName,
  trailing,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  warning?: string | null | undefined;
  inputClassName?: string;
  trailing?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const describedBy =
    [hint ? hintId : null, warning ? warningId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, inputClassName)}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId} className="text-xs text-warning">
          {warning}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
