/**
 * Putting a move together from keys, for any game. The legal moves (from `match.legal`, the
 * one source of legality) are read as words: a verb ("place", "joker", "ploy") and its
 * arguments ("b2", "a1 c3", "9"). A person picks a verb (its key, Tab, or the default),
 * then each argument in turn with the arrows and Enter, or by typing it ("b2"). When the
 * words name a whole legal move, `chosen` holds it; the screen plays it and sends `reset`.
 *
 * Arrows move on the board when the game's board places the words (`targets`), else along
 * the list of choices.
 *
 * Typed letters, the rule (shown on the help screen): a letter that is the key of another
 * action (as the Actions line shows it, "e end") switches to that action; any other letter
 * starts a word of the current step, and once a word is started every letter belongs to it.
 * An action that gives something away (the board's `costly` verbs: passing a guest on,
 * discarding) has a capital key ("P pass"), so typing a word never lands on it; and an
 * action that needs nothing more acts at once when its key is pressed ("d" draws), unless
 * it is costly (then Enter confirms it).
 * `/` first types a word whatever its first letter ("/e" for eclair while `e` is end's key;
 * also for words starting with the screen's own keys u and h).
 *
 * A move the board asks to confirm (`confirms`, its text to the warning) is not played when its
 * words are complete: the warning is shown and the move is armed; choosing the same move again
 * (Enter, or typing its last word) plays it, any other key disarms it.
 */

export interface LegalMove {
  /** The game's move code. */
  move: number;
  /** Its notation ("place b2"). */
  text: string;
}

/** The pseudo-choice "the words so far are the whole move" (a verb without arguments, or a shorter variant). */
export const DONE = '';

/** Typed before a word that starts with an action's key ("/e" for "eclair"). */
export const WORD_PREFIX = '/';

/** Keys the play screen keeps for itself: never a verb's key. */
export const RESERVED_KEYS = ['q', 'u', 'h', '?', '+', '-'];

