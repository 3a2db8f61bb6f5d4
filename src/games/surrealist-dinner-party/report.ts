/**
 * Surrealist Dinner Party: what the designers' report (`simulate`) says per guest and per faux
 * pas card. Each game reports counters named `<figure>.<code>`, only for the guests held and
 * the cards in play (a counter a game does not report counts as 0), and `table` turns their
 * means over the study into one row per card, with intervals where rates are compared.
 */
import type { CardTableHooks, CounterFigures } from '../../engine/types.js';
import { compile } from './data.js';
import { KINDS } from './abilities.js';
import { Stat, type SdpState } from './state.js';

/** Counter prefixes the faux pas table shows (the guests' are the per-card table's). */
export const TABLE_COUNTERS = ['inPlay.', 'claimed.', 'byOwner.', 'byOther.'] as const;

/** The guests' per-card table: held, won, points and used as `cardCounters` and `counters` tell them. */
export const CARD_TABLE: CardTableHooks = {
  noun: 'guest',
  name(code, data) {
    const t = compile(data);
    const i = t.codes.indexOf(code);
    return i < 0 || i >= t.guests ? code : t.names[i];
  },
  note: [
    'Here a guest appears when a seat holds it as play begins (with the draft:',
    'the seat that kept it); used: its ability used; points: the tokens it',
    'stashed going home plus its Perfectly Content bonus (0 if never seated).',
  ],
};

/** The counters every game tells first, in this order: per kind as `stashed.F` (not `stashedF`), so the report shows means rather than shares of games. */
const FIXED = [
  'turns',
  'perfectlyContent',
  'guestsHome',
  ...KINDS.flatMap((k) => [`stashed.${k}`, `trashed.${k}`, `mismatched.${k}`]),
];
/** Each card's figures, after FIXED, `used.` for every guest, and `seats`. */
const CARD_FIGURES = ['held', 'won', 'points', 'inPlay', 'claimed', 'byOwner', 'byOther'] as const;

const namesFor = new WeakMap<object, readonly string[]>();

/**
 * Every counter name for a ruleset's tables, by index: FIXED, `used.` per guest, `seats`, then
 * CARD_FIGURES per card (one array per tables, so the tally's sink is reused).
 */
export function counterNamesOf(s: SdpState): readonly string[] {
  const t = s.tables;
  let list = namesFor.get(t);
  if (!list) {
    const k = counterKeys(t);
    list = [...FIXED, ...k.used.slice(0, t.guests), 'seats', ...t.codes.flatMap((_, c) => CARD_FIGURES.map((f) => k[f][c]))];
    namesFor.set(t, list);
  }
  return list;
}

/**
 * One game's counters by index (see `counterNamesOf`), in this order: the turns, Perfectly
 * Content guests and guests sent home; per kind the tokens stashed, trashed and mismatched;
 * per guest how often its ability was used (standing rules: how often they made a
 * difference); then for the table, per guest held when play began (after the draft: kept)
 * `held.` 1, `won.` its seat's partial win (1 / winners when among them), `points.` the tokens
 * it stashed going home plus its Perfectly Content bonus; per faux pas card in play `inPlay.`
 * 1, `claimed.` 1 when some seat scored it, `byOwner.` / `byOther.` 1 when the seat that put it
 * in play / another seat was among those scoring it.
 */
export function countInto(s: SdpState, count: (counter: number, value: number) => void): void {
  count(0, s.turns);
  count(1, s.stats[Stat.Content]);
  count(2, s.stats[Stat.Home]);
  for (let i = 0; i < KINDS.length; i++) {
    count(3 + 3 * i, s.stats[Stat.Stashed + i]);
    count(4 + 3 * i, s.stats[Stat.Trashed + i]);
    count(5 + 3 * i, s.stats[Stat.Mismatched + i]);
  }
  const guests = s.tables.guests;
  const used = FIXED.length;
  for (let g = 0; g < s.uses.length; g++) count(used + g, s.uses[g]);
  const seats = used + guests;
  count(seats, s.seats);
  const card = (c: number, figure: number): number => seats + 1 + c * CARD_FIGURES.length + figure;
  for (let g = 0; g < s.heldBy.length; g++) {
    const seat = s.heldBy[g];
    if (seat < 0) continue;
    count(card(g, 0), 1);
    count(card(g, 1), s.winners.includes(seat) ? 1 / s.winners.length : 0);
    count(card(g, 2), s.brought[g]);
  }
  for (const x of s.fpPlay) {
    count(card(x.card, 3), 1);
    count(card(x.card, 4), x.claimedBy.length ? 1 : 0);
    count(card(x.card, 5), x.claimedBy.includes(x.by) ? 1 : 0);
    count(card(x.card, 6), x.claimedBy.some((y) => y !== x.by) ? 1 : 0);
  }
}

/** Counter names per card, `<figure>.<code>`, by card number. */
type CounterKeys = Record<'held' | 'won' | 'points' | 'used' | 'inPlay' | 'claimed' | 'byOwner' | 'byOther', string[]>;

const keysFor = new WeakMap<object, CounterKeys>();

/** The counter names of a ruleset's cards, made once (the simulator counts every game with them). */
export function counterKeys(t: { codes: readonly string[] }): CounterKeys {
  let k = keysFor.get(t);
  if (!k) {
    const named = (figure: string): string[] => t.codes.map((code) => `${figure}.${code}`);
    k = {
      held: named('held'),
      won: named('won'),
      points: named('points'),
      used: named('used'),
      inPlay: named('inPlay'),
      claimed: named('claimed'),
      byOwner: named('byOwner'),
      byOther: named('byOther'),
    };
    keysFor.set(t, k);
  }
  return k;
}

const pct = (x: number): string => `${(100 * x).toFixed(0)}%`;

/** The rows of a table, columns right-aligned but the first, two spaces apart, indented by two. */
function columns(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ')}`.trimEnd());
}

/**
 * The guests' rows are the simulator's per-card table (CARD_TABLE); this is the per faux pas
 * card table with its footnote (every line within 80 columns).
 */
export function cardTable(c: CounterFigures): string[] {
  const games = c.games;
  const codes = (prefix: string): string[] => c.names.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  const out: string[] = [];
  const cards = codes('inPlay.');
  if (!cards.length) return out;
  const cardRows = cards.map((code) => {
    const inPlay = c.mean(`inPlay.${code}`) * games;
    const rate = (k: string): number => (c.mean(`${k}.${code}`) * games) / inPlay;
    const [lo, hi] = c.interval(rate('byOwner') * inPlay, inPlay);
    return [code, String(Math.round(inPlay)), pct(rate('claimed')), pct(rate('byOwner')), `${pct(lo)}-${pct(hi)}`, pct(rate('byOther'))];
  });
  out.push(...columns([['faux pas', 'in play', 'claimed', 'by owner', '95% interval', 'by other'], ...cardRows]));
  out.push(
    '  in play: games in which a seat kept the card. claimed: share of those in which',
    '    some seat scored it. by owner: the seat that put it in play scored it',
    "    (Wilson's 95% interval); by other: another seat did (a shared majority card",
    '    counts in both).',
  );
  return out;
}
