import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from './model';
import { notifyHidden } from './notify';

const item = (id: string): InboxItem => ({
  id,
  kind: 'market-resolved',
  at: 1,
  title: `T ${id}`,
  detail: 'd',
  action: null,
});

function stubNotification(permission: NotificationPermission) {
  const shown: string[] = [];
  // A plain constructor function: what `new Notification(title)` needs, with the static permission.
  const Fake = Object.assign(
    function (title: string) {
      shown.push(title);
    },
    { permission },
  );
  vi.stubGlobal('Notification', Fake);
  return shown;
}

describe('notifyHidden', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one notification per new item while the tab is hidden and permission is granted', () => {
    const shown = stubNotification('granted');
    expect(notifyHidden([item('a'), item('b')], { visibilityState: 'hidden' })).toBe(2);
    expect(shown).toEqual(['T a', 'T b']);
  });

  it('shows none while the tab is visible, or without permission', () => {
    const granted = stubNotification('granted');
    expect(notifyHidden([item('a')], { visibilityState: 'visible' })).toBe(0);
    expect(granted).toEqual([]);
    const denied = stubNotification('denied');
    expect(notifyHidden([item('a')], { visibilityState: 'hidden' })).toBe(0);
    expect(denied).toEqual([]);
  });

  it('shows none where the browser has no notifications', () => {
    vi.stubGlobal('Notification', undefined);
    expect(notifyHidden([item('a')], { visibilityState: 'hidden' })).toBe(0);
  });
});
