/**
 * The Just Desserts table as lines of styled text, 78 columns, from one seat's view:
 *
 *   Seat 1 drew ☾ Candice · offered to you · not asked: Seat 2
 *   ☾ Candice 3 pts: craves marshmallow, veggies; dislikes chocolate; fav yams
 *    Seat 1         3 pts  hand 6  ♦ girl 2
 *    Seat 2         0 pts  hand 5   —
 *   ▶Seat 3 (you)   0 pts  hand 5  ♠ bob 3  ● fuzzy 2, roland 3
 *   Waiting Room 1: ♠ Granny 3 pts: craves fruit, pie, ice cream; fav alamode
 *   Guest pile 19 · dessert pile 52 · dirty dishes 3 · closing time: not yet
 *   Yours (5): yams* mallow/veg  carrot cake/veg  fudge choc
 *
 * Guests sit grouped by trio icon with their points; the seat to move has ▶ (ASCII >), a
 * winner ✓, the viewer "(you)". Marks, not colours, say what is what: ▸…◂ the cursor,
 * · an open choice, [ ] a choice made, * a favorite of the guest at hand.
 */
import type { JdView } from '../../../games/just-desserts/view.js';
import type { Segment } from '../../components/Line.js';
import type { Glyphs } from '../../glyphs.js';
import { clipSegments, codeSegs, len, noun, pack as packIn, pad, plural, type Chunk } from '../segments.js';
import type { BoardContext, BoardLayout, SelectionView } from '../types.js';
import { FAVORITE, TRIO_ORDER, guestName, inWords, shortFlavor, trioMark, type Faces } from './cards.js';
import { legalTexts, serveHelp, type GuestServes } from './serves.js';

/** What the board and the hand draw from: the seat's view, the card faces, the room. */
export type JdContext = BoardContext<JdView, Faces>;

/** In a narrow room the seats go without their level ("Seat 2", not "Seat 2 (greedy)"); "You" stays. */
function narrowNames(names: readonly string[], room: BoardLayout): readonly string[] {
  return room.width < 78 ? names.map((n) => n.replace(/ \(.*\)$/, '')) : names;
}

/** The shared packer, in the room's width. */
function pack(room: BoardLayout, head: Segment[], chunks: readonly Chunk[], maxLines: number, indent: number, g: Glyphs): { lines: Segment[][]; hidden: number } {
  return packIn(head, chunks, maxLines, indent, g, room.width);
}

// ---------------------------------------------------------------- words

const seatName = (names: readonly string[], s: number): string => names[s - 1] ?? `Seat ${s}`;

/** A seat (from 1) as the viewer reads it: "you" for the viewer. */
function who(names: readonly string[], seat: number, s: number): string {
  return s === seat + 1 ? 'you' : seatName(names, s);
}

/** "Seat 2" or "You" at the start of a sentence. */
function Who(names: readonly string[], seat: number, s: number): string {
  const w = who(names, seat, s);
  return w === 'you' ? 'You' : w;
}

/** A guest in a few characters: its icon and name ("☾ Candice"). */
export function guestLabel(faces: Faces, code: string, g: Glyphs): string {
  const f = faces.guests.get(code);
  return f ? `${trioMark(f.trio, g)} ${f.name}` : code;
}

/** What a guest card says, fullest first: with its code, its flavors whole, shortened, tightest. */
function guestCardForms(faces: Faces, code: string, g: Glyphs): string[] {
  const f = faces.guests.get(code);
  if (!f) return [code];
  const pts = plural(f.points, 'pt');
  const head = `${trioMark(f.trio, g)} ${f.name} ${pts}${f.code === f.name.toLowerCase() ? '' : ` (${f.code})`}`;
  const build = (flavor: (x: string) => string, withCode: boolean, tight = false): string => {
    const parts = [`craves ${f.craves.map(flavor).join(', ')}`];
    if (f.dislikes.length) parts.push(`${tight ? 'not' : 'dislikes'} ${f.dislikes.map(flavor).join(', ')}`);
    if (f.favorites.length) parts.push(`fav ${f.favorites.join(', ')}`);
    const name = tight ? f.name.replace(/^the /, '') : f.name;
    return `${withCode ? head : `${trioMark(f.trio, g)} ${name} ${pts}`}: ${parts.join('; ')}`;
  };
  return [build((x) => x, true), build((x) => x, false), build(shortFlavor, false), build(shortFlavor, false, true)];
}

