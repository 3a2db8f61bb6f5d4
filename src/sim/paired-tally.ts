/**
 * Paired sums: what `compare` and `sweep` keep of the games they play, so that memory does
 * not grow with the number of games. Variants play the same deals; each *unit* (a deal, or a
 * single game) gives, for each figure, a vector u of whole numbers for the two sides (A's and
 * B's totals over the unit's games), and the tally keeps the unit count and the exact sums
 * of u and of every product u_i u_j. Every test of paired.ts needs only those sums (see
 * `pairedRatio`), and whole numbers add exactly, so the figures never depend on how the games
 * were split into chunks, workers or threads.
 *
 * Sums are exact: bigints, with plain numbers for small whole values within a chunk (a chunk
 * is a few hundred units, far below 2^53). A value with a fraction (The Feast's pointsPerHand
 * is a mean of points) is a binary fraction like every number here: its cell keeps its sums
 * in units of 2^-k for the k that makes every value whole.
 *
 * Kinds of figure:
 * - rate: an event per game (0 or 1); u = (A's events, B's events). Also the games where only
 *   A or only B had it (McNemar's discordant pairs) and the per-unit differences D = B - A
 *   (their distribution, for the exact sign-flip test when units hold several games).
 * - mean: a whole-number value per game; u = (A's sum, B's sum).
 * - ratio: a value y counted over x units of its own per game (drama: turn ends behind over
 *   turn ends); u = (y_A, x_A, y_B, x_B) and the figure is sum y / sum x.
 * - balance: each seat's rank points per game; u = (A's n seats, B's n seats).
 */
import type { GameRow } from './study.js';

export type PairedKind = 'rate' | 'mean' | 'ratio' | 'balance';

/** Components of u per kind (balance: two per seat). */
export function lengthOf(kind: PairedKind, seats: number): number {
  return kind === 'ratio' ? 4 : kind === 'balance' ? 2 * seats : 2;
}

/** A figure's sums in one chunk or a whole study, as JSON carries them. */
export interface CellJson {
  kind: PairedKind;
  /** The sums are in units of 2^-k (first sums) and 2^-2k (products): 0 for whole values. */
  k: number;
  /** Sums of u (L of them), then of u_i u_j for i <= j, row by row (L(L+1)/2): numbers, or decimal integers beyond 2^53. */
  sums: (number | string)[];
  /** Games in which the two sides' values differed. */
  changed: number;
  /** Rates: games where only A, or only B, had the event. */
  onlyA?: number;
  onlyB?: number;
  /** Rates: non-zero per-unit differences (B's events - A's), as [D, units] pairs. */
  d?: [number, number][];
}

/** One comparison's sums in a chunk: figure id to its cell. */
export type ComparisonJson = Record<string, CellJson>;

/** A chunk of a paired study: units counted, and per comparison (variant v against the first) its cells. */
export interface PairedChunkJson {
  units: number;
  games: number;
  comparisons: ComparisonJson[];
}

/** One figure's values in one game: id, kind, the value (rate: 0 or 1), and for ratios its count. */
export type Emit = (id: string, kind: PairedKind, y: number, x?: number) => void;
/** Balance: every seat's rank points in one game. */
export type EmitSeats = (id: string, perSeat: readonly number[]) => void;

/** What a figure catalogue tells of one game. */
export type GameValues = (row: GameRow, emit: Emit, seats: EmitSeats) => void;

interface Values {
  scalar: Map<string, { kind: PairedKind; y: number; x: number }>;
  vector: Map<string, readonly number[]>;
}

function valuesOf(row: GameRow, figures: GameValues): Values {
  const v: Values = { scalar: new Map(), vector: new Map() };
  figures(
    row,
    (id, kind, y, x = 1) => {
      v.scalar.set(id, { kind, y, x });
    },
    (id, perSeat) => {
      v.vector.set(id, perSeat);
    },
  );
  return v;
}

/** A unit's totals of one figure, before they become its vector u. */
interface UnitCell {
  kind: PairedKind;
  u: number[];
  changed: number;
  onlyA: number;
  onlyB: number;
}

/** Bits after the binary point of a finite number (0 for a whole one). */
function fractionBits(x: number): number {
  let k = 0;
  while (!Number.isInteger(x) && k < 1100) {
    x *= 2;
    k++;
  }
  return k;
}

/** Values below this add as plain numbers: a chunk's sums of their products stay far below 2^53. */
const SMALL = 2 ** 20;

/** One figure's sums in a chunk: small whole values as numbers, the rest as scaled bigints. */
class ChunkCell {
  readonly small: number[];
  big: bigint[] | undefined;
  k = 0;
  changed = 0;
  onlyA = 0;
  onlyB = 0;
  d: [number, number][] | undefined;

  constructor(
    readonly kind: PairedKind,
    readonly length: number,
  ) {
    this.small = new Array<number>(length + (length * (length + 1)) / 2).fill(0);
    if (kind === 'rate') this.d = [];
  }

