export { LazyWishToggle as WishToggle } from './LazyWishToggle';
export { WishButton } from './WishButton';
export { SignInNeededContext, type AfterSignIn, type SignInNeeded } from './sign-in';
export { HeartFilledIcon, HeartIcon, HeartRemoveIcon } from './icons';
