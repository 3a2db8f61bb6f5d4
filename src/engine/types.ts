/**
 * The contract every game meets. It follows OpenSpiel's few questions: who acts now, what
 * may they do, apply it, what does this seat see, and resample the hidden part consistently
 * with what this seat saw. One engine (loop, records, players, simulator, screens) serves
 * any game that answers them.
 *
 * Conventions:
 * - Seats are numbered from 0 inside the engine; records, `replay --json` and the screens
 *   count from 1.
 * - A move is a small non-negative integer chosen by the game (fast to generate and compare);
 *   `moveText` and `parseMove` translate to and from the game's notation.
 * - `apply` mutates the state in place (as OpenSpiel's ApplyAction does); callers that keep
 *   history `clone` first. It is pure in every other sense: the result depends only on the
 *   state and the move, and randomness comes from `state.rng`.
 * - Cards are small integers too; `cardName` gives their notation.
 */
import type { RngState } from './rng.js';

/** Every game state carries its generator, so a seed and moves replay a game exactly. */
export interface BaseState {
  /** The seeded generator's state (see rng.ts). Never shown to a seat. */
  rng: RngState;
}

/** Something that happened, said as a person would say it, for the screens' log. */
export interface GameEvent {
  /** What happened, in a short sentence ("Served the Queen of Hearts at L2"). */
  text: string;
  /** Seats (from 0) that may read it; absent means everyone. */
  to?: number[];
  /** A category a screen may style or count ("serve", "helping", "capture", "draw", "reveal"). */
  kind?: string;
  /** True when the event uncovers hidden information: a draw, a reveal. Undo stops here. */
  reveals?: boolean;
}

/** A game option a player or designer can set with `--option key=value`. */
export interface OptionSpec {
  /** The key in records and on the command line. */
  key: string;
  /** One line for `--help`, the menu and the rules page. */
  description: string;
  /** The default value. */
  default: boolean | number | string;
  /** For strings: the allowed values. */
  choices?: readonly string[];
  /** For numbers: inclusive bounds. */
  min?: number;
  max?: number;
  /**
   * The value when the option is not set, worked out from the others (the Surrealist Dinner
   * Party's `fauxPas` follows `mode`); an option set explicitly keeps its value.
   */
  derive?(options: Options): boolean | number | string;
}

export type Options = Record<string, boolean | number | string>;

/** How the game ended, or that it has not. */
export interface Outcome {
  /** True once no seat has anything left to do. */
  over: boolean;
  /** Seats (from 0) that won; empty while playing or when everyone lost. */
  winners: number[];
  /** Each seat's score, in seat order. */
  scores: number[];
}

/** What a new game needs. */
export interface SetupContext {
  /** Drives every shuffle. */
  seed: number;
  /** Number of seats at the table (the game's own dummies are not seats). */
  seats: number;
  /** Every option filled in (defaults applied and validated). */
  options: Options;
  /** The first shuffle's order, top card first, when a record stacks the deck. */
  deck?: number[];
  /**
   * The ruleset's data tables (card lists and the like), as loaded from `rulesets/<id>.yaml`
   * and checked by `checkData`. Games without tables ignore it.
   */
  data?: unknown;
  /** When given, receives what happened while setting up (the first draws, a dealt topic). */
  events?: GameEvent[];
}

/**
 * A game's rules as loaded from a ruleset (src/rulesets reads and checks the files): option
 * values and the data tables. The engine never loads one; its callers hand it over.
 */
export interface Ruleset {
  /** Where it came from, for messages ("(built in)" when the game has no file). */
  source: string;
  /** True for the game's own ruleset (its file in rulesets/, or its coded defaults). */
  builtin?: boolean;
  /** The game it is for (absent in hand-made rulesets, as tests build them). */
  game?: string;
  /** The variant's name (`name:` in the file), when it gives one. */
  name?: string;
  /** Every option of the game, the file's values over the game's defaults. */
  options: Options;
  /**
   * The options the file itself sets (checked), without the defaults: what a record's or the
   * command line's options go over (see `optionsOver`), so that an option the file leaves out
   * still follows the others (`derive`). Absent in hand-made rulesets: `options` stands in.
   */
  given?: Options;
  /** The `data` section, as checked by the game. */
  data: unknown;
}

/** A study's counters as a game's report line reads them. */
export interface CounterFigures {
  /** Games in the study. */
  games: number;
  /** The names of the counters some game of the study reported, sorted. */
  names: readonly string[];
  /** A counter's mean per game (0 for a counter the game never reported). */
  mean(counter: string): number;
  /** The share of games in which a counter was above zero. */
  share(counter: string): number;
  /**
   * Wilson's interval for a rate of `hits` in `trials`, at `confidence` (0.95 unless given; a
   * table comparing many rates asks for more, e.g. 1 - 0.05 / rows, Bonferroni's correction).
   */
  interval(hits: number, trials: number, confidence?: number): [number, number];
}

