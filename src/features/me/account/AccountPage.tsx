import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../session';
import { SavedCardsSection } from '../cards/SavedCardsSection';
import { ListState } from '../ListState';
import { accountQuery } from '../me-api';
import styles from '../Me.module.css';
import { DataRequestSection } from './DataRequestSection';
import { EmailForm } from './EmailForm';
import { NewsletterSection } from './NewsletterSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

/**
 * /me, the account (docs/product/accounts.md#account-data): the customer's data, the e-mail
 * and password changes, the newsletter, the saved cards and the personal-data request. Shows
 * nothing without a user.
 */
export function AccountPage() {
  const { t } = useLingui();
  const { userId } = useSession();
  const account = useQuery({ ...accountQuery(userId ?? 0), enabled: userId !== null });
  if (userId === null) return null;
  const user = account.data;
  return (
    <>
      <h1>{t`Il mio account`}</h1>
      {user ? (
        <>
          <div className={styles.section}><ProfileForm key={user.id} user={user} /></div>
          <div className={styles.section}><EmailForm userId={userId} email={user.email} /></div>
          <div className={styles.section}><PasswordForm /></div>
          <NewsletterSection userId={userId} email={user.email} />
          <SavedCardsSection userId={userId} />
          <DataRequestSection userId={userId} />
        </>
      ) : <ListState pending={account.isPending} error={account.error} retry={() => void account.refetch()} />}
    </>
  );
}
