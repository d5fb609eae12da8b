import { labelTextColor, visibleLabels, type ArticleLabel } from './labels';
import styles from './Labels.module.css';

export interface LabelsProps {
  labels: readonly ArticleLabel[];
  /** On cards the labels flagged hiddenOnCards ('Evidenza') are left out. */
  onCard?: boolean;
  className?: string;
}

/** An article's labels as coloured chips; renders nothing when none is visible. */
export function Labels({ labels, onCard = false, className }: LabelsProps) {
  const shown = visibleLabels(labels, onCard);
  if (shown.length === 0) return null;
  return (
    <ul role="list" className={`${styles.labels} ${className ?? ''}`}>
      {shown.map((label) => (
        <li key={label.slug} className={styles.label} style={{ background: label.color, color: labelTextColor(label.color) }}>
          {label.name}
        </li>
      ))}
    </ul>
  );
}
