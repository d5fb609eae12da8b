import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LocalizedLink } from '../../../lib';
import { useSession } from '../../../session';
import { ROLE_LABELS, type Role } from '../../../ui';
import { SavedCardsSection } from '../cards/SavedCardsSection';
import { ListState } from '../ListState';
import { accountQuery, newsletterQuery } from '../me-api';
import styles from '../Me.module.css';
import { CloseAccountSection } from './CloseAccountSection';
import { DataRequestSection } from './DataRequestSection';
import { EmailForm } from './EmailForm';
import { ExportSection } from './ExportSection';
import { NewsletterSection } from './NewsletterSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/**
 * /me, the account (docs/product/accounts.md#account-data): the customer's data, the e-mail
 * and password changes, the newsletter, the saved cards, the copy of one's data, the personal-data
 * request and closing the account (decision 236). Shows
 * nothing without a user.
 */
export function AccountPage() {
  const { t, i18n } = useLingui();
  const { userId } = useSession();
  const account = useQuery({ ...accountQuery(userId ?? 0), enabled: userId !== null });
  const user = account.data;
  // The same read as the newsletter section's (one request): a confirmed subscription is a role too.
  const newsletter = useQuery({ ...newsletterQuery(userId ?? 0, user?.email ?? ''), enabled: user !== undefined, retry: false });
  if (userId === null) return null;
  const roles: Role[] = newsletter.data?.news ? ['customer', 'subscriber'] : ['customer'];
  return (
    <>
      <h1>{t`Il mio account`}</h1>
      {user ? (
        <>
          <p className={styles.note} data-testid="account-roles">{t`Profilo:`} {roles.map((role) => i18n._(ROLE_LABELS[role])).join(' · ')}</p>
          <div className={styles.section}><ProfileForm key={user.id} user={user} /></div>
          <div className={styles.section}><EmailForm userId={userId} email={user.email} /></div>
          <div className={styles.section}>
            <PasswordForm />
            <p className={styles.note}><LocalizedLink to="/me/password">{t`Cambia solo la password, in una pagina a parte`}</LocalizedLink></p>
          </div>
          <NewsletterSection userId={userId} email={user.email} />
          <SavedCardsSection userId={userId} />
          <ExportSection userId={userId} />
          <DataRequestSection userId={userId} />
          <div className={styles.section}><CloseAccountSection userId={userId} /></div>
        </>
      ) : <ListState pending={account.isPending} error={account.error} retry={() => void account.refetch()} />}
    </>
  );
}