/** A guest's card in `width` columns: its fullest form that fits, else its tightest, cut. */
export function guestCard(faces: Faces, code: string, g: Glyphs, width: number): string {
  const tries = guestCardForms(faces, code, g);
  for (const line of tries) if (line.length <= width) return line;
  const last = tries[tries.length - 1];
  return last.slice(0, width - g.ellipsis.length) + g.ellipsis;
}

/**
 * A guest's card after `head`, on one line, or on two (`most`) when it is cut on one: its
 * fullest form whose break after a part ("; ") or a flavor (", ") leaves both lines whole, so
 * its favorites still show.
 */
function guestCardLines(faces: Faces, code: string, g: Glyphs, width: number, head: string, most: number): string[] {
  const one = guestCard(faces, code, g, width - head.length);
  if (most < 2 || !one.endsWith(g.ellipsis)) return [head + one];
  const indent = '  ';
  for (const form of guestCardForms(faces, code, g)) {
    const at = Math.max(form.lastIndexOf('; ', width - head.length - 1), form.lastIndexOf(', ', width - head.length - 1));
    if (at > 0 && indent.length + form.length - at - 2 <= width) return [head + form.slice(0, at + 1), indent + form.slice(at + 2)];
  }
  return [head + one];
}

/** Seats (from 1) passed over in the offer under way: asked and passed, or not asked at all. */
export function offerRound(v: JdView): { passed: number[]; skipped: number[] } {
  const passed: number[] = [];
  const skipped: number[] = [];
  if (v.phase !== 'offer' || v.offeredTo === null) return { passed, skipped };
  const n = v.guests.length;
  for (let k = 1; k < n; k++) {
    const s = ((v.turnSeat - 1 + k) % n) + 1;
    if (s === v.offeredTo) break;
    (v.asked.includes(s) ? passed : skipped).push(s);
  }
  return { passed, skipped };
}

/** Where the turn stands: the situation line and the card that matters now. */
function situation(v: JdView, f: Faces, room: BoardLayout, g: Glyphs, seat: number, names: readonly string[]): Segment[][] {
  const closing = v.closingTime ? `Closing time${g.sep}` : '';
  const list = (seats: readonly number[]): string => seats.map((s) => who(names, seat, s)).join(', ');
  switch (v.phase) {
    case 'guest':
    case 'offer': {
      const code = v.guestAtHand ?? '';
      const parts = [`${Who(names, seat, v.turnSeat)} drew ${guestLabel(f, code, g)}`];
      if (v.phase === 'guest') parts.push(v.turnSeat === seat + 1 ? 'serve it or offer it around' : 'to serve or offer around');
      else {
        const { passed, skipped } = offerRound(v);
        parts.push(`offered to ${who(names, seat, v.offeredTo ?? 0)}`);
        if (passed.length) parts.push(`passed: ${list(passed)}`);
        if (skipped.length) parts.push(`not asked: ${list(skipped)}`);
      }
      return [[{ text: parts.join(g.sep), bold: true }], [{ text: guestCard(f, code, g, room.width) }]];
    }
    case 'steal':
      return [
        [{ text: `${closing}${Who(names, seat, v.turnSeat)}: steal a guest, serve the Waiting Room's top, freshen or end`, bold: true }],
        [{ text: 'A steal: serve the guest again, then bribe its owner a dessert (an ace blocks)', dim: true }],
      ];
    case 'freshen':
      return [
        [{ text: `${closing}${Who(names, seat, v.turnSeat)} ${v.turnSeat === seat + 1 ? 'are' : 'is'} freshening: ${plural(v.freshened, 'dessert')} discarded`, bold: true }],
        [{ text: `Done draws as many from the dessert pile`, dim: true }],
      ];
    case 'block':
    case 'bribe': {
      const st = v.steal;
      if (!st) return [[], []];
      const by = Who(names, seat, st.by);
      const from = who(names, seat, st.from);
      const victim = st.from === seat + 1 ? 'block or allow?' : `${seatName(names, st.from)} may block`;
      const first =
        v.phase === 'block'
          ? `${by} ${by === 'You' ? 'steal' : 'steals'} ${guestLabel(f, st.guest, g)} from ${from} with ${st.desserts.join('+')}${g.sep}${victim}`
          : `${by} took ${guestLabel(f, st.guest, g)} from ${from}${g.sep}a bribe is due (face down)`;
      return [[{ text: first, bold: true }], [{ text: guestCard(f, st.guest, g, room.width) }]];
    }
    case 'over': {
      const ws = v.winners.map((s) => who(names, seat, s));
      const winners = ws.length > 1 ? `${inWords(ws)} share the win` : `${ws[0] ?? 'nobody'} ${ws[0] === 'you' ? 'win' : 'wins'}`;
      const how = v.result === 'trio' ? 'a trio of one icon' : `the most points at closing time`;
      return [[{ text: `Game over: ${winners}${g.sep}${how}`, bold: true }], []];
    }
  }
  return [[], []];
}

