import { useState } from 'react';
import { Fieldset } from './settings-controls';

const supported = () => typeof Notification !== 'undefined';

/** The browser is asked for permission only here, after the user turns the switch on (never on page load). */
export function NotificationsField({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const [blocked, setBlocked] = useState(supported() && on && Notification.permission === 'denied');
  async function turn(next: boolean) {
    setBlocked(false);
    if (!next || !supported()) {
      onChange(next && supported());
      return;
    }
    const permission =
      Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    setBlocked(permission !== 'granted');
    onChange(permission === 'granted');
  }
  return (
    <Fieldset legend="Notifications">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="mt-1"
          checked={on}
          disabled={!supported()}
          onChange={(e) => void turn(e.target.checked)}
        />
        <span>
          Notify me of new inbox items while this tab is in the background
          <span className="block text-ink-muted">
            {supported()
              ? 'Fills, resolved markets, expiring orders and invites, falling borrow health. Your browser asks first.'
              : 'This browser does not show notifications.'}
          </span>
        </span>
      </label>
      {blocked ? (
        <p role="alert" className="text-sm text-warning">
          Your browser blocks notifications for this site: allow them in its site settings, then turn this on again.
        </p>
      ) : null}
    </Fieldset>
  );
}
