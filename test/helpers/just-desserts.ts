/** Stacked decks for Just Desserts tests. */
import { getGame } from '../../src/engine/registry.js';
import { compile } from '../../src/games/just-desserts/data.js';
import { loadRuleset } from '../../src/rulesets/index.js';

/** The built-in ruleset's data (the card tables). */
export const builtinData = loadRuleset(getGame('just-desserts')).data;

/**
 * A stacked deck: the guest pile top first (the rest follow in file order), the seats' hands
 * dealt one card at a time, then the dessert pile top first (the rest follow in file order).
 * Throws on an unknown or repeated card.
 */
export function stack(guests: string[], hands: string[][], pile: string[] = [], data: unknown = builtinData): string[] {
  const t = compile(data);
  const all = [...guests, ...hands.flat(), ...pile];
  if (new Set(all).size !== all.length) throw new Error(`stack: a card is named twice in ${all.join(' ')}`);
  for (const c of all) if (!t.codes.includes(c)) throw new Error(`stack: unknown card ${c}`);
  const used = new Set(all);
  const dealt: string[] = [];
  for (let k = 0; k < hands[0].length; k++) for (const hand of hands) dealt.push(hand[k]);
  return [
    ...guests,
    ...t.codes.slice(0, t.guests).filter((c) => !used.has(c)),
    ...dealt,
    ...pile,
    ...t.codes.slice(t.guests).filter((c) => !used.has(c)),
  ];
}

/**
 * Four seats, Candice drawn first. She craves marshmallow and veggies and dislikes chocolate:
 * seats 1 and 2 hold nothing that fits; seat 3 holds Candied yams (her favorite); seat 4
 * Toasted marshmallows and Carrot cake.
 */
export const candiceDeck = (): string[] =>
  stack(
    ['candice'],
    [
      ['fudge', 'candybar', 'vanilla', 'poundcake', 'yellowcake'],
      ['brulee', 'tapioca', 'cheesecake', 'shoofly', 'fortune'],
      ['yams', 'glazed', 'napoleon', 'fruitsalad', 'ginger'],
      ['toasted', 'carrot', 'brittle', 'pbcookies', 'macaroons'],
    ],
    ['sugarcookies', 'pecanice', 'cakedonut', 'torte', 'cherrypie'],
  );
