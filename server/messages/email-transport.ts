import { createTransport } from 'nodemailer';
import type { BrandConfig } from '../../brands/schema';
import { emailContent } from './message-content';
import type { Message } from './message-sender';

/** Sends one message by its channel; throws when the provider did not take it (the outbox tries again). */
export type Transport = (message: Message, brand: BrandConfig) => Promise<void>;

/** The brand's own sender variable: MAIL_FROM_<BRAND> (the id upper-cased, '-' as '_'). */
export const mailFromVariable = (brandId: string) => `MAIL_FROM_${brandId}`.toUpperCase().replace(/-/g, '_');

/**
 * Whom a brand's e-mail comes from: its name, at MAIL_FROM_<BRAND>, else MAIL_FROM, else the contact
 * address in its brand.json (docs/messages.md).
 */
export function mailFrom(brand: BrandConfig, env: NodeJS.ProcessEnv = process.env) {
  const address = env[mailFromVariable(brand.id)] || env.MAIL_FROM || brand.trust.contact.email;
  return { name: brand.displayName, address };
}

/**
 * E-mail through nodemailer over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465): a
 * plain-text part and an HTML part in the brand's name, with the message's attachments.
 */
export function smtpTransport(smtpUrl: string, env: NodeJS.ProcessEnv = process.env): Transport {
  const smtp = createTransport(smtpUrl);
  return async (m, brand) => {
    const content = emailContent(m, brand);
    await smtp.sendMail({
      from: mailFrom(brand, env),
      to: m.to,
      ...content,
      attachments: (m.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
    });
  };
}
