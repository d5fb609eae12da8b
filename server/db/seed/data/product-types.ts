// What the shop sells: one entry per kind of product, with the department it belongs to, the
// brands that make it, the price range and the attributes its containers vary by.
import type { DrawKind } from '../draw.js';
import { t, type Tr } from '../i18n.js';
import type { TextGroup } from './descriptions.js';
import type { MaterialKey } from './materials.js';

/** Axes a container varies by; each maps to an attribute and a subset of its options. */
export type Axis = 'frame' | 'size' | 'helmet' | 'colour' | 'wheel' | 'shoe';

export interface ProductType {
  id: string;
  category: string;
  draw: DrawKind;
  noun: Tr;
  group: TextGroup;
  brands: string[];
  /** Gross price range in euros. */
  price: [number, number];
  vatRate?: 4 | 10 | 22;
  /** Empty: a simple article. */
  axes: Axis[];
  materials: MaterialKey[];
  weightKg: [number, number];
  geometry?: boolean;
  /** Sold as a family: the same model in two or three finishes, one article each. */
  finishes?: boolean;
  stock?: 'untracked-often';
  cartMin?: number;
  cartMax?: number;
  pg18?: boolean;
  related: string[];
}

const p = (id: string, category: string, draw: DrawKind, noun: Tr, group: TextGroup, brands: string[], price: [number, number],
  axes: Axis[], materials: MaterialKey[], weightKg: [number, number], related: string[], extra: Partial<ProductType> = {}): ProductType =>
  ({ id, category, draw, noun, group, brands, price, axes, materials, weightKg, related, ...extra });

