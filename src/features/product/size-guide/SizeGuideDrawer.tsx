import { Trans, useLingui } from '@lingui/react/macro';
import { Drawer } from '../../../shell';
import { CLOTHING_SIZES, SHOE_SIZES, shopDecimal } from './size-guide';
import styles from './SizeGuide.module.css';

/**
 * The right-hand size guide (docs/product/catalogue.md#size-guide): the clothing table only for articles
 * under the clothing department, the shoe table always.
 */
export function SizeGuideDrawer({ clothing }: { clothing: boolean }) {
  const { t } = useLingui();
  return (
    <Drawer id="sizeGuide" title={t`Guida alle taglie`}>
      <div className={styles.guide} data-testid="size-guide">
        {clothing ? (
          <section aria-labelledby="size-guide-clothing">
            <h3 id="size-guide-clothing" className={styles.heading}><Trans>Abbigliamento</Trans></h3>
            <div className={styles.scroll}>
              <table className={styles.table} data-testid="size-guide-clothing">
                <thead>
                  <tr>
                    <th scope="col"><Trans>Taglia internazionale</Trans></th>
                    <th scope="col"><Trans>Taglia italiana</Trans></th>
                    <th scope="col"><Trans>Vita (cm)</Trans></th>
                    <th scope="col"><Trans>Busto (cm)</Trans></th>
                    <th scope="col"><Trans>Fianchi (cm)</Trans></th>
                  </tr>
                </thead>
                <tbody>
                  {CLOTHING_SIZES.map((size) => (
                    <tr key={size.international}>
                      <th scope="row">{size.international}</th>
                      <td>{size.italian}</td>
                      <td>{size.waist}</td>
                      <td>{size.bust}</td>
                      <td>{size.hips}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        <section aria-labelledby="size-guide-shoes">
          <h3 id="size-guide-shoes" className={styles.heading}><Trans>Scarpe</Trans></h3>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="size-guide-shoes">
              <thead>
                <tr>
                  <th scope="col"><Trans>Misura</Trans></th>
                  <th scope="col"><Trans>Lunghezza del piede (cm)</Trans></th>
                </tr>
              </thead>
              <tbody>
                {SHOE_SIZES.map((size) => (
                  <tr key={size.size}>
                    <th scope="row">{size.size}</th>
                    <td>{shopDecimal(size.footCm)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </Drawer>
  );
}
