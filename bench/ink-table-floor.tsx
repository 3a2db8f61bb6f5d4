/**
 * The floor under the shared tables' screens (`BENCH_ONLY=screens` runs it beside them): a bare
 * Ink program, none of the program's screens (only its line of styled runs, `LineOf`), drawing
 * what a served Feast table's screens draw, key by key. What a key could cost the drawing thread with Ink 6.8 as this process has it
 * (the bundle's and src/ui/ink-fix.ts's changes to Ink are in force here too) if the screens did
 * nothing but draw their lines.
 *
 * The frames are real: a few Feast tables of four people are played first through the
 * program's own screens, and after every key each seat's frame (Ink's text of it) is kept, cut
 * into lines and each line into runs of one style. Each floor screen is one Box column of one
 * Text per line (runs of colour, bold, dim or inverse as nested Texts, as the program's lines
 * are drawn), on the same kind of terminal (80x24, a channel that only counts bytes) with the
 * same options but one (below). Enter at a seat gives each of the table's four screens its
 * seat's next frame, inside React's flushSync as the program's keys are; a seat whose frame did
 * not change is not drawn, and a line is drawn again only when it changed (the log's lines move
 * up by one, the mover's prompt and hand change, a board row changes).
 *
 * Kinds: `floor` (as the screens draw: incremental rendering on), `floor-full` (incremental
 * rendering off: each frame written whole), `floor-dom` (no React: Ink's nodes made and changed
 * directly, then Ink's layout, output and incremental writer).
 */
import { Box, render, useInput } from 'ink';
import { LineOf, type Segment } from '../src/ui/components/Line.js';
import { memo, useEffect, useState } from 'react';
import instances from '../node_modules/ink/build/instances.js';
import inkReconciler from '../node_modules/ink/build/reconciler.js';
import { ChannelTerminal } from '../src/serve/terminal.js';

/** A run of one style, as the program's lines are drawn. */
type Run = Segment;

/** A line of a frame: its text as Ink printed it (escape codes included), and its runs. Lines of the same text are one object. */
export interface FloorLine {
  raw: string;
  runs: Run[];
}

/** A table's game as its four seats saw it: after each key, each seat's frame. */
export type Recorded = FloorLine[][][];

/** The foreground colours chalk writes at level 1 (the server's level), by SGR code. */
const COLOURS: Record<number, string> = {
  30: 'black', 31: 'red', 32: 'green', 33: 'yellow', 34: 'blue', 35: 'magenta', 36: 'cyan', 37: 'white',
  90: 'gray', 91: 'redBright', 92: 'greenBright', 93: 'yellowBright', 94: 'blueBright', 95: 'magentaBright', 96: 'cyanBright', 97: 'whiteBright',
};

const SGR = /\u001B\[([0-9;]*)m/g;

/** A frame's line cut into runs of one style (the SGR codes chalk writes: colour, bold, dim, inverse). */
function runsOf(raw: string): Run[] {
  const runs: Run[] = [];
  let style: Omit<Run, 'text'> = {};
  let at = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = runs.at(-1);
    if (last && last.color === style.color && last.bold === style.bold && last.dim === style.dim && last.inverse === style.inverse) last.text += text;
    else runs.push({ text, ...style });
  };
  for (const m of raw.matchAll(SGR)) {
    push(raw.slice(at, m.index));
    at = m.index + m[0].length;
    style = { ...style };
    for (const p of (m[1] || '0').split(';').map(Number)) {
      if (p === 0) style = {};
      else if (p === 1) style.bold = true;
      else if (p === 2) style.dim = true;
      else if (p === 22) {
        style.bold = undefined;
        style.dim = undefined;
      }
      else if (p === 7) style.inverse = true;
      else if (p === 27) style.inverse = undefined;
      else if (p === 39) style.color = undefined;
      else if (COLOURS[p]) style.color = COLOURS[p];
      else throw new Error(`ink-table-floor: SGR ${p} in a frame is not read here`);
    }
    for (const k of ['color', 'bold', 'dim', 'inverse'] as const) if (style[k] === undefined) delete style[k];
  }
  push(raw.slice(at));
  return runs;
}

/**
 * Keeps every seat's frame after each key of `play` (which presses keys on screens opened
 * meanwhile): Ink's instances are caught as they are made, in the order the screens open.
 */
export function catchInstances(): { seen: { lastOutput?: string }[]; stop(): void } {
  const map = instances as unknown as WeakMap<object, unknown>;
  const seen: { lastOutput?: string }[] = [];
  const own = map.set;
  map.set = function (k: object, v: unknown) {
    seen.push(v as { lastOutput?: string });
    return own.call(this, k, v);
  };
  return { seen, stop: () => void (map.set = own) };
}

