// The play reducer, case by case: how keys put a move together from the legal moves' words.
import { describe, expect, it } from 'vitest';
import {
  DONE,
  INITIAL_PLAY,
  assignKeys,
  choices,
  nextWords,
  playReducer,
  verbsOf,
  type LegalMove,
  type PlayAction,
  type PlayState,
} from '../../src/ui/state/play-reducer.js';
import { TARGETS } from '../../src/ui/boards/royal-dinner-party/view.js';

const legal = (...texts: string[]): LegalMove[] => texts.map((text, move) => ({ move, text }));
const RDP_KEYS = { draw: 'd', place: 'p', ace: 'x', joker: 'j', seat: 's', helping: 'g', swap: 's', keep: 'k' };

function start(moves: LegalMove[], targets = TARGETS): PlayState {
  return playReducer(INITIAL_PLAY, { type: 'reset', legal: moves, targets, preferredKeys: RDP_KEYS });
}
const run = (s: PlayState, ...actions: PlayAction[]): PlayState => actions.reduce(playReducer, s);
const key = (ch: string): PlayAction => ({ type: 'char', ch });
const typed = (s: PlayState, text: string): PlayState => run(s, ...[...text].map(key));

describe('reading the legal moves as words', () => {
  const moves = legal('draw', 'ace a1', 'ace b2', 'joker a1 b2', 'joker a1 c3', 'joker c3 a1');
  it('lists the verbs in the order the game gives the moves', () => {
    expect(verbsOf(moves)).toEqual(['draw', 'ace', 'joker']);
  });
  it('gives the next words after a verb and its arguments', () => {
    expect(nextWords(moves, 'joker', [])).toEqual({ next: ['a1', 'c3'], complete: undefined });
    expect(nextWords(moves, 'joker', ['a1']).next).toEqual(['b2', 'c3']);
  });
  it('knows when the words so far already make a move', () => {
    expect(nextWords(moves, 'draw', []).complete?.text).toBe('draw');
    expect(choices({ legal: moves, verb: 'draw', args: [] })).toEqual([DONE]);
  });
  it('offers "that is all" first when a shorter move and longer ones share words', () => {
    const serve = legal('serve AP', 'serve AP BC', 'pass');
    expect(choices({ legal: serve, verb: 'serve', args: ['AP'] })).toEqual([DONE, 'BC']);
  });
});

describe('keys for verbs', () => {
  it("uses the game's preferred keys", () => {
    expect(assignKeys(['draw', 'ace', 'joker'], RDP_KEYS)).toEqual({ draw: 'd', ace: 'x', joker: 'j' });
  });
  it('falls back to a free letter of the verb, never a reserved key', () => {
    // h (hint), u (undo) and q (quit) are the screen's own
    expect(assignKeys(['help', 'undo', 'quiz'])).toEqual({ help: 'e', undo: 'n', quiz: 'i' });
  });
  it('gives two verbs with the same first letter different keys', () => {
    expect(assignKeys(['take', 'tell'])).toEqual({ take: 't', tell: 'e' });
  });
});

describe('reset', () => {
  it('starts on the first verb with the cursor on its first choice', () => {
    const s = start(legal('place b2', 'place c3', 'ace a1'));
    expect([s.verb, s.args, s.cursor]).toEqual(['place', [], 'b2']);
  });
  it('keeps the cursor where it was when that choice is still open', () => {
    const s = run(start(legal('place b2', 'place c3')), { type: 'arrow', dir: 'right' });
    expect(s.cursor).toBe('c3');
    const again = playReducer(s, { type: 'reset', legal: legal('place a1', 'place c3'), targets: TARGETS });
    expect(again.cursor).toBe('c3');
  });
  it('with no legal moves, offers nothing and Enter does nothing', () => {
    const s = start([]);
    expect(s.verb).toBe('');
    expect(playReducer(s, { type: 'enter' }).chosen).toBeUndefined();
  });
  it('carries a message to show', () => {
    const s = playReducer(INITIAL_PLAY, { type: 'reset', legal: legal('draw'), message: 'Took back: place b2.' });
    expect(s.message).toBe('Took back: place b2.');
  });
});

