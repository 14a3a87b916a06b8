import type { Env, MiddlewareHandler, Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { Ledger } from '../chain/ledger';
import type { SandboxTime } from '../chain/sandbox-time';
import type { Engine } from '../engine/engine';
import type { Address } from '../world/address';
import type { FundRequest } from '../world/fund';
import type { World } from '../world/world';

// The family contract (sandbox/README.md §Layout): a family is its folder, a `family.ts`, and a line in families.ts.

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
  persist(): void;
  fund(address: Address, request: FundRequest): void;
}

/** Null when the sandbox keeps no file. */
export interface FamilyJournal<L> {
  readonly replayed: readonly L[];
  append(line: L): void;
}

export interface FamilyRoutes<T> {
  readonly path: string;
  routes(ctx: FamilyContext, service: () => T): HonoBase<Env, Schema, string>;
  /** Sub-paths that check their own body size instead of the API's 1 MB. */
  readonly ownBodyLimit?: readonly string[];
  /** Before the API-key gate: presigned URLs carry their own signature. */
  readonly keyless?: boolean;
}

export interface FamilyKeeper<T> {
  readonly runs: 'build' | 'app' | 'engine' | 'market';
  /** Absent when the service starts its own when built. */
  start?(service: T, ctx: FamilyContext): void;
  /** Once it runs and the engine exists, whichever came last. */
  withEngine?(service: T): void;
  stop(service: T): void;
}

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
  /** Under `/__sandbox`. */
  readonly control?: readonly FamilyRoutes<T>[];
  /** Answers a bad API key on its mounts in the family's own envelope. */
  keyCheck?(apiKey: string): MiddlewareHandler;
}

export function defineFamily<const N extends string, T = undefined, S = unknown, L = unknown>(
  family: SandboxFamily<T, S, L> & { readonly name: N },
): SandboxFamily<T, S, L> & { readonly name: N } {
  return family;
}
