import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { STUDIO_TOKEN_DECIMALS, STUDIO_TOTAL_SUPPLY, type CurveParams } from '../../src/utils/studio-curve';
import type { Ledger } from '../chain/ledger';
import type { SandboxTime } from '../chain/sandbox-time';
import type { TxRecord } from '../chain/types';
import type { Engine } from '../engine/engine';
import { cosign, messageMatches, takerSignatureValid } from '../kit/tx/cosign';
import type { Address } from '../world/address';
import type { SandboxToken, TokenLinks } from '../world/token';
import { buildCreateTx, type CreateBody } from './create-tx';
import { type ClaimPlan, Keeper } from './keeper';
import {
  BASE_PROGRAM,
  curveOf,
  launchKeys,
  type LaunchKeys,
  type LaunchRecord,
  poolCurve,
  QUOTE_PROGRAM,
} from './launch';
import { settle } from './settle';
import { UPLOADS_PATH, UploadStore } from './uploads';

export interface StudioState {
  launches: LaunchRecord[];
}

export interface StudioDeps {
  readonly seed: string;
  readonly ledger: Ledger;
  readonly time: SandboxTime;
  readonly uploadsDir: string | null;
  readonly onChange: (launch: LaunchRecord) => void;
}

const PENDING_KEEP_MS = 24 * 3_600_000;

// The token record's links from the uploaded metadata JSON (supplement §8), the empty ones left out.
const linksOf = (meta: Record<string, string>): TokenLinks =>
  Object.fromEntries((['website', 'twitter', 'telegram'] as const).flatMap((k) => (meta[k] ? [[k, meta[k]]] : [])));

const graduatedOf = (launch: LaunchRecord, pool: Address): SandboxToken['graduated'] =>
  launch.graduated?.signature ? { pool, at: new Date(launch.graduated.atMs).toISOString() } : undefined;

export type StudioResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404; body: object };

export class Studio {
  readonly uploads: UploadStore;
  private readonly launches = new Map<Address, LaunchRecord>();
  private readonly curves = new Map<Address, CurveParams>();
  private readonly vaultIndex = new Map<Address, Address>();
  private engine: Engine | null = null;
  readonly keeper: Keeper;

  constructor(
    private readonly deps: StudioDeps,
    saved?: StudioState,
  ) {
    this.uploads = new UploadStore(deps.seed, deps.uploadsDir);
    for (const launch of saved?.launches ?? []) this.launches.set(launch.mint, launch);
    this.keeper = new Keeper(deps, {
      launches: () => this.landedLaunches(),
      keys: (l) => this.keys(l),
      curve: (l) => this.curveFor(l),
      graduated: (l, pool) => {
        const added = this.engine?.addPool(pool);
        if (added) l.dammIndex = added.index;
        const token = this.engine?.world.byMint.get(l.mint) as { graduated?: SandboxToken['graduated'] } | undefined;
        if (token) token.graduated = graduatedOf(l, this.keys(l).dammPool);
      },
      changed: (launch) => deps.onChange(launch),
    });
    deps.ledger.on('transaction', (record) => this.onLanding(record));
  }

  absorb(launch: LaunchRecord) {
    this.launches.set(launch.mint, launch);
  }

  toJSON(): StudioState {
    return { launches: [...this.launches.values()] };
  }

  reset() {
    this.launches.clear();
    this.vaultIndex.clear();
    this.uploads.clear();
  }

  keys(launch: LaunchRecord): LaunchKeys {
    return launchKeys(this.deps.seed, launch);
  }

  private curveFor(launch: LaunchRecord): CurveParams {
    let curve = this.curves.get(launch.mint);
    if (!curve) {
      curve = curveOf(launch);
      this.curves.set(launch.mint, curve);
    }
    return curve;
  }

  private landedLaunches(): LaunchRecord[] {
    return [...this.launches.values()].filter((l) => l.landed);
  }

  attach(engine: Engine) {
    this.engine = engine;
    const pools: { launch: LaunchRecord; damm: boolean; index: number }[] = [];
    for (const launch of this.launches.values()) {
      // Landed, then the process died before the state file said so: the mint on chain is the proof.
      if (!launch.landed && this.deps.ledger.getAccount(launch.mint)) {
        launch.landed = { atMs: launch.builtAtMs, signature: '' };
      }
      if (!launch.landed) continue;
      pools.push({ launch, damm: false, index: launch.poolIndex ?? Infinity });
      if (launch.graduated) pools.push({ launch, damm: true, index: launch.dammIndex ?? Infinity });
    }
    pools.sort((a, b) => a.index - b.index);
    for (const { launch, damm } of pools) {
      if (!damm) this.list(launch);
      else launch.dammIndex = engine.addPool(this.keeper.dammPool(launch)).index;
    }
    this.keeper.start();
  }

