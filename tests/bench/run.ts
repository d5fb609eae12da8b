// `npm run bench`: runs every measurement module in turn and prints their tables. Figures are
// printed, never asserted. `npm run bench -- api` runs only the named modules.
import { formatTable } from './lib/table.js';
import type { Measurement } from './lib/types.js';
import { apiThroughput } from './modules/api-throughput.js';
import { syncTime } from './modules/sync-time.js';
import { lighthouseBench } from './modules/lighthouse.js';
import { blockingBench } from './modules/blocking.js';
import { bundleBench } from './modules/bundle.js';
import { catalogueCsvBench } from './modules/catalogue-csv.js';
import { deepJsonBench } from './modules/deep-json.js';
import { checkoutBench } from './modules/checkout.js';
import { mctgBench } from './modules/mctg.js';
import { loadBench } from './modules/load.js';
import { shoppersBench } from './modules/shoppers.js';
import { repeatPaintBench } from './modules/repeat-paint.js';
import { tapWindowBench } from './modules/tap-window.js';

/** Later issues append their modules here (Lighthouse, bundle sizes, sync time, …). */
const MODULES: Measurement[] = [
  apiThroughput, syncTime, lighthouseBench, repeatPaintBench, blockingBench, bundleBench, checkoutBench, mctgBench, loadBench, shoppersBench, catalogueCsvBench, deepJsonBench, tapWindowBench,
];

// Options (--pg, …) are for the modules; the other arguments name modules.
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const selected = wanted.length === 0 ? MODULES : MODULES.filter((m) => wanted.includes(m.name));
if (selected.length === 0) {
  console.error(`No such bench module: ${wanted.join(', ')}. Known: ${MODULES.map((m) => m.name).join(', ')}`);
  process.exit(2);
}

const output: string[] = [];
for (const module of selected) {
  console.log(`[bench] ${module.name}…`);
  for (const table of await module.run()) output.push(formatTable(table));
}
console.log(`\n${output.join('\n\n')}\n`);
