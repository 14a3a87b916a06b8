/** sfc32, never Math.random: the same seed must give the same world on every machine. */
export interface Rng {
  next(): number;
  int(lo: number, hi: number): number;
  range(lo: number, hi: number): number;
  logRange(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  bytes(n: number): Uint8Array;
}

/** A class: one generator per token (thousands), and prototype methods cost less than a closure per method. */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Uint8Array) {
    if (seed.length < 16) throw new RangeError('an rng seed needs 16 bytes');
    const word = (i: number): number =>
      ((seed[i] ?? 0) | ((seed[i + 1] ?? 0) << 8) | ((seed[i + 2] ?? 0) << 16) | ((seed[i + 3] ?? 0) << 24)) >>> 0;
    this.a = word(0);
    this.b = word(4);
    this.c = word(8);
    this.d = word(12);
    // The first outputs of sfc32 still echo the seed; discard them as the reference implementation does.
    for (let i = 0; i < 12; i++) this.u32();
  }

  private u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.u32() / 4294967296;
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  range(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }

  logRange(lo: number, hi: number): number {
    return Math.exp(Math.log(lo) + this.next() * (Math.log(hi) - Math.log(lo)));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of choices) total += w;
    let r = this.next() * total;
    for (const [value, w] of choices) {
      r -= w;
      if (r < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new RangeError('cannot pick from an empty list');
    return last[0];
  }

  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i += 4) {
      const v = this.u32();
      for (let k = 0; k < 4 && i + k < n; k++) out[i + k] = (v >>> (8 * k)) & 255;
    }
    return out;
  }
}

export function rngFromBytes(seed: Uint8Array): Rng {
  return new Sfc32(seed);
}
