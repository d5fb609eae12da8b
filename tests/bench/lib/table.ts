// Plain-text tables for the terminal: columns padded to their widest cell.
import type { BenchTable } from './types.js';

export function formatTable(table: BenchTable): string {
  const widths = table.columns.map((c, i) => Math.max(c.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [
    `== ${table.title}`,
    ...table.notes.map((n) => `   ${n}`),
    line(table.columns),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.rows.map(line),
  ].join('\n');
}
