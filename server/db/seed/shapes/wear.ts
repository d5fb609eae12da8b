// Clothing and shoes, flat front views (shoes in side view).
import { circle, INK, line, type Paint, shade, shadow } from './common.js';

export function jersey(p: Paint, longSleeves: boolean): string {
  const sleeve = longSleeves
    ? 'M620,360 L300,960 L440,1010 L660,620 M1300,360 L1620,960 L1480,1010 L1260,620'
    : 'M620,360 L400,640 L540,720 L660,560 M1300,360 L1520,640 L1380,720 L1260,560';
  return [
    shadow(960, 1300, 520),
    `<path d="${sleeve}" fill="${shade(p.c1, -0.15)}" stroke="${shade(p.c1, -0.15)}" stroke-width="40" stroke-linejoin="round"/>`,
    `<path d="M620,360 L820,300 Q960,360 1100,300 L1300,360 L1300,1250 L620,1250 Z" fill="${p.c1}"/>`,
    `<path d="M620,760 L1300,${700 + (p.style % 3) * 60} L1300,880 L620,900 Z" fill="${p.c2}"/>`,
    line(960, 330, 960, 1250, INK, 6),
    `<path d="M820,300 Q960,380 1100,300" fill="none" stroke="${INK}" stroke-width="18"/>`,
  ].join('');
}

export function bib(p: Paint): string {
  return [
    shadow(960, 1320, 500),
    `<path d="M640,620 L1280,620 L1380,1250 L1020,1250 L960,900 L900,1250 L540,1250 Z" fill="${INK}"/>`,
    line(720, 620, 800, 240, p.c1, 60),
    line(1200, 620, 1120, 240, p.c1, 60),
    `<rect x="540" y="1160" width="360" height="90" fill="${p.c1}"/><rect x="1020" y="1160" width="360" height="90" fill="${p.c1}"/>`,
    `<rect x="640" y="620" width="640" height="60" fill="${p.c2}"/>`,
  ].join('');
}

export function shoe(p: Paint): string {
  return [
    shadow(960, 1080, 720),
    `<path d="M300,960 C300,760 420,640 640,600 C820,560 900,420 1060,440 C1200,460 1260,600 1420,680 C1560,750 1660,820 1660,960 Z" fill="${p.c1}"/>`,
    `<path d="M290,960 L1670,960 L1640,1030 L330,1030 Z" fill="${INK}"/>`,
    line(760, 640, 980, 840, shade(p.c1, -0.35), 30),
    line(900, 560, 1120, 780, shade(p.c1, -0.35), 30),
    circle(1120, 560, 60, `fill="${p.c2}" stroke="${INK}" stroke-width="14"`),
    `<path d="M1420,690 C1520,760 1600,820 1640,900" fill="none" stroke="${p.c2}" stroke-width="26"/>`,
  ].join('');
}
