import type { InfoBlock } from '../../../contract/info-pages';
import { LocalizedLink } from '../../lib';
import { DeliveryTimes } from './DeliveryTimes';
import { ShopDataBlock } from './ShopDataBlock';
import styles from './InfoPage.module.css';

/** The page's text as the shop wrote it: each block with the shop's own elements (no HTML). */
export function InfoBlocks({ blocks }: { blocks: InfoBlock[] }) {
  return <>{blocks.map((block, i) => <Block key={i} block={block} />)}</>;
}

function Block({ block }: { block: InfoBlock }) {
  switch (block.type) {
    case 'heading': return <h2 className={styles.heading}>{block.text}</h2>;
    case 'paragraph': return <p>{block.text}</p>;
    case 'list': return <ul className={styles.list}>{block.items.map((item, i) => <li key={i}>{item}</li>)}</ul>;
    case 'terms':
      return (
        <dl className={styles.terms}>
          {block.items.map((item, i) => (
            <div key={i}><dt>{item.term}</dt><dd>{item.text}</dd></div>
          ))}
        </dl>
      );
    case 'link':
      return (
        <p>
          {block.href.startsWith('/')
            ? <LocalizedLink to={block.href} className={styles.more}>{block.text}</LocalizedLink>
            : <a href={block.href} className={styles.more} target="_blank" rel="noopener noreferrer">{block.text}</a>}
        </p>
      );
    case 'shopData': return <ShopDataBlock what={block.what} />;
    case 'deliveryTimes': return <DeliveryTimes rows={block.rows} />;
  }
}
