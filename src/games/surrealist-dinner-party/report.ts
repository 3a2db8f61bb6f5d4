/**
 * Surrealist Dinner Party: what the designers' report (`simulate`) says per guest and per faux
 * pas card. Each game reports counters named `<figure>.<code>`, only for the guests held and
 * the cards in play (a counter a game does not report counts as 0), and `table` turns their
 * means over the study into one row per card, with intervals where rates are compared.
 */
import type { CounterFigures } from '../../engine/types.js';
import type { SdpState } from './state.js';

/** Counter prefixes the table shows (the abilities' `used.` counters included). */
export const TABLE_COUNTERS = ['held.', 'won.', 'points.', 'used.', 'inPlay.', 'claimed.', 'byOwner.', 'byOther.'] as const;

/** The band a guest's win rate over the fair share should stay in. */
const BAND: [number, number] = [0.8, 1.2];

/**
 * One game's counters for the table: per guest held when play began (after the draft: kept)
 * `held.` 1, `won.` its seat's partial win (1 / winners when among them), `points.` the tokens
 * it stashed going home plus its Perfectly Content bonus; per faux pas card in play `inPlay.`
 * 1, `claimed.` 1 when some seat scored it, `byOwner.` / `byOther.` 1 when the seat that put it
 * in play / another seat was among those scoring it.
 */
export function cardCounters(s: SdpState): Record<string, number> {
  const c: Record<string, number> = { seats: s.seats };
  const codes = s.tables.codes;
  s.heldBy.forEach((seat, g) => {
    if (seat < 0) return;
    c[`held.${codes[g]}`] = 1;
    c[`won.${codes[g]}`] = s.winners.includes(seat) ? 1 / s.winners.length : 0;
    c[`points.${codes[g]}`] = s.brought[g];
  });
  for (const x of s.fpPlay) {
    const code = codes[x.card];
    c[`inPlay.${code}`] = 1;
    c[`claimed.${code}`] = x.claimedBy.length ? 1 : 0;
    c[`byOwner.${code}`] = x.claimedBy.includes(x.by) ? 1 : 0;
    c[`byOther.${code}`] = x.claimedBy.some((y) => y !== x.by) ? 1 : 0;
  }
  return c;
}

const pct = (x: number): string => `${(100 * x).toFixed(0)}%`;
const fix = (x: number, d = 2): string => x.toFixed(d);

/** The rows of a table, columns right-aligned but the first, two spaces apart, indented by two. */
function columns(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ')}`.trimEnd());
}

/** The per-guest and per-card tables with their footnotes (every line within 80 columns). */
export function cardTable(c: CounterFigures): string[] {
  const games = c.games;
  const seats = Math.round(c.mean('seats')) || 1;
  const codes = (prefix: string): string[] => c.names.filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  const guests = codes('held.');
  // Bonferroni: the band test is made once per guest shown
  const strict = 1 - 0.05 / Math.max(1, guests.length);
  const guestRows = guests.map((code) => {
    const held = c.mean(`held.${code}`) * games;
    const won = c.mean(`won.${code}`) * games;
    const [lo, hi] = c.interval(won, held).map((x) => x * seats);
    const [slo, shi] = c.interval(won, held, strict).map((x) => x * seats);
    const off = shi < BAND[0] || slo > BAND[1] ? '*' : '';
    const per = (k: string): string => fix((c.mean(`${k}.${code}`) * games) / held);
    return [code, String(Math.round(held)), fix((won / held) * seats) + off.padEnd(1), `${fix(lo)}-${fix(hi)}`, per('points'), per('used')];
  });
  const out = columns([['guest', 'held', 'win/fair', '95% interval', 'points', 'used'], ...guestRows]);
  out.push(
    '  held: games in which a seat held the guest when play began (with the draft:',
    '    the seat that kept it). win/fair: that seat\'s wins (a shared win split) per',
    `    game held, over the fair share 1/${seats}; Wilson's 95% interval, scaled alike;`,
    `    * where even the ${fix(100 * strict, 2)}% interval (Bonferroni, ${guests.length} guests) lies outside`,
    `    ${fix(BAND[0], 1)}-${fix(BAND[1], 1)}. points: tokens it stashed going home plus its Perfectly Content`,
    '    bonus, per game held (0 if never seated). used: its ability used, per game',
    '    held. Seats with different players measure the players too: use --rotate.',
  );
  const cards = codes('inPlay.');
  if (!cards.length) return out;
  const cardRows = cards.map((code) => {
    const inPlay = c.mean(`inPlay.${code}`) * games;
    const rate = (k: string): number => (c.mean(`${k}.${code}`) * games) / inPlay;
    const [lo, hi] = c.interval(rate('byOwner') * inPlay, inPlay);
    return [code, String(Math.round(inPlay)), pct(rate('claimed')), pct(rate('byOwner')), `${pct(lo)}-${pct(hi)}`, pct(rate('byOther'))];
  });
  out.push('', ...columns([['faux pas', 'in play', 'claimed', 'by owner', '95% interval', 'by other'], ...cardRows]));
  out.push(
    '  in play: games in which a seat kept the card. claimed: share of those in which',
    '    some seat scored it. by owner: the seat that put it in play scored it',
    "    (Wilson's 95% interval); by other: another seat did (a shared majority card",
    '    counts in both).',
  );
  return out;
}
