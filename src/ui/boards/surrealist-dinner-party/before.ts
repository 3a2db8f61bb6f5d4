/**
 * Before play (advanced mode, or the options `draft` and `fauxPas`): the draft of guests and
 * the faux pas keep, as the table shows them. During the draft each seat's empty row says
 * what it kept (yours by name, the others' by count, never which) and whether it has picked
 * this round; the hand region lists the guests you draft from. During the keep the two
 * faux pas cards dealt to you take the faux pas lines, marked while you choose.
 */
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { markOf, marks, pack, plural, type Chunk } from '../segments.js';
import type { SelectionView } from '../types.js';
import { fauxPasName, shortName, tinyName, type Faces } from './faces.js';
import { seatName } from './view.js';
import type { SdpView } from '../../../games/surrealist-dinner-party/view.js';

/** Whether the view is in the draft or the faux pas keep. */
export const drafting = (v: SdpView): boolean => v.phase === 'draft';
export const keeping = (v: SdpView): boolean => v.phase === 'keep';

/** What an empty row says before play: kept guests and this round's pick (draft), or the faux pas choice (keep). */
export function beforeRowNote(v: SdpView, f: Faces, x: number, seat: number, compact: boolean): string | undefined {
  if (drafting(v)) {
    const picked = v.picked?.[x] ? 'picked' : 'picking';
    if (x === seat) {
      const kept = (v.hand ?? []).map((c) => (compact ? tinyName(f, c) : shortName(f, c)));
      const now = v.draftPick ? `, now ${compact ? tinyName(f, v.draftPick) : shortName(f, v.draftPick)}` : '';
      return `kept ${kept.length ? kept.join(', ') : 'none yet'}${now}`;
    }
    return `kept ${v.hands[x] ?? 0}, ${picked}`;
  }
  if (keeping(v)) return v.fauxPasChosen?.[x] ? 'faux pas chosen' : 'choosing faux pas';
  return undefined;
}

/** A faux pas card's face in a few words: "Glutton 2 pts, most F" or "Another bottle 3 pts, first to 5 W". */
export function fauxPasFace(f: Faces, code: string, short = false): string {
  const c = f.fauxPas.get(code);
  if (!c) return fauxPasName(f, code);
  const what = c.kind === 'race' ? `first to ${c.count ?? '?'} ${c.token}` : `most ${c.token}`;
  return short ? `${c.name} ${c.points}p, ${what}` : `${c.name} ${plural(c.points, 'pt')}, ${what}`;
}

/** Your two dealt faux pas, marked while you choose (`[…]` one kept, `▸…◂` the cursor), in at most `most` lines. */
export function keepLines(v: SdpView, f: Faces, sel: SelectionView, g: Glyphs, width: number, most: number): Segment[][] {
  const hand = v.fauxPasHand ?? [];
  if (!hand.length || most < 1) return [];
  const kept = v.fauxPasKept;
  const head: Segment[] = [{ text: kept ? 'You keep: ' : 'Your faux pas: ', bold: true }];
  const chunks = (short: boolean): Chunk[] =>
    (kept ?? hand).map((code) => {
      const mk = kept ? 'none' : markOf(code, sel);
      const [l, r] = marks(mk, g);
      return { segs: [{ text: `${l}${fauxPasFace(f, code, short)}${r}`, inverse: mk === 'cursor', bold: mk !== 'none' }], sep: g.sep };
    });
  const long = pack(head, chunks(false), most, 2, g, width);
  if (!long.hidden) return long.lines;
  const short = pack(head, chunks(true), most, 2, g, width);
  if (!short.hidden) return short.lines;
  // one narrow line: the cards by name (the prompt gives the face of the one under the cursor)
  const named: Chunk[] = (kept ?? hand).map((code) => {
    const mk = kept ? 'none' : markOf(code, sel);
    const [l, r] = marks(mk, g);
    return { segs: [{ text: `${l}${fauxPasName(f, code)}${r}`, inverse: mk === 'cursor', bold: mk !== 'none' }], sep: g.sep };
  });
  return pack(head, named, most, 2, g, width).lines;
}

/** The hand region in the draft: the guests you draft from, then those kept. */
export function draftHead(v: SdpView, compact: boolean): Segment[] {
  const n = v.draftHand?.length ?? 0;
  return [{ text: compact ? `Draft (${n}): ` : `Draft from (${n}): `, bold: true }];
}

/** What happens now, before play: whose pick or choice it is, in forms for 78 and 58 columns. */
export function beforeSituation(v: SdpView, seat: number, names: readonly string[]): { mine: string[]; theirs: string[] } | undefined {
  const n = v.table.length;
  const left = seatName(names, (seat + 1) % n + 1).replace(/ \(.*\)$/, '');
  if (drafting(v)) {
    const round = 7 - ((v.draftHand?.length ?? 0) + (v.draftPick ? 1 : 0));
    return {
      mine: [
        `Draft, round ${round} of 6: keep one guest; the rest pass left, to ${left}`,
        `Draft ${round}/6: keep one guest; the rest go to ${left}`,
      ],
      theirs: ['picks a guest to keep (draft)', 'picks a guest'],
    };
  }
  if (keeping(v)) {
    return {
      mine: ['Faux pas: keep one or both, face up; they score for whoever reaches them', 'Faux pas: keep one or both of yours'],
      theirs: ['chooses its faux pas (shown once all have chosen)', 'chooses its faux pas'],
    };
  }
  return undefined;
}