describe('Enter', () => {
  it('plays a verb without arguments', () => {
    expect(run(start(legal('draw', 'ace a1')), { type: 'enter' }).chosen?.text).toBe('draw');
  });
  it('plays the highlighted argument when it completes the move', () => {
    const s = run(start(legal('place b2', 'place c3')), { type: 'enter' });
    expect(s.chosen?.text).toBe('place b2');
  });
  it('takes a joker move in two steps: the card, then where it goes', () => {
    let s = run(start(legal('draw', 'joker a1 b2', 'joker a1 c3', 'joker c3 a1')), key('j'));
    expect([s.verb, s.cursor]).toEqual(['joker', 'a1']);
    s = run(s, { type: 'enter' });
    expect([s.args, s.cursor, s.chosen]).toEqual([['a1'], 'b2', undefined]);
    s = run(s, { type: 'arrow', dir: 'down' }, { type: 'enter' });
    expect(s.chosen?.text).toBe('joker a1 c3');
  });
});

describe('arrows', () => {
  const grid = legal('place a1', 'place c1', 'place b2', 'place a3', 'place c3');
  it('move on the board to the nearest choice in that direction', () => {
    let s = start(grid);
    expect(s.cursor).toBe('a1');
    s = run(s, { type: 'arrow', dir: 'right' });
    expect(s.cursor).toBe('c1');
    s = run(s, { type: 'arrow', dir: 'down' });
    expect(s.cursor).toBe('c3');
    s = run(s, { type: 'arrow', dir: 'left' });
    expect(s.cursor).toBe('a3');
  });
  it('stay put at the edge of the board', () => {
    expect(run(start(grid), { type: 'arrow', dir: 'up' }).cursor).toBe('a1');
  });
  it('reach the seats around the grid', () => {
    const s = run(start(legal('seat Ta', 'seat L1')), { type: 'arrow', dir: 'down' });
    expect(s.cursor).toBe('L1');
  });
  it('walk a plain list, wrapping, when the board places nothing', () => {
    let s = start(legal('ploy 1', 'ploy 5', 'ploy 10'), undefined);
    s = run(s, { type: 'arrow', dir: 'down' }, { type: 'arrow', dir: 'down' });
    expect(s.cursor).toBe('10');
    expect(run(s, { type: 'arrow', dir: 'right' }).cursor).toBe('1');
    expect(run(s, { type: 'arrow', dir: 'up' }).cursor).toBe('5');
  });
});

describe('typing', () => {
  it('a position plays it at once', () => {
    expect(typed(start(legal('place b2', 'place c3')), 'c3').chosen?.text).toBe('place c3');
  });
  it('is case-blind and keeps the game spelling', () => {
    expect(typed(start(legal('seat Ta', 'seat L1')), 'ta').chosen?.text).toBe('seat Ta');
  });
  it('waits while the letters fit several choices, highlighting the first', () => {
    const s = typed(start(legal('place b2', 'place c2', 'place c3')), 'c');
    expect([s.typed, s.cursor, s.chosen]).toEqual(['c', 'c2', undefined]);
  });
  it('waits on "1" when "10" is open too; Enter takes 1, "0" takes 10', () => {
    const s = typed(start(legal('ploy 1', 'ploy 10'), undefined), '1');
    expect([s.cursor, s.chosen]).toEqual(['1', undefined]);
    expect(run(s, { type: 'enter' }).chosen?.text).toBe('ploy 1');
    expect(typed(s, '0').chosen?.text).toBe('ploy 10');
  });
  it("a verb's key switches to that verb", () => {
    const s = typed(start(legal('draw', 'ace a1', 'ace b2')), 'x');
    expect([s.verb, s.cursor]).toEqual(['ace', 'a1']);
  });
  it('a word only another verb takes switches to it (the Final Touch: b2 means swap b2)', () => {
    const s = typed(start(legal('keep', 'swap a1', 'swap b2')), 'b2');
    expect(s.chosen?.text).toBe('swap b2');
  });
  it('a word several verbs take asks for the verb first', () => {
    const s = typed(start(legal('draw', 'ace a1', 'joker a1 b2')), 'a');
    expect(s.chosen).toBeUndefined();
    expect(s.message).toBe('"a": press x (ace) or j (joker) first');
  });
  it('anything else is refused with a message and forgotten', () => {
    const s = typed(start(legal('place b2')), 'z');
    expect([s.message, s.typed]).toEqual(['"z" is not a choice here', '']);
  });
});