  private list(launch: LaunchRecord) {
    const keys = this.keys(launch);
    const curve = this.curveFor(launch);
    this.vaultIndex.set(keys.curveVaults.baseVault, launch.mint);
    this.vaultIndex.set(keys.curveVaults.quoteVault, launch.mint);
    const engine = this.engine;
    if (!engine) return;
    const createdAt = new Date(launch.landed?.atMs ?? launch.builtAtMs).toISOString();
    const common = {
      baseMint: launch.mint,
      quoteMint: launch.quoteMint,
      baseDecimals: STUDIO_TOKEN_DECIMALS,
      quoteDecimals: launch.quoteDecimals,
      baseProgram: BASE_PROGRAM,
      quoteProgram: QUOTE_PROGRAM,
      feeBps: launch.fee.feeBps,
      createdAt,
      wellKnown: false,
    } as const;
    const [pool] = engine.listToken(this.tokenOf(launch, createdAt), [
      {
        ...common,
        dex: 'Meteora DBC',
        genesisBase: curve.virtualBase,
        genesisQuote: curve.virtualQuote,
        own: { id: keys.pool, vaults: keys.curveVaults, authority: keys.curveAuthority },
        curve: poolCurve(launch, curve, () => this.deps.time.now()),
      },
    ]);
    if (pool) launch.poolIndex = pool.index;
  }

  private tokenOf(launch: LaunchRecord, createdAt: string): SandboxToken {
    const links = linksOf(launch.metadata ?? {});
    return {
      id: launch.mint,
      name: launch.name,
      symbol: launch.symbol,
      decimals: STUDIO_TOKEN_DECIMALS,
      tokenProgram: BASE_PROGRAM,
      createdAt,
      links,
      dev: launch.creator,
      mintAuthority: null,
      freezeAuthority: null,
      totalSupply: STUDIO_TOTAL_SUPPLY,
      tags: [],
      isVerified: false,
      audit: {
        mintAuthorityDisabled: true,
        freezeAuthorityDisabled: true,
        topHoldersPercentage: 0,
        devBalancePercentage: null,
        devMints: null,
      },
      organicScore: 0,
      organicScoreLabel: 'low',
      holderCount: 0,
      launchpad: 'jup-studio',
      referencePriceUsd: 0,
      referenceLiquidityUsd: 0,
      origin: 'generated',
      iconPath: `${UPLOADS_PATH}/images/${launch.mint}`,
      graduated: graduatedOf(launch, this.keys(launch).dammPool),
    };
  }

  create(body: CreateBody, origin: string) {
    const now = this.deps.time.now();
    this.prunePending(now);
    const { blockhash, lastValidBlockHeight } = this.deps.ledger.latestBlockhash();
    const { record, tx } = buildCreateTx(body, {
      seed: this.deps.seed,
      nowMs: now,
      blockhash,
      lastValidBlockHeight,
      rentExempt: (bytes) => this.deps.ledger.rentExemptMinimum(bytes),
      metadataUri: (mint) => `${origin}${UPLOADS_PATH}/metadata/${mint}`,
    });
    this.launches.set(record.mint, record);
    this.deps.onChange(record);
    const imageType = body.tokenImageContentType;
    return {
      transaction: Buffer.from(tx.serialize()).toString('base64'),
      mint: record.mint,
      imagePresignedUrl: this.uploads.presign(origin, 'images', record.mint, imageType, now),
      metadataPresignedUrl: this.uploads.presign(origin, 'metadata', record.mint, 'application/json', now),
      imageUrl: `${origin}${UPLOADS_PATH}/images/${record.mint}`,
    };
  }

  private prunePending(now: number) {
    for (const [mint, launch] of this.launches) {
      if (!launch.landed && now - launch.builtAtMs > PENDING_KEEP_MS) this.launches.delete(mint);
    }
  }

  launch(mint: Address): LaunchRecord | undefined {
    return this.launches.get(mint);
  }

  /** Metadata JSON uploaded: keep its links for the token record (at once, when the token is listed already). */
  noteMetadata(mint: Address, metadata: Record<string, string>) {
    const launch = this.launches.get(mint);
    if (!launch) return;
    launch.metadata = metadata;
    const token = this.engine?.world.byMint.get(mint) as { links: TokenLinks } | undefined;
    if (launch.landed && token) token.links = linksOf(metadata);
    this.deps.onChange(launch);
  }

