// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxItem } from '../utils/model';
import { loadMemory, selectUnreadCount, useInboxStore } from './inbox-store';

const item = (id: string, at = 100): InboxItem => ({
  id,
  kind: 'order-filled',
  at,
  title: id,
  detail: '',
  action: null,
});
const store = () => useInboxStore.getState();

describe('inbox store', () => {
  beforeEach(() => {
    localStorage.clear();
    store().walletChanged(null);
  });

  it('counts unread items, keeps read and dismissed per wallet across a reload', () => {
    store().walletChanged('alice');
    store().detected([item('a'), item('b'), item('c')], 1_000);
    expect(selectUnreadCount(store())).toBe(3);
    store().read(['a']);
    store().dismissed('b');
    expect(selectUnreadCount(store())).toBe(1);

    store().walletChanged('bob');
    store().detected([item('a')], 2_000);
    expect(selectUnreadCount(store())).toBe(1);

    store().walletChanged('alice');
    expect(loadMemory('alice')).toMatchObject({ read: ['a'], dismissed: ['b'] });
    store().detected([item('a'), item('b'), item('c')], 3_000);
    expect(selectUnreadCount(store())).toBe(1);
  });

  it('returns only items never seen before, and nothing on the first poll after a wallet loads', () => {
    store().walletChanged('alice');
    expect(store().detected([item('a')], 1_000)).toEqual([]);
    expect(
      store()
        .detected([item('a'), item('b')], 2_000)
        .map((i) => i.id),
    ).toEqual(['b']);
    store().walletChanged(null);
    store().walletChanged('alice');
    expect(store().detected([item('a'), item('b')], 3_000)).toEqual([]);
    expect(
      store()
        .detected([item('a'), item('b'), item('c')], 4_000)
        .map((i) => i.id),
    ).toEqual(['c']);
  });

  it('dates an undated item by when it was first seen and sorts newest first', () => {
    store().walletChanged('alice');
    store().detected([item('old', 10), item('undated', 0)], 5_000);
    store().detected([item('old', 10), item('undated', 0), item('new', 6_000)], 9_000);
    expect(store().items.map((i) => [i.id, i.at])).toEqual([
      ['new', 6_000],
      ['undated', 5_000],
      ['old', 10],
    ]);
  });

  it('ignores unreadable saved state instead of failing', () => {
    localStorage.setItem('trading-app:inbox:v1:alice', '{"seen": 5}');
    store().walletChanged('alice');
    expect(store().memory).toEqual({ seen: {}, read: [], dismissed: [] });
  });
});
