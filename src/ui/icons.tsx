import type { SVGProps } from 'react';

// Icons the shared UI needs (the shell's icons are a layer it may not import).

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A 24-unit stroked icon of one path, decorative (the control around it carries the label). */
export function StrokeIcon({ size = 24, d, ...props }: IconProps & { d: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

export const ChevronLeft = (p: IconProps) => <StrokeIcon {...p} d="M15 6l-6 6 6 6" />;
export const ChevronRight = (p: IconProps) => <StrokeIcon {...p} d="M9 6l6 6-6 6" />;
export const ChevronUp = (p: IconProps) => <StrokeIcon {...p} d="M6 15l6-6 6 6" />;
