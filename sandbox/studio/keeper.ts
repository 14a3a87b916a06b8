import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { type CurveParams, STUDIO_TOKEN_DECIMALS, vestedAt } from '../../src/utils/studio-curve';
import type { Ledger } from '../chain/ledger';
import type { SandboxTime } from '../chain/sandbox-time';
import type { Pool } from '../engine/pool-layout';
import { hashBytes } from '../world/address';
import { readTokenAmount } from '../world/token-layout';
import {
  BASE_PROGRAM,
  curveState,
  feesHeld,
  type LaunchKeys,
  type LaunchRecord,
  QUOTE_PROGRAM,
  vestingOf,
} from './launch';

const DAMM_FEE_BPS = 25;
const OPERATOR_MIN_LAMPORTS = 1_000_000_000n;
const KEEPER_TICK_MS = 5_000;

export interface ClaimPlan {
  readonly launch: LaunchRecord;
  readonly keys: LaunchKeys;
  readonly amount: bigint;
}

interface KeeperView {
  launches(): LaunchRecord[];
  keys(launch: LaunchRecord): LaunchKeys;
  curve(launch: LaunchRecord): CurveParams;
  graduated(launch: LaunchRecord, pool: Omit<Pool, 'index'>): void;
  changed(launch: LaunchRecord): void;
}

const pk = (address: string) => new PublicKey(address);

