import bs58 from 'bs58';
import * as z from 'zod';
import { addressSchema } from '../../src/api/common';
import { invalidParams } from './json-rpc';

/** Zod names the failing param and field, where a real node often says only "Invalid param: Invalid". */

/** The regex alone lets 31- or 33-byte strings through. */
export const pubkeySchema = addressSchema.check(
  z.refine((text: string) => {
    try {
      return bs58.decode(text).length === 32;
    } catch {
      return false;
    }
  }, 'expected a base58 address of 32 bytes'),
);

export const signatureSchema = z.string().refine((text) => {
  try {
    return bs58.decode(text).length === 64;
  } catch {
    return false;
  }
}, 'expected a base58 signature of 64 bytes');

/** kit writes bigints as bare number literals, which parse here. */
export const u64Schema = z.number().int('expected an integer').nonnegative('expected a non-negative integer');

export const commitmentSchema = z.enum(['processed', 'confirmed', 'finalized']);
export type Commitment = z.output<typeof commitmentSchema>;

/** Unknown fields are ignored, as serde does on a real node. */
export const baseConfigSchema = z.object({
  commitment: commitmentSchema.optional(),
  minContextSlot: u64Schema.optional(),
});
export type BaseConfig = z.output<typeof baseConfigSchema>;

export const accountEncodingSchema = z.enum(['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed']);
export type AccountEncoding = z.output<typeof accountEncodingSchema>;

export const dataSliceSchema = z.object({ offset: u64Schema, length: u64Schema });
export type DataSlice = z.output<typeof dataSliceSchema>;

export const accountConfigSchema = baseConfigSchema.extend({
  encoding: accountEncodingSchema.optional(),
  dataSlice: dataSliceSchema.optional(),
});

type Param = readonly [name: string, schema: z.core.$ZodType];
type Parsed<P extends readonly Param[]> = { -readonly [K in keyof P]: P[K] extends Param ? z.output<P[K][1]> : never };

function describePath(name: string, index: number, path: readonly PropertyKey[]): string {
  const inner = path.map((key) => (typeof key === 'number' ? `[${String(key)}]` : `.${String(key)}`)).join('');
  return `${name}${inner} (params[${String(index)}]${inner})`;
}

/** Absent or null optional params (clients send `null`); too many is an error, as serde's tuple decoding makes it. */
export function parseParams<const P extends readonly Param[]>(
  raw: unknown,
  spec: P,
  required: number = spec.length,
): Parsed<P> {
  const list: unknown[] = raw === undefined || raw === null ? [] : (raw as unknown[]);
  if (!Array.isArray(list)) throw invalidParams('params must be an array of positional values');
  if (list.length > spec.length) {
    throw invalidParams(`expected at most ${String(spec.length)} params, got ${String(list.length)}`);
  }
  const out: unknown[] = [];
  for (const [index, [name, schema]] of spec.entries()) {
    const value: unknown = list[index];
    if (value === undefined || (value === null && index >= required)) {
      if (index < required) throw invalidParams(`missing ${name} (params[${String(index)}])`);
      out.push(undefined);
      continue;
    }
    const result = z.safeParse(schema, value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = describePath(name, index, issue?.path ?? []);
      throw invalidParams(`${where}: ${issue?.message ?? 'invalid value'}`);
    }
    out.push(result.data);
  }
  return out as Parsed<P>;
}
