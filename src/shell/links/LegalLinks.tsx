import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../../lib';

type LegalPage = 'about' | 'terms' | 'withdrawal' | 'payments' | 'shipping' | 'privacy';

/** The information pages of the menu drawer and footer (docs/product/content.md#routes). */
export function useLegalPages(only?: readonly LegalPage[]) {
  const { t } = useLingui();
  const all: { key: LegalPage; to: string; label: string }[] = [
    { key: 'about', to: '/chi-siamo', label: t`Chi siamo` },
    { key: 'terms', to: '/cgv', label: t`Condizioni generali di vendita` },
    // The withdrawal function, labelled as the law asks and reachable from every page (decision 234).
    { key: 'withdrawal', to: '/recesso', label: t`Recedi dal contratto qui` },
    { key: 'payments', to: '/metodi-di-pagamento', label: t`Metodi di pagamento` },
    { key: 'shipping', to: '/metodi-di-spedizione', label: t`Metodi di spedizione` },
    { key: 'privacy', to: '/informativa-sulla-privacy', label: t`Informativa sulla privacy` },
  ];
  return only ? all.filter((page) => only.includes(page.key)) : all;
}

export function LegalLinks({ className, only, label }: { className?: string; only?: readonly LegalPage[]; label: string }) {
  const pages = useLegalPages(only);
  return (
    <nav aria-label={label}>
      <ul role="list" className={className}>
        {pages.map((page) => (
          <li key={page.key}><LocalizedLink to={page.to}>{page.label}</LocalizedLink></li>
        ))}
      </ul>
    </nav>
  );
}
