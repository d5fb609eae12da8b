export { LazyWishToggle as WishToggle } from './LazyWishToggle';
export { WishButton } from './WishButton';
export { SignInNeededContext } from './sign-in';
export { HeartFilledIcon, HeartIcon, HeartRemoveIcon } from './icons';
