// `npm run restore -- <file> [DATA_DIR]`: loads a dump made by `npm run backup` into a new data
// folder (decision 153); start the shop there with DATA_DIR=<that folder>.
import { resolve } from 'node:path';
import { restorePglite } from '../server/ops/backup.js';

const [file, target] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run restore -- <backup.tar.gz> [new DATA_DIR]');
  process.exit(1);
}
const dataDir = resolve(target ?? process.env.DATA_DIR ?? 'data');
try {
  await restorePglite(resolve(file), dataDir);
  console.log(`restored into ${dataDir}: start the shop with DATA_DIR=${dataDir}`);
} catch (err) {
  console.error(`not restored: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
