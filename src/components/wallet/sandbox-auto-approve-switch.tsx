import { useId } from 'react';
import { useSandboxApprovalStore } from '../../stores/sandbox-approval-store';

export function AutoApproveSwitch() {
  const on = useSandboxApprovalStore((s) => s.autoApprove);
  const changed = useSandboxApprovalStore((s) => s.autoApproveChanged);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          onChange={(e) => changed(e.target.checked)}
          className="size-4 accent-accent"
        />
        Approve automatically
      </label>
      <p id={hintId} className="text-xs text-ink-muted">
        Approves every Sandbox wallet request without asking (for tests and demos).
      </p>
    </div>
  );
}
