/**
 * A guest's ability in a few words ("plate: +D to yours", "door: nbrs +R"), for the table's
 * cells and the hand, where the card's whole text (often 100 characters and more) has no room.
 * Derived from the ability's data (its timing and effects), not written beside it, so the
 * words follow a designer's change of kinds, counts or targets and the ruleset gains no field.
 * The reader is lenient: an effect it does not know is skipped, so a new effect in the data
 * still draws (its whole text stays on the focus line).
 */

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');
const list = (x: unknown): string[] => (Array.isArray(x) ? x.map(str).filter(Boolean) : []);

/** Whom an effect reaches, in a word or two; '' for the guest itself. */
const TO: Record<string, string> = {
  self: '',
  neighbour: 'nbr',
  neighbours: 'nbrs',
  selfAndNeighbours: '& nbrs',
  ownGuest: 'yours',
  otherOwnGuest: 'another',
  anotherOwnGuest: 'another',
  eachOwn: 'each',
  eachOtherOwn: 'others',
  anotherGuest: 'anyone',
};

/** The kinds an effect gives: fixed (`+FW`), picked among a list (`+C/R`), or any kind. */
function given(e: Obj): string {
  const fixed = list(e.tokens);
  if (fixed.length) return `+${fixed.join('')}`;
  const n = typeof e.count === 'number' && e.count > 1 ? `${e.count} ` : '';
  if (Array.isArray(e.choose)) return `+${n}${list(e.choose).join('/')}`;
  if (e.choose === 'same') return '+same';
  if (e.choose === 'neighbourToken') return "+nbr's kind";
  return `+${n}any`;
}

/** One effect in a few words, or '' for one this reader does not know. */
function effectWords(e: Obj): string {
  const to = TO[str(e.to)] ?? '';
  const from = TO[str(e.from)] ?? '';
  const n = typeof e.count === 'number' ? e.count : 1;
  switch (str(e.effect)) {
    case 'gain': {
      const what = given(e);
      if (e.source === 'platter') return `${n > 1 ? n : 'one'} from platter`;
      return to ? `${to} ${what}`.replace(/^& nbrs (.*)$/, '$1 & nbrs') : what;
    }
    case 'move': {
      return `${to ? 'move' : 'take'} ${from ? `${from}'s` : 'a'} ${str(e.token) || 'token'}`;
    }
    case 'swap':
      return from === 'yours' ? 'swap 2 of yours' : `swap with ${from || to}`;
    case 'exchange':
      return `redo ${n}`;
    case 'replace':
      return 'rearrange';
    case 'stash':
      return `stash ${n}`;
    case 'sendHome':
      return `send ${to || 'a guest'} home`;
    case 'seat':
      return 'seat a guest';
    case 'draw':
      return n > 1 ? `draw ${n} guests` : 'draw a guest';
    case 'match': {
      const app = str(e.appetite);
      return app === 'any' ? `${str(e.token)} fits all` : `${str(e.token)} fits ${app}`;
    }
    case 'forgive':
      return `${n} mismatch ok`;
    case 'immune':
      return 'immune';
    case 'bonus':
      return `content +${n}`;
    case 'decline':
      return 'may refuse';
    default:
      return '';
  }
}

/** When the ability happens, in a word: the icon's (plate, door) or the trigger's event. */
function when(a: Obj): string {
  const timing = str(a.timing);
  if (timing === 'plate' || timing === 'door') return timing;
  if (timing === 'standing') return '';
  const on = isObj(a.on) ? a.on : {};
  if (on.event === 'courseEnd') return 'course end';
  if (on.event === 'home') return 'home';
  if (on.event === 'receive') return `${on.who === 'neighbour' ? 'nbr' : ''} gets ${str(on.token) || 'a token'}`.trim();
  return '';
}

/**
 * The ability's few words: when, the condition, then each effect ("plate: +D yours",
 * "door: if most C: stash 1", "R fits all"); '' for no ability; without `plateDoor` the words
 * "plate:" and "door:" are left out (a cell that has no room for them). A `brief` written in
 * the data is taken as it is.
 */
export function briefOf(ability: unknown, plateDoor = true): string {
  if (!isObj(ability)) return '';
  if (str(ability.brief)) return str(ability.brief);
  const effects = (Array.isArray(ability.effects) ? ability.effects : []).filter(isObj);
  const words = effects.map(effectWords).filter(Boolean);
  // two effects where the second only copies the first's kind read as one
  const what = words.join(', ').replace(/, another \+same$/, ', copy');
  const cond = isObj(ability.condition) ? list(ability.condition.stashMost) : [];
  const ifMost = cond.length ? `if most ${cond.join('/')}: ` : '';
  // without `plateDoor`, the icon's word goes (a table cell shows the icon's state beside it)
  const w = when(ability);
  const shown = plateDoor || (w !== 'plate' && w !== 'door') ? w : '';
  return `${shown ? `${shown}: ` : ''}${ifMost}${what}`.trim();
}
