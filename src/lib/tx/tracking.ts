/** Transactions being landed by this tab, so a resume never tracks one twice. */
export const tracking = new Set<string>();
