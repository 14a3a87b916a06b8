import type { Env, MiddlewareHandler, Schema } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { Ledger } from '../chain/ledger';
import type { SandboxTime } from '../chain/sandbox-time';
import type { Engine } from '../engine/engine';
import type { Address } from '../world/address';
import type { FundRequest } from '../world/fund';
import type { World } from '../world/world';
import type { BookContext } from './book-context';
import type { SeededCounts, Seeding } from './wallet-seeding';

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
  /** `POST /__sandbox/seed/big-wallet`: a year of the wallet's history in the family's own state (idempotent). */
  seedWallet?(service: T, seeding: Seeding, ctx: FamilyContext): SeededCounts;
}

export function defineFamily<const N extends string, T = undefined, S = unknown, L = unknown>(
  family: SandboxFamily<T, S, L> & { readonly name: N },
): SandboxFamily<T, S, L> & { readonly name: N } {
  return family;
}

type OnAdvance = (listener: () => void) => () => void;
type Routes = HonoBase<Env, Schema, string>;

/** The state of a book family: one object saved under the family's name. */
export interface Book {
  load(saved: never): void;
  toJSON(): unknown;
  reset(): void;
}
type State<B extends Book> = ReturnType<B['toJSON']>;

export function bookContext<B>(ctx: FamilyContext, book: B): BookContext<B> {
  return {
    world: ctx.world,
    ledger: ctx.ledger,
    seed: ctx.seed,
    now: () => ctx.time.now(),
    book,
    persist: () => ctx.persist(),
  };
}

/** A family built at open from its book, whose keeper runs on the sandbox clock with the app (send, lend, recurring). */
export function bookFamily<const N extends string, B extends Book, C>(spec: {
  name: N;
  book: new (markDirty: () => void) => B;
  context: (ctx: FamilyContext, book: B) => C;
  start(context: C, onAdvance: OnAdvance): void;
  stop(book: B): void;
  api: { path: string; routes(context: C): Routes };
  control?: { path: string; routes(context: C): Routes };
  seedWallet?: (context: C, seeding: Seeding) => SeededCounts;
}) {
  const { api, control, context, seedWallet } = spec;
  return defineFamily<N, B, State<B>>({
    name: spec.name,
    build: 'open',
    create(ctx, saved) {
      const book = new spec.book(() => ctx.markDirty());
      book.load(saved as never);
      return book;
    },
    save: (book) => book.toJSON() as State<B>,
    reset: (book) => {
      book.reset();
    },
    keeper: {
      runs: 'app',
      start: (book, ctx) => {
        spec.start(context(ctx, book), (listener) => ctx.time.onAdvance(listener));
      },
      stop: (book) => {
        spec.stop(book);
      },
    },
    mounts: [{ path: api.path, routes: (ctx, book) => api.routes(context(ctx, book())) }],
    ...(control
      ? { control: [{ path: control.path, routes: (ctx, book) => control.routes(context(ctx, book())) }] }
      : {}),
    ...(seedWallet ? { seedWallet: (book, seeding, ctx) => seedWallet(context(ctx, book), seeding) } : {}),
  });
}
