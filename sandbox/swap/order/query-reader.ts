import { U64_MAX } from '../../../src/utils/amount';
import { Refused } from '../../kit/refused';
import { type Address, isAddress } from '../../world/address';

const fail = (name: string, problem: string): never => {
  throw new Refused(400, `${name}: ${problem}`);
};

/** An empty value counts as absent (a client that serialises `undefined` as `name=` means "not set"). */
export class QueryReader {
  readonly sent = new Set<string>();

  constructor(private readonly query: Readonly<Record<string, string>>) {}

  raw(name: string): string | undefined {
    const value = this.query[name]?.trim();
    if (value === undefined || value === '') return undefined;
    this.sent.add(name);
    return value;
  }

  required(name: string): string {
    return this.raw(name) ?? fail(name, 'required');
  }

  address(name: string): Address | undefined {
    const value = this.raw(name);
    if (value !== undefined && !isAddress(value)) fail(name, `"${value.slice(0, 60)}" is not a base58 address`);
    return value;
  }

  amount(name: string, positive = false): bigint | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value)) return fail(name, 'must be a non-negative integer (raw units)');
    const amount = BigInt(value);
    if (positive && amount === 0n) fail(name, 'must be greater than 0');
    if (amount > U64_MAX) fail(name, 'does not fit a u64');
    return amount;
  }

  int(name: string, min: number, max: number): number | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      fail(name, `must be an integer from ${String(min)} to ${String(max)}`);
    }
    return Number(value);
  }

  oneOf<const T extends readonly string[]>(name: string, values: T): T[number] | undefined {
    const value = this.raw(name);
    if (value !== undefined && !values.includes(value)) fail(name, `must be one of ${values.join(', ')}`);
    return value;
  }

  bool(name: string): boolean | undefined {
    const value = this.oneOf(name, ['true', 'false'] as const);
    return value === undefined ? undefined : value === 'true';
  }

  list(name: string, values?: readonly string[]): string[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const items = value
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    if (values) {
      const bad = items.find((item) => !values.includes(item));
      if (bad !== undefined) fail(name, `"${bad.slice(0, 60)}" is not one of ${values.join(', ')}`);
    }
    return items;
  }
}

export { fail as paramError };
