// Draws the seeded promo and sponsor videos (public/media/*.webm): a spoked wheel turning on the
// shop's navy, one file per video breakpoint (576, 1080) plus the full 1920 rendition, each a
// seamless 3-second loop. Recorded with Chromium's MediaRecorder, so no video encoder is needed:
//   npx tsx scripts/draw-promo-videos.ts
import { chromium } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Width → height, 16:9. The widths are the spec's video breakpoints (docs/product/content.md#images) and the full size. */
const RENDITIONS = [[576, 324], [1080, 608], [1920, 1080]] as const;
const SECONDS = 3;
const output = join(import.meta.dirname, '..', 'public', 'media');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  for (const [width, height] of RENDITIONS) {
    const bytes = await page.evaluate(async ({ width, height, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const spokes = 24;
      const draw = (t: number) => {
        g.fillStyle = '#0a1020';
        g.fillRect(0, 0, width, height);
        const r = height * 0.38;
        const cx = width * 0.72;
        const cy = height * 0.5;
        // One loop turns the wheel by one spoke gap, so the last frame meets the first.
        const turn = (t / seconds) * ((2 * Math.PI) / spokes);
        g.lineWidth = Math.max(1, width / 900);
        g.strokeStyle = '#c9d1e0';
        for (let i = 0; i < spokes; i++) {
          const a = turn + (i * 2 * Math.PI) / spokes;
          g.beginPath();
          g.moveTo(cx + Math.cos(a) * r * 0.08, cy + Math.sin(a) * r * 0.08);
          g.lineTo(cx + Math.cos(a + 0.35) * r, cy + Math.sin(a + 0.35) * r);
          g.stroke();
        }
        g.lineWidth = r * 0.12;
        g.strokeStyle = '#1b1b1b';
        g.beginPath(); g.arc(cx, cy, r, 0, 2 * Math.PI); g.stroke();
        g.lineWidth = r * 0.05;
        g.strokeStyle = '#ffd600';
        g.beginPath(); g.arc(cx, cy, r * 0.9, 0, 2 * Math.PI); g.stroke();
        g.fillStyle = '#c9d1e0';
        g.beginPath(); g.arc(cx, cy, r * 0.1, 0, 2 * Math.PI); g.fill();
      };
      draw(0);
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: Math.round(width * 250) });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
      recorder.start();
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          if (t >= seconds) { resolve(); return; }
          draw(t);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    }, { width, height, seconds: SECONDS });
    const file = join(output, `wheel-${width}.webm`);
    await writeFile(file, Buffer.from(bytes));
    console.log(`${file}: ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
