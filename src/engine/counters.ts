/**
 * A game's counters as a record, for a game that tells them by index (`Game.countInto`): the
 * record lists them in the order told, so `counters` and `countInto` can never disagree.
 */
export function countersRecord<S>(
  names: readonly string[],
  countInto: (state: S, count: (counter: number, value: number) => void) => void,
): (state: S) => Record<string, number> {
  return (state) => {
    const c: Record<string, number> = {};
    countInto(state, (i, v) => {
      c[names[i]] = v;
    });
    return c;
  };
}

/** The same for a game whose names come from its ruleset's data (`Game.counterNamesOf`). */
export function countersRecordOf<S>(
  namesOf: (state: S) => readonly string[],
  countInto: (state: S, count: (counter: number, value: number) => void) => void,
): (state: S) => Record<string, number> {
  return (state) => countersRecord(namesOf(state), countInto)(state);
}