/** Frames (Ink's text of them) as lines of runs, a line of the same text always the same object. */
export function linesOf(frames: string[][]): FloorLine[][][] {
  const lines = new Map<string, FloorLine>();
  const line = (raw: string): FloorLine => {
    let l = lines.get(raw);
    if (!l) lines.set(raw, (l = { raw, runs: runsOf(raw) }));
    return l;
  };
  // a seat whose frame a key left as it was gets the same lines, and is not drawn again
  const screens = new Map<string, FloorLine[]>();
  const screen = (frame: string): FloorLine[] => {
    let s = screens.get(frame);
    if (!s) screens.set(frame, (s = frame.split('\n').map(line)));
    return s;
  };
  return frames.map((key) => key.map(screen));
}

const Row = memo(
  // LineOf has no hooks: called, it gives the program's own Text of the line
  function Row({ line }: { line: FloorLine }) {
    return LineOf({ segments: line.runs });
  },
  (a, b) => a.line === b.line,
);

/** React 19's flushSync, as the program's keys are handled (src/ui/components/KeyRouter.tsx). */
const reconciler = inkReconciler as unknown as { flushSyncFromReconciler(fn: () => void): void };

/**
 * One seat's screen: its lines, set from outside; Enter here tells the table, inside React's
 * flushSync as the program's keys are (so the four screens a key changes are drawn before its
 * turn ends; without it React draws one screen a turn).
 */
function Screen({ first, setter, onEnter }: { first: FloorLine[]; setter: (set: (lines: FloorLine[]) => void) => void; onEnter: () => void }) {
  const [lines, setLines] = useState(first);
  useEffect(() => setter(setLines), []);
  useInput((_, key) => key.return && reconciler.flushSyncFromReconciler(onEnter));
  return (
    <Box flexDirection="column">
      {lines.map((l, i) => (
        <Row key={i} line={l} />
      ))}
    </Box>
  );
}

export type FloorKind = 'floor' | 'floor-full' | 'floor-dom';

/** A floor table: its four screens replaying `game` from key `from`, round and round. */
export interface FloorTable {
  key(): void;
  close(): void;
  /** The screens' frames as Ink made them, now (to check them against the recorded ones). */
  frames(): (string | undefined)[];
  /** The frames recorded for the key last pressed. */
  expected(): string[];
}

export function openFloorTable(kind: FloorKind, game: Recorded, from: number, count: (bytes: number) => void): FloorTable {
  let at = from % game.length;
  let presses = 0;
  const sets: ((lines: FloorLine[]) => void)[] = [];
  const terms: ChannelTerminal[] = [];
  /** The table's next key: each seat's next frame. */
  const next = () => {
    at = (at + 1) % game.length;
    for (let seat = 0; seat < 4; seat++) sets[seat](game[at][seat]);
  };
  const caught = catchInstances();
  const units = [0, 1, 2, 3].map((seat) => {
    const channel = { writable: true, write: (c: string, cb: (e?: Error | null) => void) => (count(Buffer.byteLength(c)), cb(), true) };
    const term = new ChannelTerminal(channel, { columns: 80, rows: 24, maxColumns: 400, maxRows: 200, inputRate: 1e9, onFlood() {}, onStuck() {} });
    term.stdin.setRawMode(true);
    terms.push(term);
    return render(<Screen first={game[at][seat]} setter={(s) => (sets[seat] = s)} onEnter={next} />, {
      stdin: term.stdin,
      stdout: term.stdout,
      stderr: term.stdout,
      exitOnCtrlC: false,
      incrementalRendering: kind === 'floor',
      // the screens' keys at a table come 40 ms apart or more, so Ink draws each at once (its
      // wait between two frames of a screen is 17 ms at 60 a second); the floor's come a few
      // ms apart, and at 60 a second Ink would fold several into one frame
      maxFps: 1000,
      patchConsole: false,
    });
  });
  caught.stop();
  const inks = caught.seen;
  return {
    // Enter at one seat after another, as the recorded games were played
    key: () => terms[presses++ % 4].input(Buffer.from('\r')),
    close: () => units.forEach((u) => u.unmount()),
    frames: () => inks.map((i) => i.lastOutput),
    expected: () => game[at].map((f) => f.map((l) => l.raw).join('\n')),
  };
}

// Ink's insides, for the floor without React (`floor-dom`): imported by path, as src/ui/ink-fix.ts does
import chalk from 'chalk';
import Yoga from 'yoga-layout';
import colorize from '../node_modules/ink/build/colorize.js';
import { appendChildNode, createNode, createTextNode, removeChildNode } from '../node_modules/ink/build/dom.js';
import logUpdate from '../node_modules/ink/build/log-update.js';
import renderer from '../node_modules/ink/build/renderer.js';
import applyStyles from '../node_modules/ink/build/styles.js';
import { bsu, esu } from '../node_modules/ink/build/write-synchronized.js';

