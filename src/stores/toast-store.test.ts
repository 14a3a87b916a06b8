import { beforeEach, describe, expect, it } from 'vitest';
import { useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('replaces a toast with the same id (one toast per transaction)', () => {
    const { toastShown } = useToastStore.getState();
    toastShown({ id: 'tx-1', tone: 'info', title: 'Waiting for signature' });
    toastShown({ id: 'tx-1', tone: 'success', title: 'Confirmed' });
    expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ id: 'tx-1', title: 'Confirmed' })]);
  });

  it('keeps failures until dismissed and closes others by themselves', () => {
    const { toastShown, toastDismissed } = useToastStore.getState();
    const bad = toastShown({ tone: 'danger', title: 'Failed' });
    toastShown({ tone: 'success', title: 'Done' });
    const [first, second] = useToastStore.getState().toasts;
    expect(first?.durationMs).toBeNull();
    expect(second?.durationMs).toBe(6000);
    toastDismissed(bad);
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });
});
