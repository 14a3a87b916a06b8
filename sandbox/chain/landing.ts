import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { decoder, innerInstructionsOf, isMissingSignature, simulateTransaction, type ChainState } from './simulate';
import { transactionErrorJson, transactionErrorMessage } from './tx-error';
import type { TxHistory } from './tx-history';
import { decimalsIn, decodeTransaction, tokenBalances, type DecodedTx, type TableReader } from './tx-meta';
import type { AccountData, Address, SendResult, TransactionErrorJson, TxRecord } from './types';

/** Send-path hook for keys the sandbox holds (pool co-signer): signed wire, a refusal (for the logs) or null. */
export type Cosigner = (wire: Uint8Array) => { wire: Uint8Array } | { refused: string } | null;

export interface SendOptions {
  skipPreflight?: boolean;
  signaturesChecked?: boolean;
}

export type Landed = (record: TxRecord, readPost: (address: Address) => AccountData | null) => void;

/** Errors that happen while executing instructions: the transaction is in a block and its fee is paid. */
function isExecutionError(err: TransactionErrorJson | null) {
  return (
    typeof err === 'object' &&
    err !== null &&
    ('InstructionError' in err || 'InsufficientFundsForRent' in err || 'DuplicateInstruction' in err)
  );
}

function refuse(signature: string, err: TransactionErrorJson): SendResult {
  return { ok: false, signature, err, message: transactionErrorMessage(err), logs: [], unitsConsumed: 0n };
}

/** Executes sent transactions like a validator and turns each that lands into a record with its meta. */
export class Landing {
  private readonly cosigners = new Set<Cosigner>();
  private readonly get: (address: Address) => AccountData | null;
  private readonly tables: (address: Address) => TableReader | null;

  constructor(
    private readonly chain: ChainState & { readonly history: TxHistory },
    private readonly landed: Landed,
  ) {
    this.get = (a) => chain.accounts.getAccount(a);
    this.tables = (a) => chain.accounts.lookupTable(a);
  }

  /**
   * Like a validator: unknown/expired blockhash never lands, duplicate refused, failure lands and pays its fee.
   * `signaturesChecked`: the caller verified or made every signature (execute), so the runtime does not again.
   */
  sendTransaction(wire: Uint8Array, options: SendOptions = {}): SendResult {
    const opts = options.signaturesChecked ? { ...options, sigVerify: false as const } : options;
    const decoded = decodeTransaction(wire, this.get, this.tables);
    if (this.cosigners.size === 0 || !decoded.blankSignature) {
      return this.send(decoded, wire, opts);
    }
    let signed = wire;
    const refusals: string[] = [];
    for (const cosigner of this.cosigners) {
      const answer = cosigner(signed);
      if (answer && 'wire' in answer) signed = answer.wire;
      else if (answer) refusals.push(answer.refused);
    }
    const result = this.send(
      signed === wire ? decoded : decodeTransaction(signed, this.get, this.tables),
      signed,
      opts,
    );
    return result.ok || refusals.length === 0 ? result : { ...result, logs: [...refusals, ...result.logs] };
  }

  /** Lands without checking signatures (none may be blank): the sandbox's seeding, for wallets whose keys it lacks. */
  sendUnverified(wire: Uint8Array): SendResult {
    return this.send(decodeTransaction(wire, this.get, this.tables), wire, { sigVerify: false });
  }

  /** Let `cosigner` add signatures to transactions sent with some missing (runs before they are verified). */
  addCosigner(cosigner: Cosigner): () => void {
    this.cosigners.add(cosigner);
    return () => this.cosigners.delete(cosigner);
  }