// ---------------------------------------------------------------- the table

type GuestStyle = 'full' | 'tight' | 'bare';

/** A seat's guests, grouped by trio icon: with points ("bob 3, dude 3"), tighter, or bare codes. */
function guestChunks(f: Faces, row: readonly string[], sel: SelectionView, g: Glyphs, style: GuestStyle = 'full'): Chunk[] {
  const groups = new Map<string, string[]>();
  for (const code of row) {
    const trio = f.guests.get(code)?.trio ?? '?';
    groups.set(trio, [...(groups.get(trio) ?? []), code]);
  }
  const keys = [...groups.keys()].sort((a, b) => {
    const ia = TRIO_ORDER.indexOf(a);
    const ib = TRIO_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  const out: Chunk[] = [];
  for (const trio of keys) {
    (groups.get(trio) ?? []).forEach((code, i) => {
      const segs: Segment[] = [];
      if (i === 0) segs.push({ text: `${trioMark(trio, g)} ` });
      segs.push(...codeSegs(code, sel, g));
      if (style !== 'bare') segs.push({ text: ` ${f.guests.get(code)?.points ?? '?'}` });
      const lead = i === 0 ? undefined : [{ text: `${trioMark(trio, g)} ` }];
      out.push({ segs, sep: i === 0 ? (style === 'full' ? '  ' : ' ') : style === 'full' ? ', ' : ' ', lead });
    });
  }
  return out;
}

/**
 * Each seat's line(s): marks, name, points, hand size, guests by icon. A seat gets one line,
 * its guests with their points, tighter if need be; with `extra` lines to spare it may wrap;
 * else its guests go without their points (the seat's total stays), and what still does not
 * fit is counted.
 */
function seatLines(v: JdView, f: Faces, room: BoardLayout, sel: SelectionView, g: Glyphs, seat: number, names: readonly string[], extra: number[]): Segment[][][] {
  const n = v.guests.length;
  const label = (x: number): string => `${seatName(names, x + 1)}${x === seat && names[x] !== 'You' ? ' (you)' : ''}`;
  const nameWidth = Math.max(...Array.from({ length: n }, (_, x) => label(x).length));
  const mover = g.ascii ? '>' : '▶';
  return Array.from({ length: n }, (_, x) => {
    const mark = v.phase === 'over' ? (v.winners.includes(x + 1) ? g.ok : '') : v.toMove.includes(x + 1) ? mover : '';
    const head: Segment[] = [
      // the mark's column, with a space after ASCII's two-letter "ok" so it never runs into the name
      { text: mark.padEnd(g.ok.length) + (g.ascii ? ' ' : '') },
      { text: label(x).padEnd(nameWidth), bold: x === seat },
      { text: `  ${String(v.points[x]).padStart(2)} ${noun(v.points[x], 'pt').padEnd(3)}  hand ${String(v.handSizes[x]).padEnd(2)} ` },
    ];
    if (!v.guests[x].length) return [[...head, { text: ` ${g.empty}`, dim: true }]];
    const indent = len(head) + 1;
    const tries: [GuestStyle, number][] = [
      ['full', 1],
      ['tight', 1],
      ['full', 1 + extra[x]],
      ['tight', 1 + extra[x]],
      ['bare', 1],
      ['bare', 1 + extra[x]],
    ];
    let last = pack(room, head, guestChunks(f, v.guests[x], sel, g), 1, indent, g);
    for (const [style, lines] of tries) {
      last = pack(room, head, guestChunks(f, v.guests[x], sel, g, style), lines, indent, g);
      if (!last.hidden) break;
    }
    return last.lines;
  });
}

/**
 * The Waiting Room: its size, the top guest's card, what lies under it; on two lines when it
 * is given two (`most`) and its card is cut on one.
 */
function waitingLines(v: JdView, f: Faces, room: BoardLayout, g: Glyphs, most = 1): Segment[][] {
  const w = v.waitingRoom;
  if (!w.length) return [[{ text: 'Waiting Room: empty', dim: true }]];
  const head = `Waiting Room ${w.length}: `;
  const under = `${g.sep}under it: ${w.slice(1).join(' ')}`;
  const lines: Segment[][] = guestCardLines(f, w[0], g, room.width, head, most).map((text, i) =>
    i === 0 ? [{ text: head, bold: true }, { text: text.slice(head.length) }] : [{ text }],
  );
  const last = lines[lines.length - 1];
  if (w.length > 1 && len(last) + under.length <= room.width) last.push({ text: under, dim: true });
  return lines;
}

/** How many lines the Waiting Room would take, given two. */
const waitingNeed = (v: JdView, f: Faces, room: BoardLayout, g: Glyphs): number => waitingLines(v, f, room, g, 2).length;

function pilesLine(v: JdView, room: BoardLayout, g: Glyphs): Segment[] {
  const c = v.closingTime;
  const narrow = room.width < 78;
  const piles = narrow
    ? `Guests ${v.guestPile}${g.sep}desserts ${v.dessertPile}${g.sep}dishes ${v.dirtyDishes.length}${g.sep}`
    : `Guest pile ${v.guestPile}${g.sep}dessert pile ${v.dessertPile}${g.sep}dirty dishes ${v.dirtyDishes.length}${g.sep}`;
  let closing = narrow ? '' : 'closing time: not yet';
  if (c && v.phase === 'over') closing = 'closed';
  else if (c) {
    const rounds = c.roundsLeft <= 1 ? 'last round' : `${c.roundsLeft} rounds left`;
    closing = `closing time: ${rounds}`;
    const turns = ` (${plural(c.turnsLeft, 'turn')})`;
    if (piles.length + closing.length + turns.length <= room.width) closing += turns;
  }
  // narrow, an empty Waiting Room shares the line, and "not yet" goes without saying
  if (narrow && !v.waitingRoom.length) return [{ text: `Waiting: none${g.sep}`, dim: true }, { text: piles.toLowerCase().slice(0, closing ? undefined : -g.sep.length) }, { text: closing, bold: c !== null }];
  return [{ text: closing ? piles : piles.slice(0, -g.sep.length) }, { text: closing, bold: c !== null }];
}

/** The guest whose favorites are marked in the hand: the one at hand. */
function markedGuest(v: JdView): string | undefined {
  return (v.phase === 'guest' || v.phase === 'offer') && v.guestAtHand ? v.guestAtHand : undefined;
}

/** The seat's desserts with their flavors, or bare codes when those do not fit in `maxLines`. */
function dessertLines(v: JdView, f: Faces, room: BoardLayout, sel: SelectionView, g: Glyphs, maxLines: number): Segment[][] {
  const hand = v.hand ?? [];
  const first: Segment[] = [{ text: `Yours (${hand.length}): `, bold: true }];
  if (!hand.length) return [[...first, { text: g.empty, dim: true }]];
  const fav = f.guests.get(markedGuest(v) ?? '')?.favorites ?? [];
  const chunks = (flavors: boolean): Chunk[] =>
    hand.map((code) => {
      const segs = codeSegs(code, sel, g, fav.includes(code) ? FAVORITE : '');
      const tastes = f.desserts.get(code)?.flavors;
      if (flavors && tastes) segs.push({ text: ` ${tastes.map(shortFlavor).join('/')}`, dim: true });
      return { segs, sep: '  ' };
    });
  const rich = pack(room, first, chunks(true), maxLines, 2, g);
  return (rich.hidden ? pack(room, first, chunks(false), maxLines, 2, g) : rich).lines;
}

/** How many lines the desserts take with their flavors (or bare, past `most`). */
function dessertNeed(v: JdView, f: Faces, room: BoardLayout, sel: SelectionView, g: Glyphs, most: number): number {
  return Math.min(most, dessertLines(v, f, room, sel, g, 99).length);
}

/**
 * The whole board: at most the room's board lines and width (11 of 78 in the full layout). Fixed: the situation, a line
 * per seat, the Waiting Room, the piles. The lines left go to the desserts first (up to
 * three, so their flavors show), then to seats whose guests need a second line, then to
 * the situation's reminder.
 */
export function boardLines(c: JdContext): Segment[][] {
  const { view: v, faces: f, layout: room, selection: sel, glyphs: g, seat: viewer } = c;
  const names = narrowNames(c.names, room);
  const n = v.guests.length;
  const over = v.phase === 'over';
  // the end is read by everyone at the table: "you" only when one person plays
  const seat = over && names[viewer] !== 'You' ? -1 : viewer;
  const [first, second] = situation(v, f, room, g, seat, names).map((l) => clipSegments(l, room.width, g));
  // the second line is a card in view, or only a reminder that gives way to the rest
  const card = v.phase === 'guest' || v.phase === 'offer' || v.phase === 'block' || v.phase === 'bribe';
  // at the end the table needs the room more than the desserts left in hand
  const mine = v.hand !== undefined && !over;
  // at the end the Waiting Room and the piles come last, and only when there is room
  const shared = room.width < 78 && !v.waitingRoom.length;
  let spare = room.boardLines - (1 + (card ? 1 : 0) + n + (over ? 0 : shared ? 1 : 2));
  const desserts = mine ? Math.max(1, Math.min(spare, dessertNeed(v, f, room, sel, g, 3))) : 0;
  spare -= desserts;
  const extra = new Array<number>(n).fill(0);
  // up to two more lines a seat (at the end, more for the winners, first, so their guests keep their points)
  const most = over ? 4 : 2;
  const wanted = seatLines(v, f, room, sel, g, seat, names, new Array<number>(n).fill(most)).map((l, x) =>
    Math.min(l.length - 1, v.winners.includes(x + 1) ? most : 2),
  );
  for (const w of v.winners) {
    const give = Math.min(spare, wanted[w - 1] ?? 0);
    extra[w - 1] = give;
    spare -= give;
  }
  for (let round = 0; round < 2 && spare > 0; round++) {
    for (let x = 0; x < n && spare > 0; x++) {
      if (wanted[x] > extra[x]) {
        extra[x]++;
        spare--;
      }
    }
  }
  const seats = seatLines(v, f, room, sel, g, seat, names, extra).flat();
  // a line left over shows the whole of the card in view (its favorites), then the waiting
  // guest's, before the reminder
  const inView = card ? (v.phase === 'block' || v.phase === 'bribe' ? v.steal?.guest : v.guestAtHand) : undefined;
  const cardText = inView && spare > 0 ? guestCardLines(f, inView, g, room.width, '', 2) : [];
  const shown: Segment[][] = cardText.length > 1 ? cardText.map((text) => [{ text }]) : card ? [second] : [];
  spare -= shown.length > 1 ? 1 : 0;
  const waiting = shared ? [] : waitingLines(v, f, room, g, spare > 0 && !over && waitingNeed(v, f, room, g) > 1 ? 2 : 1);
  spare -= waiting.length > 1 ? 1 : 0;
  const reminder = !card && !over && spare > 0;
  const lines: Segment[][] = [first, ...shown, ...(reminder ? [second] : []), ...seats, ...waiting, pilesLine(v, room, g)];
  if (mine) lines.push(...dessertLines(v, f, room, sel, g, desserts));
  return lines.slice(0, room.boardLines).map((l) => clipSegments(l, room.width, g));
}

// ---------------------------------------------------------------- the hand

/** A serve as a chunk: its desserts joined by "+", the favorite marked. */
function serveChunks(f: Faces, list: GuestServes): Chunk[] {
  const fav = f.guests.get(list.guest)?.favorites ?? [];
  return list.serves.map((s) => ({
    segs: [{ text: s.desserts.map((d) => (fav.includes(d) ? `${d}${FAVORITE}` : d)).join('+'), bold: s.favorite }],
    sep: ', ',
  }));
}

const LEGEND = `${FAVORITE} a favorite: serving it draws you a dessert`;

/** Adds the favorite legend to the last line when it fits and a favorite shows. */
function withLegend(room: BoardLayout, lines: Segment[][], g: Glyphs, any: boolean, maxLines: number): Segment[][] {
  if (!any) return lines;
  const last = lines[lines.length - 1];
  if (len(last) + g.sep.length + LEGEND.length <= room.width) last.push({ text: `${g.sep}${LEGEND}`, dim: true });
  else if (lines.length < maxLines) lines.push([pad(2), { text: LEGEND, dim: true }]);
  return lines;
}

/** The hand region: how the seat can serve what is before it, in the room's hand lines. */
export function handLines(c: JdContext): Segment[][] {
  const { view: v, faces: f, layout: room, selection: sel, glyphs: g, seat } = c;
  const names = narrowNames(c.names, room);
  if (seat < 0 || !v.hand) return [[{ text: 'Hands are private: watching from outside the table', dim: true }]];
  const mover = v.toMove.includes(seat + 1);
  const help = serveHelp(v, f, legalTexts(sel));
  const hasFav = (l?: GuestServes): boolean => !!l?.serves.some((s) => s.favorite);
  const lines = ((): Segment[][] => {
    switch (v.phase) {
      case 'guest':
      case 'offer': {
        const code = v.guestAtHand ?? '';
        const name = guestName(f, code);
        if (mover) {
          const at = help.atHand;
          if (!at || !at.serves.length) return [[{ text: `Nothing you hold serves ${name}: pass it on.` }]];
          const head: Segment[] = [{ text: `Serves for ${name}: `, bold: true }];
          return withLegend(room, pack(room, head, serveChunks(f, at), room.handLines, 2, g).lines, g, hasFav(at), room.handLines);
        }
        if (offerRound(v).skipped.includes(seat + 1)) {
          return [[{ text: `You hold nothing that serves ${name}: you are not asked.` }]];
        }
        if (v.turnSeat === seat + 1 && v.phase === 'offer') return [[{ text: `You offered ${name} around.` }]];
        return [[{ text: `${Who(names, seat, v.toMove[0] ?? 0)} decides about ${name}.`, dim: true }]];
      }
      case 'steal': {
        if (!mover) return [[{ text: `${Who(names, seat, v.turnSeat)} may steal, serve the Waiting Room or freshen.`, dim: true }]];
        const top = v.waitingRoom[0];
        const owner = (s: GuestServes): string => (s.from ? ` (seat ${s.from})` : '');
        const waiting = help.waiting?.serves.length ? help.waiting : undefined;
        // a steal under way: its guest's sets on both lines; while the guest is being chosen,
        // the highlighted one's sets, then the others that can be stolen
        const stealing = sel.active && sel.verb === 'steal';
        const focus = stealing ? help.steals.find((s) => s.guest === (sel.args[0] ?? sel.cursor)) : undefined;
        if (focus) {
          const head: Segment[] = [{ text: `Steal ${focus.guest}${owner(focus)} with: `, bold: true }];
          if (sel.args.length) return withLegend(room, pack(room, head, serveChunks(f, focus), room.handLines, 2, g).lines, g, hasFav(focus), room.handLines);
          const out = [pack(room, head, serveChunks(f, focus), 1, 2, g).lines[0]];
          const others = help.steals.filter((s) => s !== focus);
          if (others.length) {
            const chunks = others.map((s) => ({ segs: [{ text: `${s.guest}${hasFav(s) ? FAVORITE : ''}` }], sep: ', ' }));
            out.push(pack(room, [{ text: 'Also stealable: ', bold: true }], chunks, 1, 2, g).lines[0]);
          } else if (waiting) {
            out.push(pack(room, [{ text: `Or the Waiting Room, ${guestName(f, waiting.guest)}: `, bold: true }], serveChunks(f, waiting), 1, 2, g).lines[0]);
          }
          return withLegend(room, out, g, hasFav(focus), room.handLines);
        }
        if (waiting && sel.active && sel.verb === 'waiting') {
          const head: Segment[] = [{ text: `Waiting Room, ${guestName(f, waiting.guest)}: `, bold: true }];
          return withLegend(room, pack(room, head, serveChunks(f, waiting), room.handLines, 2, g).lines, g, hasFav(waiting), room.handLines);
        }
        const out: Segment[][] = [];
        if (waiting) out.push(pack(room, [{ text: `Waiting Room, ${guestName(f, waiting.guest)}: `, bold: true }], serveChunks(f, waiting), 1, 2, g).lines[0]);
        else if (!help.steals.length) {
          out.push([{ text: top === undefined ? 'Waiting Room: empty.' : `Waiting Room: nothing you hold serves ${guestName(f, top)}.`, dim: true }]);
        }
        if (!help.steals.length) {
          const others = v.guests.some((row, x) => x !== seat && row.length > 0);
          out.push([
            { text: others ? 'Steal: nothing you hold serves a guest at another table, one to spare.' : 'Steal: no guests at the other tables yet.', dim: true },
          ]);
        } else {
          // every guest that can be stolen, each with its best sets (favorites, then the fewest desserts)
          const left = room.handLines - out.length;
          const chunksFor = (most: number, owners = true): Chunk[] =>
            help.steals.flatMap((s) => {
              const all = serveChunks(f, s);
              const shown = all.slice(0, most);
              if (all.length > shown.length) shown.push({ segs: [{ text: `+${all.length - shown.length}`, dim: true }], sep: ' ' });
              return shown.map((c, i) => ({
                segs: i === 0 ? [{ text: `${s.guest}${owners ? owner(s) : ''}: ` }, ...c.segs] : c.segs,
                sep: i === 0 ? g.sep : c.sep,
              }));
            });
          const head: Segment[] = [{ text: 'Steal ', bold: true }];
          let packed = pack(room, head, chunksFor(99), left, 2, g);
          // fewer sets per guest, then without the owners (the table shows them)
          for (const [most, owners] of [[3, true], [2, true], [1, true], [1, false]] as const) {
            if (!packed.hidden) break;
            packed = pack(room, head, chunksFor(most, owners), left, 2, g);
          }
          out.push(...packed.lines);
          if (!waiting && top !== undefined && out.length < room.handLines) {
            out.push([{ text: `Waiting Room: nothing you hold serves ${guestName(f, top)}.`, dim: true }]);
          }
        }
        return withLegend(room, out, g, hasFav(waiting) || help.steals.some(hasFav), room.handLines);
      }
      case 'freshen':
        if (!mover) return [[{ text: `${Who(names, seat, v.turnSeat)} is freshening.`, dim: true }]];
        return [
          [{ text: `Freshening: ${plural(v.freshened, 'dessert')} discarded; discard more, or done draws ${v.freshened}.` }],
        ];
      case 'block': {
        const st = v.steal;
        if (!st) return [];
        const name = guestName(f, st.guest);
        if (!mover) return [[{ text: `${Who(names, seat, st.from)} may block with an ace ${name} craves.`, dim: true }]];
        return [
          [{ text: `Block with an ace ${name} craves: `, bold: true }, { text: help.blocks.join('  ') || g.empty }],
          [{ text: `or allow: ${Who(names, seat, st.by)} takes ${name} and bribes you one dessert.` }],
        ];
      }
      case 'bribe': {
        const st = v.steal;
        if (!st) return [];
        if (!mover) {
          return [[{ text: `${Who(names, seat, st.by)} pays ${who(names, seat, st.from)} a bribe, face down.`, dim: true }]];
        }
        return [[{ text: `Pay what helps you least: the bribe goes to ${who(names, seat, st.from)}, face down.` }]];
      }
      case 'over':
        return [[{ text: 'The party is over.', dim: true }]];
    }
    return [];
  })();
  return lines.slice(0, room.handLines).map((l) => clipSegments(l, room.width, g));
}
