import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { LocalizedLink } from '../../lib';
import type { DepartmentNode } from '../departments/buildDepartmentTree';
import { ChevronDownIcon } from '../icons/Icons';
import styles from './DepartmentNav.module.css';

/**
 * The wide-screen department menus: each root department with children opens a panel listing its
 * second level, each with its third level. Shop, dealer and assistance links follow.
 */
export function DepartmentNav({ tree }: { tree: DepartmentNode[] }) {
  const { t } = useLingui();
  const [openId, setOpenId] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openId === null) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);

  const close = () => setOpenId(null);

  return (
    <nav
      ref={root}
      aria-label={t`Reparti`}
      className={styles.nav}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || openId === null) return;
        event.stopPropagation();
        root.current?.querySelector<HTMLButtonElement>(`[data-dep-button="${openId}"]`)?.focus();
        close();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul role="list" className={`page-width ${styles.bar}`}>
        <li><LocalizedLink to="/d" className={styles.top} onClick={close}>{t`Shop`}</LocalizedLink></li>
        {tree.map((node) => (
          <TopItem key={node.department.id} node={node} open={openId === node.department.id}
            onToggle={() => setOpenId((id) => (id === node.department.id ? null : node.department.id))}
            onNavigate={close} />
        ))}
        <li><LocalizedLink to="/rivenditore" className={styles.top} onClick={close}>{t`Rivenditori`}</LocalizedLink></li>
        <li><LocalizedLink to="/assistenza" className={styles.top} onClick={close}>{t`Assistenza`}</LocalizedLink></li>
      </ul>
    </nav>
  );
}

interface TopItemProps { node: DepartmentNode; open: boolean; onToggle: () => void; onNavigate: () => void }

function TopItem({ node, open, onToggle, onNavigate }: TopItemProps) {
  const { t } = useLingui();
  const { department, children } = node;
  const name = department.name;
  if (children.length === 0) {
    return <li><LocalizedLink to={`/d/${department.slug}`} className={styles.top} onClick={onNavigate}>{name}</LocalizedLink></li>;
  }
  const panelId = `dep-panel-${department.id}`;
  return (
    <li>
      <button type="button" className={styles.top} aria-expanded={open} aria-controls={panelId}
        data-dep-button={department.id} onClick={onToggle}>
        {name}
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : undefined} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={`page-width ${styles.panelInner}`}>
          <LocalizedLink to={`/d/${department.slug}`} className={styles.all} onClick={onNavigate}>
            {t`Vedi tutto: ${name}`}
          </LocalizedLink>
          <ul role="list" className={styles.columns}>
            {children.map((child) => (
              <li key={child.department.id}>
                <LocalizedLink to={`/d/${child.department.slug}`} className={styles.heading} onClick={onNavigate}>
                  {child.department.name}
                </LocalizedLink>
                {child.children.length > 0 ? (
                  <ul role="list" className={styles.leaves}>
                    {child.children.map((leaf) => (
                      <li key={leaf.department.id}>
                        <LocalizedLink to={`/d/${leaf.department.slug}`} onClick={onNavigate}>{leaf.department.name}</LocalizedLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
