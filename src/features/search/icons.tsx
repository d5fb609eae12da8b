import { StrokeIcon, type IconProps } from '../../ui/icons';

// The search box's icons (decorative: the controls carry the labels).

export const SearchIcon = (p: IconProps) => <StrokeIcon {...p} d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.3 15.3L20 20" />;
export const BackIcon = (p: IconProps) => <StrokeIcon {...p} d="M19 12H5M11 6l-6 6 6 6" />;
export const ClearIcon = (p: IconProps) => <StrokeIcon {...p} d="M7 7l10 10M17 7L7 17" />;
