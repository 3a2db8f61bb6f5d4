/**
 * The arguments that open the menu without the router: none, or only the program's own
 * screen flags (`--ascii`, `--take-over`), as the router would read them. Anything else (a
 * command, help, the version, an unknown option, `--`) is undefined: the router decides.
 */
export function menuFlags(args: readonly string[]): { ascii: boolean; takeOver: boolean } | undefined {
  if (!args.every((a) => a === '--ascii' || a === '--take-over')) return undefined;
  return { ascii: args.includes('--ascii'), takeOver: args.includes('--take-over') };
}
