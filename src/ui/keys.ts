/**
 * The keys of the table and of its help page, in one table each: what a key does (the action
 * the handlers switch on), how the legend and the help page name it, and when it works. The
 * handlers (PlayScreenKeys.ts, HelpScreen.tsx), the bottom line's legend and the help page's
 * KEYS section all read these tables, so a key is spelled in one place.
 */
import type { Key } from 'ink';
import type { Glyphs } from './glyphs.js';

/** What a key of the table does. */
export type PlayAction =
  | 'move'
  | 'choose'
  | 'back'
  | 'erase'
  | 'next-action'
  | 'undo'
  | 'hint'
  | 'pause'
  | 'help'
  | 'quit'
  | 'type';

/** One key (or family of keys) of the table. */
export interface KeyEntry<A extends string> {
  /** What it does. */
  action: A;
  /** Its name on screen (the glyphs give the arrows). */
  label: string | ((g: Glyphs) => string);
  /** Its word in the bottom line's legend; undefined: only the help page names it. */
  legend?: string;
  /** In the legend on a wide layout only (the small ones keep the essentials). */
  wideOnly?: boolean;
  /** The help page's words for it (undefined: not on the help page); `verbs` and `typing` come from the game. */
  help?(game: { verbs: string; names: string; slash: string }): string;
  /**
   * When it works: `always` (also while a computer thinks, behind the curtain, on the help
   * page), or `deciding` (while the person on screen puts a move together).
   */
  when: 'always' | 'deciding';
  /** Left off the legend at a shared table, where the key does nothing (undo: other people's moves stand). */
  aloneOnly?: true;
  /** Whether the key pressed is this one (`typing`: a plain letter would be typed into a name instead). */
  is(input: string, key: Key, typing: boolean): boolean;
}

/** A key's name on screen. */
const labelOf = <A extends string>(k: KeyEntry<A>, g: Glyphs): string => (typeof k.label === 'string' ? k.label : k.label(g));
const arrows = (g: Glyphs) => (g.ascii ? 'arrows' : g.arrows);
const arrow = (key: Key) => key.upArrow || key.downArrow || key.leftArrow || key.rightArrow;
const plain = (ch: string) => (input: string, _key: Key, typing: boolean) => input === ch && !typing;
const char = (ch: string) => (input: string) => input === ch;

/** The table's keys, in the order the help page lists them. */
export const PLAY_KEYS: readonly KeyEntry<PlayAction>[] = [
  { action: 'move', label: arrows, legend: 'move', wideOnly: true, when: 'deciding', help: () => 'move between choices (on the board, or along the list)', is: (_i, key) => arrow(key) },
  { action: 'choose', label: 'Enter', legend: 'choose', when: 'deciding', help: () => 'choose (Space too)', is: (i, key) => key.return || i === ' ' || i === '\r' || i === '\n' },
  { action: 'back', label: 'Esc', legend: 'back', when: 'deciding', help: () => 'step back (Backspace too)', is: (_i, key) => key.escape },
  { action: 'erase', label: 'Backspace', when: 'deciding', is: (_i, key) => key.backspace || key.delete },
  { action: 'next-action', label: 'Tab', legend: 'action', wideOnly: true, when: 'deciding', help: () => 'the next kind of move (Shift-Tab: the one before)', is: (_i, key) => key.tab },
  {
    action: 'type',
    label: 'letters',
    when: 'deciding',
    help: (game) => `actions: ${game.verbs}. An action that needs nothing more acts at once.`,
    // any other printable character: a verb's key or part of a name (the play reducer decides)
    is: (i) => i.length === 1 && i >= ' ',
  },
  {
    action: 'type',
    label: 'typing',
    when: 'deciding',
    help: (game) =>
      `a choice by name chooses it at once: ${game.names}. A letter that is another action's key switches to it; an action that gives something away has a capital key (Shift), so typing never lands on it. To type a name that starts with an action's key (or with u or h), press / first: ${game.slash}`,
    is: () => false,
  },
  { action: 'undo', label: 'u', legend: 'undo', wideOnly: true, aloneOnly: true, when: 'deciding', help: () => 'undo, back to the last time a card was drawn or revealed', is: plain('u') },
  { action: 'hint', label: 'h', legend: 'hint', when: 'deciding', help: () => 'hint: what the computer would do, and why (Enter plays it while the choice is still that move)', is: plain('h') },
  { action: 'pause', label: '+ -', when: 'always', help: () => "the computer's pause before each move: longer, shorter", is: (i) => i === '+' || i === '-' },
  { action: 'help', label: '?', legend: 'help', when: 'always', help: () => 'this page; Esc or ? closes it', is: char('?') },
  { action: 'quit', label: 'q', legend: 'quit', when: 'always', help: () => "quit; the game is saved after every move (`dinner-games resume` or the menu's Continue picks it up)", is: char('q') },
];

