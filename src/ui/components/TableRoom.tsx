import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import { boardFor } from '../boards/registry.js';
import { useKeys } from '../hooks/use-keys.js';
import { useScreen } from '../hooks/use-screen.js';
import { smallestFor, wrapText } from '../layout.js';
import type { TableSeat } from '../table-services.js';
import { KeyLegend } from './KeyLegend.js';

/**
 * A table's waiting room, until its game begins: the code to give (on its own line, as
 * `table code: ACDE`), who sits where, and for the host `s` to start now (people's seats
 * still empty are then the computer's). Esc leaves: a joined player's seat is free again; the
 * host is told first that leaving closes the table for everyone, and a second Esc does it.
 */
export function TableRoom({ seat, onStarted, onLeft }: {
  seat: TableSeat;
  /** The game has begun (every seat taken, or the host started it). */
  onStarted(): void;
  /** This terminal left the room, or the table went; `why` is said on the menu. */
  onLeft(why: string): void;
}) {
  const screen = useScreen();
  const [, setTick] = useState(0);
  const [closing, setClosing] = useState(false);
  useEffect(() => seat.session.subscribe(() => setTick((t) => t + 1)), [seat]);
  const room = seat.room();
  useEffect(() => {
    if (room.started) onStarted();
    else if (room.gone) onLeft(room.gone);
  });
  useKeys((input, key) => {
    if (key.escape) {
      if (room.host && !closing) return setClosing(true);
      seat.leave();
      return onLeft(room.host ? `You closed table ${room.code}.` : `You left table ${room.code}; your seat is free again.`);
    }
    if (closing) return setClosing(false);
    if (input === 's' && room.host) seat.start();
  });

  const width = screen.columns;
  const need = smallestFor(boardFor(room.gameId));
  const { columns, rows } = screen.size;
  const lines: { text: string; bold?: boolean; color?: string; dim?: boolean }[] = [{ text: `TABLE: ${room.game}`, bold: true }, { text: `table code: ${room.code}`, bold: true }];
  for (const t of wrapText(`Your friends pick Join a table in the menu and type the code (or type \`join ${room.code}\` after ssh).`, width)) lines.push({ text: t, dim: true });
  const seats: typeof lines = room.seats.map((s, i) => ({ text: `Seat ${i + 1}  ${s}` }));
  const waiting = room.free
    ? `Waiting for ${room.free} more; ${room.host ? `s starts now (${room.fill} plays the empty seats).` : 'the host may start before.'}`
    : 'Every seat is taken: the game begins.';
  const after: typeof lines = wrapText(waiting, width).map((text) => ({ text }));
  if (columns < need.columns || rows < need.rows) after.push({ text: `This game needs ${need.columns}x${need.rows}; the terminal is ${columns}x${rows}.`, color: 'yellow' });
  if (closing) after.push({ text: 'Esc again closes the table for everyone; any other key stays.', color: 'yellow' });
  // the seats give way first on a small terminal (their count is said on the last shown)
  const room4 = Math.max(1, screen.lines - 1 - lines.length - after.length);
  const shown = seats.length <= room4 ? seats : [...seats.slice(0, room4 - 1), { text: `${seats.length - room4 + 1} more seats` }];
  return (
    <Box flexDirection="column">
      {[...lines, ...shown, ...after].map((l, i) => (
        <Text key={i} wrap="truncate" bold={l.bold} dimColor={l.dim} color={l.color}>
          {l.text}
        </Text>
      ))}
      <KeyLegend keys={room.host ? [['s', 'start now'], ['Esc', 'close the table']] : [['Esc', 'leave the table']]} />
    </Box>
  );
}
