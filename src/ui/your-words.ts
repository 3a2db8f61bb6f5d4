/**
 * A log line as the person at the table reads it: the games write "Seat 1" for every seat
 * (their events are shared, and the same in `replay --log`), while the table calls the one
 * person playing "You". Only that seat is renamed, with its verb agreeing ("Seat 1 captures"
 * → "You capture", "Seat 1's 10" → "your 10").
 */

import { BoundedMap } from './bounded-cache.js';

/** Third-person verbs as they go with "you" ("captures" → "capture", "has" → "have"). */
function withYou(verb: string): string {
  const irregular: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do' };
  if (irregular[verb]) return irregular[verb];
  if (/(ss|sh|ch|x)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  return verb.slice(0, -1);
}

/** Plurals that follow a seat's name without being its verb ("Seat 1 points"). */
const NOT_VERBS = new Set(['points', 'pts', 'cards', 'guests', 'desserts', 'favors', 'ploys', 'gaffes']);

/**
 * Lines already put in a seat's words (by seat and text: the answer depends on nothing else).
 * Every screen at a table puts its whole visible log in its words on every change, the same
 * lines again and again; the oldest go first.
 */
const said = new BoundedMap<string, string>(5000);

/** `text` with the person's seat called "you" (when exactly one seat is named "You"). */
export function inYourWords(text: string, names: readonly string[]): string {
  const you = names.indexOf('You');
  if (you < 0 || names.indexOf('You', you + 1) >= 0) return text;
  const key = `${you}\u0000${text}`;
  let out = said.get(key);
  if (out === undefined) {
    out = rename(text, you);
    said.set(key, out);
  }
  return out;
}

function rename(text: string, you: number): string {
  const seat = `Seat ${you + 1}`;
  const start = (at: number, whole: string) => at === 0 || /[.!?:]\s*$/.test(whole.slice(0, at));
  const cap = (word: string, at: number, whole: string) => (start(at, whole) ? word[0].toUpperCase() + word.slice(1) : word);
  return text
    .replace(new RegExp(`\\b${seat}'s\\b`, 'g'), (_m, at: number, whole: string) => cap('your', at, whole))
    .replace(new RegExp(`\\b${seat} ([a-z]+s)\\b`, 'g'), (m, verb: string, at: number, whole: string) =>
      NOT_VERBS.has(verb) ? m : `${cap('you', at, whole)} ${withYou(verb)}`,
    )
    .replace(new RegExp(`\\b${seat}\\b(?!\\d)`, 'g'), (_m, at: number, whole: string) => cap('you', at, whole));
}
