/**
 * The serving help: which sets of the seat's desserts satisfy a guest, and which of them
 * include its favorite. The sets are the legal moves themselves ("serve a b", "waiting a",
 * "steal g a b"): the rules say what satisfies, the screen only groups and marks them, with
 * the favorites read from the card faces. Nothing here looks at the game's true state.
 *
 * The play screen does not hand boards the legal moves yet (BoardProps has no such field).
 * Until it does, `legalTexts` asks the rules' own serve enumerator (`forServes`) about the
 * seat's own hand as its view shows it, with the built-in options: the same moves the rules
 * list for the seat to move (a subset under `--option idleDesserts=true`).
 */
import { compile, type Tables } from '../../../games/just-desserts/data.js';
import { justDesserts } from '../../../games/just-desserts/index.js';
import { forServes, type JdState } from '../../../games/just-desserts/rules.js';
import { loadRuleset } from '../../../rulesets/index.js';
import type { SelectionView } from '../types.js';
import { guestFace, type JdView } from './cards.js';

/** One set of desserts that satisfies a guest. */
export interface Serve {
  /** Dessert codes, in the move's (alphabetical) order. */
  desserts: string[];
  /** Whether one of them is the guest's favorite (the server draws one more dessert). */
  favorite: boolean;
}

/** The serves of one guest. */
export interface GuestServes {
  /** The guest's code. */
  guest: string;
  /** The seat (from 1) whose table holds it, for steals. */
  from?: number;
  serves: Serve[];
}

export interface ServeHelp {
  /** The guest at hand (verb `serve`). */
  atHand?: GuestServes;
  /** The Waiting Room's top guest (verb `waiting`). */
  waiting?: GuestServes;
  /** Guests at other tables (verb `steal`), in the order the moves list them. */
  steals: GuestServes[];
  /** Single-flavor desserts that block the steal under way (verb `block`). */
  blocks: string[];
}

/** The selection, with the legal moves when the play screen passes them (see the module note). */
export type SelectionWithLegal = SelectionView & { legal?: readonly string[] };

/** Favorites first, then fewer desserts, then by name. */
function order(a: Serve, b: Serve): number {
  if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
  if (a.desserts.length !== b.desserts.length) return a.desserts.length - b.desserts.length;
  return a.desserts.join(' ').localeCompare(b.desserts.join(' '));
}

/** Groups the legal moves' serves by guest and marks the favorites. */
export function serveHelp(v: JdView, legal: readonly string[]): ServeHelp {
  const help: ServeHelp = { steals: [], blocks: [] };
  const add = (list: GuestServes, desserts: string[]): void => {
    const fav = guestFace(list.guest)?.favorites ?? [];
    list.serves.push({ desserts, favorite: desserts.some((d) => fav.includes(d)) });
  };
  for (const text of legal) {
    const w = text.trim().split(/\s+/);
    switch (w[0]) {
      case 'serve':
        if (!v.guestAtHand) break;
        help.atHand ??= { guest: v.guestAtHand, serves: [] };
        add(help.atHand, w.slice(1));
        break;
      case 'waiting':
        if (!v.waitingRoom.length) break;
        help.waiting ??= { guest: v.waitingRoom[0], serves: [] };
        add(help.waiting, w.slice(1));
        break;
      case 'steal': {
        let list = help.steals.find((s) => s.guest === w[1]);
        if (!list) {
          const from = v.guests.findIndex((row) => row.includes(w[1]));
          list = { guest: w[1], from: from >= 0 ? from + 1 : undefined, serves: [] };
          help.steals.push(list);
        }
        add(list, w.slice(2));
        break;
      }
      case 'block':
        help.blocks.push(w[1]);
        break;
    }
  }
  help.atHand?.serves.sort(order);
  help.waiting?.serves.sort(order);
  for (const s of help.steals) s.serves.sort(order);
  return help;
}

let tables: { t: Tables; idle: boolean } | null | undefined;

function builtin(): { t: Tables; idle: boolean } | null {
  if (tables !== undefined) return tables;
  try {
    const r = loadRuleset(justDesserts);
    tables = { t: compile(r.data), idle: r.options.idleDesserts === true };
  } catch {
    tables = null;
  }
  return tables;
}

/** The serves the rules list for `hand`, as move texts (the stand-in for the legal moves). */
function servesFromHand(v: JdView, seat: number): string[] {
  const b = builtin();
  const hand = v.hand;
  if (!b || !hand) return [];
  const { t, idle } = b;
  const cards = hand.map((c) => t.codes.indexOf(c));
  if (cards.some((c) => c < t.g)) return [];
  const card = (code: string): number => {
    const c = t.codes.indexOf(code);
    return c >= 0 && c < t.g ? c : -1;
  };
  // forServes reads only the tables and the idle option
  const s = { t, idle } as JdState;
  const out: string[] = [];
  const collect = (verb: string) => (a: number, b2: number, c: number): void => {
    const list = [a, b2, c].filter((x) => x >= 0).map((x) => t.codes[x]).sort();
    out.push(`${verb} ${list.join(' ')}`);
  };
  if ((v.phase === 'guest' || v.phase === 'offer') && v.guestAtHand) {
    const g = card(v.guestAtHand);
    if (g >= 0) forServes(s, cards, g, 3, collect('serve'));
  } else if (v.phase === 'steal') {
    const most = Math.min(3, cards.length - 1);
    const n = v.guests.length;
    for (let k = 1; k < n; k++) {
      for (const code of v.guests[(seat + k) % n]) {
        const g = card(code);
        if (g >= 0 && most > 0) forServes(s, cards, g, most, collect(`steal ${code}`));
      }
    }
    const top = v.waitingRoom[0];
    if (top !== undefined && card(top) >= 0) forServes(s, cards, card(top), 3, collect('waiting'));
  }
  return out;
}

/**
 * The legal moves' texts for the seat on screen: the selection's when the play screen gives
 * them, else the stand-in above while that seat is to move; nothing for anyone else.
 */
export function legalTexts(v: JdView, seat: number, sel: SelectionWithLegal): readonly string[] {
  if (sel.legal) return sel.active ? sel.legal : [];
  if (seat < 0 || !v.toMove.includes(seat + 1)) return [];
  const out = servesFromHand(v, seat);
  // the blocks are the block verb's choices
  if (sel.active && sel.verb === 'block' && sel.args.length === 0) for (const c of sel.choices) if (c) out.push(`block ${c}`);
  return out;
}
