import * as z from 'zod/mini';

/** Wire primitives shared with the sandbox: zod codecs, so the app parses and the sandbox `z.encode`s. */

const INTEGER_STRING = /^\d+$/;
const SIGNED_INTEGER_STRING = /^-?\d+$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

export const rawAmountSchema = z.codec(
  z.string().check(z.regex(INTEGER_STRING, 'expected a non-negative integer string')),
  z.bigint().check(z.nonnegative()),
  { decode: (s) => BigInt(s), encode: (b) => b.toString() },
);

export const signedRawAmountSchema = z.codec(
  z.string().check(z.regex(SIGNED_INTEGER_STRING, 'expected an integer string')),
  z.bigint(),
  { decode: (s) => BigInt(s), encode: (b) => b.toString() },
);

/** A string or JSON-number integer; a non-integer number is refused rather than rounded. */
export const looseRawAmountSchema = z.codec(
  z.union([
    z.string().check(z.regex(SIGNED_INTEGER_STRING, 'expected an integer string')),
    z.int('expected an integer'),
  ]),
  z.bigint(),
  { decode: (v) => BigInt(v), encode: (b) => b.toString() },
);

/** A chain public key in base58 (32 bytes encode to 32–44 characters). */
export const addressSchema = z
  .string()
  .check(
    z.minLength(32, 'expected a base58 address'),
    z.maxLength(44, 'expected a base58 address'),
    z.regex(BASE58, 'expected a base58 address'),
  );

/** A transaction signature in base58 (64 bytes encode to at most 88 characters). */
export const signatureSchema = z
  .string()
  .check(
    z.minLength(64, 'expected a base58 signature'),
    z.maxLength(88, 'expected a base58 signature'),
    z.regex(BASE58, 'expected a base58 signature'),
  );

/** A base64 transaction (`transaction`, `tx`, `signedTransaction` in the spec). */
export const base64TxSchema = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64'));

/** True for an absolute http(s) URL: the only kind a response may put into an `href` or `src` (issue 11 §5). */
export function isSafeLinkUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Anything but http(s) reads as null: the record stays usable and the app never renders a script URL. */
export const safeUrlSchema = z.codec(z.nullish(z.string()), z.nullish(z.string()), {
  decode: (s) => (typeof s === 'string' && !isSafeLinkUrl(s) ? null : s),
  encode: (s) => s,
});

export const numberishSchema = z.codec(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/, 'expected a number'))]),
  z.number(),
  { decode: (v) => Number(v), encode: (n) => n },
);

/** An open enum (supplement Decisions §2): aliases map to the spec's names, unknown strings are kept. */
export function tolerantEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  type Out = T[number] | (string & {});
  return z.codec(
    z.string(),
    z.custom<Out>((v) => typeof v === 'string'),
    {
      decode: (s): Out => aliases[s] ?? s,
      encode: (s): string => s,
    },
  );
}

export function isKnown<const T extends readonly string[]>(values: T, v: string): v is T[number] {
  return (values as readonly string[]).includes(v);
}

/** Boolean that also accepts 0/1 (send `confirmed`, supplement Decisions §5). */
export const looseBooleanSchema = z.codec(z.union([z.boolean(), z.literal(0), z.literal(1)]), z.boolean(), {
  decode: (v) => v === true || v === 1,
  encode: (b) => b,
});

/** A time that is either an ISO string or Unix seconds (send `expiry`, Decisions §5); decoded to epoch ms. */
export const isoOrUnixSecondsSchema = z.codec(z.union([z.string().check(z.minLength(1)), z.number()]), z.number(), {
  decode: (v, ctx) => {
    if (typeof v === 'number') return v * 1000;
    if (/^\d+$/.test(v)) return Number(v) * 1000;
    const ms = Date.parse(v);
    if (Number.isNaN(ms)) {
      ctx.issues.push({ code: 'custom', message: 'expected an ISO date or Unix seconds', input: v });
      return z.NEVER;
    }
    return ms;
  },
  encode: (ms) => new Date(ms).toISOString(),
});

/** The routers of spec §2.2, with the real service's names (supplement §0.2). */
export const ROUTERS = ['aggregator_a', 'rfq_mm', 'aggregator_b', 'aggregator_c'] as const;
export type Router = (typeof ROUTERS)[number];
export const ROUTER_ALIASES: Readonly<Record<string, Router>> = {
  metis: 'aggregator_a',
  iris: 'aggregator_a',
  jupiterz: 'rfq_mm',
  dflow: 'aggregator_b',
  okx: 'aggregator_c',
};
export const routerSchema = tolerantEnum(ROUTERS, ROUTER_ALIASES);

/** The generic error bodies of the spec's Errors section plus the variants of Decisions §5. */
export const errorBodySchema = z.looseObject({
  error: z.optional(z.union([z.string(), z.looseObject({ code: z.number(), message: z.string() })])),
  message: z.optional(z.string()),
  details: z.optional(z.union([z.string(), z.record(z.string(), z.unknown())])),
  errors: z.optional(z.record(z.string(), z.unknown())),
  code: z.optional(z.union([z.number(), z.string()])),
  type: z.optional(z.string()),
  requestId: z.optional(z.string()),
  request_id: z.optional(z.string()),
  /** Swap execute answers a 500 with `{signature, error}` (supplement §3): the transaction may still have landed. */
  signature: z.nullish(z.string()),
  errorCode: z.optional(z.union([z.number(), z.string()])),
  router: z.optional(routerSchema),
});
export type ErrorBody = z.output<typeof errorBodySchema>;
