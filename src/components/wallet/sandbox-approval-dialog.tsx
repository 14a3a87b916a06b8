import { useId } from 'react';
import type { ApprovalRequest, TransactionSummary } from '../../lib/sandbox-wallet/approval';
import { useSandboxApprovalStore } from '../../stores/sandbox-approval-store';
import { formatTokenAmount, shortAddress } from '../../utils/format';
import { SOL_DECIMALS } from '../../utils/sol';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { AutoApproveSwitch } from './sandbox-auto-approve-switch';
import { SimulatedChanges } from './simulated-changes';

function Address({ value }: { value: string }) {
  return (
    <span className="font-mono" title={value}>
      {shortAddress(value)}
    </span>
  );
}

function titleOf(request: ApprovalRequest): string {
  if (request.kind === 'connect') return 'Connect the Sandbox wallet?';
  if (request.kind === 'sign-message') return 'Sign this message?';
  const n = request.transactions.length;
  return n === 1 ? 'Sign this transaction?' : `Sign ${n} transactions?`;
}

const row = 'grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 py-2';
const term = 'text-ink-muted';

function TransactionDetails({
  summary,
  heading,
  wallet,
}: {
  summary: TransactionSummary;
  heading: string | null;
  wallet: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={heading ? headingId : undefined} className="rounded-control border border-line p-3">
      {heading ? (
        <h3 id={headingId} className="mb-1 text-sm font-semibold">
          {heading}
        </h3>
      ) : null}
      {summary.walletMustSign ? null : (
        <p className="mb-2 text-sm text-ink-muted">This one does not need your signature; it is returned unchanged.</p>
      )}
      <dl className="divide-y divide-line text-sm">
        <div className={row}>
          <dt className={term}>Simulated</dt>
          <dd>
            <SimulatedChanges wire={summary.wire} wallet={wallet} />
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Fee payer</dt>
          <dd>
            {summary.feePayerIsWallet ? (
              <>
                Your wallet (<Address value={summary.feePayer} />)
              </>
            ) : (
              <span className="text-warning">
                <Address value={summary.feePayer} />, not your wallet
              </span>
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Signers</dt>
          <dd>
            <ul>
              {summary.signers.map((s) => (
                <li key={s.address}>
                  <Address value={s.address} />
                  {s.isWallet ? ' (your wallet)' : s.signed ? ' (already signed)' : ' (signs separately)'}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Programs</dt>
          <dd>
            <ol className="list-inside list-decimal">
              {summary.instructions.map((ix, i) => (
                <li key={i}>
                  {ix.programName ??
                    (ix.programId ? (
                      <>
                        Program <Address value={ix.programId} />
                      </>
                    ) : (
                      'A program from a lookup table'
                    ))}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>SOL out</dt>
          <dd>
            {summary.solTransfersOut.length === 0 ? (
              'No SOL transfer from your wallet'
            ) : (
              <ul>
                {summary.solTransfersOut.map((t, i) => (
                  <li key={i}>
                    {formatTokenAmount(t.lamports, SOL_DECIMALS, { maxSignificant: 20 })} SOL to{' '}
                    {t.to ? <Address value={t.to} /> : 'an address from a lookup table'}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>Version</dt>
          <dd>
            {summary.version === 0 ? 'v0' : 'legacy'}
            {summary.lookupTables > 0
              ? `, loads accounts from ${summary.lookupTables} lookup table${summary.lookupTables === 1 ? '' : 's'}`
              : ''}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function RequestDetails({ request }: { request: ApprovalRequest }) {
  if (request.kind === 'connect') {
    return (
      <p className="text-sm">
        <span className="font-mono break-all">{request.origin}</span> asks to see your address and to request
        signatures. Nothing is signed without your approval.
      </p>
    );
  }
  if (request.kind === 'sign-message') {
    return (
      <div className="text-sm">
        <p className="mb-1 text-ink-muted">
          {request.text === null ? 'Message (bytes, shown as hex)' : 'Message'} from{' '}
          <span className="font-mono break-all">{request.origin}</span>
        </p>
        <pre className="max-h-48 overflow-auto rounded-control border border-line bg-surface-sunken p-2 font-mono text-xs break-all whitespace-pre-wrap">
          {request.text ?? request.hex}
        </pre>
      </div>
    );
  }
  const many = request.transactions.length > 1;
  return (
    <div
      role="region"
      aria-label="What the wallet signs"
      // Taller than a phone's screen allows, it scrolls, so a keyboard must be able to reach it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="flex max-h-[55vh] flex-col gap-3 overflow-auto"
    >
      {request.transactions.map((summary, i) => (
        <TransactionDetails
          key={i}
          summary={summary}
          wallet={request.address}
          heading={many ? `Transaction ${i + 1} of ${request.transactions.length}` : null}
        />
      ))}
    </div>
  );
}

export function SandboxApprovalDialog() {
  const current = useSandboxApprovalStore((s) => s.pending[0]);
  const answered = useSandboxApprovalStore((s) => s.approvalAnswered);
  const reject = () => {
    if (current) answered(current.id, false);
  };
  return (
    <Dialog
      open={!!current}
      onClose={reject}
      title={current ? titleOf(current.request) : 'Sandbox wallet'}
      description={current ? `Sandbox wallet · ${shortAddress(current.request.address)}` : undefined}
    >
      {current ? (
        <div className="flex flex-col gap-4">
          <RequestDetails request={current.request} />
          <AutoApproveSwitch />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={reject}>
              Reject
            </Button>
            <Button onClick={() => answered(current.id, true)}>Approve</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
