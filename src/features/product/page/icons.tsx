import { StrokeSvg as Svg, type IconProps } from '../../../ui';

// The product page's own icons (the shell's are a layer apart; the hearts are the wish toggle's, in ui).

export const ArrowLeftIcon = (p: IconProps) => <Svg {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Svg>;
export const ChevronDownIcon = (p: IconProps) => <Svg {...p}><path d="M6 9l6 6 6-6" /></Svg>;
export const RulerIcon = (p: IconProps) => (
  <Svg {...p}><path d="M3 16.5L16.5 3 21 7.5 7.5 21z" /><path d="M7.5 12l2 2M10.5 9l2 2M13.5 6l2 2" /></Svg>
);