export const PRODUCT_TYPES: ProductType[] = [
  p('road-bike', 'bici-da-strada', 'road-bike', t('Bici da strada', 'Road bike', 'Vélo de route', 'Bicicleta de carretera', 'Rennrad'), 'bike', ['velox-cicli', 'carbonia'], [2490, 8990], ['frame', 'colour'], ['carbon-t800', 'carbon-t1000'], [6.8, 8.2], ['helmet', 'road-shoe', 'jersey', 'road-wheelset'], { geometry: true }),
  p('gravel-bike', 'bici-gravel', 'gravel-bike', t('Bici gravel', 'Gravel bike', 'Vélo gravel', 'Bicicleta gravel', 'Gravelbike'), 'bike', ['velox-cicli', 'dolomia'], [1890, 5990], ['frame', 'colour'], ['carbon-t800', 'alu', 'titanium'], [8.4, 10.2], ['gravel-wheelset', 'helmet', 'bottle', 'mtb-shoe'], { geometry: true }),
  p('mtb-hardtail', 'mtb-front', 'mtb-hardtail', t('Mountain bike front', 'Hardtail mountain bike', 'VTT semi-rigide', 'Bicicleta de montaña rígida', 'Hardtail-Mountainbike'), 'bike', ['dolomia'], [990, 3990], ['size', 'wheel'], ['alu', 'carbon-t800'], [10.5, 12.8], ['mtb-wheelset', 'mtb-shoe', 'helmet'], { geometry: true }),
  p('mtb-full', 'mtb-full', 'mtb-full', t('Mountain bike biammortizzata', 'Full-suspension mountain bike', 'VTT tout-suspendu', 'Bicicleta de montaña doble', 'Vollgefedertes Mountainbike'), 'bike', ['dolomia'], [2490, 7490], ['size', 'wheel'], ['carbon-t800', 'alu'], [12.4, 14.9], ['mtb-wheelset', 'mtb-shoe', 'helmet', 'tool'], { geometry: true }),
  p('e-bike', 'e-bike', 'e-bike', t('E-bike', 'E-bike', 'Vélo électrique', 'Bicicleta eléctrica', 'E-Bike'), 'bike', ['voltaggio'], [2990, 6990], ['size', 'colour'], ['alu', 'carbon-t800'], [16.5, 21.5], ['light', 'helmet', 'tool']),
  p('road-frame', 'telai-strada', 'road-frame', t('Telaio strada', 'Road frame', 'Cadre route', 'Cuadro de carretera', 'Rennradrahmen'), 'frame', ['carbonia', 'velox-cicli'], [1290, 3990], ['frame'], ['carbon-t1000', 'carbon-t800'], [0.78, 1.05], ['groupset', 'road-wheelset', 'handlebar', 'seatpost'], { geometry: true, finishes: true }),
  p('gravel-frame', 'telai-gravel', 'road-frame', t('Telaio gravel', 'Gravel frame', 'Cadre gravel', 'Cuadro gravel', 'Gravelrahmen'), 'frame', ['dolomia', 'velox-cicli'], [990, 2990], ['frame'], ['carbon-t800', 'titanium', 'alu'], [1.0, 1.6], ['gravel-wheelset', 'groupset', 'saddle'], { geometry: true, finishes: true }),
  p('mtb-frame', 'telai-mtb', 'mtb-frame', t('Telaio MTB', 'MTB frame', 'Cadre VTT', 'Cuadro MTB', 'MTB-Rahmen'), 'frame', ['dolomia', 'carbonia'], [1190, 3490], ['size'], ['carbon-t800', 'alu'], [1.1, 2.6], ['mtb-wheelset', 'seatpost', 'groupset'], { geometry: true, finishes: true }),
  p('road-wheelset', 'ruote-strada', 'wheelset', t('Ruote strada', 'Road wheelset', 'Roues route', 'Ruedas de carretera', 'Rennradlaufradsatz'), 'wheel', ['ruotalibera', 'carbonia'], [590, 2490], [], ['carbon-t800', 'carbon-t1000', 'alu'], [1.25, 1.65], ['road-frame', 'groupset', 'road-bike'], { finishes: true }),
  p('gravel-wheelset', 'ruote-gravel', 'wheelset', t('Ruote gravel', 'Gravel wheelset', 'Roues gravel', 'Ruedas gravel', 'Gravel-Laufradsatz'), 'wheel', ['ruotalibera', 'carbonia'], [490, 1890], [], ['carbon-t800', 'alu'], [1.45, 1.85], ['gravel-frame', 'gravel-bike']),
  p('mtb-wheelset', 'ruote-mtb', 'mtb-wheelset', t('Ruote MTB', 'MTB wheelset', 'Roues VTT', 'Ruedas MTB', 'MTB-Laufradsatz'), 'wheel', ['ruotalibera', 'dolomia'], [490, 2190], ['wheel'], ['carbon-t800', 'alu'], [1.55, 2.1], ['mtb-frame', 'mtb-full']),
  p('groupset', 'gruppi', 'groupset', t('Gruppo', 'Groupset', 'Groupe', 'Grupo', 'Gruppe'), 'part', ['trasmissa'], [690, 2990], [], ['alu', 'carbon-t800'], [2.3, 2.9], ['road-frame', 'gravel-frame']),
  p('handlebar', 'manubri-e-attacchi', 'handlebar', t('Manubrio integrato', 'Integrated handlebar', 'Cintre intégré', 'Manillar integrado', 'Integrierter Lenker'), 'part', ['orobica', 'carbonia'], [89, 449], [], ['carbon-t800', 'alu'], [0.24, 0.38], ['road-frame', 'saddle']),
  p('saddle', 'selle', 'saddle', t('Sella', 'Saddle', 'Selle', 'Sillín', 'Sattel'), 'part', ['sellaria-veneta'], [59, 289], [], ['carbon-t800', 'microfibre', 'titanium'], [0.14, 0.26], ['seatpost', 'bib'], { finishes: true }),
  p('seatpost', 'reggisella', 'seatpost', t('Reggisella', 'Seatpost', 'Tige de selle', 'Tija de sillín', 'Sattelstütze'), 'part', ['orobica', 'carbonia'], [49, 349], [], ['carbon-t800', 'alu'], [0.16, 0.52], ['saddle', 'road-frame']),
  p('jersey', 'maglie', 'jersey', t('Maglia', 'Jersey', 'Maillot', 'Maillot', 'Trikot'), 'wear', ['borgo-sartoria'], [59, 149], ['size', 'colour'], ['polyester', 'merino'], [0.11, 0.16], ['bib', 'road-shoe', 'helmet']),
  p('bib', 'salopette', 'bib', t('Salopette', 'Bib shorts', 'Cuissard', 'Culote', 'Trägerhose'), 'wear', ['borgo-sartoria'], [79, 199], ['size'], ['polyester'], [0.16, 0.22], ['jersey', 'saddle']),
  p('jacket', 'giacche', 'jacket', t('Giacca', 'Jacket', 'Veste', 'Chaqueta', 'Jacke'), 'wear', ['borgo-sartoria'], [99, 289], ['size', 'colour'], ['polyester', 'merino'], [0.12, 0.38], ['jersey', 'light']),
  p('road-shoe', 'scarpe-strada', 'shoe', t('Scarpe strada', 'Road shoes', 'Chaussures route', 'Zapatillas de carretera', 'Rennradschuhe'), 'shoe', ['passo-calzature'], [119, 399], ['shoe', 'colour'], ['nylon-carbon', 'microfibre'], [0.22, 0.29], ['jersey', 'road-bike']),
  p('mtb-shoe', 'scarpe-mtb', 'shoe', t('Scarpe MTB', 'MTB shoes', 'Chaussures VTT', 'Zapatillas MTB', 'MTB-Schuhe'), 'shoe', ['passo-calzature'], [99, 299], ['shoe'], ['nylon-carbon', 'microfibre'], [0.3, 0.42], ['mtb-full', 'gravel-bike']),
  p('helmet', 'caschi', 'helmet', t('Casco', 'Helmet', 'Casque', 'Casco', 'Helm'), 'helmet', ['galea'], [79, 299], ['helmet', 'colour'], ['eps'], [0.21, 0.32], ['light', 'jersey']),
  p('light', 'luci', 'light', t('Luce', 'Light', 'Éclairage', 'Luz', 'Leuchte'), 'gear', ['fanalino'], [19, 129], [], ['alu'], [0.05, 0.18], ['helmet', 'jacket'], { stock: 'untracked-often' }),
  p('bottle', 'borracce', 'bottle', t('Borraccia', 'Bottle', 'Bidon', 'Bidón', 'Trinkflasche'), 'gear', ['montenergia', 'chiavetta'], [8, 15], [], ['polypropylene'], [0.07, 0.09], ['energy-bar', 'tool'], { cartMin: 2 }),
  p('energy-bar', 'nutrizione', 'energy-bar', t('Barretta energetica', 'Energy bar', 'Barre énergétique', 'Barrita energética', 'Energieriegel'), 'food', ['montenergia'], [3, 30], [], ['oats'], [0.04, 0.6], ['bottle'], { vatRate: 10, cartMax: 24 }),
  p('book', 'libri', 'book', t('Libro', 'Book', 'Livre', 'Libro', 'Buch'), 'book', ['ciclostile-edizioni'], [18, 39], [], ['paper'], [0.3, 0.9], ['book'], { vatRate: 4, stock: 'untracked-often' }),
  p('tool', 'attrezzi', 'tool', t('Multiattrezzo', 'Multi-tool', 'Multi-outil', 'Multiherramienta', 'Multitool'), 'gear', ['chiavetta'], [15, 89], [], ['steel'], [0.09, 0.25], ['bottle', 'light']),
];