/** How the simulator's report shows one game (every field optional). */
export interface SimReportHooks {
  /**
   * What measures a game's length in the report's histogram: `turns` (the default), `decisions`,
   * or one of the game's counters. Pick one that varies from game to game (The Feast always
   * plays 32 turns). Without it the report uses decisions when turns never vary.
   */
  length?: string;
  /** The game's own line under its counters: what a designer of it asks first, within 76 columns. */
  line?(c: CounterFigures): string;
  /**
   * The game's own table (one row per card, say), printed after its counters, each line within
   * 80 columns, with a footnote saying what each figure means.
   */
  table?(c: CounterFigures): string[];
  /**
   * Counters shown only by `table` (by name prefix, e.g. "won."): left out of the report's
   * generic counters table, which would otherwise list one row per card (JSON keeps them all).
   */
  tableCounters?: readonly string[];
  /**
   * The game's per-card balance table (the simulator's `cards`), made from counters named
   * `<figure>.<code>` that the game tells only for the cards of a game: `held.` 1 when some
   * seat held the card (whose wins are measured), `won.` that holder's partial win (a seat among
   * w winners wins 1/w; several holders: their mean), `used.` how often it was used (served,
   * scored, captured), `points.` the points it brought, and `seen.` 1 when it appeared at all
   * (left out: the games held). Counters with these prefixes stay out of the generic table.
   */
  cards?: CardTableHooks;
  /**
   * Rules a player may choose to use, each with the counter that counts its uses: a study in
   * which no game used one says so (a variant changing it changes nothing those players do).
   */
  rules?: readonly RuleUse[];
}

/** A rule the players choose to use, and how the simulator knows they did. */
export interface RuleUse {
  /** The rule as the rules page names it ("the Final Touch"). */
  rule: string;
  /** The counter of its uses in a game. */
  counter: string;
  /** The option that turns it on, when one does (off: the rule is not played, nothing to say). */
  option?: string;
  /** A seat kind that does use it (checked by the game's tests), named in the report. */
  usedBy: string;
}

/** How a game names the rows of its per-card table and says what its figures count. */
export interface CardTableHooks {
  /** What a row is ("guest", "rank"), the table's first column heading. */
  noun: string;
  /** The card's name as people say it, from the ruleset's data; the code itself when unknown. */
  name(code: string, data: unknown): string;
  /** Footnote lines (each within 76 columns, printed indented) saying what appeared, held, used and points mean here. */
  note: readonly string[];
}

/**
 * A game: its state type `S` (never shown to a seat) and its view type `V` (what a seat sees,
 * plain JSON; declared once, in the game's view.ts, and read by its board as it is).
 */
export interface Game<S extends BaseState = BaseState, V extends object = object> {
  /** The id used on the command line and in records ("royal-dinner-party"). */
  id: string;
  /** The name shown to people ("Royal Dinner Party"). */
  name: string;
  /** One line for `list`. */
  summary: string;
  /** Seat counts the game accepts. */
  players: { min: number; max: number };
  /** The options the game understands, with defaults. */
  options: readonly OptionSpec[];
  /** The rules page in the project's own words (Markdown-ish plain text, 72 columns). */
  rules: string;

  /**
   * Problems with a ruleset's `data` section, one line each naming the field ("guests.3.points:
   * must be a whole number"); empty when it is fine. Games without tables leave it out.
   */
  checkData?(data: unknown): string[];
  /**
   * Problems with options and data for a seat count ("startingHand: 5 desserts for 5 seats need
   * 25, the file has 20"), one line each naming the field; empty when they fit.
   */
  checkRuleset?(options: Options, seats: number, data?: unknown): string[];
  /**
   * What cannot happen in play with these options and data, though the ruleset loads (a guest
   * no meal can satisfy, a noble no cards complete): warnings, one line each naming the field
   * ("options.kingAppetite: ..."). Called only on a ruleset without problems.
   */
  warnRuleset?(options: Options, data?: unknown): string[];
  /** The zod schema of the ruleset's `data` section, published as JSON Schema for editors. */
  dataSchema?: unknown;
  /**
   * Every card of the game, in the order of a fresh (unshuffled) deck. `data` is the ruleset's
   * data section (undefined for a game without tables), as for `setup`.
   */
  deckFor(options: Options, seats: number, data: unknown): number[];
  /** The notation of a card ("10S", "RJ", "7"), with the ruleset's `data` its cards come from. */
  cardName(card: number, data: unknown): string;
  /** A new game, shuffled from `ctx.seed` (or stacked from `ctx.deck`). */
  setup(ctx: SetupContext): S;

