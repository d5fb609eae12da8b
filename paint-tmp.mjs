import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const mode = process.argv[2];
for (const path of process.argv.slice(3)) {
  for (let i = 0; i < 3; i++) {
    const opts = mode === 'mobile' ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : {};
    const ctx = await b.newContext({ serviceWorkers: 'block', ...opts });
    const p = await ctx.newPage();
    await p.goto('http://127.0.0.1:8091' + path, { waitUntil: 'load' });
    await p.waitForTimeout(2500);
    const t = await p.evaluate(() => ({ paint: performance.getEntriesByType('paint').map(e => Math.round(e.startTime)), dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd), interactive: document.documentElement.dataset.interactive }));
    console.log(mode, path, JSON.stringify(t));
    await ctx.close();
  }
}
await b.close();
