/**
 * The prompts, situation lines and curtain notes of abilities: the plate action (each plate
 * guest once, in the seat's order, then `end`), an ability that may happen (`use` or
 * `skip`), and an ability's own choices (`pick C` a kind, `target klee` a guest, `take klee W`
 * a token on a guest, `seat dali 2` for a guest seated by an ability). Each says whose
 * decision it is ("your Fini": an ability can ask its owner on another seat's turn) and what
 * the keys do, in a long form and one that fits the compact layout's 58 columns. The words
 * come from the view's `pending` (the rules' own: `choice`, `guest`, `effect`, `for`).
 */
import type { SelectionView } from '../types.js';
import { fullName, shortName, tinyName, type Faces } from './faces.js';
import { kindName, pendingOf } from './view.js';
import type { SdpView } from '../../../games/surrealist-dinner-party/view.js';

/** What an ability's pending choice asks, in a few words ("which kind does Klee get"). */
function asks(v: SdpView, f: Faces, tiny: boolean): string {
  const p = pendingOf(v);
  const name = (c: string): string => (tiny ? tinyName(f, c) : shortName(f, c));
  switch (p?.what) {
    case 'pick': {
      if (p.effect === 'stash') return 'which kind goes to your Stash';
      if (p.effect === 'exchange') return 'which kind comes instead';
      return `which kind does ${p.for ? name(p.for) : p.guest ? name(p.guest) : 'it'} get`;
    }
    case 'target':
      if (p.effect === 'sendHome') return 'which guest goes home';
      if (p.effect === 'move' || p.effect === 'swap') return 'which guest first';
      if (p.effect === 'exchange') return "which guest's token goes back";
      return 'which guest';
    // a token is named by its guest first, then its kind (take klee W)
    case 'take':
      if (p.effect === 'forgive') return tiny ? 'which mismatch counts as a match' : 'which unmatched token counts as matching (its guest first)';
      if (p.effect === 'exchange') return tiny ? 'which token goes back' : 'which token goes back (its guest first)';
      return 'a token on which guest';
    case 'seat':
      return 'seat which guest from your hand, and where';
    default:
      return 'choose';
  }
}

/**
 * The prompt for an ability's step, as forms from the longest (`verb`: the move's verb being
 * put together; `args`: its words so far), or undefined for a step that is not an ability's.
 */
export function abilityPrompt(v: SdpView, f: Faces, sel: SelectionView): string[] | undefined {
  const { verb, args } = sel;
  const p = pendingOf(v);
  const g = p?.guest;
  const whose = g ? `Your ${shortName(f, g)}` : 'Your guest';
  const tiny = g ? tinyName(f, g) : 'it';
  const brief = g ? f.guests.get(g)?.brief : undefined;
  const canSkip = !!sel.legal?.includes('skip');
  if (p?.what === 'plates') {
    if (verb === 'use') return ['Plates: which guest\'s ability next? Enter uses it; e ends, the rest unused.', 'Plates: whose ability next? Enter uses it, e ends.'];
    if (verb === 'end') return ['End the plate action: Enter (the unused ones wait for the next course).', 'End the plate action: Enter.'];
    return undefined;
  }
  if (p?.what === 'use') {
    if (verb === 'skip') return [`Skip ${shortName(f, g ?? '')}'s ability: Enter.`, `Skip ${tiny}'s ability: Enter.`];
    if (verb !== 'use') return undefined;
    return [
      `${whose}'s ability may happen${brief ? ` (${brief})` : ''}: Enter uses it, k skips.`,
      `${whose}'s ability may happen: Enter uses it, k skips.`,
      `Your ${tiny}: Enter uses its ability, k skips.`,
    ];
  }
  if (!p || !['pick', 'target', 'take', 'seat'].includes(p.what) || !g) return undefined;
  if (verb === 'skip') return [`Do without ${shortName(f, g)}'s first part: Enter (the card says what instead).`, `Skip that part: Enter.`];
  const skip = canSkip ? ', k skips' : '';
  if (verb === 'take' && args.length === 1) return [`${whose}'s ability: which token on ${shortName(f, args[0])}? Enter takes it${skip}.`, `Your ${tiny}: which token on ${tinyName(f, args[0])}?`];
  if (verb === 'take' && args.length === 2) return [`${whose}'s ability: the ${kindName(args[1])} on which appetite of ${shortName(f, args[0])}?`, `Your ${tiny}: ${args[1]} on which appetite?`];
  if (verb === 'seat' && args.length === 1) return [`${whose}'s ability: seat ${shortName(f, args[0])} where? Places count from the left.`, `Seat ${tinyName(f, args[0])} where? From the left.`];
  return [`${whose}'s ability: ${asks(v, f, false)}? Enter chooses${skip}.`, `Your ${tiny}: ${asks(v, f, true)}?${skip ? ' k skips.' : ''}`];
}

/** What happens now, for an ability's decision: forms for you and for the seat deciding. */
export function abilitySituation(v: SdpView, f: Faces): { mine: string[]; theirs: string[] } | undefined {
  const p = pendingOf(v);
  if (p?.what === 'plates') {
    return {
      mine: ['Plates: use your plate guests\' abilities, each once, in your order; then end', 'Plates: each plate guest once, in your order; then end'],
      theirs: ['uses plate abilities'],
    };
  }
  if (!p?.guest || !(['use', 'pick', 'target', 'take', 'seat'] as readonly string[]).includes(p.what)) return undefined;
  const name = fullName(f, p.guest);
  const tiny = tinyName(f, p.guest);
  if (p.what === 'use') {
    return {
      mine: [`${name}'s ability may happen: use it or skip it (it is your choice)`, `${tiny}'s ability may happen: use or skip`],
      theirs: [`decides whether ${name}'s ability happens`, `decides on ${tiny}'s ability`],
    };
  }
  return {
    mine: [`${name}'s ability: ${asks(v, f, false)}?`, `${tiny}'s ability: ${asks(v, f, true)}?`],
    theirs: [`chooses for ${name}'s ability`, `chooses for ${tiny}'s ability`],
  };
}

/** Why the curtain calls `name` for an ability (at a shared keyboard), or undefined. */
export function abilityCurtain(v: SdpView, f: Faces, name: string): string | undefined {
  const p = pendingOf(v);
  if (!p?.guest) return undefined;
  if (p.what === 'use') return `${fullName(f, p.guest)}'s ability may happen: ${name} decides whether it does.`;
  if ((['pick', 'target', 'take', 'seat'] as readonly string[]).includes(p.what)) return `${fullName(f, p.guest)}'s ability: ${name} chooses how.`;
  return undefined;
}
