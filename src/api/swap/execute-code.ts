export interface ExecuteCodeExplanation {
  what: string;
  /** A fresh order and a new signature cannot double the swap: this transaction can no longer land. */
  retryable: boolean;
  /** When false, re-post the same body (idempotent ~2 min, supplement §3) or check the signature on chain first. */
  final: boolean;
}

const CODES: Readonly<Record<number, ExecuteCodeExplanation>> = {
  0: { what: 'The swap landed.', retryable: false, final: true },
  [-1]: { what: 'The order is unknown or expired; get a new quote.', retryable: true, final: true },
  [-2]: { what: 'The signed transaction is invalid.', retryable: false, final: true },
  [-3]: { what: 'The transaction was changed after the order was built.', retryable: false, final: true },
  [-1000]: { what: 'The transaction did not land in time.', retryable: true, final: true },
  [-1001]: { what: 'Unknown result from the router; checking the transaction.', retryable: false, final: false },
  [-1002]: { what: 'The router refused the transaction as invalid.', retryable: false, final: true },
  [-1003]: { what: 'The transaction is not fully signed.', retryable: false, final: true },
  [-1004]: {
    what: 'The transaction’s block height is no longer valid; get a new quote.',
    retryable: true,
    final: true,
  },
  [-2000]: { what: 'The market-maker swap did not land in time.', retryable: true, final: true },
  [-2001]: { what: 'Unknown result from the market maker; checking the transaction.', retryable: false, final: false },
  [-2002]: { what: 'The market maker refused the payload as invalid.', retryable: false, final: true },
  [-2003]: { what: 'The market maker’s quote expired; get a new quote.', retryable: true, final: true },
  [-2004]: { what: 'The market maker rejected the swap; get a new quote.', retryable: true, final: true },
};

/** Supplement §3 execute codes; an unknown code is open, so the UI checks before a retry that could swap twice. */
export function explainExecuteCode(code: number): ExecuteCodeExplanation {
  return (
    CODES[code] ?? {
      what: `The swap failed with an unrecognised code (${code}); checking the transaction.`,
      retryable: false,
      final: false,
    }
  );
}
