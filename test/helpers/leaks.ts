// What a seat may know, worked out from a finished game's record, and the check that the bytes
// sent to that seat's connection name nothing else: no card the seat never saw (other hands,
// face-down ploys and faux pas never revealed to it, the cards left in the deck), and, in The
// Feast (whose cards are bare numbers, so that a name proves nothing), no hand or ploy shown as
// the seat's own that was never the seat's.
import type { Match } from '../../src/engine/match.js';
import type { GameRecord } from '../../src/engine/record.js';
import { matchFromRecord } from './rules.js';

/** The text a terminal shows from `bytes`: styles dropped, every other escape a line break (a cursor move never joins two words). */
export function screenText(bytes: string): string {
  return bytes
    .replace(/\u001B\[[0-9;:]*m/g, '')
    .replace(/\u001B\[[0-9;?]*[A-Za-z]/g, '\n')
    .replace(/\u001B[\]P^_][^\u0007\u001B]*(\u0007|\u001B\\)/g, '\n')
    .replace(/\u001B./g, '\n')
    .replace(/\r/g, '\n');
}

/** Every string in a view, at any depth. */
function strings(v: unknown, out: Set<string>): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

interface CardData {
  /** Card codes to the names the screens show. */
  names: Map<string, string>;
  /** Card codes to the other cards their entry names (a guest's favourite desserts): public with the card. */
  refs: Map<string, Set<string>>;
}

/** What the ruleset's tables say of each card (entries with a code and a name). */
function cardData(data: unknown, out: CardData = { names: new Map(), refs: new Map() }): CardData {
  if (Array.isArray(data)) for (const x of data) cardData(x, out);
  else if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if (typeof o.code === 'string' && typeof o.name === 'string') {
      out.names.set(o.code, o.name);
      const refs = strings(Object.entries(o).filter(([k]) => k !== 'code' && k !== 'name').map(([, v]) => v), new Set());
      out.refs.set(o.code, refs);
    }
    for (const x of Object.values(o)) cardData(x, out);
  }
  return out;
}

/** The positions of a game, one after each recorded move (forced moves with theirs). */
function positions(record: GameRecord): Match[] {
  const out: Match[] = [];
  for (let i = 0; i <= record.moves.length; i++) {
    const m = matchFromRecord({ ...record, moves: record.moves.slice(0, i) });
    if (m.record().moves.length === i || i === 0) out.push(m);
  }
  return out;
}

export interface SeatKnowledge {
  /** Words naming cards this seat never saw: none may reach its connection. */
  secrets: string[];
  /** The Feast: every hand and face-down ploy that was this seat's, as its screen writes them. */
  hands?: Set<string>;
  ploys?: Set<string>;
}

/** What each seat of a finished game may know; `seats`: only these (-1: a spectator, who sees what every seat sees). */
export function knowledge(record: GameRecord, seats: readonly number[] = record.seats.map((_, i) => i)): SeatKnowledge[] {
  const steps = positions(record);
  const last = steps[steps.length - 1];
  const { names, refs } = cardData(last.data);
  const codeOf = new Map([...names].map(([code, name]) => [name, code]));
  // names of one card each: a name several cards share (Louis XIV's two END cards, The Feast's
  // ranks) says nothing of where a given one is
  const count = new Map<string, number>();
  for (let c = 0; c < 256; c++) {
    const name = last.game.cardName(c, last.data);
    if (name && !/undefined|^card\d+$/.test(name)) count.set(name, (count.get(name) ?? 0) + 1);
  }
  // and a name the rules page uses (Louis XIV's END, drawn in public counts) names a kind of card
  const rules = last.game.rules;
  const cards = [...count].filter(([name, n]) => n === 1 && !new RegExp(`\\b${escape(name)}\\b`).test(rules)).map(([name]) => name);
  return seats.map((seat) => {
    const seen = new Set<string>();
    const heard: string[] = [];
    for (const m of steps) strings(m.view(seat), seen);
    // a card seen shows what its entry says: the cards it names are named with it
    for (const code of [...seen]) for (const r of refs.get(code) ?? []) seen.add(codeOf.get(r) ?? r);
    for (const e of last.events()) if (!e.to || e.to.includes(seat)) heard.push(e.text);
    const said = heard.join('\n');
    const secrets: string[] = [];
    for (const code of cards) {
      // a bare number names nothing (The Feast's ranks, checked below)
      if (/^\d+$/.test(code) || seen.has(code)) continue;
      const name = names.get(code);
      if (new RegExp(`\\b${escape(code)}\\b`).test(said) || (name && said.includes(name))) continue;
      secrets.push(code);
      if (name) secrets.push(name);
    }
    if (last.game.id !== 'the-feast') return { secrets };
    const hands = new Set<string>();
    const ploys = new Set<string>();
    for (const m of steps) {
      const v = m.view(seat) as { yourHand?: number[]; yourPloy?: number | null };
      if (v.yourHand) hands.add(v.yourHand.join(' '));
      if (typeof v.yourPloy === 'number') ploys.add(String(v.yourPloy));
    }
    return { secrets, hands, ploys };
  });
}

/** What in `text` (a connection's screen text) this seat may not know; empty when nothing. */
export function leaks(text: string, k: SeatKnowledge): string[] {
  const found: string[] = [];
  for (const s of k.secrets) if (new RegExp(`(^|[^\\p{L}\\p{N}])${escape(s)}($|[^\\p{L}\\p{N}])`, 'u').test(text)) found.push(s);
  if (k.hands) {
    for (const m of text.matchAll(/Your hand: ([0-9][0-9 ]*)/g)) {
      const hand = m[1].trim();
      if (!k.hands.has(hand) && ![...k.hands].some((h) => h.startsWith(hand))) found.push(`hand ${hand}`);
    }
  }
  if (k.ploys) for (const m of text.matchAll(/Your ploy: (\d+) \(face down\)/g)) if (!k.ploys.has(m[1])) found.push(`ploy ${m[1]}`);
  return found;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
