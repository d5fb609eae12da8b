import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ArticleAttribute, AttributeOption } from '../../../../contract/catalogue';
import { ChevronDownIcon } from '../page/icons';
import styles from './AttributeSelector.module.css';

interface AttributeSelectorProps {
  attribute: ArticleAttribute;
  chosen: number | null;
  disabled: ReadonlySet<number>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (optionId: number) => void;
  /** Unique on the page (bundle members have their own selectors). */
  idPrefix: string;
}

const isColour = (attribute: ArticleAttribute) => attribute.options.some((o) => o.color1);

function swatchBackground(option: AttributeOption): string {
  if (!option.color2) return option.color1 ?? 'transparent';
  return `linear-gradient(135deg, ${option.color1} 0 50%, ${option.color2} 50% 100%)`;
}

/**
 * One attribute: a disclosure button showing the choice, opening the list of options. Colours are
 * swatches (color1, or color1/color2 halves). Disabled options stay visible, marked 'Esaurito'.
 */
export function AttributeSelector({ attribute, chosen, disabled, open, onOpenChange, onChoose, idPrefix }: AttributeSelectorProps) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const chosenOption = attribute.options.find((o) => o.id === chosen);
  const colour = isColour(attribute);
  const panelId = `${idPrefix}-options`;
  const labelId = `${idPrefix}-label`;

  // Opened from elsewhere (the add-to-cart button asks for the next missing attribute): show it.
  useEffect(() => {
    if (open) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [open]);

  const choose = (option: AttributeOption) => {
    if (disabled.has(option.id)) return;
    onChoose(option.id);
    onOpenChange(false);
    button.current?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    button.current?.focus();
  };

  return (
    <div className={styles.selector} data-testid={`attribute-${attribute.slug}`} onKeyDown={onKey}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <span id={labelId} className={styles.name}>{attribute.name}</span>
        <span className={styles.value}>
          {chosenOption && colour ? <span className={styles.miniSwatch} style={{ background: swatchBackground(chosenOption) }} aria-hidden="true" /> : null}
          {chosenOption ? chosenOption.value : <span className={styles.placeholder}><Trans>Scegli</Trans></span>}
        </span>
        <ChevronDownIcon className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} size={20} />
      </button>
      <div id={panelId} ref={panel} className={styles.panel} hidden={!open}>
        <ul role="list" aria-labelledby={labelId} className={colour ? styles.swatches : styles.options}>
          {attribute.options.map((option) => {
            const off = disabled.has(option.id);
            const selected = option.id === chosen;
            const value = option.value;
            return (
              <li key={option.id}>
                <button
                  type="button"
                  className={colour ? styles.swatchOption : styles.option}
                  aria-pressed={selected}
                  aria-disabled={off || undefined}
                  aria-label={off ? t`${value}, esaurito` : value}
                  title={colour ? option.value : undefined}
                  onClick={() => choose(option)}
                  data-option-id={option.id}
                >
                  {colour ? <span className={styles.swatch} style={{ background: swatchBackground(option) }} aria-hidden="true" /> : null}
                  <span className={colour ? styles.swatchName : undefined}>{option.value}</span>
                  {off && !colour ? <span className={styles.soldOut}><Trans>Esaurito</Trans></span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
