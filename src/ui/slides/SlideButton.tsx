import type { Slide } from '../../../contract/shop';
import { LocalizedLink, linkTarget } from '../../lib';

/** A slide's optional button (shown when on, with a slug and a text). */
export function SlideButton({ slide, className }: { slide: Slide; className?: string }) {
  const { on, slug, placeholder } = slide.button;
  if (!on || !slug || !placeholder) return null;
  const target = linkTarget(slug);
  return target.external
    ? <a href={target.to} className={className}>{placeholder}</a>
    : <LocalizedLink to={target.to} className={className}>{placeholder}</LocalizedLink>;
}
