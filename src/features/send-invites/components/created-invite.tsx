import { useEffect, useId, useRef, useState } from 'react';
import { lazyPart, PartLoading } from '../../../components/page/lazy-part';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useExplorerLink } from '../../../hooks/use-explorer-link';
import { formatDateTime } from '../../../utils/format';
import type { CreatedInvite } from '../hooks/use-invite-actions';

// The QR encoder is needed only once an invite exists: its own chunk, off the page's first load.
const qr = lazyPart(() => import('../../../components/ui/qr-code').then((m) => m.QrCode));
export const preloadQr = qr.preload;

type CopyState = 'idle' | 'copied' | 'shared' | 'failed';

const canShare = (url: string) => typeof navigator.canShare === 'function' && navigator.canShare({ url });

/** The landed invite: its link and QR code, shown once. The link is cash and is kept nowhere but this screen. */
export function CreatedInviteCard({ invite, onDone }: { invite: CreatedInvite; onDone: () => void }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const [leaving, setLeaving] = useState(false);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (leaving) stay.current?.focus();
  }, [leaving]);
  const linkId = useId();
  const link = useExplorerLink();
  const txHref = invite.signature ? link({ kind: 'tx', signature: invite.signature }) : null;
  return (
    <section aria-labelledby={`${linkId}-title`} className="flex flex-col gap-3">
      <h3 id={`${linkId}-title`} className="text-base font-semibold">
        Invite created: {invite.amountText}
      </h3>
      <Notice tone="warning" title="This link is cash">
        Anyone who opens it can claim the {invite.amountText}. Copy it now: this app keeps no copy and cannot show it
        again. Unclaimed, it comes back to you on {formatDateTime(invite.expiry)}.
      </Notice>
      <div className="flex flex-col gap-1">
        <label htmlFor={linkId} className="text-sm font-medium">
          Invite link
        </label>
        <div className="flex gap-2">
          <textarea
            id={linkId}
            readOnly
            rows={2}
            value={invite.link}
            className={`${inputClass} h-auto resize-none py-2 font-mono break-all`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard.writeText(invite.link).then(
                () => setCopy('copied'),
                () => setCopy('failed'),
              );
            }}
          >
            Copy
          </Button>
          {canShare(invite.link) ? (
            <Button
              variant="secondary"
              onClick={() => {
                navigator.share({ title: `An invite of ${invite.amountText}`, url: invite.link }).then(
                  () => setCopy('shared'),
                  () => undefined,
                );
              }}
            >
              Share
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-xs text-ink-muted">
          {copy === 'copied'
            ? 'Link copied.'
            : copy === 'shared'
              ? 'Link shared.'
              : copy === 'failed'
                ? 'The browser did not allow copying: select the link and copy it yourself.'
                : 'The recipient claims it in Jupiter Mobile.'}
        </p>
      </div>
      <div className="flex justify-center">
        <PartLoading what="the QR code">
          <qr.Part text={invite.link} label="QR code of the invite link" />
        </PartLoading>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {txHref ? (
          <a href={txHref} target="_blank" rel="noreferrer" className="text-accent underline">
            View the invite transaction
          </a>
        ) : (
          <span />
        )}
        <Button variant="ghost" onClick={copy === 'copied' || copy === 'shared' ? onDone : () => setLeaving(true)}>
          Create another invite
        </Button>
      </div>
      {leaving ? (
        <div role="alertdialog" aria-labelledby={`${linkId}-leave`} className="flex flex-col gap-2">
          <Notice tone="warning" title="The link is not copied">
            <span id={`${linkId}-leave`}>
              Leave without it? It cannot be shown again; the invite stays pending and you can claw it back.
            </span>
          </Notice>
          <div className="flex flex-wrap justify-end gap-2">
            <Button ref={stay} variant="secondary" onClick={() => setLeaving(false)}>
              Stay on the link
            </Button>
            <Button variant="danger" onClick={onDone}>
              Leave without the link
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
