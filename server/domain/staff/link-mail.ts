// The mail with a new member's one-time link. The back office speaks Italian and English, and a
// colleague's language is not known yet: the mail says it in both.
import { composeMail } from '../../mail/compose.js';
import type { MailMessage } from '../../mail/mailer.js';

export function staffLinkMail(member: { email: string; name: string }, url: string, ttlMs: number): MailMessage {
  const hours = Math.round(ttlMs / 3_600_000);
  return composeMail(member.email, {
    subject: 'Raggio: il tuo accesso al back office / your back-office access',
    greeting: `Ciao ${member.name},`,
    paragraphs: [
      `sei stato aggiunto allo staff di Raggio. Scegli la tua password entro ${hours} ore con il link qui sotto.`,
      `You have been added to Raggio's staff. Choose your password within ${hours} hours with the link below.`,
    ],
    action: { label: 'Scegli la password / Choose your password', url },
    after: ['Il link vale una volta sola. / The link works once.'],
    signOff: 'Raggio',
  });
}