  add(u: readonly number[]): void {
    const L = this.length;
    let small = true;
    for (let i = 0; i < L; i++) if (!Number.isInteger(u[i]) || Math.abs(u[i]) > SMALL) small = false;
    if (small) return addMoments(this.small, u);
    let k = this.k;
    for (let i = 0; i < L; i++) k = Math.max(k, fractionBits(u[i]));
    const big = this.rescaled(k);
    const scaled = u.map((x) => BigInt(x * 2 ** k));
    for (let i = 0; i < L; i++) big[i] += scaled[i];
    let at = L;
    for (let i = 0; i < L; i++) for (let j = i; j < L; j++) big[at++] += scaled[i] * scaled[j];
  }

  /** The bigint sums in units of 2^-k (and 2^-2k for products), rescaled if k grows. */
  private rescaled(k: number): bigint[] {
    const L = this.length;
    this.big ??= this.small.map(() => 0n);
    const up = BigInt(k - this.k);
    if (up > 0n) this.big = this.big.map((x, i) => x << (i < L ? up : 2n * up));
    this.k = k;
    return this.big;
  }

  toJSON(): CellJson {
    const L = this.length;
    const k = BigInt(this.k);
    const big = this.big;
    const sums = big ? this.small.map((x, i) => (big[i] + (BigInt(x) << (i < L ? k : 2n * k))).toString()) : this.small.slice();
    const out: CellJson = { kind: this.kind, k: this.k, sums, changed: this.changed };
    if (this.kind === 'rate') Object.assign(out, { onlyA: this.onlyA, onlyB: this.onlyB, d: this.d });
    return out;
  }
}

/** Adds u and its products to `sums`, which holds L sums then L(L+1)/2 products. */
function addMoments(sums: number[], u: readonly number[]): void {
  const L = u.length;
  for (let i = 0; i < L; i++) sums[i] += u[i];
  let k = L;
  for (let i = 0; i < L; i++) {
    const ui = u[i];
    for (let j = i; j < L; j++) sums[k++] += ui * u[j];
  }
}

/**
 * The sums of one chunk of a paired study. `add` takes one unit: its games on each variant
 * (the first variant is the reference every other one is compared with).
 */
export class PairedChunk {
  units = 0;
  games = 0;
  readonly comparisons: Map<string, ChunkCell>[];

  constructor(
    private readonly variants: number,
    private readonly seats: number,
    private readonly figures: GameValues,
  ) {
    this.comparisons = Array.from({ length: Math.max(0, variants - 1) }, () => new Map());
  }

  /** One unit: `rows[v]` are its games on variant v, in the same order on every variant. */
  add(rows: readonly (readonly GameRow[])[]): void {
    this.units++;
    const games = rows[0].length;
    this.games += games;
    const values = rows.map((list) => list.map((row) => valuesOf(row, this.figures)));
    for (let v = 1; v < this.variants; v++) {
      const unit = new Map<string, UnitCell>();
      const cellOf = (id: string, kind: PairedKind): UnitCell => {
        let c = unit.get(id);
        if (!c) unit.set(id, (c = { kind, u: new Array<number>(lengthOf(kind, this.seats)).fill(0), changed: 0, onlyA: 0, onlyB: 0 }));
        return c;
      };
      for (let j = 0; j < games; j++) {
        const a = values[0][j];
        const b = values[v][j];
        for (const [id, x] of a.scalar) this.pairScalar(cellOf(id, x.kind), x, b.scalar.get(id));
        for (const [id, y] of b.scalar) if (!a.scalar.has(id)) this.pairScalar(cellOf(id, y.kind), undefined, y);
        for (const [id, va] of a.vector) {
          const vb = b.vector.get(id) ?? new Array<number>(va.length).fill(0);
          const c = cellOf(id, 'balance');
          const n = this.seats;
          let differs = false;
          for (let s = 0; s < n; s++) {
            c.u[s] += va[s] ?? 0;
            c.u[n + s] += vb[s] ?? 0;
            if ((va[s] ?? 0) !== (vb[s] ?? 0)) differs = true;
          }
          if (differs) c.changed++;
        }
      }
      const cells = this.comparisons[v - 1];
      for (const [id, c] of unit) {
        let cell = cells.get(id);
        if (!cell) cells.set(id, (cell = new ChunkCell(c.kind, c.u.length)));
        cell.add(c.u);
        cell.changed += c.changed;
        if (c.kind === 'rate') {
          cell.onlyA += c.onlyA;
          cell.onlyB += c.onlyB;
          const d = c.u[1] - c.u[0];
          if (d !== 0) addPair(cell.d as [number, number][], d, 1);
        }
      }
    }
  }