type DomNode = ReturnType<typeof createNode>;

/** What Ink's Text gives its node: the run's styles, applied as Text applies them. */
const transformOf = (r: Run) => (s: string): string => {
  if (r.dim) s = chalk.dim(s);
  if (r.color) s = colorize(s, r.color, 'foreground');
  if (r.bold) s = chalk.bold(s);
  if (r.inverse) s = chalk.inverse(s);
  return s;
};
const identity = (s: string): string => s;
const TEXT_STYLE = { flexGrow: 0, flexShrink: 1, flexDirection: 'row', textWrap: 'truncate' } as const;
const BOX_STYLE = { flexWrap: 'nowrap', flexDirection: 'column', flexGrow: 0, flexShrink: 1, overflowX: 'visible', overflowY: 'visible' } as const;

/**
 * The same floor without React: the nodes Ink's Box and Texts would make, made and changed here
 * directly (a changed line gets new children), then what Ink does for a frame (layout, output,
 * the incremental writer). What is left of a key with React's reconciling, the components and
 * the props' comparisons taken away.
 */
export function openFloorDomTable(game: Recorded, from: number, count: (bytes: number) => void): FloorTable {
  let at = from % game.length;
  const units = [0, 1, 2, 3].map((seat) => {
    const channel = { writable: true, write: (c: string, cb: (e?: Error | null) => void) => (count(Buffer.byteLength(c)), cb(), true) };
    const term = new ChannelTerminal(channel, { columns: 80, rows: 24, maxColumns: 400, maxRows: 200, inputRate: 1e9, onFlood() {}, onStuck() {} });
    const root = createNode('ink-root');
    const box = createNode('ink-box');
    box.style = BOX_STYLE as never;
    applyStyles(box.yogaNode!, BOX_STYLE as never);
    appendChildNode(root, box);
    const rows: { node: DomNode; line?: FloorLine }[] = [];
    const log = logUpdate.create(term.stdout, { incremental: true });
    let shown: FloorLine[] | undefined;
    let last = '';
    const show = (lines: FloorLine[]) => {
      if (lines === shown) return;
      shown = lines;
      while (rows.length < lines.length) {
        const node = createNode('ink-text');
        node.style = TEXT_STYLE as never;
        applyStyles(node.yogaNode!, TEXT_STYLE as never);
        (node as { internal_transform?: unknown }).internal_transform = identity;
        appendChildNode(box, node);
        rows.push({ node });
      }
      while (rows.length > lines.length) {
        const { node } = rows.pop()!;
        removeChildNode(box, node);
        node.yogaNode?.freeRecursive();
      }
      lines.forEach((line, i) => {
        const row = rows[i];
        if (row.line === line) return;
        row.line = line;
        for (const c of [...row.node.childNodes]) removeChildNode(row.node, c);
        if (!line.runs.length) appendChildNode(row.node, createTextNode(' ') as unknown as DomNode);
        for (const r of line.runs) {
          if (!(r.color || r.bold || r.dim || r.inverse)) {
            appendChildNode(row.node, createTextNode(r.text) as unknown as DomNode);
            continue;
          }
          const v = createNode('ink-virtual-text');
          v.style = TEXT_STYLE as never;
          (v as { internal_transform?: unknown }).internal_transform = transformOf(r);
          appendChildNode(v, createTextNode(r.text) as unknown as DomNode);
          appendChildNode(row.node, v);
        }
      });
      // Ink's frame: layout at the terminal's width, the output, written as Ink writes it
      root.yogaNode!.setWidth(80);
      root.yogaNode!.calculateLayout(undefined, undefined, Yoga.DIRECTION_LTR);
      const { output, outputHeight } = renderer(root, false);
      last = output;
      const toWrite = outputHeight >= 24 ? output : `${output}\n`;
      if (log.willRender(toWrite)) {
        term.stdout.write(bsu);
        log(toWrite);
        term.stdout.write(esu);
      }
    };
    show(game[at][seat]);
    return { show, frame: () => last, done: () => (log.done(), root.yogaNode?.freeRecursive()) };
  });
  return {
    key() {
      at = (at + 1) % game.length;
      for (let seat = 0; seat < 4; seat++) units[seat].show(game[at][seat]);
    },
    close: () => units.forEach((u) => u.done()),
    frames: () => units.map((u) => u.frame()),
    expected: () => game[at].map((f) => f.map((l) => l.raw).join('\n')),
  };
}
