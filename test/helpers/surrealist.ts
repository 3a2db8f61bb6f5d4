/** Stacked decks and replays for Surrealist Dinner Party tests. */
import { replayJson, type GameRecord } from '../../src/engine/record.js';
import { getGame } from '../../src/engine/registry.js';
import { compile } from '../../src/games/surrealist-dinner-party/data.js';
import type { SdpState } from '../../src/games/surrealist-dinner-party/index.js';
import { loadRuleset, type Ruleset } from '../../src/rulesets/index.js';
import { tableRecord } from './records.js';
import { replay } from './rules.js';

export const sdp = getGame('surrealist-dinner-party');
export const builtin = loadRuleset(sdp);

/**
 * A stacked deck: the seats' hands of six (dealt one at a time, seat 1 first), then the box
 * top first (the rest follow in file order). Throws on an unknown or repeated guest.
 */
export function deal(hands: string[][], box: string[] = [], data: unknown = builtin.data): string[] {
  const codes = compile(data).codes.slice(0, compile(data).guests);
  const named = [...hands.flat(), ...box];
  if (new Set(named).size !== named.length) throw new Error(`deal: a guest is named twice in ${named.join(' ')}`);
  for (const c of named) if (!codes.includes(c)) throw new Error(`deal: unknown guest ${c}`);
  const dealt: string[] = [];
  for (let k = 0; k < 6; k++) for (const hand of hands) dealt.push(hand[k]);
  return [...dealt, ...box, ...codes.filter((c) => !named.includes(c))];
}

/** `replay --json`'s state for this game (rulings.md). */
export interface SdpView {
  mode: string;
  course: string;
  courseNumber: number;
  platter: Record<string, number>;
  table: { guest: string; appetites: { kind: string; token: string | null; matches: boolean }[] }[][];
  stash: Record<string, number>[];
  hands: number[];
  plateUsed: boolean[];
  fauxPas: unknown[];
  phase: string;
  pending: Record<string, unknown> | null;
}

/** Two seats: seat 1 holds dali klee maar lam sunra tanning; seat 2 toyen mansour oppenheim scesaire varo ernst. */
export const TWO = [
  ['dali', 'klee', 'maar', 'lam', 'sunra', 'tanning'],
  ['toyen', 'mansour', 'oppenheim', 'scesaire', 'varo', 'ernst'],
];

/** Replays `moves` from a stacked deal (`box`: its top guests) for people at one keyboard; returns the json and helpers. */
export function run(hands: string[][], moves: string[], options: GameRecord['options'] = {}, ruleset?: Ruleset, box: string[] = []) {
  const record = tableRecord('surrealist-dinner-party', hands.length, deal(hands, box, ruleset?.data ?? builtin.data), moves, options);
  const r = replay(record, ruleset);
  const json = replayJson(r);
  const state = r.state as SdpState;
  const v = json.state as unknown as SdpView;
  const hand = (seat: number): string[] => sdp.view(state, seat - 1).hand as string[];
  /** A seat's row as "guest: appetite=token..." strings, for assertions that read like the table. */
  const row = (seat: number): string[] =>
    v.table[seat - 1].map(
      (g) => `${g.guest} ${g.appetites.map((a) => `${a.kind}=${a.token ?? '-'}${a.token && !a.matches ? '!' : ''}`).join(' ')}`,
    );
  return { r, json, state, v, hand, row };
}