  private pairScalar(c: UnitCell, a: { y: number; x: number } | undefined, b: { y: number; x: number } | undefined): void {
    const ya = a?.y ?? 0;
    const yb = b?.y ?? 0;
    if (c.kind === 'ratio') {
      const xa = a?.x ?? 0;
      const xb = b?.x ?? 0;
      c.u[0] += ya;
      c.u[1] += xa;
      c.u[2] += yb;
      c.u[3] += xb;
      if (ya !== yb || xa !== xb) c.changed++;
      return;
    }
    c.u[0] += ya;
    c.u[1] += yb;
    if (ya !== yb) c.changed++;
    if (c.kind === 'rate') {
      if (ya && !yb) c.onlyA++;
      if (yb && !ya) c.onlyB++;
    }
  }

  toJSON(): PairedChunkJson {
    return {
      units: this.units,
      games: this.games,
      comparisons: this.comparisons.map((m) => Object.fromEntries([...m].map(([id, c]) => [id, c.toJSON()]))),
    };
  }
}

/** Adds `count` units with difference `d` to a list of [D, units] pairs kept sorted by D. */
function addPair(list: [number, number][], d: number, count: number): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid][0] < d) lo = mid + 1;
    else hi = mid;
  }
  if (list[lo]?.[0] === d) list[lo][1] += count;
  else list.splice(lo, 0, [d, count]);
}

/**
 * One figure's sums over the whole study, exact: plain numbers while every sum is a whole
 * number below 2^53 (added in place: a long study makes no garbage here), bigints after.
 */
export class Cell {
  /** Units of 2^-k for the sums of u, 2^-2k for the products. */
  k = 0;
  changed = 0;
  onlyA = 0;
  onlyB = 0;
  /** Rates: non-zero per-unit differences, [D, units], D ascending. */
  readonly d: [number, number][] = [];
  private readonly small: number[];
  private big: bigint[] | undefined;

  constructor(
    readonly kind: PairedKind,
    /** Components of u. */
    readonly length: number,
  ) {
    this.small = new Array<number>(length + (length * (length + 1)) / 2).fill(0);
  }

  /** L sums of u, then the L(L+1)/2 sums of products, in units of 2^-k and 2^-2k. */
  get sums(): bigint[] {
    return this.big ?? this.small.map((x) => BigInt(x));
  }

  add(c: CellJson): void {
    this.changed += c.changed;
    this.onlyA += c.onlyA ?? 0;
    this.onlyB += c.onlyB ?? 0;
    for (const [d, n] of c.d ?? []) addPair(this.d, d, n);
    if (!this.big && c.k === 0 && c.sums.every((x, i) => typeof x === 'number' && Number.isSafeInteger(x + this.small[i]))) {
      for (let i = 0; i < this.small.length; i++) this.small[i] += c.sums[i] as number;
      return;
    }
    const L = this.length;
    const k = Math.max(this.k, c.k);
    const shift = (x: bigint, from: number, i: number): bigint => x << (BigInt(k - from) * (i < L ? 1n : 2n));
    this.big = this.sums.map((x, i) => shift(x, this.k, i) + shift(BigInt(c.sums[i]), c.k, i));
    this.k = k;
  }
}

/** A paired study's sums: chunks added in any order give the same totals. */
export class PairedTally {
  units = 0;
  games = 0;
  readonly comparisons: Map<string, Cell>[];

  constructor(readonly variants: number) {
    this.comparisons = Array.from({ length: Math.max(0, variants - 1) }, () => new Map());
  }

  add(chunk: PairedChunkJson): this {
    this.units += chunk.units;
    this.games += chunk.games;
    chunk.comparisons.forEach((cells, v) => {
      const into = this.comparisons[v];
      for (const [id, c] of Object.entries(cells)) {
        let t = into.get(id);
        if (!t) into.set(id, (t = new Cell(c.kind, Math.round((Math.sqrt(8 * c.sums.length + 9) - 3) / 2))));
        t.add(c);
      }
    });
    return this;
  }
}

/**
 * The moments of one cell: `s(i)` the sum of u_i and `p(i, j)` the sum of u_i u_j, in units of
 * 2^-k and 2^-2k (`scale` is 2^k), with index -1 standing for a component that is `perUnit` in
 * every unit (each unit's game count, for the figures counted per game).
 */
export interface Moments {
  units: bigint;
  scale: number;
  s(i: number): bigint;
  p(i: number, j: number): bigint;
}

export function momentsOf(cell: Pick<Cell, 'sums' | 'k' | 'length'>, units: number, perUnit: number): Moments {
  const length = cell.length;
  const sums = cell.sums;
  const K = BigInt(units);
  const R = BigInt(perUnit) << BigInt(cell.k);
  const first = (i: number): bigint => (i < 0 ? K * R : sums[i]);
  const offset = (i: number): number => length + i * length - (i * (i - 1)) / 2;
  return {
    units: K,
    scale: 2 ** cell.k,
    s: first,
    p(i, j) {
      if (i < 0 && j < 0) return K * R * R;
      if (i < 0) return R * first(j);
      if (j < 0) return R * first(i);
      const [a, b] = i <= j ? [i, j] : [j, i];
      return sums[offset(a) + (b - a)];
    },
  };
}