  submit(
    transaction: string,
    owner: Address,
    extra: { content?: string; headerImageType?: string },
  ): StudioResult<{ mint: Address; configKey: Address }> {
    let tx: VersionedTransaction;
    try {
      tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
    } catch {
      return { ok: false, status: 400, body: { errors: { transaction: ['not a serialized transaction'] } } };
    }
    const launch = [...this.launches.values()].find(
      (l) => !l.landed && messageMatches(tx, Buffer.from(l.message, 'base64')),
    );
    if (!launch) {
      return {
        ok: false,
        status: 400,
        body: { error: 'Transaction is not one create-tx built (or it was submitted)' },
      };
    }
    if (owner !== launch.creator) return { ok: false, status: 400, body: { errors: { owner: ['not the creator'] } } };
    if (!takerSignatureValid(tx, launch.creator)) {
      return { ok: false, status: 400, body: { errors: { transaction: ['not signed by the creator'] } } };
    }
    const mint = Keypair.fromSecretKey(Buffer.from(launch.mintSecret, 'base64'));
    const signed = cosign(tx, [mint, this.keys(launch).curveAuthority]);
    const result = this.deps.ledger.sendTransaction(signed.serialize());
    if (!result.ok) {
      return {
        ok: false,
        status: 400,
        body: { error: `Transaction failed: ${result.message}`, details: result.logs.join('\n') },
      };
    }
    launch.landed = { atMs: this.deps.time.now(), signature: result.signature };
    if (extra.content !== undefined) launch.content = extra.content;
    if (extra.headerImageType !== undefined) launch.headerImageType = extra.headerImageType;
    this.list(launch);
    this.deps.onChange(launch);
    return { ok: true, value: { mint: launch.mint, configKey: this.keys(launch).configKey } };
  }

  addresses(mint: Address) {
    const launch = this.launches.get(mint);
    if (!launch?.landed) return null;
    const keys = this.keys(launch);
    return {
      dammv2PoolAddress: launch.graduated ? keys.dammPool : null,
      dbcPoolAddress: keys.pool,
      configKey: keys.configKey,
    };
  }

  byPool(poolAddress: Address): LaunchRecord | undefined {
    return this.landedLaunches().find((l) => this.keys(l).pool === poolAddress);
  }

  fee(poolAddress: Address) {
    const launch = this.byPool(poolAddress);
    if (!launch) return null;
    const total = BigInt(launch.feesAccrued) / 2n;
    return { unclaimed: (total - BigInt(launch.creatorClaimed)).toString(), total: total.toString() };
  }

  claimTx(owner: Address, poolAddress: Address, maxQuoteAmount: number): StudioResult<{ transaction: string }> {
    const launch = this.byPool(poolAddress);
    if (!launch) return { ok: false, status: 404, body: { error: 'Proxy account not found for the creator' } };
    if (launch.creator !== owner)
      return { ok: false, status: 403, body: { error: 'You are not the owner of this pool' } };
    const height = this.deps.ledger.blockHeight;
    // Claims still able to land count, so two signed claims never pay more than the creator's share (README).
    const pending = (launch.pendingClaims ?? []).filter((p) => p.lastValidBlockHeight >= height);
    const reserved = pending.reduce((sum, p) => sum + BigInt(p.amount), 0n);
    const unclaimed = BigInt(this.fee(poolAddress)?.unclaimed ?? '0') - reserved;
    const max = BigInt(Math.floor(maxQuoteAmount));
    const amount = unclaimed < max ? unclaimed : max;
    if (amount <= 0n) {
      return { ok: false, status: 400, body: { errors: { maxQuoteAmount: ['nothing to claim for this amount'] } } };
    }
    const plan: ClaimPlan = { launch, keys: this.keys(launch), amount };
    const { transaction, lastValidBlockHeight } = this.keeper.claimTransaction(plan);
    launch.pendingClaims = [...pending, { amount: amount.toString(), lastValidBlockHeight }];
    this.deps.onChange(launch);
    return { ok: true, value: { transaction } };
  }

  private onLanding(record: TxRecord) {
    if (record.meta.err !== null || this.vaultIndex.size === 0) return;
    const touched = new Set<Address>();
    for (const key of record.accountKeys) {
      const mint = this.vaultIndex.get(key);
      if (mint) touched.add(mint);
    }
    for (const mint of touched) {
      const launch = this.launches.get(mint);
      if (!launch?.landed) continue;
      const curve = this.curveFor(launch);
      const result = settle(record, launch, curve, this.keys(launch).curveVaults, this.deps.time.now());
      if (!result) continue;
      if (result.kind === 'claim') {
        launch.creatorClaimed = (BigInt(launch.creatorClaimed) + result.amount).toString();
        const pending = launch.pendingClaims ?? [];
        const at = pending.findIndex((p) => p.amount === result.amount.toString());
        if (at >= 0) pending.splice(at, 1);
      } else if (launch.graduated) continue;
      else launch.feesAccrued = (BigInt(launch.feesAccrued) + result.fee).toString();
      this.deps.onChange(launch);
      if (result.kind === 'buy') this.keeper.checkGraduation(launch);
    }
  }
}
