/** A tiny deterministic PRNG (mulberry32) for the seed: same seed string, same data, every time. */

/** 32-bit FNV-1a hash of a string, to derive independent streams from names. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Prng {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === "string" ? hashSeed(seed) : seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Integer in [0, n): the shape ids.ts expects for its random source. */
  readonly below = (n: number): number => Math.floor(this.next() * n);

  pick<T>(list: readonly T[]): T {
    const value = list[this.below(list.length)];
    if (value === undefined) throw new Error("pick from an empty list");
    return value;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  digits(length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += String(this.below(10));
    return out;
  }

  /** A new list with the items in random order. */
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}
