import type { SVGProps } from 'react';

// The product page's own icons (the shell's are a layer apart).

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 24, children, ...props }: IconProps & { children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

const HEART = 'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

export const HeartIcon = (p: IconProps) => <Svg {...p}><path d={HEART} /></Svg>;
export const HeartFilledIcon = (p: IconProps) => <Svg {...p}><path d={HEART} fill="currentColor" /></Svg>;
/** The 'remove from wish list' look a favourite takes on hover. */
export const HeartRemoveIcon = (p: IconProps) => <Svg {...p}><path d={HEART} /><path d="M8.5 11.5h7" /></Svg>;
export const ArrowLeftIcon = (p: IconProps) => <Svg {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Svg>;
export const ChevronDownIcon = (p: IconProps) => <Svg {...p}><path d="M6 9l6 6 6-6" /></Svg>;
export const RulerIcon = (p: IconProps) => (
  <Svg {...p}><path d="M3 16.5L16.5 3 21 7.5 7.5 21z" /><path d="M7.5 12l2 2M10.5 9l2 2M13.5 6l2 2" /></Svg>
);