/** CO2 cartridge kits: sold only to adults (pg18), kept to a couple of articles. */
export const CO2_TYPE: ProductType = p('co2', 'attrezzi', 'co2', t('Kit bombolette CO2', 'CO2 cartridge kit', 'Kit cartouches CO2', 'Kit de cartuchos CO2', 'CO2-Kartuschen-Set'), 'gear', ['chiavetta'], [19, 34], [], ['steel'], [0.1, 0.2], ['tool'], { pg18: true });

export interface BundleType { id: string; category: string; noun: Tr; members: string[] }

/** Bundles: two or three members, some of them containers (the buyer picks their variant). */
export const BUNDLE_TYPES: BundleType[] = [
  { id: 'kit-sicurezza', category: 'caschi', noun: t('Kit sicurezza', 'Safety kit', 'Kit sécurité', 'Kit de seguridad', 'Sicherheitsset'), members: ['helmet', 'light', 'bottle'] },
  { id: 'kit-granfondo', category: 'maglie', noun: t('Kit granfondo', 'Gran fondo kit', 'Kit cyclosportive', 'Kit marcha cicloturista', 'Gran-Fondo-Set'), members: ['jersey', 'bib', 'road-shoe'] },
  { id: 'kit-upgrade', category: 'ruote-strada', noun: t('Kit upgrade strada', 'Road upgrade kit', 'Kit upgrade route', 'Kit de mejora de carretera', 'Straßen-Upgrade-Set'), members: ['road-wheelset', 'saddle'] },
  { id: 'kit-avventura', category: 'ruote-gravel', noun: t('Kit avventura gravel', 'Gravel adventure kit', 'Kit aventure gravel', 'Kit aventura gravel', 'Gravel-Abenteuerset'), members: ['gravel-wheelset', 'bottle', 'tool'] },
];
