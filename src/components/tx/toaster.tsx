import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '../../stores/toast-store';

// Sonner (~9.5 KB gzip) loads with the first toast, so it stays out of the first page's JavaScript budget.
const SonnerToaster = lazy(() => import('./sonner-toaster').then((m) => ({ default: m.SonnerToaster })));

/** Mounted once in the layout; renders nothing until the first toast, then keeps Sonner mounted for its animations. */
export function Toaster() {
  const anyToast = useToastStore((s) => s.toasts.length > 0);
  const [needed, setNeeded] = useState(false);
  if (anyToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
