import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { loadingAtom } from './loadingState';
import styles from './LoadingLayer.module.css';

/** The full-screen loading layer of showLoading()/hideLoading(). */
export function LoadingLayer() {
  const { t } = useLingui();
  const text = useAtomValue(loadingAtom);
  const layer = useRef<HTMLDivElement>(null);
  const visible = text !== null;

  // A popover, so that it covers open drawers too (they sit in the browser's top layer).
  useEffect(() => {
    const el = layer.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (visible && !el.matches(':popover-open')) el.showPopover();
    if (!visible && el.matches(':popover-open')) el.hidePopover();
  }, [visible]);

  return (
    <div ref={layer} popover="manual" className={styles.layer} data-visible={visible ? 'true' : 'false'}
      role="status" aria-live="polite" aria-busy={visible} data-loading-layer>
      {visible ? (
        <div className={styles.box}>
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.text}>{text || t`Caricamento…`}</p>
        </div>
      ) : null}
    </div>
  );
}
