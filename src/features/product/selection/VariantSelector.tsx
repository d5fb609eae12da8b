import type { ArticleAttribute } from '../../../../contract/catalogue';
import { AttributeSelector } from './AttributeSelector';
import { selectorKey, useOpenSelector } from './open-selector';
import type { SelectionState } from './selection-state';
import styles from './VariantSelector.module.css';

interface VariantSelectorProps {
  attributes: readonly ArticleAttribute[];
  state: SelectionState;
  /** 'main' for the product, `member-{id}` for a bundle member. */
  scope: string;
  onChoose: (attributeId: number, optionId: number) => void;
}

/** The attribute selectors of one article, chosen in turn; one open at a time page-wide. */
export function VariantSelector({ attributes, state, scope, onChoose }: VariantSelectorProps) {
  const { openKey, setOpenKey } = useOpenSelector();
  if (attributes.length === 0) return null;
  return (
    <div className={styles.selectors} data-testid={`selectors-${scope}`}>
      {attributes.map((attribute) => {
        const key = selectorKey(scope, attribute.id);
        return (
          <AttributeSelector
            key={attribute.id}
            attribute={attribute}
            chosen={state.selection[attribute.id] ?? null}
            disabled={state.disabled}
            open={openKey === key}
            onOpenChange={(open) => setOpenKey(open ? key : null)}
            onChoose={(optionId) => onChoose(attribute.id, optionId)}
            idPrefix={`sel-${scope}-${attribute.id}`}
          />
        );
      })}
    </div>
  );
}
