// Run by `npm run build` before Vite empties dist/: the build being replaced keeps its hashed
// files in dist-previous/assets, which the server still serves (server/http/static-app.ts). An
// open tab of that version then loads the pages it has not opened yet (decision 202). Only the
// one build before is kept: dist-previous is replaced each time.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
const previous = resolve(process.argv[3] ?? `${dist}-previous`);
const assets = resolve(dist, 'assets');

if (existsSync(assets)) {
  rmSync(previous, { recursive: true, force: true });
  cpSync(assets, resolve(previous, 'assets'), { recursive: true });
  console.log(`kept the previous build's assets in ${previous}/assets`);
}
