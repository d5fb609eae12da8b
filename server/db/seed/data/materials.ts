// Materials and finishes, shown in extended fields and in family article names.
import { t, type Tr } from '../i18n.js';

export const MATERIALS = {
  'carbon-t800': t('Carbonio T800', 'T800 carbon', 'Carbone T800', 'Carbono T800', 'T800-Carbon'),
  'carbon-t1000': t('Carbonio T1000', 'T1000 carbon', 'Carbone T1000', 'Carbono T1000', 'T1000-Carbon'),
  alu: t('Alluminio 6061', '6061 aluminium', 'Aluminium 6061', 'Aluminio 6061', 'Aluminium 6061'),
  titanium: t('Titanio 3Al-2,5V', '3Al-2.5V titanium', 'Titane 3Al-2,5V', 'Titanio 3Al-2,5V', 'Titan 3Al-2,5V'),
  polyester: t('Poliestere riciclato', 'Recycled polyester', 'Polyester recyclé', 'Poliéster reciclado', 'Recyceltes Polyester'),
  merino: t('Lana merino', 'Merino wool', 'Laine mérinos', 'Lana merino', 'Merinowolle'),
  'nylon-carbon': t('Nylon e carbonio', 'Nylon and carbon', 'Nylon et carbone', 'Nailon y carbono', 'Nylon und Carbon'),
  eps: t('Policarbonato ed EPS', 'Polycarbonate and EPS', 'Polycarbonate et EPS', 'Policarbonato y EPS', 'Polycarbonat und EPS'),
  microfibre: t('Microfibra', 'Microfibre', 'Microfibre', 'Microfibra', 'Mikrofaser'),
  steel: t('Acciaio cromato', 'Chrome steel', 'Acier chromé', 'Acero cromado', 'Chromstahl'),
  polypropylene: t('Polipropilene senza BPA', 'BPA-free polypropylene', 'Polypropylène sans BPA', 'Polipropileno sin BPA', 'BPA-freies Polypropylen'),
  oats: t('Avena, datteri e mandorle', 'Oats, dates and almonds', 'Avoine, dattes et amandes', 'Avena, dátiles y almendras', 'Hafer, Datteln und Mandeln'),
  paper: t('Carta riciclata', 'Recycled paper', 'Papier recyclé', 'Papel reciclado', 'Recyclingpapier'),
} satisfies Record<string, Tr>;
export type MaterialKey = keyof typeof MATERIALS;

export const isCarbon = (m: MaterialKey) => m.startsWith('carbon') || m === 'nylon-carbon';

export interface FinishSeed { code: string; name: Tr; color1: string; color2?: string }

/** Finishes of family articles: the same product sold as separate articles. */
export const FINISHES: FinishSeed[] = [
  { code: 'nero-opaco', name: t('Nero opaco', 'Matte black', 'Noir mat', 'Negro mate', 'Mattschwarz'), color1: '#1b1b1b', color2: '#5f6368' },
  { code: 'bianco-perla', name: t('Bianco perla', 'Pearl white', 'Blanc nacré', 'Blanco perla', 'Perlweiß'), color1: '#eeeae0', color2: '#b0a890' },
  { code: 'rosso-corsa', name: t('Rosso corsa', 'Racing red', 'Rouge course', 'Rojo carreras', 'Rennrot'), color1: '#b71c1c' },
  { code: 'blu-notte', name: t('Blu notte', 'Midnight blue', 'Bleu nuit', 'Azul noche', 'Nachtblau'), color1: '#0d1b4c', color2: '#90caf9' },
  { code: 'verde-bosco', name: t('Verde bosco', 'Forest green', 'Vert forêt', 'Verde bosque', 'Waldgrün'), color1: '#2e5e2e' },
  { code: 'carbonio-naturale', name: t('Carbonio naturale', 'Raw carbon', 'Carbone brut', 'Carbono natural', 'Sichtcarbon'), color1: '#2b2b2b', color2: '#c9a227' },
];

/** Model names: mountain passes and valleys of the Alps and the Apennines, plus a suffix. */
export const PLACES = [
  'Gavia', 'Mortirolo', 'Pordoi', 'Giau', 'Fedaia', 'Zoncolan', 'Ghisallo', 'Presolana', 'Vivione', 'Crocedomini',
  'Manghen', 'Rolle', 'Falzarego', 'Valparola', 'Campolongo', 'Grappa', 'Nivolet', 'Agnello', 'Finestre', 'Sestriere',
  'Blockhaus', 'Terminillo', 'Maniva', 'Aprica', 'Bernina', 'Spluga', 'Sempione', 'Brennero', 'Cimone', 'Abetone',
];
export const SUFFIXES = ['SL', 'Pro', 'Evo', 'RS', 'Disc', 'Team', 'Race', 'Light', 'Aero', 'Endurance'];
