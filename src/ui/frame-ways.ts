/**
 * Ways of making the screens' frames cheaper that can be turned off, each giving the same bytes
 * as Ink's own code: bench/screens.ts (`BENCH_SCREENS_WITHOUT`) draws a second set of tables
 * without one, in alternate blocks of the same run, to measure it against its absence.
 */
export const frameWays = {
  /** A styled line made from its escape codes and runs of one-cell characters (ink-frames.ts). */
  sgrRuns: true,
  /** Calls into yoga without embind's generic wrapper (yoga-calls.ts, in the bundle). */
  yogaCalls: true,
};
