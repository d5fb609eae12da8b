import { StrokeSvg as Svg, type IconProps } from '../icons';

// The wish toggle's hearts (docs/product/cart.md#wish-list: heart; hover swaps to a remove icon).

const HEART = 'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

export const HeartIcon = (p: IconProps) => <Svg {...p}><path d={HEART} /></Svg>;
export const HeartFilledIcon = (p: IconProps) => <Svg {...p}><path d={HEART} fill="currentColor" /></Svg>;
/** The 'remove from wish list' look a favourite takes on hover. */
export const HeartRemoveIcon = (p: IconProps) => <Svg {...p}><path d={HEART} /><path d="M8.5 11.5h7" /></Svg>;
