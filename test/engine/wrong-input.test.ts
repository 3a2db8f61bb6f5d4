// Wrong input is refused where it enters, in one line that names it, and never played as
// something else: a record's `"aces": true` is not one ace, `"0x4"` not four, an empty seed
// not seed 0; and what an error line repeats can neither break the line nor turn it around.
import { describe, expect, it } from 'vitest';
import { UsageError, clean, quote } from '../../src/engine/errors.js';
import { parseOptionPairs, parseWholeNumber, resolveOptions } from '../../src/engine/options.js';
import { parseRecord } from '../../src/engine/record.js';
import { replay } from '../helpers/rules.js';
import { getGame } from '../../src/engine/registry.js';
import { nearest, plural } from '../../src/engine/words.js';

const rdp = getGame('royal-dinner-party');
const record = (extra: Record<string, unknown>) => ({ game: 'royal-dinner-party', seed: 42, moves: [], ...extra });

/** The one line a UsageError thrown by `fn` prints. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    expect((e as UsageError).lines).toHaveLength(1);
    return (e as UsageError).lines[0];
  }
  throw new Error('accepted');
}

describe("a record's options mean exactly what they say", () => {
  it.each([
    [{ aces: true }, /field "options": option aces of royal-dinner-party takes a whole number from 0 to 4, not true$/],
    [{ aces: '0x4' }, /takes a whole number from 0 to 4, not "0x4"$/],
    [{ aces: '1e0' }, /not "1e0"$/],
    [{ aces: ' 4' }, /not " 4"$/],
    [{ aces: 4.5 }, /not 4\.5$/],
    [{ aces: [4] }, /not a list$/],
    [{ finalTouch: 1 }, /option finalTouch of royal-dinner-party takes true or false, not 1$/],
    [{ finalTouch: 'TRUE!' }, /takes true or false, not "TRUE!"$/],
    [{ seating: true }, /option seating of royal-dinner-party takes one of drawn, jqk, kqj, not true$/],
    [{ aces: '' }, /option aces of royal-dinner-party has no value/],
    [{ Aces: 2 }, /has no option "Aces" \(did you mean aces\?\)/],
  ])('%j is refused in one line naming the file and field', (options, message) => {
    const line = refusal(() => parseRecord(record({ options }), 'game.json'));
    expect(line).toMatch(/^game\.json: /);
    expect(line).toMatch(message);
  });

  it('while the values people write on a command line still read as before', () => {
    expect(resolveOptions(rdp, { finalTouch: 'off', aces: '2', jokers: 0, seating: 'kqj' })).toMatchObject({ finalTouch: false, aces: 2, jokers: 0, seating: 'kqj' });
    expect(Object.is(resolveOptions(rdp, { aces: '-0' }).aces, 0)).toBe(true);
    // and a record whose aces are a real 4 plays four aces (the deck has 4 + 2 jokers + 48)
    const r = replay(parseRecord(record({ options: { aces: 4 } }), 'game.json'));
    expect(r.game.deckFor(r.options, 1, r.data).length).toBe(54);
    const one = replay(parseRecord(record({ options: { aces: 1 } }), 'game.json'));
    expect(one.game.deckFor(one.options, 1, one.data).length).toBe(51);
  });
});

describe('a record has the fields of a record, each of its type', () => {
  it.each([
    [[], /the record is not|a record is a JSON object with game, seed, deck, options, seats, moves, not a list/],
    [record({ opitons: { aces: 2 } }), /field "opitons": not a field of a record \(did you mean options\?\)/],
    [record({ seed: '42' }), /field "seed": takes a whole number from 0 to 9007199254740991 \(2\^53-1\), not "42" \(text\)/],
    [record({ seed: -1 }), /field "seed": takes a whole number .*, not -1/],
    [record({ seed: 2 ** 53 }), /field "seed": takes a whole number/],
    [{ game: 'royal-dinner-party', moves: [] }, /field "seed": missing; it takes a whole number/],
    [record({ seats: [] }), /field "seats": takes a list of one seat kind per seat .*, not an empty list/],
    [record({ seats: 'human' }), /field "seats": takes a list/],
    [record({ seats: ['humane'] }), /field "seats": "humane" is not a seat kind/],
    [record({ options: [] }), /field "options": takes an object of option names to values, not a list/],
    [record({ moves: 'draw' }), /field "moves": takes a list of moves/],
    [record({ deck: [1, 2] }), /field "deck": takes a list of card names/],
  ])('%j is refused', (value, message) => {
    expect(refusal(() => parseRecord(value, 'game.json'))).toMatch(message);
  });

  it("a save's own two fields are read past: replay reads a save", () => {
    const parsed = parseRecord(record({ ruleset: '/x/my.yaml', rules: { digest: 'abc', options: {} } }), 'save.json');
    expect(parsed).toEqual({ game: 'royal-dinner-party', seed: 42, deck: undefined, options: {}, seats: ['human'], moves: [] });
  });
});

describe('whole numbers typed for --seed, -n, --delay', () => {
  it.each([
    ['', /--seed is empty; give a whole number from 0$/],
    ['0x4', /--seed takes a whole number from 0, not "0x4"/],
    ['1e3', /not "1e3"/],
    [' 5', /not " 5"/],
    ['-1', /not "-1"/],
    ['+1', /not "\+1"/],
    ['4.0', /not "4\.0"/],
    ['1,2', /not "1,2"/],
    ['99999999999999999999', /not "99999999999999999999"/],
  ])('%j is refused', (text, message) => {
    expect(refusal(() => parseWholeNumber('--seed', text))).toMatch(message);
  });

  it('digits, with _ or , as separators, are read', () => {
    expect(parseWholeNumber('-n', '10_000', 1)).toBe(10_000);
    expect(parseWholeNumber('-n', '1,000,000', 1)).toBe(1_000_000);
    expect(parseWholeNumber('--seed', '0')).toBe(0);
    expect(refusal(() => parseWholeNumber('-n', '0', 1))).toMatch(/-n takes a whole number from 1, not 0$/);
    expect(refusal(() => parseWholeNumber('--delay', '10001', 0, 10_000))).toMatch(/--delay takes a whole number from 0 to 10000, not 10001/);
  });

  it('--option pairs need a key and a value', () => {
    expect(refusal(() => parseOptionPairs([' =4']))).toMatch(/has no key/);
    expect(refusal(() => parseOptionPairs(['aces=']))).toMatch(/has no value/);
    expect(parseOptionPairs(['aces = 2'])).toEqual({ aces: '2' });
  });
});

describe('what an error line repeats is inert', () => {
  it('control, bidirectional and invisible characters are escaped, as JSON writes them', () => {
    const evil = 'a\u202Eb\u2066c\u2069d\u200Fe\u061Cf\u200Bg\uFEFFh\u00ADi\n\u2028j\u{E0001}k\uD800';
    const q = quote(evil, 200);
    expect(q).toBe('"a\\u202eb\\u2066c\\u2069d\\u200fe\\u061cf\\u200bg\\ufeffh\\u00adi\\n\\u2028j\\udb40\\udc01k\\ud800"');
    expect(clean(evil)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\n\u2028\uFEFF]/u);
    // letters of every script stay as they are
    expect(quote('Dalí שלום 東京 🍰')).toBe('"Dalí שלום 東京 🍰"');
  });

  it('an error is as many lines as it has problems, whatever its parts hold', () => {
    expect(new UsageError('bad "x\ny"').lines).toEqual(['bad "x\ny"']);
    expect(new UsageError(['one', 'two']).lines).toEqual(['one', 'two']);
    expect(new UsageError(['one', 'two']).message).toBe('one\ntwo');
  });
});

describe('words', () => {
  it('counts agree with their nouns', () => {
    expect(plural(1, 'hand')).toBe('1 hand');
    expect(plural(0, 'pt')).toBe('0 pts');
    expect(plural(2, 'ploy')).toBe('2 ploys');
  });

  it('a mistyped name finds the one meant, and nothing far off', () => {
    expect(nearest('favourites', ['name', 'favorites', 'points'])).toBe('favorites');
    expect(nearest('ACES', ['aces', 'jokers'])).toBe('aces');
    expect(nearest('colour', ['game', 'name', 'options'])).toBeUndefined();
  });
});
