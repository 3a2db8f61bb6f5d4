/**
 * The serving help: which sets of the seat's desserts satisfy a guest, and which of them
 * include its favorite. The sets are the legal moves themselves ("serve a b", "waiting a",
 * "steal g a b"): the rules say what satisfies, the screen only groups and marks them, with
 * the favorites read from the card faces. Nothing here looks at the game's true state: the
 * legal moves come from the play screen (`SelectionView.legal`, from `match.legal`).
 */
import type { SelectionView } from '../types.js';
import type { JdView } from '../../../games/just-desserts/view.js';
import type { Faces } from './cards.js';

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

/** Favorites first, then fewer desserts, then by name. */
function order(a: Serve, b: Serve): number {
  if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
  if (a.desserts.length !== b.desserts.length) return a.desserts.length - b.desserts.length;
  return a.desserts.join(' ').localeCompare(b.desserts.join(' '));
}

/** Groups the legal moves' serves by guest and marks the favorites (`f`: the card faces). */
export function serveHelp(v: JdView, f: Faces, legal: readonly string[]): ServeHelp {
  const help: ServeHelp = { steals: [], blocks: [] };
  const add = (list: GuestServes, desserts: string[]): void => {
    const fav = f.guests.get(list.guest)?.favorites ?? [];
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

/** The legal moves' texts for the seat on screen while it decides; nothing otherwise. */
export function legalTexts(sel: SelectionView): readonly string[] {
  return sel.active ? (sel.legal ?? []) : [];
}