describe('stepping back', () => {
  it('Escape forgets typed letters first', () => {
    const s = run(typed(start(legal('place c2', 'place c3')), 'c'), { type: 'escape' });
    expect(s.typed).toBe('');
  });
  it("Escape takes back the last argument, the cursor on it", () => {
    let s = run(start(legal('joker a1 b2', 'joker c3 a1')), { type: 'arrow', dir: 'right' });
    s = run(s, { type: 'enter' }, { type: 'escape' });
    expect([s.args, s.cursor]).toEqual([[], 'c3']);
  });
  it('Escape returns to the first verb', () => {
    const s = run(start(legal('draw', 'ace a1')), key('x'), { type: 'escape' });
    expect(s.verb).toBe('draw');
  });
  it('Backspace deletes one typed letter', () => {
    const s = typed(start(legal('seat Ta', 'seat Tb', 'seat L1')), 't');
    expect(run(s, { type: 'backspace' }).typed).toBe('');
  });
});

describe('Tab and hints', () => {
  it('Tab cycles the verbs, Shift-Tab backwards', () => {
    const s = start(legal('draw', 'ace a1', 'joker a1 b2'));
    expect(run(s, { type: 'tab' }).verb).toBe('ace');
    expect(run(s, { type: 'tab', back: true }).verb).toBe('joker');
  });
  it('select puts a whole move in place, so Enter plays it', () => {
    const s = run(start(legal('draw', 'joker a1 b2', 'joker a1 c3')), { type: 'select', text: 'joker a1 c3' });
    expect([s.verb, s.args, s.cursor]).toEqual(['joker', ['a1'], 'c3']);
    expect(run(s, { type: 'enter' }).chosen?.text).toBe('joker a1 c3');
  });
  it('select ignores a move that is not legal', () => {
    const s = start(legal('draw'));
    expect(run(s, { type: 'select', text: 'place b2' })).toEqual(s);
  });
});

describe('action keys that act, and actions that give something away', () => {
  it('an action key that needs nothing more plays it at once (d draws)', () => {
    const s = start(legal('ace a1', 'draw', 'joker a1 b2'));
    expect(s.verb).toBe('ace');
    expect(run(s, key('d')).chosen?.text).toBe('draw');
    // a key whose action still needs a word only selects it
    expect(run(s, key('j')).chosen).toBeUndefined();
    // the key of the action already selected plays it too, when it needs nothing more
    const drawing = start(legal('draw', 'ace a1'));
    expect(run(drawing, key('d')).chosen?.text).toBe('draw');
  });

  const JD_KEYS = { serve: 's', pass: 'p', discard: 'd', end: 'e' };
  const serving = (): PlayState =>
    playReducer(INITIAL_PLAY, { type: 'reset', legal: legal('serve fudge', 'serve yams', 'pass'), preferredKeys: JD_KEYS, costly: ['pass'] });

  it('typing "split" at a serve step never switches to pass (its key is a capital)', () => {
    const s = serving();
    expect(s.keys).toEqual({ serve: 's', pass: 'P' });
    const after = typed(s, 'split');
    expect(after.verb).toBe('serve');
    expect(after.chosen).toBeUndefined();
    // a lowercase p says where pass is
    expect(typed(s, 'p').message).toBe('"p" is not a choice here (P, with Shift, is pass)');
  });

  it('the capital selects the costly action but never plays it by itself: Enter does', () => {
    const s = run(serving(), key('P'));
    expect(s.verb).toBe('pass');
    expect(s.chosen).toBeUndefined();
    expect(run(s, { type: 'enter' }).chosen?.text).toBe('pass');
  });

  it('a word only a costly action takes does not switch to it', () => {
    const s = playReducer(INITIAL_PLAY, {
      type: 'reset',
      legal: legal('end', 'discard fudge', 'discard yams'),
      preferredKeys: JD_KEYS,
      costly: ['discard'],
    });
    expect(s.verb).toBe('end');
    const after = typed(s, 'f');
    expect(after.verb).toBe('end');
    expect(after.message).toBe('"f" is not a choice here');
    // the action chosen on purpose takes the word
    expect(typed(run(s, key('D')), 'fudge').chosen?.text).toBe('discard fudge');
  });
});

