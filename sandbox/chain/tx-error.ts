import type { FailedTransactionMetadata } from 'litesvm';
import type { TransactionErrorJson } from './types';

// litesvm's error enums are `const enum`s (types only): names listed in Rust declaration order (RPC's names).
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

// The validator's own wording for the errors a client is most likely to meet (solana-sdk TransactionError Display).
const MESSAGES: Partial<Record<string, string>> = {
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  SignatureFailure: 'Transaction did not pass signature verification',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};

type LitesvmError = ReturnType<FailedTransactionMetadata['err']>;
type InstructionErr = number | { code: number } | { msg: string };

function instructionErrorJson(err: InstructionErr): TransactionErrorJson {
  if (typeof err === 'number')
    return (INSTRUCTION_ERRORS as readonly string[])[err] ?? `InstructionError${String(err)}`;
  if ('code' in err) return { Custom: err.code };
  return { BorshIoError: err.msg };
}

/** litesvm error → RPC's `err` JSON; its error classes are not exported, so variants are told apart by shape. */
export function transactionErrorJson(err: LitesvmError): TransactionErrorJson {
  if (typeof err === 'number')
    return (TRANSACTION_ERRORS as readonly string[])[err] ?? `TransactionError${String(err)}`;
  if ('err' in err && 'index' in err) return { InstructionError: [err.index, instructionErrorJson(err.err())] };
  if ('index' in err) return { DuplicateInstruction: err.index };
  if ('accountIndex' in err) {
    const name = err.constructor.name.includes('Restricted')
      ? 'ProgramExecutionTemporarilyRestricted'
      : 'InsufficientFundsForRent';
    return { [name]: { account_index: err.accountIndex } };
  }
  return 'GenericError';
}

/** One line a person can read, as the validator prints it ("Error processing Instruction 0: custom program error: 0x1"). */
export function transactionErrorMessage(err: TransactionErrorJson): string {
  if (typeof err === 'string') return MESSAGES[err] ?? err;
  const ix = err.InstructionError;
  if (Array.isArray(ix)) {
    const [index, inner] = ix as [number, TransactionErrorJson];
    const detail =
      typeof inner === 'object' && 'Custom' in inner
        ? `custom program error: 0x${Number(inner.Custom).toString(16)}`
        : JSON.stringify(inner);
    return `Error processing Instruction ${String(index)}: ${detail}`;
  }
  return JSON.stringify(err);
}
