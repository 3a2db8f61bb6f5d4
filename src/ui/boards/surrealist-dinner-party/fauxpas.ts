/**
 * The faux pas in play, as the table shows them: for a race card the count to reach and each
 * seat's progress in seat order (or who claimed it), for a majority card who leads now. Drawn
 * from the view's `fauxPas` (cards in play and who claimed them) and each Stash; the cards'
 * faces (kind, token, count, points) come from the ruleset's data.
 *
 *   Faux pas: Another bottle 3 pts, first to 5 W: you 3, S2 4, S3 1 · Glutton 2 pts, most F: you lead
 *   Faux pas: Another bottle 5W: 3/4/1 · Glutton most F: you      (when the long form does not fit)
 *   Faux pas: first to 5W 3p (S2 4), 6R 2p · most F 2p (you)      (the tightest, for one line)
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { pack, plural, type Chunk } from '../segments.js';
import { fauxPasName, type Faces } from './faces.js';
import type { SdpFauxPasCard } from '../../../games/surrealist-dinner-party/faux-pas.js';
import type { SdpView } from '../../../games/surrealist-dinner-party/view.js';

/** One card in play: its code and the seats (from 1) that claimed it. */
type InPlay = Pick<SdpFauxPasCard, 'card' | 'claimedBy'>;

/** The view's faux pas cards in play. */
export const fauxPasInPlay = (v: SdpView): InPlay[] => v.fauxPas;

/** A seat as the faux pas line names it: "you", "S2". */
const who = (s: number, seat: number, tight: boolean): string => (s === seat + 1 ? 'you' : tight ? `S${s}` : `Seat ${s}`);

/** The seats holding the most of `token` (none while nobody holds any). */
export function leaders(v: SdpView, token: string): number[] {
  const counts = v.stash.map((s) => s?.[token] ?? 0);
  const best = Math.max(0, ...counts);
  return best > 0 ? counts.flatMap((n, i) => (n === best ? [i + 1] : [])) : [];
}

/** One card's words, long or short. */
function cardWords(v: SdpView, f: Faces, c: InPlay, seat: number, short: boolean): string {
  const face = f.fauxPas.get(c.card);
  const name = fauxPasName(f, c.card);
  if (!face) return name;
  const list = (seats: number[]): string => seats.map((s) => who(s, seat, short)).join(short ? ',' : ', ');
  if (c.claimedBy.length) return short ? `${name}: ${list(c.claimedBy)} ✓` : `${name} ${plural(face.points, 'pt')}: claimed by ${list(c.claimedBy)}`;
  if (face.kind === 'race') {
    const counts = v.stash.map((s) => s?.[face.token] ?? 0);
    // the short form leaves out the progress while nobody has started
    const progress = short ? (counts.some((n) => n > 0) ? `: ${counts.join('/')}` : '') : `: ${counts.map((n, i) => `${who(i + 1, seat, true)} ${n}`).join(', ')}`;
    return short ? `${name} ${face.count ?? '?'}${face.token}${progress}` : `${name} ${plural(face.points, 'pt')}, first to ${face.count ?? '?'} ${face.token}${progress}`;
  }
  const lead = leaders(v, face.token);
  const state = lead.length ? `${list(lead)} ${lead.length > 1 ? 'tie' : 'lead'}${lead.length === 1 && lead[0] !== seat + 1 ? 's' : ''}` : 'nobody yet';
  return short ? `${name} most ${face.token}${lead.length ? `: ${list(lead)}` : ''}` : `${name} ${plural(face.points, 'pt')}, most ${face.token}: ${state}`;
}

/**
 * The tightest form, for one line at four seats: no names, the cards grouped by how they are
 * won, points after each ("first to 5W 3p (S2 4), 6R 2p · most F 2p (you)"), the leader in
 * brackets when `leads` (each seat's count is in its Stash on the table); `race` may say
 * "race" for "first to" when even that is too long, and without `points` only the counts and
 * kinds are left ("race 5W 6R · most F").
 */
function tightLine(v: SdpView, f: Faces, cards: InPlay[], seat: number, g: Glyphs, leads: boolean, race = 'first to', points = true): string {
  const item = (c: InPlay): string => {
    const face = f.fauxPas.get(c.card);
    if (!face) return fauxPasName(f, c.card);
    const kind = face.kind === 'race' ? `${face.count ?? '?'}${face.token}` : face.token;
    const what = points ? `${kind} ${face.points}p` : kind;
    if (c.claimedBy.length) return `${what} ${c.claimedBy.map((s) => who(s, seat, true)).join(',')}${g.ok === 'ok' ? ' ok' : g.ok}`;
    if (!leads) return what;
    const lead = leaders(v, face.token);
    const most = lead.length ? Math.max(...v.stash.map((s) => s?.[face.token] ?? 0)) : 0;
    const tag = lead.length ? ` (${lead.map((s) => who(s, seat, true)).join(',')}${face.kind === 'race' ? ` ${most}` : ''})` : '';
    return `${what}${tag}`;
  };
  const races = cards.filter((c) => f.fauxPas.get(c.card)?.kind === 'race').map(item);
  const most = cards.filter((c) => f.fauxPas.get(c.card)?.kind !== 'race').map(item);
  const join = points ? ', ' : ' ';
  const parts = [races.length ? `${race} ${races.join(join)}` : '', most.length ? `most ${most.join(join)}` : ''].filter(Boolean);
  return `Faux pas: ${parts.join(g.sep)}`;
}

/**
 * The faux pas lines (at most `most` of `width`), or none when no card is in play: the long
 * form when every card fits it, else the short one, else (one line) the tightest, what is
 * left over counted ("… 2 more").
 */
export function fauxPasLines(v: SdpView, f: Faces, seat: number, g: Glyphs, width: number, most: number): Segment[][] {
  const cards = fauxPasInPlay(v);
  if (!cards.length || most < 1) return [];
  const head: Segment[] = [{ text: 'Faux pas: ', bold: true }];
  const chunks = (short: boolean): Chunk[] => cards.map((c) => ({ segs: [{ text: cardWords(v, f, c, seat, short).replace('✓', g.ok) }], sep: g.sep }));
  const long = pack(head, chunks(false), most, 2, g, width);
  if (!long.hidden) return long.lines;
  const short = pack(head, chunks(true), most, 2, g, width);
  if (!short.hidden) return short.lines;
  const tight = [
    tightLine(v, f, cards, seat, g, true),
    tightLine(v, f, cards, seat, g, false),
    tightLine(v, f, cards, seat, g, false, 'race'),
    // the compact layout's 58 columns at four seats: the cards' counts and kinds alone
    tightLine(v, f, cards, seat, g, false, 'race', false),
  ].find((t) => t.length <= width);
  return tight ? [[{ text: 'Faux pas: ', bold: true }, { text: tight.slice('Faux pas: '.length) }]] : short.lines;
}
