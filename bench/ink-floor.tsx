/**
 * The least any Ink program pays for its first frame: Ink, React and yoga loaded the way the
 * screens load them (no `fetch`, see src/ui/commands.ts), raw mode on, two lines of text
 * drawn, then idle until killed. `startup.ts` measures it beside the menu's first frame, so the
 * menu's ratio can be read against what Ink alone costs on the same machine in the same run.
 * With `--menu-sized` it draws a screen of the menu's size and shape instead (a title row,
 * sixteen rows of a label and a value, a line of help and a key legend at the bottom: 80x23),
 * none of the program's code: what drawing that many rows costs Ink alone.
 */
const fetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
const { Box, Text, render } = await import('ink');
if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', fetch);
if (process.stdin.isTTY) process.stdin.setRawMode(true);

const ROWS = ['Start a new game', 'Game', 'Seat 1', 'Final touch', 'Seating', 'Least interested', 'Aces', 'Jokers', 'Appetite limit'];
const MORE = ['Jack appetite', 'Queen appetite', 'King appetite', 'Seed', 'Computer pause', 'Statistics', 'Quit'];

function MenuSized() {
  return (
    <Box flexDirection="column" width={80} height={23}>
      <Box justifyContent="space-between">
        <Text bold>DINNER GAMES</Text>
        <Text dimColor>card games for a dinner party</Text>
      </Box>
      <Text> </Text>
      {[...ROWS, ...MORE].map((label, i) => (
        <Box key={label}>
          <Box width={24}>
            <Text inverse={i === 0}>{`${i === 0 ? '> ' : '  '}${label}`}</Text>
          </Box>
          {i > 0 && i < 12 ? <Text>{`< ${label.toLowerCase()} >`}</Text> : null}
        </Box>
      ))}
      <Text>A new game with the choices below.</Text>
      <Box flexGrow={1} />
      <Text dimColor>Up/Down choose  Left/Right change  Enter select  ? rules  q quit</Text>
    </Box>
  );
}

render(
  process.argv.includes('--menu-sized') ? (
    <MenuSized />
  ) : (
    <Box flexDirection="column">
      <Text bold>DINNER GAMES</Text>
      <Text>Start a new game</Text>
    </Box>
  ),
  { exitOnCtrlC: false, patchConsole: false },
);
// stays up like the menu does, until the benchmark kills it
setInterval(() => {}, 60_000);
