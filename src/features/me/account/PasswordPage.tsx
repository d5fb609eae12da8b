import { useSession } from '../../../session';
import styles from '../Me.module.css';
import { PasswordForm } from './PasswordForm';

/** /me/password: the password change alone (docs/product/accounts.md#credential-changes). */
export function PasswordPage() {
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return <div className={styles.section}><PasswordForm headingLevel={1} /></div>;
}
