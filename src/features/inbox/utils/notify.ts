import type { InboxItem } from './model';

const notificationsSupported = () => typeof Notification !== 'undefined';
export const notificationsAllowed = () => notificationsSupported() && Notification.permission === 'granted';

/** Only while the tab is hidden: a user looking at the app sees the badge, a second signal would be noise. */
export function notifyHidden(items: readonly InboxItem[], doc: Pick<Document, 'visibilityState'> = document): number {
  if (doc.visibilityState !== 'hidden' || !notificationsAllowed()) return 0;
  let shown = 0;
  for (const item of items) {
    try {
      new Notification(item.title, { body: item.detail, tag: item.id });
      shown++;
    } catch {
      // Android Chrome allows page notifications only through a service worker; the badge still tells.
    }
  }
  return shown;
}
