/**
 * The faux pas in play, as the table shows them: for a race card the count to reach and each
 * seat's progress in seat order (or who claimed it), for a majority card who leads now. Drawn
 * from the view's `fauxPas` (cards in play and who claimed them) and each Stash; the cards'
 * faces (kind, token, count, points) come from the ruleset's data.
 *
 *   Faux pas: Another bottle 3 pts, first to 5 W: you 3, S2 4, S3 1 · Glutton 2 pts, most F: you lead
 *   Faux pas: Another bottle 5W: 3/4/1 · Glutton most F: you      (when the long form does not fit)
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { pack, type Chunk } from '../segments.js';
import { fauxPasName, type Faces } from './faces.js';
import type { SdpView } from './view.js';

/** One card in play as the view lists it (read leniently). */
interface InPlay {
  card: string;
  claimedBy: number[];
}

/** The view's faux pas cards: `{ card, claimedBy }` objects, or bare codes. */
export function fauxPasInPlay(v: SdpView): InPlay[] {
  return v.fauxPas.flatMap((x): InPlay[] => {
    if (typeof x === 'string') return [{ card: x, claimedBy: [] }];
    if (typeof x !== 'object' || x === null) return [];
    const o = x as { card?: unknown; claimedBy?: unknown };
    if (typeof o.card !== 'string') return [];
    const by = Array.isArray(o.claimedBy) ? o.claimedBy.filter((s): s is number => typeof s === 'number') : [];
    return [{ card: o.card, claimedBy: by }];
  });
}

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
  if (c.claimedBy.length) return short ? `${name}: ${list(c.claimedBy)} ✓` : `${name} ${face.points} pts: claimed by ${list(c.claimedBy)}`;
  if (face.kind === 'race') {
    const progress = v.stash.map((s, i) => (short ? String(s?.[face.token] ?? 0) : `${who(i + 1, seat, true)} ${s?.[face.token] ?? 0}`));
    return short
      ? `${name} ${face.count ?? '?'}${face.token}: ${progress.join('/')}`
      : `${name} ${face.points} pts, first to ${face.count ?? '?'} ${face.token}: ${progress.join(', ')}`;
  }
  const lead = leaders(v, face.token);
  const state = lead.length ? `${list(lead)} ${lead.length > 1 ? 'tie' : 'lead'}${lead.length === 1 && lead[0] !== seat + 1 ? 's' : ''}` : 'nobody yet';
  return short ? `${name} most ${face.token}: ${lead.length ? list(lead) : '-'}` : `${name} ${face.points} pts, most ${face.token}: ${state}`;
}

/**
 * The faux pas lines (at most `most` of `width`), or none when no card is in play: the long
 * form when every card fits it, else the short one, what is left over counted ("… 2 more").
 */
export function fauxPasLines(v: SdpView, f: Faces, seat: number, g: Glyphs, width: number, most: number): Segment[][] {
  const cards = fauxPasInPlay(v);
  if (!cards.length || most < 1) return [];
  const head: Segment[] = [{ text: 'Faux pas: ', bold: true }];
  const chunks = (short: boolean): Chunk[] =>
    cards.map((c) => ({ segs: [{ text: cardWords(v, f, c, seat, short).replace('✓', g.ok) }], sep: short ? g.sep : g.sep }));
  const long = pack(head, chunks(false), most, 2, g, width);
  return (long.hidden ? pack(head, chunks(true), most, 2, g, width) : long).lines;
}
