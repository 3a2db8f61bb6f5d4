/**
 * Surrealist Dinner Party: what the designers' report (`simulate`) says per guest and per faux
 * pas card. Each game reports counters named `<figure>.<code>`, only for the guests held and
 * the cards in play (a counter a game does not report counts as 0), and `table` turns their
 * means over the study into one row per card, with intervals where rates are compared.
 */
import type { CardTableHooks, CounterFigures } from '../../engine/types.js';
import { compile } from './data.js';
import type { SdpState } from './state.js';

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

/**
 * One game's counters for the table: per guest held when play began (after the draft: kept)
 * `held.` 1, `won.` its seat's partial win (1 / winners when among them), `points.` the tokens
 * it stashed going home plus its Perfectly Content bonus; per faux pas card in play `inPlay.`
 * 1, `claimed.` 1 when some seat scored it, `byOwner.` / `byOther.` 1 when the seat that put it
 * in play / another seat was among those scoring it.
 */
export function cardCounters(s: SdpState): Record<string, number> {
  const c: Record<string, number> = { seats: s.seats };
  const k = counterKeys(s.tables);
  s.heldBy.forEach((seat, g) => {
    if (seat < 0) return;
    c[k.held[g]] = 1;
    c[k.won[g]] = s.winners.includes(seat) ? 1 / s.winners.length : 0;
    c[k.points[g]] = s.brought[g];
  });
  for (const x of s.fpPlay) {
    c[k.inPlay[x.card]] = 1;
    c[k.claimed[x.card]] = x.claimedBy.length ? 1 : 0;
    c[k.byOwner[x.card]] = x.claimedBy.includes(x.by) ? 1 : 0;
    c[k.byOther[x.card]] = x.claimedBy.some((y) => y !== x.by) ? 1 : 0;
  }
  return c;
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
