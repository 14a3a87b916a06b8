import type { ReactNode } from 'react';
import { cn } from '../../utils/cn';

type Tone = 'info' | 'warning' | 'danger' | 'success';

const tones: Record<Tone, string> = {
  info: 'border-line bg-surface-raised',
  warning: 'border-warning/60 bg-warning/10',
  danger: 'border-danger/60 bg-danger/10',
  success: 'border-success/60 bg-success/10',
};

/** `danger` / `warning` are role="alert" (announced); `info` is a polite status. */
export function Notice({
  tone = 'info',
  title,
  children,
  actions,
  className,
}: {
  tone?: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('rounded-control border p-3 text-sm', tones[tone], className)}
    >
      <p className="font-medium text-ink">{title}</p>
      {children ? <div className="mt-1 text-ink-muted">{children}</div> : null}
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
