/** Recurring (DCA) tab of the Limit Orders page; filled in by the recurring work (issue 12). */
export function RecurringPanel() {
  return <p className="text-sm text-ink-muted">Recurring orders are loading…</p>;
}