export class Keeper {
  private operatorKey: Keypair | null = null;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly deps: { seed: string; ledger: Ledger; time: SandboxTime },
    private readonly view: KeeperView,
  ) {
    deps.time.onAdvance(() => this.releaseVesting());
  }

  // Derived on first use: the curve's tables it needs cost ~0.1 s, not worth paying on every start.
  private get operator(): Keypair {
    return (this.operatorKey ??= Keypair.fromSeed(hashBytes('studio', 'operator', this.deps.seed)));
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => this.releaseVesting(), KEEPER_TICK_MS);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private send(payer: Keypair, signers: Keypair[], instructions: TransactionInstruction[]) {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: this.deps.ledger.latestBlockhash().blockhash,
      instructions,
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([payer, ...signers]);
    return this.deps.ledger.sendTransaction(tx.serialize());
  }

  private fundOperator() {
    const address = this.operator.publicKey.toBase58();
    if (this.deps.ledger.getBalance(address) < OPERATOR_MIN_LAMPORTS) {
      this.deps.ledger.airdrop(address, 10n * OPERATOR_MIN_LAMPORTS);
    }
  }

  private balance(account: string): bigint {
    return readTokenAmount(this.deps.ledger.getAccount(account)?.data);
  }

  dammPool(launch: LaunchRecord): Omit<Pool, 'index'> {
    const keys = this.view.keys(launch);
    const curve = this.view.curve(launch);
    return {
      dex: 'Meteora DAMM v2',
      baseMint: launch.mint,
      quoteMint: launch.quoteMint,
      baseDecimals: STUDIO_TOKEN_DECIMALS,
      quoteDecimals: launch.quoteDecimals,
      baseProgram: BASE_PROGRAM,
      quoteProgram: QUOTE_PROGRAM,
      feeBps: DAMM_FEE_BPS,
      genesisBase: curve.migrationBase,
      genesisQuote: curve.migrationQuote,
      createdAt: new Date(launch.graduated?.atMs ?? 0).toISOString(),
      wellKnown: false,
      own: { id: keys.dammPool, vaults: keys.dammVaults, authority: keys.dammAuthority },
    };
  }

  checkGraduation(launch: LaunchRecord) {
    if (this.busy || launch.graduated) return;
    const keys = this.view.keys(launch);
    const curve = this.view.curve(launch);
    const vault = { base: this.balance(keys.curveVaults.baseVault), quote: this.balance(keys.curveVaults.quoteVault) };
    if (curveState(curve, launch, vault).sold < curve.sellable) return;
    this.busy = true;
    try {
      this.fundOperator();
      const payer = this.operator.publicKey;
      const authority = keys.curveAuthority.publicKey;
      // What the last buy paid past the threshold stays behind, so the pool opens at the migration cap (README).
      const inCurve = vault.quote - feesHeld(launch);
      const raised = inCurve < curve.migrationQuote ? inCurve : curve.migrationQuote;
      const ixs = [
        createAssociatedTokenAccountIdempotentInstruction(
          payer,
          pk(keys.dammVaults.baseVault),
          keys.dammAuthority.publicKey,
          pk(launch.mint),
          pk(BASE_PROGRAM),
        ),
        createAssociatedTokenAccountIdempotentInstruction(
          payer,
          pk(keys.dammVaults.quoteVault),
          keys.dammAuthority.publicKey,
          pk(launch.quoteMint),
          pk(QUOTE_PROGRAM),
        ),
        createTransferCheckedInstruction(
          pk(keys.curveVaults.baseVault),
          pk(launch.mint),
          pk(keys.dammVaults.baseVault),
          authority,
          vault.base,
          STUDIO_TOKEN_DECIMALS,
          [],
          pk(BASE_PROGRAM),
        ),
        createTransferCheckedInstruction(
          pk(keys.curveVaults.quoteVault),
          pk(launch.quoteMint),
          pk(keys.dammVaults.quoteVault),
          authority,
          raised,
          launch.quoteDecimals,
          [],
          pk(QUOTE_PROGRAM),
        ),
      ];
      // Marked first, so the landing of the migration itself is not read as a trade on the curve.
      launch.graduated = { atMs: this.deps.time.now(), signature: '' };
      const result = this.send(this.operator, [keys.curveAuthority], ixs);
      if (!result.ok) {
        launch.graduated = null;
        console.error(`studio: graduating ${launch.mint} failed: ${result.message}`);
        return;
      }
      launch.graduated.signature = result.signature;
      this.view.graduated(launch, this.dammPool(launch));
      this.view.changed(launch);
    } finally {
      this.busy = false;
    }
  }

  releaseVesting() {
    if (this.busy) return;
    for (const launch of this.view.launches()) {
      if (!launch.graduated || launch.vesting.total === '0') continue;
      const due = vestedAt(vestingOf(launch), (this.deps.time.now() - launch.graduated.atMs) / 1000);
      const amount = due - BigInt(launch.vestingReleased);
      if (amount <= 0n) continue;
      this.fundOperator();
      const keys = this.view.keys(launch);
      const creator = pk(launch.creator);
      const account = getAssociatedTokenAddressSync(pk(launch.mint), creator, true, pk(BASE_PROGRAM));
      const result = this.send(
        this.operator,
        [keys.vestingAuthority],
        [
          createAssociatedTokenAccountIdempotentInstruction(
            this.operator.publicKey,
            account,
            creator,
            pk(launch.mint),
            pk(BASE_PROGRAM),
          ),
          createTransferCheckedInstruction(
            pk(keys.vestingVault),
            pk(launch.mint),
            account,
            keys.vestingAuthority.publicKey,
            amount,
            STUDIO_TOKEN_DECIMALS,
            [],
            pk(BASE_PROGRAM),
          ),
        ],
      );
      if (!result.ok) {
        console.error(`studio: vesting release for ${launch.mint} failed: ${result.message}`);
        continue;
      }
      launch.vestingReleased = due.toString();
      this.view.changed(launch);
    }
  }

  claimTransaction(plan: ClaimPlan): { transaction: string; lastValidBlockHeight: number } {
    const { launch, keys, amount } = plan;
    const { blockhash, lastValidBlockHeight } = this.deps.ledger.latestBlockhash();
    const creator = pk(launch.creator);
    const account = getAssociatedTokenAddressSync(pk(launch.quoteMint), creator, true, pk(QUOTE_PROGRAM));
    const message = new TransactionMessage({
      payerKey: creator,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountIdempotentInstruction(
          creator,
          account,
          creator,
          pk(launch.quoteMint),
          pk(QUOTE_PROGRAM),
        ),
        createTransferCheckedInstruction(
          pk(keys.curveVaults.quoteVault),
          pk(launch.quoteMint),
          account,
          keys.curveAuthority.publicKey,
          amount,
          launch.quoteDecimals,
          [],
          pk(QUOTE_PROGRAM),
        ),
      ],
    }).compileToV0Message();
    const tx = new VersionedTransaction(message);
    tx.sign([keys.curveAuthority]);
    return { transaction: Buffer.from(tx.serialize()).toString('base64'), lastValidBlockHeight };
  }
}
