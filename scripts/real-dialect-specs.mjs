// The journeys `--real` runs on a sandbox speaking the real service's names and shapes (sandbox/README.md).
export const REAL_DIALECT_SPECS = [
  'e2e/swap.spec.ts',
  'e2e/limit-orders.spec.ts',
  'e2e/earn.spec.ts',
  'e2e/predictions.spec.ts',
];
