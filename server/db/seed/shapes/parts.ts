// Components and accessories.
import { circle, INK, line, type Paint, shade, shadow, STEEL } from './common.js';

export function groupset(p: Paint): string {
  const teeth = `stroke-dasharray="9 9"`;
  return [
    shadow(960, 1200, 620),
    circle(760, 700, 330, `fill="none" stroke="${INK}" stroke-width="26" ${teeth}`),
    circle(760, 700, 300, `fill="none" stroke="${p.c1}" stroke-width="46"`),
    circle(760, 700, 230, `fill="none" stroke="${shade(p.c1, -0.3)}" stroke-width="30"`),
    circle(760, 700, 70, `fill="${INK}"`),
    line(760, 700, 980, 1080, INK, 70),
    line(760, 700, 980, 1080, p.c2, 20),
    ...[150, 130, 110, 92, 76].map((r) => circle(1390, 640, r, `fill="none" stroke="${STEEL}" stroke-width="12"`)),
    `<path d="M1390,800 l-40,160 l110,90 l70,-40" fill="none" stroke="${INK}" stroke-width="34" stroke-linejoin="round"/>`,
    circle(1480, 1010, 26, `fill="${p.c1}"`),
  ].join('');
}

export function handlebar(p: Paint): string {
  const flare = 40 + (p.style % 3) * 30;
  return [
    shadow(960, 1150, 700),
    `<path d="M360,${560 + flare} C360,420 560,460 960,470 C1360,460 1560,420 1560,${560 + flare}" fill="none" stroke="${p.c1}" stroke-width="64" stroke-linecap="round"/>`,
    `<path d="M360,${560 + flare} q-20,200 120,300 M1560,${560 + flare} q20,200 -120,300" fill="none" stroke="${INK}" stroke-width="60" stroke-linecap="round"/>`,
    `<rect x="900" y="470" width="120" height="420" rx="40" fill="${shade(p.c1, -0.25)}"/>`,
    circle(960, 900, 80, `fill="none" stroke="${p.c2}" stroke-width="22"`),
  ].join('');
}

export function saddle(p: Paint): string {
  const width = 200 + (p.style % 3) * 30;
  return [
    shadow(960, 1120, 640),
    `<path d="M400,720 C400,${720 - width} 900,560 1520,670 C1580,690 1580,750 1520,770 C900,880 400,${720 + width} 400,720 Z" fill="${p.c1}"/>`,
    `<path d="M620,720 C760,690 1000,690 1260,715 C1000,740 760,750 620,720 Z" fill="${shade(p.c1, -0.45)}"/>`,
    `<path d="M420,640 C560,600 700,610 820,640" fill="none" stroke="${p.c2}" stroke-width="24" stroke-linecap="round"/>`,
    line(760, 880, 1300, 850, STEEL, 20),
  ].join('');
}

export function seatpost(p: Paint): string {
  return [
    shadow(960, 1260, 420),
    line(820, 1230, 1120, 330, p.c1, 84),
    line(960, 810, 1000, 690, p.c2, 84),
    `<rect x="1010" y="230" width="240" height="90" rx="30" fill="${INK}" transform="rotate(-8 1130 275)"/>`,
    ...[0, 1, 2, 3].map((i) => line(880 - i * 0, 1050 - i * 40, 930, 1050 - i * 40, '#fff', 6)),
  ].join('');
}

export function helmet(p: Paint): string {
  const vents = [0, 1, 2, 3, 4].map((i) =>
    `<ellipse cx="${650 + i * 150}" cy="${560 + Math.abs(2 - i) * 40}" rx="52" ry="24" fill="${INK}" transform="rotate(${-20 + i * 10} ${650 + i * 150} 560)"/>`);
  return [
    shadow(960, 1080, 560),
    `<path d="M440,900 C440,520 720,360 1040,380 C1380,400 1560,640 1500,900 Z" fill="${p.c1}"/>`,
    `<path d="M440,900 L1500,900 L1470,960 L480,960 Z" fill="${shade(p.c1, -0.35)}"/>`,
    `<path d="M560,520 C760,420 1100,420 1380,560" fill="none" stroke="${p.c2}" stroke-width="34"/>`,
    ...vents,
    `<path d="M700,960 L860,1180 L1060,960" fill="none" stroke="${INK}" stroke-width="14"/>`,
  ].join('');
}

