// docs/product/orders.md#order-life draws contract/order-life.ts: this fails when they disagree,
// and prints the drawing to paste in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_LIFE, orderLifeDiagram } from './order-life.js';

const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'product', 'orders.md'), 'utf8');

/** The Mermaid block under the page's "Order life" heading. */
function drawnOnThePage(): string | undefined {
  const section = page.split(/^### Order life$/m)[1];
  return section?.match(/```mermaid\n([\s\S]*?)\n```/)?.[1];
}

describe('the order life on docs/product/orders.md', () => {
  it('is the table drawn', () => {
    expect(drawnOnThePage(), `paste under "### Order life" in docs/product/orders.md:\n\`\`\`mermaid\n${orderLifeDiagram()}\n\`\`\``)
      .toBe(orderLifeDiagram());
  });

  it('has an arrow for every move of the table, named by its workflow', () => {
    const drawing = orderLifeDiagram();
    for (const t of ORDER_LIFE) {
      expect(drawing).toMatch(new RegExp(`^  ${(t.from ?? '[*]').replace(/[[\]*]/g, '\\$&')} --> ${t.to} : .*\\b${t.by}\\b`, 'm'));
    }
  });
});
