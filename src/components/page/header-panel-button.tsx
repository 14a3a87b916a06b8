import { Suspense, useState, type ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

const BADGE = {
  inline: 'min-w-5 px-1.5 text-xs leading-5',
  corner: 'absolute top-0.5 right-0 min-w-4 px-1 text-[0.6875rem] leading-4',
};

/** A header button with a count badge that opens its panel in a dialog; the panel mounts (and loads) only while open. */
export function HeaderPanelButton({
  name,
  count,
  counted,
  icon,
  text,
  badge,
  className,
  description,
  loading,
  children,
}: {
  name: string;
  count: number;
  counted: string;
  icon: ReactNode;
  text?: string;
  badge: keyof typeof BADGE;
  className: string;
  description: string;
  loading: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `${name}, ${String(count)} ${counted}` : name}
      >
        {icon}
        {text ? <span className="hidden sm:inline lg:hidden">{text}</span> : null}
        {count > 0 ? (
          <span aria-hidden="true" className={cn('rounded-full bg-accent font-semibold text-accent-ink', BADGE[badge])}>
            {count}
          </span>
        ) : null}
      </Button>
      <Dialog open={open} onClose={close} title={name} description={description}>
        {open ? (
          <Suspense fallback={<p className="py-6 text-center text-sm text-ink-muted">{loading}</p>}>
            {children(close)}
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
