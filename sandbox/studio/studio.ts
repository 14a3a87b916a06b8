import type { Keypair } from '@solana/web3.js';
import type { CurveParams } from '../../src/utils/studio-curve';
import type { TxRecord } from '../chain/types';
import type { Engine } from '../engine/engine';
import type { Address } from '../world/address';
import type { SandboxToken, TokenLinks } from '../world/token';
import { readTokenAmount } from '../world/token-layout';
import { craftClaim, feeOf } from './claims';
import { buildCreateTx, type CreateBody } from './create-tx';
import { Keeper } from './keeper';
import { curveOf, launchKeys, type LaunchKeys, type LaunchRecord, type StudioDeps, type StudioState } from './launch';
import { graduatedOf, linksOf, listLaunch } from './listing';
import { type PoolState, poolState } from './pool-state';
import { writePoolConfig } from './pool-config';
import { applySettlement, settle } from './settle';
import { landCreate } from './submit';
import { UPLOADS_PATH, UploadStore } from './uploads';

const PENDING_KEEP_MS = 24 * 3_600_000;

// The launches and what follows them: listing in the engine, fee settlement, the keeper (claims, graduation).
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
    for (const { launch } of pools) this.writeConfig(launch);
    pools.sort((a, b) => a.index - b.index);
    for (const { launch, damm } of pools) {
      if (!damm) this.list(launch);
      else launch.dammIndex = engine.addPool(this.keeper.dammPool(launch)).index;
    }
    this.keeper.start();
  }

  private writeConfig(launch: LaunchRecord) {
    writePoolConfig(this.deps.ledger, launch, this.keys(launch).configKey, this.curveFor(launch));
  }

  private list(launch: LaunchRecord) {
    const keys = this.keys(launch);
    this.vaultIndex.set(keys.curveVaults.baseVault, launch.mint);
    this.vaultIndex.set(keys.curveVaults.quoteVault, launch.mint);
    if (this.engine) listLaunch(this.engine, launch, keys, this.curveFor(launch), () => this.deps.time.now());
  }

  /** `mint`: a key chosen by the caller (the big-wallet seed's, the same each time). */
  create(body: CreateBody, origin: string, mint?: Keypair) {
    const now = this.deps.time.now();
    this.prunePending(now);
    const { blockhash, lastValidBlockHeight } = this.deps.ledger.latestBlockhash();
    const { record, tx } = buildCreateTx(body, {
      seed: this.deps.seed,
      nowMs: now,
      blockhash,
      lastValidBlockHeight,
      rentExempt: (bytes) => this.deps.ledger.rentExemptMinimum(bytes),
      metadataUri: (m) => `${origin}${UPLOADS_PATH}/metadata/${m}`,
      ...(mint ? { mint } : {}),
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

  submit(transaction: string, owner: Address, extra: { content?: string; headerImageType?: string }) {
    const pending = [...this.launches.values()].filter((l) => !l.landed);
    const landed = landCreate(this.deps.ledger, pending, (l) => this.keys(l), transaction, owner);
    const { launch, signature, devBuy } = landed;
    // Its landing came before the pool was listed, so no settlement saw the dev buy's fee.
    if (devBuy) applySettlement(launch, { kind: 'buy', fee: devBuy.fee });
    if (extra.content !== undefined) launch.content = extra.content;
    if (extra.headerImageType !== undefined) launch.headerImageType = extra.headerImageType;
    this.landed(launch, signature);
    return { mint: launch.mint, configKey: this.keys(launch).configKey };
  }

  /** Its create landed: the config written, the pool listed, the launch saved. */
  landed(launch: LaunchRecord, signature: string) {
    launch.landed = { atMs: this.deps.time.now(), signature };
    this.writeConfig(launch);
    this.list(launch);
    this.deps.onChange(launch);
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

  /** Landed launches' pools, newest first. */
  pools(limit: number, mint?: Address): PoolState[] {
    const view = {
      keys: (l: LaunchRecord) => this.keys(l),
      curve: (l: LaunchRecord) => this.curveFor(l),
      balance: (a: Address) => readTokenAmount(this.deps.ledger.getAccount(a)?.data),
      account: (a: Address) => this.deps.ledger.getAccount(a),
    };
    return this.landedLaunches()
      .filter((l) => mint === undefined || l.mint === mint)
      .sort((a, b) => (b.landed?.atMs ?? 0) - (a.landed?.atMs ?? 0))
      .slice(0, limit)
      .map((l) => poolState(l, view));
  }

  byPool(poolAddress: Address): LaunchRecord | undefined {
    return this.landedLaunches().find((l) => this.keys(l).pool === poolAddress);
  }

  fee(poolAddress: Address) {
    const launch = this.byPool(poolAddress);
    return launch ? feeOf(launch) : null;
  }

  claimTx(owner: Address, poolAddress: Address, maxQuoteAmount: number): { transaction: string } {
    const launch = this.byPool(poolAddress);
    const claim = craftClaim(launch, owner, maxQuoteAmount, {
      blockHeight: this.deps.ledger.blockHeight,
      keysOf: (l) => this.keys(l),
      craft: (plan) => this.keeper.claimTransaction(plan),
    });
    if (launch) this.deps.onChange(launch);
    return claim;
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
      if (!result || !applySettlement(launch, result)) continue;
      this.deps.onChange(launch);
      if (result.kind === 'buy') this.keeper.checkGraduation(launch);
    }
  }
}
