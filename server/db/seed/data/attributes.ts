// Attributes of containers and their options, and the article labels.
import { same, t, type Tr } from '../i18n.js';

export type AttributeSlug = 'taglia' | 'colore' | 'ruota' | 'misura-scarpe';

export interface OptionSeed { code: string; value: Tr; color1?: string; color2?: string }
export interface AttributeSeed { slug: AttributeSlug; name: Tr; options: OptionSeed[] }

/** Clothing sizes first, then frame sizes (a frame container uses only the numbers). */
export const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const FRAME_SIZES = ['48', '50', '52', '54', '56'] as const;
export const SHOE_SIZES = ['38', '39', '40', '41', '42', '43', '44', '45', '46'] as const;
export const WHEEL_SIZES = ['27-5', '29'] as const;

const colour = (code: string, value: Tr, color1: string, color2?: string): OptionSeed =>
  ({ code, value, color1, ...(color2 ? { color2 } : {}) });

export const COLOURS: OptionSeed[] = [
  colour('nero', t('Nero', 'Black', 'Noir', 'Negro', 'Schwarz'), '#1b1b1b'),
  colour('bianco', t('Bianco', 'White', 'Blanc', 'Blanco', 'Weiß'), '#f2f2f0'),
  colour('rosso', t('Rosso', 'Red', 'Rouge', 'Rojo', 'Rot'), '#c62828'),
  colour('blu', t('Blu', 'Blue', 'Bleu', 'Azul', 'Blau'), '#1e40af'),
  colour('verde-salvia', t('Verde salvia', 'Sage green', 'Vert sauge', 'Verde salvia', 'Salbeigrün'), '#7d9a78'),
  colour('giallo-fluo', t('Giallo fluo', 'Fluo yellow', 'Jaune fluo', 'Amarillo flúor', 'Neongelb'), '#e6ee00'),
  colour('grigio-antracite', t('Grigio antracite', 'Anthracite grey', 'Gris anthracite', 'Gris antracita', 'Anthrazitgrau'), '#3c4043'),
  colour('arancio', t('Arancio', 'Orange', 'Orange', 'Naranja', 'Orange'), '#ef6c00'),
  colour('sabbia', t('Sabbia', 'Sand', 'Sable', 'Arena', 'Sand'), '#c8b68e'),
  colour('nero-rosso', t('Nero/Rosso', 'Black/Red', 'Noir/Rouge', 'Negro/Rojo', 'Schwarz/Rot'), '#1b1b1b', '#c62828'),
  colour('bianco-blu', t('Bianco/Blu', 'White/Blue', 'Blanc/Bleu', 'Blanco/Azul', 'Weiß/Blau'), '#f2f2f0', '#1e40af'),
  colour('carbonio-oro', t('Carbonio/Oro', 'Carbon/Gold', 'Carbone/Or', 'Carbono/Oro', 'Carbon/Gold'), '#2b2b2b', '#c9a227'),
];

export const ATTRIBUTES: AttributeSeed[] = [
  { slug: 'taglia', name: t('Taglia', 'Size', 'Taille', 'Talla', 'Größe'),
    options: [...CLOTHING_SIZES, ...FRAME_SIZES].map((code) => ({ code, value: same(code) })) },
  { slug: 'colore', name: t('Colore', 'Colour', 'Couleur', 'Color', 'Farbe'), options: COLOURS },
  { slug: 'ruota', name: t('Ruota', 'Wheel size', 'Roue', 'Rueda', 'Laufradgröße'),
    options: [{ code: '27-5', value: t('27,5"', '27.5"', '27,5"', '27,5"', '27,5"') }, { code: '29', value: same('29"') }] },
  { slug: 'misura-scarpe', name: t('Misura scarpe', 'Shoe size', 'Pointure', 'Talla de zapatilla', 'Schuhgröße'),
    options: SHOE_SIZES.map((code) => ({ code, value: same(code) })) },
];

export interface LabelSeed { slug: string; name: Tr; color: string; hiddenOnCards: boolean }

export const LABELS: LabelSeed[] = [
  { slug: 'evidenza', name: t('Evidenza', 'Featured', 'En vedette', 'Destacado', 'Empfohlen'), color: '#111111', hiddenOnCards: true },
  { slug: 'novita', name: t('Novità', 'New', 'Nouveauté', 'Novedad', 'Neu'), color: '#1e40af', hiddenOnCards: false },
  { slug: 'promo', name: t('Promo', 'Sale', 'Promo', 'Oferta', 'Angebot'), color: '#c62828', hiddenOnCards: false },
  { slug: 'ultimi-pezzi', name: t('Ultimi pezzi', 'Last items', 'Dernières pièces', 'Últimas unidades', 'Letzte Stücke'), color: '#ef6c00', hiddenOnCards: false },
];
