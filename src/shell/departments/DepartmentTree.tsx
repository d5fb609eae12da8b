import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LocalizedLink } from '../../lib';
import { ChevronDownIcon } from '../icons/Icons';
import type { DepartmentNode } from './buildDepartmentTree';
import styles from './DepartmentTree.module.css';

/** The department menu of the drawers: nested lists, each branch expandable on its own. */
export function DepartmentTree({ nodes, label }: { nodes: DepartmentNode[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul role="list" className={styles.list}>
        {nodes.map((node) => <Branch key={node.department.id} node={node} />)}
      </ul>
    </nav>
  );
}

function Branch({ node }: { node: DepartmentNode }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const { department, children, depth } = node;
  const name = department.name;

  return (
    <li className={styles.item} data-depth={depth}>
      <div className={styles.row}>
        <LocalizedLink to={`/d/${department.slug}`} className={styles.link}>
          {name}
        </LocalizedLink>
        {children.length > 0 ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={expanded ? t`Chiudi ${name}` : t`Apri ${name}`}
            onClick={() => setExpanded((value) => !value)}
          >
            <ChevronDownIcon className={expanded ? styles.chevronOpen : styles.chevron} />
          </button>
        ) : null}
      </div>
      {children.length > 0 ? (
        <ul role="list" id={childrenId} className={styles.children} hidden={!expanded}>
          {children.map((child) => <Branch key={child.department.id} node={child} />)}
        </ul>
      ) : null}
    </li>
  );
}
