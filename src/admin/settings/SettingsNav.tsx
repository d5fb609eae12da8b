import { useLingui } from '@lingui/react/macro';
import { AdminLink, usePathname } from '../lib/nav';

export const SETTINGS_PATH = '/admin/impostazioni';
export const DISCOUNT_CODES_PATH = '/admin/impostazioni/codici-sconto';

/** The settings' two screens: the shop's settings and the discount codes. */
export function SettingsNav() {
  const { t } = useLingui();
  const pathname = usePathname();
  const links = [
    { href: SETTINGS_PATH, label: t`Negozio, pagamenti e spedizioni` },
    { href: DISCOUNT_CODES_PATH, label: t`Codici sconto` },
  ];
  return (
    <nav aria-label={t`Impostazioni`} className="subnav">
      <ul>
        {links.map((link) => (
          <li key={link.href}><AdminLink href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>{link.label}</AdminLink></li>
        ))}
      </ul>
    </nav>
  );
}
