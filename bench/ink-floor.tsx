/**
 * The least any Ink program pays for its first frame: Ink, React and yoga loaded the way the
 * screens load them (no `fetch`, see src/ui/commands.ts), raw mode on, two lines of text
 * drawn, then idle until killed. `startup.ts` measures it beside the menu's first frame, so the
 * menu's ratio can be read against what Ink alone costs on the same machine in the same run.
 */
const fetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
const { Box, Text, render } = await import('ink');
if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', fetch);
if (process.stdin.isTTY) process.stdin.setRawMode(true);
render(
  <Box flexDirection="column">
    <Text bold>DINNER GAMES</Text>
    <Text>Start a new game</Text>
  </Box>,
  { exitOnCtrlC: false, patchConsole: false },
);
// stays up like the menu does, until the benchmark kills it
setInterval(() => {}, 60_000);
