import { useLingui } from '@lingui/react/macro';
import type { CartItem } from '../../../../contract/checkout';
import { limitReached, quantityControlActive, stepperVisible } from '../../../../contract/rules/quantity';
import { LocalizedLink, money } from '../../../lib';
import { lineKeyOf, quantityLimitText } from '../../../offline';
import { ResponsiveImage } from '../../../ui';
import { QuantityField, TrashIcon } from '../../../ui/cart';
import { optionsText, reducibleTo, unavailableReason } from './line-text';
import styles from './CartLine.module.css';
import { IMAGE_SIZES } from '../../../../contract/image-sources';

/** item: bought as is; promo: a free promo product; unavailable: cannot be bought now; pg18: not for minors, not charged. */
export type LineKind = 'item' | 'promo' | 'unavailable' | 'pg18';

export interface CartLineProps {
  item: CartItem;
  kind: LineKind;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** Links inside the drawer close it (navigation does too, this is for the same page). */
  onNavigate?: () => void;
  /** The drawer is narrower than the page: 'compact' lays the line out in fewer columns. */
  compact?: boolean;
}

/** One cart line: image, brand, name, options, unit price, quantity control, line total, remove. */
export function CartLine({ item, kind, onQuantity, onRemove, onNavigate, compact = false }: CartLineProps) {
  const { t } = useLingui();
  const { name, quantity } = item;
  const options = optionsText(item.options);
  const discounted = item.prices.discounted !== undefined && item.prices.unit < item.prices.gross;
  const reduceTo = kind === 'unavailable' ? reducibleTo(item) : null;
  // The same rules as the product page's field: no − and + for tracked stock of 1 or less, and
  // at the maximum the field says whether stock or a per-order maximum stops it.
  const limit = limitReached(item.stock, item.bounds, item.quantity);

  return (
    <li className={`${styles.line} ${compact ? styles.compact : ''}`} data-testid="cart-line" data-line-key={lineKeyOf(item)} data-kind={kind}>
      <div className={styles.media}>
        {item.img ? <ResponsiveImage image={item.img} sizes={IMAGE_SIZES.thumb} alt="" className={styles.img} /> : <div className={styles.noImage} />}
      </div>
      <div className={styles.info}>
        {item.brand ? <p className={styles.brand}>{item.brand.name}</p> : null}
        <LocalizedLink to={`/p/${item.slug}`} className={styles.name} onClick={onNavigate} data-line-focus>{name}</LocalizedLink>
        {options ? <p className={styles.options}>{options}</p> : null}
        {item.members.length > 0 ? (
          <ul className={styles.members} aria-label={t`Contenuto del bundle`}>
            {item.members.map((m) => {
              const memberOptions = optionsText(m.options);
              return <li key={m.memberId}>{m.quantity} × {m.name}{memberOptions ? ` (${memberOptions})` : ''}</li>;
            })}
          </ul>
        ) : null}
        {kind === 'unavailable' ? <p className={styles.reason} data-testid="cart-line-reason">{unavailableReason(item)}</p> : null}
        {kind === 'pg18' ? <p className={styles.reason} data-testid="cart-line-reason">{t`Vendita riservata ai maggiorenni: non incluso nel totale`}</p> : null}
        <p className={styles.unit}>
          {kind === 'promo' ? t`Omaggio` : (
            <>
              <span className="visually-hidden">{t`Prezzo unitario`} </span>
              {money(item.prices.unit)}
              {discounted ? <> <s className={styles.before}><span className="visually-hidden">{t`invece di`} </span>{money(item.prices.gross)}</s></> : null}
            </>
          )}
        </p>
      </div>
      <div className={styles.actions}>
        {kind === 'item' ? (
          <QuantityField
            value={item.quantity}
            bounds={item.bounds}
            onChange={(next) => onQuantity(item, next)}
            label={t`Quantità di ${name}`}
            active={quantityControlActive(false, item.bounds)}
            stepper={stepperVisible(item.stock)}
            limitText={limit ? quantityLimitText(limit, item.bounds.max) : null}
            inputTestId="cart-line-qty"
            size="sm"
          />
        ) : <p className={styles.qty}>{t`Quantità: ${quantity}`}</p>}
        {reduceTo !== null ? (
          <button type="button" className={`btn btn-ghost ${styles.reduce}`} onClick={() => onQuantity(item, reduceTo)}>
            {t`Porta a ${reduceTo}`}
          </button>
        ) : null}
        {kind === 'item' ? <p className={styles.total}><span className="visually-hidden">{t`Totale riga`} </span><span data-testid="cart-line-total">{money(item.prices.total)}</span></p> : null}
        {kind === 'promo' ? <p className={styles.total}>{t`GRATIS`}</p> : (
          <button type="button" className={styles.remove} onClick={() => onRemove(item)} aria-label={t`Rimuovi ${name} dal carrello`} data-testid="cart-line-remove">
            <TrashIcon />
            {compact ? null : <span>{t`Rimuovi`}</span>}
          </button>
        )}
      </div>
    </li>
  );
}
