import type { ReactNode, SVGProps } from 'react';

// Icons the shared UI needs (the shell's icons are a layer it may not import).

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A 24-unit stroked icon, decorative (the control around it carries the label). */
export function StrokeSvg({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/** A stroked icon of one path. */
export function StrokeIcon({ d, ...props }: IconProps & { d: string }) {
  return <StrokeSvg {...props}><path d={d} /></StrokeSvg>;
}

export const ChevronLeft = (p: IconProps) => <StrokeIcon {...p} d="M15 6l-6 6 6 6" />;
export const ChevronRight = (p: IconProps) => <StrokeIcon {...p} d="M9 6l6 6-6 6" />;
export const ChevronUp = (p: IconProps) => <StrokeIcon {...p} d="M6 15l6-6 6 6" />;
