/** Printing benchmark results: one line each, and a JSON line when BENCH_JSON is set. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function report(
  group: string,
  what: string,
  value: number | string,
  extra: { goal?: string; ok?: boolean } = {},
): void {
  const verdict = extra.ok === undefined ? '' : extra.ok ? '  ok' : '  MISSED';
  const goal = extra.goal ? `  (goal ${extra.goal})` : '';
  process.stdout.write(`[${group}] ${what}: ${value}${goal}${verdict}\n`);
  if (process.env.BENCH_JSON) process.stdout.write(`${JSON.stringify({ group, what, value, ...extra })}\n`);
}