export function light(p: Paint): string {
  return [
    shadow(960, 1060, 420),
    `<rect x="620" y="520" width="680" height="360" rx="90" fill="${p.c1}"/>`,
    circle(1160, 700, 130, `fill="#fff8d6" stroke="${INK}" stroke-width="18"`),
    circle(1160, 700, 60, `fill="#ffe066"`),
    `<rect x="720" y="640" width="220" height="46" rx="23" fill="${p.c2}"/>`,
    `<rect x="700" y="880" width="240" height="90" rx="20" fill="${INK}"/>`,
  ].join('');
}

export function bottle(p: Paint): string {
  return [
    shadow(960, 1290, 300),
    `<path d="M760,430 L1160,430 C1200,560 1200,600 1180,700 C1160,800 1200,900 1200,1000 L1200,1220 Q1200,1270 1150,1270 L770,1270 Q720,1270 720,1220 L720,1000 C720,900 760,800 740,700 C720,600 720,560 760,430 Z" fill="${p.c1}"/>`,
    `<rect x="800" y="300" width="320" height="140" rx="24" fill="${INK}"/>`,
    `<rect x="900" y="210" width="120" height="100" rx="20" fill="${p.c2}"/>`,
    `<rect x="720" y="920" width="480" height="160" fill="${p.c2}" opacity="0.85"/>`,
  ].join('');
}

export function energyBar(p: Paint): string {
  const crimp = (x: number) => Array.from({ length: 10 }, (_, i) => `${x + (i % 2) * 30},${560 + i * 36}`).join(' ');
  return [
    shadow(960, 1000, 640),
    `<rect x="400" y="560" width="1120" height="330" rx="30" fill="${p.c1}"/>`,
    `<polyline points="${crimp(380)}" fill="none" stroke="${shade(p.c1, -0.3)}" stroke-width="20"/>`,
    `<polyline points="${crimp(1510)}" fill="none" stroke="${shade(p.c1, -0.3)}" stroke-width="20"/>`,
    `<rect x="760" y="560" width="400" height="330" fill="${p.c2}"/>`,
  ].join('');
}

export function book(p: Paint): string {
  return [
    shadow(980, 1260, 520),
    `<rect x="560" y="220" width="820" height="1020" rx="16" fill="${p.c1}"/>`,
    `<rect x="560" y="220" width="70" height="1020" fill="${shade(p.c1, -0.35)}"/>`,
    circle(860, 760, 150, `fill="none" stroke="#fff" stroke-width="20"`),
    circle(1180, 760, 150, `fill="none" stroke="#fff" stroke-width="20"`),
    `<path d="M860,760 L980,600 L1120,600 L1180,760 M980,600 L1030,760 L860,760" fill="none" stroke="${p.c2}" stroke-width="20" stroke-linejoin="round"/>`,
    `<rect x="700" y="360" width="540" height="40" fill="#fff" opacity="0.8"/>`,
  ].join('');
}

export function tool(p: Paint): string {
  const bits = [0, 1, 2, 3, 4].map((i) => line(760, 720, 760 + Math.cos(-0.9 + i * 0.35) * 520, 720 + Math.sin(-0.9 + i * 0.35) * 520, STEEL, 34));
  return [shadow(960, 1100, 560), ...bits, `<rect x="620" y="620" width="760" height="200" rx="100" fill="${p.c1}"/>`, circle(760, 720, 40, `fill="${p.c2}"`)].join('');
}

export function co2(p: Paint): string {
  return [
    shadow(960, 1150, 360),
    `<rect x="800" y="420" width="320" height="700" rx="150" fill="${p.c1}"/>`,
    `<rect x="900" y="300" width="120" height="140" rx="10" fill="${STEEL}"/>`,
    `<rect x="800" y="760" width="320" height="120" fill="${p.c2}"/>`,
  ].join('');
}
