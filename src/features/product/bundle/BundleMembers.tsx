import { Trans, useLingui } from '@lingui/react/macro';
import type { BundleMember } from '../../../../contract/catalogue';
import { LocalizedLink } from '../../../lib';
import { Price, ResponsiveImage } from '../../../ui';
import { VariantSelector } from '../selection/VariantSelector';
import type { BundleState } from './useBundleState';
import styles from './BundleMembers.module.css';
import { IMAGE_SIZES } from '../../../../contract/image-sources';

/** A bundle's members (docs/product/catalogue.md#bundles): each with a view link and its own variant selector. */
export function BundleMembers({ members, bundle }: { members: readonly BundleMember[]; bundle: BundleState }) {
  const { t } = useLingui();
  if (members.length === 0) return null;
  return (
    <section className={styles.members} aria-label={t`Contenuto del bundle`} data-testid="bundle-members">
      <h2 className={styles.heading}><Trans>Il bundle contiene</Trans></h2>
      <ul role="list" className={styles.list}>
        {members.map((member) => {
          const state = bundle.states[member.id];
          const quantity = member.quantityInBundle;
          return (
            <li key={member.id} className={styles.member} data-testid="bundle-member" data-member-id={member.id}>
              <div className={styles.head}>
                {member.img ? (
                  <ResponsiveImage image={member.img} alt="" sizes={IMAGE_SIZES.thumb} fallbackWidth={88} className={styles.image} />
                ) : <span className={styles.image} aria-hidden="true" />}
                <div className={styles.text}>
                  {member.brand ? <p className={styles.brand}>{member.brand.name}</p> : null}
                  <h3 className={styles.name}>
                    {quantity > 1 ? <span className={styles.quantity}>{quantity} × </span> : null}
                    {member.name}
                  </h3>
                  <Price prices={member.prices} grade={member.grade} />
                  <LocalizedLink to={`/p/${member.slug}`} className={styles.view}>
                    <Trans>Vedi prodotto</Trans><span className="visually-hidden">: {member.name}</span>
                  </LocalizedLink>
                </div>
              </div>
              {state && member.attributes.length > 0 ? (
                <VariantSelector
                  attributes={member.attributes}
                  state={state}
                  scope={`member-${member.id}`}
                  onChoose={(attributeId, optionId) => bundle.choose(member.id, attributeId, optionId)}
                />
              ) : null}
              {member.outOfStock ? <p className={styles.soldOut}><Trans>Esaurito</Trans></p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
