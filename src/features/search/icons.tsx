import type { SVGProps } from 'react';

// The search box's icons (decorative: the controls carry the labels).

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 24, d, ...props }: IconProps & { d: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => <Svg {...p} d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3L20 20" />;
export const BackIcon = (p: IconProps) => <Svg {...p} d="M19 12H5M11 6l-6 6 6 6" />;
export const ClearIcon = (p: IconProps) => <Svg {...p} d="M7 7l10 10M17 7L7 17" />;
