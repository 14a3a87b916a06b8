import type { PoolState } from '../../../api/studio/pools';
import { formatDateTime, formatNumber, formatTokenAmount } from '../../../utils/format';
import { useLaunchVesting } from '../hooks/use-launch-vesting';

const days = (seconds: number) => `${formatNumber(Math.round(seconds / 86_400))} days`;
const muted = 'text-sm text-ink-muted';

/** The creator's locked tokens as the pool's config on chain states them: unlocks counted from graduation. */
export function TokenVesting({ pool, now, decimals }: { pool: PoolState; now: number; decimals: number | undefined }) {
  const terms = useLaunchVesting(pool.configKey);
  if (terms.error) {
    return (
      <p role="alert" className="text-sm text-danger">
        The vesting terms could not be read. {terms.error.message}
      </p>
    );
  }
  if (!pool.configKey) return <p className={muted}>Studio names no pool config for this launch.</p>;
  const v = terms.data;
  if (v === undefined) return <p className={muted}>Reading the pool config…</p>;
  if (v === null) return <p className={muted}>The pool config is not on chain yet.</p>;
  const tokens = (raw: bigint) => (decimals === undefined ? '…' : `${formatTokenAmount(raw, decimals)} tokens`);
  if (v.total === 0n) return <p className={muted}>The creator has no vested tokens.</p>;
  const start = pool.graduatedAt ? Date.parse(pool.graduatedAt) : null;
  const period = v.periods > 0 ? v.durationSeconds / v.periods : 0;
  const cliffAt = start === null ? null : start + v.cliffSeconds * 1000;
  const done = start === null ? 0 : Math.floor((now - (cliffAt ?? 0)) / 1000 / (period || 1));
  const nextAt =
    cliffAt === null || v.periods === 0 || done >= v.periods ? null : cliffAt + Math.max(0, done + 1) * period * 1000;
  const released = pool.vesting?.released;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-muted">Locked for the creator</dt>
      <dd className="text-right">{tokens(v.total)}</dd>
      <dt className="text-ink-muted">Schedule</dt>
      <dd className="text-right">
        {v.periods === 0
          ? `All at once${v.cliffSeconds > 0 ? ` after a ${days(v.cliffSeconds)} cliff` : ''} after graduation`
          : `${tokens(v.cliffUnlock)} at the cliff (${days(v.cliffSeconds)}), then ${String(v.periods)} unlocks over ${days(v.durationSeconds)}, from graduation`}
      </dd>
      <dt className="text-ink-muted">Released so far</dt>
      <dd className="text-right">{released === undefined ? 'Not reported by Studio' : tokens(released)}</dd>
      <dt className="text-ink-muted">Next unlock</dt>
      <dd className="text-right">
        {start === null ? 'Starts at graduation' : nextAt === null ? 'None left' : formatDateTime(nextAt)}
      </dd>
    </dl>
  );
}
