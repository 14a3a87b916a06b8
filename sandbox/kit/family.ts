import type { Env, MiddlewareHandler, Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { Ledger } from '../chain/ledger';
import type { SandboxTime } from '../chain/sandbox-time';
import type { Engine } from '../engine/engine';
import type { Address } from '../world/address';
import type { FundRequest } from '../world/fund';
import type { World } from '../world/world';

/** The one object every family is built from and every route factory receives (one per sandbox, sandbox.ts). */
export interface FamilyContext {
  readonly seed: string;
  readonly world: World;
  readonly ledger: Ledger;
  readonly time: SandboxTime;
  /** Built on first use (~60–100 ms): read it in a request or a tick, never while a family is built. */
  readonly engine: Engine;
  readonly uploadsDir: string | null;
  /** False for a fresh world, whose leftovers (another world's files) a family clears. */
  readonly restored: boolean;
  markDirty(): void;
  /** Writes the state file now. */
  persist(): void;
  fund(address: Address, request: FundRequest): void;
}

/** A family's lines in the landing journal (state/journal.ts), under its name; null when the sandbox keeps no file. */
export interface FamilyJournal<L> {
  /** Lines newer than the state file, in order, handed over when the family is built. */
  readonly replayed: readonly L[];
  append(line: L): void;
}

/** The one route-factory signature: a Hono app mounted at `path`, given the service getter (built on first use). */
export interface FamilyRoutes<T> {
  readonly path: string;
  routes(ctx: FamilyContext, service: () => T): HonoBase<Env, Schema, string>;
  /** Sub-paths that check their own body size (uploads) instead of the API's 1 MB. */
  readonly ownBodyLimit?: readonly string[];
  /** Mounted before the API-key gate: presigned URLs carry their own signature. */
  readonly keyless?: boolean;
}

/**
 * Timers and ledger or clock listeners. `runs` says when the sandbox starts them: with the family ('build'), when an
 * HTTP app mounts it ('app'), once the engine exists ('engine'), or with the market (startMarket, until stopMarket).
 * Every running keeper stops when the sandbox closes. `start` is absent when the service starts its own when built.
 */
export interface FamilyKeeper<T> {
  readonly runs: 'build' | 'app' | 'engine' | 'market';
  start?(service: T, ctx: FamilyContext): void;
  /** Called when the keeper runs and the engine exists, whichever came last. */
  withEngine?(service: T): void;
  stop(service: T): void;
}

/**
 * A family plugs in with this: its service (built at open, or on first use from its saved section), its section of
 * the state file and journal lines (both under `name`), its keeper and its routes. Registered in `families.ts`.
 */
export interface SandboxFamily<T = unknown, S = unknown, L = unknown> {
  readonly name: string;
  readonly build: 'open' | 'first-use';
  create?(ctx: FamilyContext, saved: S | undefined, journal: FamilyJournal<L> | null): T;
  save?(service: T): S;
  /** Absent: a reset drops the service (its keeper stopped) and the next use builds a fresh one. */
  reset?(service: T): void;
  onEngine?(service: T, engine: Engine): void;
  readonly keeper?: FamilyKeeper<T>;
  readonly mounts?: readonly FamilyRoutes<T>[];
  /** Under `/__sandbox`, no API key. */
  readonly control?: readonly FamilyRoutes<T>[];
  /** Answers a missing or wrong API key on its mounts in the family's own envelope. */
  keyCheck?(apiKey: string): MiddlewareHandler;
}

export function defineFamily<const N extends string, T = undefined, S = unknown, L = unknown>(
  family: SandboxFamily<T, S, L> & { readonly name: N },
): SandboxFamily<T, S, L> & { readonly name: N } {
  return family;
}
