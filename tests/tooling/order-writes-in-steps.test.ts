// An order changes only through its workflows' steps (docs/decisions/242-every-order-change-a-workflow.md):
// a file of the server that writes an order's tables defines steps (orderStep), and only the
// runner holds what runs a step or its undo, so no other code can call them by hand.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts')).map((path) => join('server', path));
const WRITES = /\.(update|insert|delete)\((orders|orderItems|orderRefunds|orderWithdrawals)\)/;

describe("an order's tables", () => {
  it('are written only by files of steps', () => {
    const writers = sources.filter((path) => WRITES.test(readFileSync(join(root, path), 'utf8')));
    expect(writers.length).toBeGreaterThan(0);
    const notSteps = writers.filter((path) => !readFileSync(join(root, path), 'utf8').includes('orderStep('));
    expect(notSteps).toEqual([]);
  });

  it("hold no reach into the runner's keys outside it", () => {
    const runner = 'server/domain/orders/step-runner.ts';
    const reaching = sources.filter((path) => path !== runner && /getOwnPropertySymbols|Symbol\('(run|undo)'\)/.test(readFileSync(join(root, path), 'utf8')));
    expect(reaching).toEqual([]);
  });
});
