import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ADMIN_AUDIT_PATH } from '../../../contract/admin-audit';
import type { StaffSession } from '../../../contract/admin-auth';
import { ADMIN_MAILS_PATH } from '../../../contract/admin-mails';
import { adminCall } from '../lib/api';
import { AdminLink, useAdminNavigate, usePathname } from '../lib/nav';
import { dropSession, isOwner, saveSession, useSession } from '../lib/session';
import { LangSwitch } from './LangSwitch';

const SECTIONS = [
  { href: '/admin/ordini', label: 'orders', ownerOnly: false },
  { href: '/admin/catalogo', label: 'catalogue', ownerOnly: false },
  { href: '/admin/file', label: 'file', ownerOnly: false },
  { href: '/admin/clienti', label: 'customers', ownerOnly: false },
  // Decision 237: only an owner sees the staff and the settings; the mails and the audit too (decision 251).
  { href: ADMIN_MAILS_PATH, label: 'mails', ownerOnly: true },
  { href: '/admin/personale', label: 'staff', ownerOnly: true },
  { href: ADMIN_AUDIT_PATH, label: 'audit', ownerOnly: true },
  { href: '/admin/impostazioni', label: 'settings', ownerOnly: true },
] as const;

/** The signed-in frame: header with the sections, the member, the language and sign-out. */
export function Layout() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useAdminNavigate();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  // The stored token may have been revoked (signed out elsewhere, member removed): asking once
  // ends the screen at once instead of at the first action (a 401 drops the session).
  const check = useQuery({ queryKey: ['admin', 'session'], queryFn: () => adminCall<StaffSession>('/admin/auth'), staleTime: 60_000 });
  // The check also brings the member as the server knows them now: a role changed by an owner
  // (or a session stored before roles existed) shows or hides the owner's actions from here on.
  const checked = check.data?.staff;
  useEffect(() => {
    if (checked && session && (session.staff.role !== checked.role || session.staff.name !== checked.name)) saveSession({ ...session, staff: checked });
  }, [checked, session]);

  // Signing out goes to the sign-in page itself, without a page to come back to.
  const signingOut = useRef(false);
  useEffect(() => {
    if (!session && !signingOut.current) {
      queryClient.clear();
      const back = `${window.location.pathname}${window.location.search}`;
      navigate(`/admin/accedi?redirect=${encodeURIComponent(back)}`, { replace: true });
    }
  }, [session, navigate, queryClient]);

  const signOut = useMutation({
    mutationFn: () => adminCall('/admin/auth/signout', { method: 'POST' }),
    // Signed out here whatever the server said: a token it no longer knows is no session.
    onSettled: () => {
      signingOut.current = true;
      dropSession();
      queryClient.clear();
      navigate('/admin/accedi', { replace: true });
    },
  });

  const labels = { orders: t`Ordini`, catalogue: t`Catalogo`, file: t`Prezzi e stock da file`, customers: t`Clienti`, mails: t`Mail`, staff: t`Personale`, audit: t`Registro attività`, settings: t`Impostazioni` };
  if (!session) return null;
  return (
    <div className="frame">
      <a className="skip" href="#main"><Trans>Vai al contenuto</Trans></a>
      <header className="top">
        <p className="brand">Raggio · <Trans>Back office</Trans></p>
        <nav aria-label={t`Sezioni`}>
          <ul>
            {SECTIONS.filter((section) => !section.ownerOnly || isOwner(session)).map((section) => {
              const current = pathname === section.href || pathname.startsWith(`${section.href}/`);
              return (
                <li key={section.href}>
                  <AdminLink href={section.href} aria-current={current ? 'page' : undefined}>{labels[section.label]}</AdminLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="who">
          <span className="member">{session.staff.name || session.staff.email}</span>
          <LangSwitch />
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}><Trans>Esci</Trans></button>
        </div>
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