  /** Seats that must act now, written into `out`; returns how many (0 when the game is over). */
  toMove(state: S, out: number[]): number;
  /** The legal moves of `seat`, written into `out`; returns how many. The one source of legality. */
  legal(state: S, seat: number, out: number[]): number;
  /** Plays a legal move in place. `events`, when given, receives what happened. */
  apply(state: S, seat: number, move: number, events?: GameEvent[]): void;
  /** A deep copy. */
  clone(state: S): S;
  /** The result so far. */
  outcome(state: S): Outcome;
  /** How many turns have been played (for statistics). */
  turn(state: S): number;

  /** The notation of a legal move ("place b2"), without the seat prefix. */
  moveText(state: S, seat: number, move: number): string;
  /**
   * Reads a move written more freely than `moveText` writes it (cards in any order), or
   * undefined. The engine still checks the result is legal. Without it, a written move must
   * match a legal move's text (spacing and case aside).
   */
  parseMove?(state: S, seat: number, text: string): number | undefined;
  /**
   * Why `text` is not legal for `seat` now, in a few words ("7H has no place: every top card is
   * higher"); called only after the text matched no legal move.
   */
  whyIllegal?(state: S, seat: number, text: string): string;

  /**
   * What `seat` may see, as plain JSON. `seat` -1 is a spectator: only what every seat sees
   * (this is `replay --json`'s `state`). Two states that differ only in what the seat cannot
   * see give deep-equal views.
   */
  view(state: S, seat: number): V;
  /**
   * A state drawn at random among those `seat` cannot tell from this one: the hidden part
   * (deck order, other hands, face-down choices) reshuffled consistently with the seat's view,
   * and a fresh generator from `rng`. Searching players plan on these, never on the truth.
   * Canonical: two states the seat cannot tell apart give the same sample from the same `rng`
   * (sort the hidden cards before shuffling them).
   */
  resample(state: S, seat: number, rng: RngState): S;
  /** Every place a card can be, each card in exactly one (checked after every move in tests). */
  zones(state: S): Record<string, readonly number[]>;

  /** Per-game statistics a designer of the game asks for (counted at the end of a game). */
  counters?(state: S): Record<string, number>;
  /**
   * The same counters told one by one, by their index in `counterNames`, in the order `counters`
   * lists them: the simulator counts a game this way without building an object per game (a
   * game with many counter names, one per card say, saves most of its per-game tally cost).
   * A game that has it defines `counters` over it (`countersRecord` in engine/counters.ts).
   */
  countInto?(state: S, count: (counter: number, value: number) => void): void;
  /** Every counter name `countInto` may tell, by index. */
  counterNames?: readonly string[];
  /**
   * For a game whose counter names come from its ruleset's data (one per card code): every
   * name `countInto` may tell for this state, by index; the same array for the same data.
   */
  counterNamesOf?(state: S): readonly string[];
  /** Why a lost or drawn game was lost, in a few words, for the simulator's report. */
  lossReason?(state: S): string | undefined;
  /** What the simulator's report says about this game beyond the common figures. */
  report?: SimReportHooks;
  /** A cheap, fair heuristic move for `seat`, planned on a state consistent with its view. */
  greedy?(sample: S, seat: number, legal: readonly number[], rng: RngState): number;
  /**
   * Only for a game whose `greedy` reads nothing a resample changes (what the seat sees, and
   * how many hidden cards of each kind there are) and changes nothing: draws from `rng`
   * exactly what `resample(state, seat, rng)` would, without building the sample. The greedy
   * player then plans on the state itself, and decides as it would on a sample, to the same
   * later draws of its generator. (The Feast: a sample was a tenth of a greedy game's time.)
   */
  skipResample?(state: S, seat: number, rng: RngState): void;
  /**
   * For a game whose `greedy` changes nothing it is handed (it copies a state before playing a
   * move on it): the sample `resample(state, seat, rng)` would draw, with the same draws from
   * `rng`, but sharing with `state` every array the resample leaves as it was, so it is built
   * without copying the whole state. Read it only, and only while `state` does not change.
   * Where the game's greedy reads, in this decision, nothing the sample deals again, it may be
   * `state` itself (the draws from `rng` the same).
   */
  sharedResample?(state: S, seat: number, rng: RngState): S;
}

/** What `list` and the help need of a game, kept in its own `meta.ts` (no rules loaded). */
export type GameMeta = Pick<Game, 'id' | 'name' | 'summary' | 'players' | 'options'>;

/** Any registered game, with its state and view types erased. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any>;
