// Draws the PWA's PNG icons from public/icons/raggio.svg (run once when the logo changes:
// `npx tsx scripts/draw-icons.ts`; the PNGs are committed).
import sharp from 'sharp';

const source = 'public/icons/raggio.svg';
const background = '#101b33';

for (const size of [192, 512]) {
  await sharp(source, { density: 300 }).resize(size, size).png().toFile(`public/icons/icon-${size}.png`);
}
// Maskable: the logo inside the 80 % safe zone, full-bleed background (no rounded corners).
const inner = Math.round(512 * 0.8);
const logo = await sharp(source, { density: 300 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background } })
  .composite([{ input: logo, gravity: 'center' }])
  .png()
  .toFile('public/icons/maskable-512.png');
await sharp(source, { density: 300 }).resize(180, 180).flatten({ background }).png().toFile('public/icons/apple-touch-icon.png');
console.log('icons drawn in public/icons');
