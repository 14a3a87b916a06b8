import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/** A header button with a count badge that opens its panel in a dialog; the panel mounts (and loads) only while open. */
export function HeaderPanelButton({
  name,
  count,
  counted,
  children,
  className,
  badgeClassName,
  description,
  loading,
  panel,
  preload,
}: {
  name: string;
  count: number;
  counted: string;
  /** The button's icon and any visible text. */
  children: ReactNode;
  className: string;
  badgeClassName: string;
  description: string;
  loading: string;
  panel: (close: () => void) => ReactNode;
  preload?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `${name}, ${count} ${counted}` : name}
      >
        {children}
        {count > 0 ? (
          <span aria-hidden="true" className={`rounded-full bg-accent font-semibold text-accent-ink ${badgeClassName}`}>
            {count}
          </span>
        ) : null}
      </Button>
      <Dialog open={open} onClose={close} title={name} description={description}>
        {open ? (
          <Suspense fallback={<p className="py-6 text-center text-sm text-ink-muted">{loading}</p>}>
            {panel(close)}
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}