describe('moves the board asks to confirm', () => {
  const moves = legal('place 7B n1', 'place 7B n3', 'place 3G n1', 'done');
  const warn = { 'place 7B n3': '7B makes n3 impossible' };
  const arm = (): PlayState => {
    const s = playReducer(INITIAL_PLAY, { type: 'reset', legal: moves, confirms: warn });
    return run(s, { type: 'enter' }, key('n'), key('3'));
  };

  it('shows the warning and waits instead of playing the move', () => {
    const s = arm();
    expect(s.chosen).toBeUndefined();
    expect(s.armed).toBe('place 7B n3');
    expect(s.message).toBe('7B makes n3 impossible: Enter again to confirm, Esc to choose again.');
    expect([s.verb, s.args, s.cursor]).toEqual(['place', ['7B'], 'n3']);
  });
  it('plays it on a second Enter, or when its last word is typed again', () => {
    expect(playReducer(arm(), { type: 'enter' }).chosen?.text).toBe('place 7B n3');
    expect(typed(arm(), 'n3').chosen?.text).toBe('place 7B n3');
  });
  it('Esc disarms it and stays on the same step; an arrow disarms it too', () => {
    const back = playReducer(arm(), { type: 'escape' });
    expect([back.armed, back.message, back.args, back.cursor]).toEqual([undefined, '', ['7B'], 'n3']);
    expect(playReducer(back, { type: 'enter' }).chosen).toBeUndefined();
    const moved = run(arm(), { type: 'arrow', dir: 'left' }, { type: 'arrow', dir: 'right' });
    expect(moved.armed).toBeUndefined();
    expect(playReducer(moved, { type: 'enter' }).chosen).toBeUndefined();
  });
  it('another move made from the armed step is played at once when it needs no confirming', () => {
    expect(typed(arm(), 'n1').chosen?.text).toBe('place 7B n1');
  });
  it('moves without a warning are played at once, and a new position forgets the armed move', () => {
    const s = playReducer(INITIAL_PLAY, { type: 'reset', legal: moves, confirms: warn });
    expect(typed(playReducer(s, { type: 'enter' }), 'n1').chosen?.text).toBe('place 7B n1');
    const again = playReducer(arm(), { type: 'reset', legal: moves, confirms: warn });
    expect(again.armed).toBeUndefined();
    expect(run(again, { type: 'enter' }).chosen).toBeUndefined();
  });
  it('a verb without words is confirmed the same way', () => {
    const s = playReducer(INITIAL_PLAY, { type: 'reset', legal: legal('done', 'dispose n2'), confirms: { done: 'n2 stays' } });
    const armed = playReducer(s, { type: 'enter' });
    expect([armed.chosen, armed.armed]).toEqual([undefined, 'done']);
    expect(playReducer(armed, { type: 'enter' }).chosen?.text).toBe('done');
  });
});