export interface PlayState {
  /** The legal moves of the seat to move. */
  legal: readonly LegalMove[];
  /** The verb being put together. */
  verb: string;
  /** The verb chosen after a reset. */
  defaultVerb: string;
  /** Arguments chosen so far. */
  args: readonly string[];
  /** The highlighted choice for the next word (DONE for "this is the move"). */
  cursor: string;
  /** Characters typed that do not name a choice yet. */
  typed: string;
  /** `/` was pressed: the next letters are a word, never an action's key. */
  wordMode?: boolean;
  /** One line of feedback ("x is not a choice here"). */
  message: string;
  /** Where the board draws each word, for arrow keys; absent for a plain list. */
  targets?: Readonly<Record<string, readonly [number, number]>>;
  /** Each verb's key (a capital for a costly verb). */
  keys: Readonly<Record<string, string>>;
  /** The verbs that give something away: never reached by a lowercase letter, never played by their key alone. */
  costly?: readonly string[];
  /** A complete legal move to play, set by the step that completed it. */
  chosen?: LegalMove;
  /** Moves that need a second press: the move's text to what it will do. */
  confirms?: Readonly<Record<string, string>>;
  /** The move's text waiting for its second press. */
  armed?: string;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export type PlayAction =
  | {
      type: 'reset';
      legal: readonly LegalMove[];
      targets?: Readonly<Record<string, readonly [number, number]>>;
      preferredKeys?: Readonly<Record<string, string>>;
      /** The verb a bare Enter plays, when not the first one listed (the board's choice). */
      defaultVerb?: string;
      /** Verbs that give something away (the board's `costly`). */
      costly?: readonly string[];
      /** Moves that need a second press, with the warning to show (the board's `confirm`). */
      confirms?: Readonly<Record<string, string>>;
      message?: string;
    }
  | { type: 'arrow'; dir: Direction }
  | { type: 'enter' }
  | { type: 'escape' }
  | { type: 'backspace' }
  | { type: 'tab'; back?: boolean }
  | { type: 'char'; ch: string }
  | { type: 'verb'; verb: string }
  | { type: 'select'; text: string }
  | { type: 'message'; text: string };

const words = (text: string): string[] => text.trim().split(/\s+/);

/** The verbs of the legal moves, in the order the game lists them. */
export function verbsOf(legal: readonly LegalMove[]): string[] {
  const out: string[] = [];
  for (const m of legal) {
    const v = words(m.text)[0];
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

/** The next words open after `verb` and `args`, and the legal move they already make, if any. */
export function nextWords(
  legal: readonly LegalMove[],
  verb: string,
  args: readonly string[],
): { next: string[]; complete: LegalMove | undefined } {
  const next: string[] = [];
  let complete: LegalMove | undefined;
  const prefix = [verb, ...args];
  for (const m of legal) {
    const w = words(m.text);
    if (w.length < prefix.length || prefix.some((p, i) => w[i] !== p)) continue;
    if (w.length === prefix.length) complete = m;
    else if (!next.includes(w[prefix.length])) next.push(w[prefix.length]);
  }
  return { next, complete };
}

/** The choices for the next word: DONE first when the words so far are a move. */
export function choices(s: Pick<PlayState, 'legal' | 'verb' | 'args'>): string[] {
  const { next, complete } = nextWords(s.legal, s.verb, s.args);
  return complete ? [DONE, ...next] : next;
}

/**
 * A key for each verb: the game's preferred one when free, else its first letter that is free,
 * else a digit. Reserved keys are never used. A costly verb's key is the capital of that letter.
 */
export function assignKeys(
  verbs: readonly string[],
  preferred: Readonly<Record<string, string>> = {},
  costly: readonly string[] = [],
): Record<string, string> {
  const keys = lowerKeys(verbs, preferred);
  for (const v of costly) if (keys[v] && /[a-z]/.test(keys[v])) keys[v] = keys[v].toUpperCase();
  return keys;
}

function lowerKeys(verbs: readonly string[], preferred: Readonly<Record<string, string>>): Record<string, string> {
  const used = new Set(RESERVED_KEYS);
  const out: Record<string, string> = {};
  for (const v of verbs) {
    const p = preferred[v]?.toLowerCase();
    if (p && !used.has(p)) {
      out[v] = p;
      used.add(p);
    }
  }
  for (const v of verbs) {
    if (out[v]) continue;
    const letter = [...v.toLowerCase()].find((c) => /[a-z]/.test(c) && !used.has(c));
    const key = letter ?? [...'123456789'].find((c) => !used.has(c));
    if (key) {
      out[v] = key;
      used.add(key);
    }
  }
  return out;
}

export const INITIAL_PLAY: PlayState = { legal: [], verb: '', defaultVerb: '', args: [], cursor: DONE, typed: '', message: '', keys: {} };

/** Starts a verb with no arguments chosen; the cursor stays on `keep` when that is still a choice. */
function startVerb(s: PlayState, verb: string, keep?: string): PlayState {
  const next = { ...s, verb, args: [], typed: '', wordMode: false, chosen: undefined };
  return withCursor(next, keep);
}

function withCursor(s: PlayState, keep?: string): PlayState {
  const list = choices(s);
  const cursor = keep !== undefined && list.includes(keep) ? keep : (list.find((c) => c !== DONE) ?? DONE);
  return { ...s, cursor: list.length ? cursor : DONE };
}

/** The words make `move`: it is chosen, unless the board asks for a second press and this is the first. */
function finish(s: PlayState, move: LegalMove): PlayState {
  const warning = s.confirms?.[move.text];
  if (warning === undefined || s.armed === move.text) return { ...s, typed: '', armed: undefined, chosen: move };
  return { ...s, typed: '', armed: move.text, message: `${warning}: Enter again to confirm, Esc to choose again.` };
}

/** Takes `word` as the next argument (or DONE to finish); completes the move when nothing else can follow. */
function take(s: PlayState, word: string): PlayState {
  if (word === DONE) {
    const { complete } = nextWords(s.legal, s.verb, s.args);
    return complete ? finish(s, complete) : s;
  }
  const args = [...s.args, word];
  const { next, complete } = nextWords(s.legal, s.verb, args);
  if (complete && next.length === 0) {
    // armed: the last word stays the cursor, so the second Enter names the same move
    const after = finish({ ...s, message: '' }, complete);
    return after.chosen ? { ...after, args } : { ...after, cursor: word };
  }
  return withCursor({ ...s, args, typed: '', message: '' });
}

/** Moves the cursor: on the board by position when every choice has one, else along the list. */
function arrow(s: PlayState, dir: Direction): PlayState {
  const list = choices(s);
  if (list.length <= 1) return s;
  const at = s.targets?.[s.cursor];
  const placed = s.targets && list.every((c) => c === DONE || s.targets?.[c]);
  if (at && placed) {
    const [dx, dy] = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[dir];
    let best: string | undefined;
    let bestScore = Infinity;
    for (const c of list) {
      const p = c === DONE ? undefined : s.targets?.[c];
      if (!p || c === s.cursor) continue;
      const along = (p[0] - at[0]) * dx + (p[1] - at[1]) * dy;
      if (along <= 0) continue;
      const across = Math.abs((p[0] - at[0]) * dy) + Math.abs((p[1] - at[1]) * dx);
      const score = along + 2 * across;
      if (score < bestScore) {
        bestScore = score;
        best = c;
      }
    }
    return best === undefined ? s : { ...s, cursor: best, typed: '' };
  }
  const i = list.indexOf(s.cursor);
  const step = dir === 'up' || dir === 'left' ? -1 : 1;
  return { ...s, cursor: list[(i + step + list.length) % list.length], typed: '' };
}

/** The verb whose key `ch` is: a lowercase key takes either case, a costly verb's capital only itself. */
function verbOfKey(s: PlayState, ch: string, except?: string): string | undefined {
  return Object.keys(s.keys).find((v) => v !== except && (s.keys[v] === ch || s.keys[v] === ch.toLowerCase()));
}

/** Starts `verb` from its key; a verb that needs nothing more is played at once, unless it is costly. */
function byKey(s: PlayState, verb: string): PlayState {
  const next = { ...startVerb(s, verb, s.cursor), message: '' };
  const list = choices(next);
  if (list.length === 1 && list[0] === DONE && !s.costly?.includes(verb)) return take(next, DONE);
  return next;
}

/** A typed character: another action's key first (unless after `/` or inside a word), else part of a word. */
function typeChar(s: PlayState, ch: string): PlayState {
  if (ch === WORD_PREFIX && !s.typed) return { ...s, wordMode: true, message: '' };
  if (!s.typed && !s.wordMode) {
    const other = verbOfKey(s, ch, s.verb);
    if (other) return byKey(s, other);
  }
  const forced = s.wordMode === true;
  s = { ...s, wordMode: false };
  const typed = (s.typed + ch).toLowerCase();
  const list = choices(s).filter((c) => c !== DONE);
  const starts = list.filter((c) => c.toLowerCase().startsWith(typed));
  const exact = starts.find((c) => c.toLowerCase() === typed);
  if (exact && starts.length === 1) return take({ ...s, message: '' }, exact);
  if (starts.length) return { ...s, typed, cursor: exact ?? starts[0], message: '' };
  if (!s.typed && !forced) {
    const verb = verbOfKey(s, ch);
    if (verb) return byKey(s, verb);
  }
  // a word another verb takes first ("b2" while drawing means nothing; while keeping, it is a swap); never a costly one
  if (s.args.length === 0) {
    const verbs = verbsOf(s.legal).filter((v) => v !== s.verb && !s.costly?.includes(v));
    const fits = verbs.filter((v) => nextWords(s.legal, v, []).next.some((w) => w.toLowerCase().startsWith(typed)));
    if (fits.length === 1) return typeChar({ ...startVerb(s, fits[0]), wordMode: true }, typed);
    if (fits.length > 1) {
      const keys = fits.map((v) => `${s.keys[v] ?? v} (${v})`).join(' or ');
      return { ...s, typed: '', message: `"${typed}": press ${keys} first` };
    }
  }
  const capital = typed.length === 1 ? verbOfKey(s, typed.toUpperCase()) : undefined;
  if (capital && s.keys[capital] !== typed) {
    return { ...s, typed: '', message: `"${typed}" is not a choice here (${s.keys[capital]}, with Shift, is ${capital})` };
  }
  return { ...s, typed: '', message: `"${typed}" is not a choice here` };
}

/** Sets the words of a legal move (a hint), so that Enter plays it. */
function select(s: PlayState, text: string): PlayState {
  const m = s.legal.find((l) => l.text === text);
  if (!m) return s;
  const w = words(text);
  const args = w.slice(1, -1);
  const last = w.length > 1 ? w[w.length - 1] : DONE;
  return { ...s, verb: w[0], args, cursor: last, typed: '', message: '', chosen: undefined };
}

export function playReducer(s: PlayState, a: PlayAction): PlayState {
  // only choosing the armed move again plays it: every other key disarms it, and Esc only that
  if (s.armed !== undefined && a.type !== 'enter' && a.type !== 'char') {
    if (a.type === 'escape') return { ...s, armed: undefined, message: '' };
    s = { ...s, armed: undefined };
  }
  switch (a.type) {
    case 'reset': {
      const verbs = verbsOf(a.legal);
      const first = a.defaultVerb !== undefined && verbs.includes(a.defaultVerb) ? a.defaultVerb : (verbs[0] ?? '');
      const base: PlayState = {
        ...s,
        legal: a.legal,
        targets: a.targets,
        keys: assignKeys(verbs, a.preferredKeys, a.costly),
        costly: a.costly,
        defaultVerb: first,
        message: a.message ?? '',
        chosen: undefined,
        confirms: a.confirms,
        armed: undefined,
      };
      return startVerb(base, first, s.cursor);
    }
    case 'arrow':
      return arrow({ ...s, message: '' }, a.dir);
    case 'enter':
      if (!s.verb) return s;
      if (choices(s).length === 0) return s;
      return take({ ...s, message: '' }, s.cursor);
    case 'escape':
      if (s.typed || s.wordMode) return { ...s, typed: '', wordMode: false };
      if (s.args.length) return withCursor({ ...s, args: s.args.slice(0, -1), message: '' }, s.args[s.args.length - 1]);
      if (s.verb !== s.defaultVerb) return { ...startVerb(s, s.defaultVerb, s.cursor), message: '' };
      return { ...s, message: '' };
    case 'backspace':
      if (s.typed) return { ...s, typed: s.typed.slice(0, -1) };
      if (s.wordMode) return { ...s, wordMode: false };
      return playReducer(s, { type: 'escape' });
    case 'tab': {
      const verbs = verbsOf(s.legal);
      if (verbs.length < 2) return s;
      const i = verbs.indexOf(s.verb);
      const next = verbs[(i + (a.back ? -1 : 1) + verbs.length) % verbs.length];
      return { ...startVerb(s, next, s.cursor), message: '' };
    }
    case 'char':
      if (!s.verb) return s;
      return typeChar(s, a.ch);
    case 'verb':
      return verbsOf(s.legal).includes(a.verb) ? startVerb(s, a.verb, s.cursor) : s;
    case 'select':
      return select(s, a.text);
    case 'message':
      return { ...s, message: a.text };
  }
}
