import { useKeys } from '../hooks/use-keys.js';
import type { PlayController } from '../hooks/use-play-controller.js';
import { playAction } from '../keys.js';
import type { Session } from '../session.js';
import { stepDelay } from '../state/menu-reducer.js';

/** What the table's keys act on. */
export interface PlayKeysTarget {
  session: Session;
  ctl: PlayController;
  /** Whether the help page is open. */
  help: boolean;
  /** Whether the person on screen puts a move together (no computer thinking, no curtain). */
  deciding: boolean;
  openHelp(): void;
  onQuit(): void;
  /** A note under the prompt ('' clears it); `note`: the one on screen. */
  note: string;
  setNote(note: string): void;
  /** After an undo: the position changed, with what to say. */
  afterChange(message?: string): void;
  /** After a key that may have played a move. */
  afterMove(): void;
  /** Asks for a hint for the person deciding. */
  askHint(): void;
}

/**
 * The table's keys, as the key table (keys.ts) names them: help, quit and the computer's pause
 * work whatever happens; the others only while the person on screen decides (muted while a
 * computer thinks, never while a hint is worked out: play does not wait for one).
 */
export function usePlayKeys(t: PlayKeysTarget): void {
  const { session, ctl } = t;
  useKeys((input, key) => {
    const action = playAction(input, key, { deciding: false, typing: false });
    if (action === 'quit') t.onQuit();
    else if (action === 'help' && !t.help) t.openHelp();
    else if (action === 'pause') {
      const next = stepDelay(session.delay, input === '+' ? 1 : -1);
      session.delay = next;
      t.setNote(`The computer now pauses ${next ? `${next} ms` : 'not at all'} before each move.`);
    } else session.key(input);
  });

  useKeys(
    (input, key) => {
      const st = ctl.peek();
      const action = playAction(input, key, { deciding: true, typing: Boolean(st.typed || st.wordMode) });
      if (action === 'quit' || action === 'help' || action === 'pause' || (key.ctrl && input === 'c')) return;
      // a note stays until the person acts
      if (t.note && !session.saveProblem) t.setNote('');
      // keys read together come one at a time (KeyRouter), each to the screen the last one left
      switch (action) {
        case 'move':
          ctl.dispatch({ type: 'arrow', dir: key.upArrow ? 'up' : key.downArrow ? 'down' : key.leftArrow ? 'left' : 'right' });
          break;
        case 'choose':
          ctl.dispatch({ type: 'enter' });
          t.afterMove();
          break;
        case 'back':
          ctl.dispatch({ type: 'escape' });
          break;
        case 'erase':
          ctl.dispatch({ type: 'backspace' });
          break;
        case 'next-action':
          ctl.dispatch({ type: 'tab', back: key.shift });
          break;
        case 'undo': {
          const undone = session.undo();
          t.afterChange(
            undone.moves.length
              ? `Took back: ${undone.moves.join(', ')}.`
              : undone.refused === 'shared'
                ? 'Moves are not taken back at a shared table.'
                : undone.refused === 'other'
                ? "Undo takes back your own moves, not another person's."
                : 'Nothing to take back: undo stops where a card was drawn or revealed.',
          );
          break;
        }
        case 'hint':
          t.askHint();
          break;
        case 'type':
          ctl.dispatch({ type: 'char', ch: input });
          t.afterMove();
          break;
      }
    },
    { isActive: t.deciding && !t.help },
  );
}
