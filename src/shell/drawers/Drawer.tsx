import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/Icons';
import { useModalDialog } from '../modal/useModalDialog';
import { DRAWER_SIDE, closeDrawer, useDrawerOpen, type DrawerId } from './drawerAtoms';
import styles from './Drawer.module.css';

interface DrawerProps {
  id: DrawerId;
  title: ReactNode;
  children: ReactNode;
  /** The categories drawer is narrower (440 px instead of 568 px). */
  narrow?: boolean;
}

/** A side drawer: a modal dialog sliding in from its side, titled, with a close button. */
export function Drawer({ id, title, children, narrow = false }: DrawerProps) {
  const { t } = useLingui();
  const open = useDrawerOpen(id);
  const ref = useRef<HTMLDialogElement>(null);
  const handlers = useModalDialog(ref, open, () => closeDrawer(id));
  const titleId = `drawer-${id}-title`;

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-drawer={id}
      className={`${styles.drawer} ${styles[DRAWER_SIDE[id]]} ${narrow ? styles.narrow : ''}`}
      {...handlers}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={() => closeDrawer(id)} aria-label={t`Chiudi`}>
            <CloseIcon />
          </button>
        </header>
        <div className={styles.body}>{open ? children : null}</div>
      </div>
    </dialog>
  );
}
