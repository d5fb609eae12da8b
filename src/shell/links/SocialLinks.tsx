import { useLingui } from '@lingui/react/macro';
import { useShop } from '../../lib';
import { SocialIcon } from '../icons/Icons';
import styles from './SocialLinks.module.css';

function networkName(network: string): string {
  const known: Record<string, string> = {
    facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', strava: 'Strava',
    twitter: 'X', x: 'X', linkedin: 'LinkedIn', tiktok: 'TikTok',
  };
  return known[network.toLowerCase()] ?? network;
}

/** The shop's social profiles as icon links; `tone` matches the surface they sit on. */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useLingui();
  const { social } = useShop();
  if (social.length === 0) return null;
  return (
    <ul role="list" className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`} aria-label={t`Seguici`}>
      {social.map(({ network, url }) => {
        const name = networkName(network);
        return (
          <li key={`${network}-${url}`}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}
              aria-label={t`${name} (si apre in una nuova scheda)`}>
              <SocialIcon network={network} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