/**
 * What a key does at the table: the entry of the table it is, among those that work now
 * (`deciding`: the person on screen puts a move together; `typing`: a name is being typed, so
 * u and h are letters of it). Ctrl-C is the program's, never the table's.
 */
export function playAction(input: string, key: Key, now: { deciding: boolean; typing: boolean }): PlayAction | undefined {
  if (key.ctrl && input === 'c') return undefined;
  const works = (k: KeyEntry<PlayAction>) => (k.when === 'always' || now.deciding) && k.is(input, key, now.typing);
  // a named key first; a plain character is typed only when it is none of them
  return (PLAY_KEYS.find((k) => k.action !== 'type' && works(k)) ?? PLAY_KEYS.find((k) => k.action === 'type' && works(k)))?.action;
}

/** Whether a key works whatever happens (help, quit, the computer's pause): no screen below takes it as its own. */
export function alwaysKey(input: string, key: Key): boolean {
  return PLAY_KEYS.some((k) => k.when === 'always' && k.is(input, key, false));
}

/** A key and its word, as the bottom line shows them. */
export type LegendEntry = readonly [string, string];

/** The bottom line of the table: its keys that work now, fewer on a small layout. */
export function playLegend(g: Glyphs, wide: boolean, when: 'deciding' | 'always' = 'deciding', shared = false): LegendEntry[] {
  return PLAY_KEYS.filter((k) => k.legend && (wide || !k.wideOnly) && !(shared && k.aloneOnly) && (when === 'deciding' || k.when === 'always')).map((k) => [labelOf(k, g), k.legend as string]);
}

/** The legend words of the keys that always work (`?` help, `q` quit), after a screen's own keys. */
export function alwaysLegend(g: Glyphs): LegendEntry[] {
  return playLegend(g, false, 'always');
}

/** The help page's KEYS entries: each key's name and words. */
export function playHelp(g: Glyphs, game: { verbs: string; names: string; slash: string }): [string, string][] {
  return PLAY_KEYS.filter((k) => k.help).map((k) => [labelOf(k, g), (k.help as NonNullable<typeof k.help>)(game)]);
}

/** What a key does on a page to read. */
export type PageAction = 'close' | 'down' | 'up' | 'page-down' | 'page-up' | 'top' | 'bottom';

/** The keys of a page to read (the help page); q quits, as the screen below it says. */
export const PAGE_KEYS: readonly (KeyEntry<PageAction> & { short?: string })[] = [
  { action: 'down', label: 'Up/Down', legend: 'scroll', when: 'always', is: (i, key) => key.downArrow || i === 'j' },
  { action: 'up', label: 'Up/Down', when: 'always', is: (i, key) => key.upArrow || i === 'k' },
  { action: 'page-down', label: 'PgUp/PgDn', legend: 'page', wideOnly: true, when: 'always', is: (i, key) => key.pageDown || i === ' ' },
  { action: 'page-up', label: 'PgUp/PgDn', when: 'always', is: (_i, key) => key.pageUp },
  { action: 'top', label: 'Home', when: 'always', is: (_i, key) => key.home },
  { action: 'bottom', label: 'End', when: 'always', is: (_i, key) => key.end },
  { action: 'close', label: 'Esc ?', short: 'Esc', legend: 'close', when: 'always', is: (i, key) => key.escape || key.return || i === '?' },
];

/** What a key does on a page to read, or undefined. */
export function pageAction(input: string, key: Key): PageAction | undefined {
  // closing first: Enter is also a return, and Esc never scrolls
  const close = PAGE_KEYS.find((k) => k.action === 'close');
  if (close?.is(input, key, false)) return 'close';
  return PAGE_KEYS.find((k) => k.is(input, key, false))?.action;
}

/** The bottom line of a page to read, fewer keys on a narrow screen; quit last. */
export function pageLegend(wide: boolean): LegendEntry[] {
  const name = (k: { label: KeyEntry<string>['label']; short?: string }) => (typeof k.label === 'string' ? k.label : '');
  const quit = PLAY_KEYS.find((k) => k.action === 'quit') as KeyEntry<PlayAction>;
  return [
    ...PAGE_KEYS.filter((k) => k.legend && (wide || !k.wideOnly)).map((k): LegendEntry => [wide ? name(k) : (k.short ?? name(k)), k.legend as string]),
    [name(quit), quit.legend as string],
  ];
}