  private send(decoded: DecodedTx, wire: Uint8Array, opts: { skipPreflight?: boolean; sigVerify?: false }): SendResult {
    const { signature } = decoded;
    if (this.chain.history.has(signature)) {
      return opts.skipPreflight ? { ok: true, signature } : refuse(signature, 'AlreadyProcessed');
    }
    if (!this.chain.clock.isBlockhashValid(decoded.blockhash)) {
      return opts.skipPreflight ? { ok: true, signature } : refuse(signature, 'BlockhashNotFound');
    }
    if (!opts.skipPreflight) {
      const simulated = simulateTransaction(this.chain, wire, { sigVerify: opts.sigVerify ?? true });
      if (simulated.err !== null) {
        return {
          ok: false,
          signature,
          err: simulated.err,
          message: transactionErrorMessage(simulated.err),
          logs: simulated.logs,
          unitsConsumed: simulated.unitsConsumed,
        };
      }
    }
    return this.land(decoded, wire, opts.sigVerify ?? true);
  }

  private land(decoded: DecodedTx, wire: Uint8Array, sigVerify: boolean): SendResult {
    const { accounts, clock } = this.chain;
    const preBalances = decoded.accountKeys.map((k) => accounts.getBalance(k));
    // Only token accounts are read (the owner index knows them); a written one is read after, whatever it was before.
    const tokenAccount = (a: Address) => accounts.isTokenAccount(a) ?? !accounts.isProgram(a);
    const written = new Set(decoded.writableKeys);
    const preTokenBalances = tokenBalances(
      decoded.accountKeys,
      (a) => (tokenAccount(a) ? this.get(a) : null),
      (mint) => accounts.mintDecimals(mint),
    );
    let sent: ReturnType<LiteSVM['sendTransaction']>;
    accounts.forgetBalances();
    // The wrapper refuses a missing (all-zero) signature before the runtime sees it: so does this path.
    if (decoded.blankSignature) return refuse(decoded.signature, 'SignatureFailure');
    if (!sigVerify) accounts.svm.withSigverify(false);
    try {
      sent = accounts.sendWire(wire, decoded.version, (w) => decoder.decode(w));
    } catch (cause) {
      if (isMissingSignature(cause)) return refuse(decoded.signature, 'SignatureFailure');
      throw cause;
    } finally {
      if (!sigVerify) accounts.svm.withSigverify(true);
    }
    const result = sent;
    const failed = result instanceof FailedTransactionMetadata;
    const err = failed ? transactionErrorJson(result.err()) : null;
    const meta: TransactionMetadata = failed ? result.meta() : result;
    // Errors raised before execution (bad signature, no funds for the fee…) never reach a block.
    if (failed && !isExecutionError(err)) {
      return {
        ok: false,
        signature: decoded.signature,
        err: err ?? 'GenericError',
        message: transactionErrorMessage(err ?? 'GenericError'),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
      };
    }
    // Post-state reads shared by the token balances and the journal (each native read of a fresh write costs memory).
    const post = new Map<Address, AccountData | null>();
    const readPost = (address: Address) => {
      let account = post.get(address);
      if (account === undefined) {
        account = accounts.getAccount(address);
        post.set(address, account);
      }
      return account;
    };
    const record: TxRecord = {
      signature: decoded.signature,
      slot: clock.slot,
      blockTime: clock.blockTimeOf(clock.slot),
      wire: Uint8Array.from(wire),
      version: decoded.version,
      accountKeys: decoded.accountKeys,
      computeUnitPrice: decoded.computeUnitPrice,
      writableKeys: decoded.writableKeys,
      meta: {
        err,
        fee: decoded.fee,
        preBalances,
        postBalances: decoded.accountKeys.map((k) => accounts.getBalance(k)),
        preTokenBalances,
        postTokenBalances: tokenBalances(
          decoded.accountKeys,
          (a) => ((written.has(a) && !accounts.isProgram(a)) || tokenAccount(a) ? readPost(a) : null),
          (mint) => (written.has(mint) ? decimalsIn(readPost(mint)) : accounts.mintDecimals(mint)),
        ),
        logMessages: meta.logs(),
        computeUnitsConsumed: meta.computeUnitsConsumed(),
        loadedAddresses: decoded.loaded,
        innerInstructions: innerInstructionsOf(meta),
      },
    };
    this.landed(record, readPost);
    return { ok: true, signature: decoded.signature };
  }
}
