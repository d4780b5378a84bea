import { siteOrigin } from '#contract/site/site-origin';
import { brands } from '../../brands/registry';
import type { Queryable } from '../db/database';
import { log } from '../log';
import { messenger } from '../messages/message-sender';
import type { EmailNotice } from './email-notice';
import { mobileOf } from './notification-channels-store';

/**
 * A notice by SMS (docs/messages.md, "SIP-due and stop-loss notices"): to the mobile number on the
 * profile, in the brand's name, with the link to the screen the push opens; queued through the
 * database's messenger (MSG91's template per message template, MSG91_TEMPLATE_TARGET and the like),
 * as an OTP's SMS is. Answers whether it was queued: no number, no SMS. Never throws.
 */
export async function smsNotice(db: Queryable, n: EmailNotice): Promise<boolean> {
  try {
    const brand = brands.find((b) => b.id === n.brandId);
    const to = await mobileOf(db, n.userId);
    if (!brand || !to) return false;
    const link = `${siteOrigin(brand)}${n.url}`;
    await messenger(db).send({
      to,
      channel: 'sms',
      template: n.template,
      brand: brand.id,
      data: { text: `${brand.displayName}: ${n.title}. ${n.body} ${link}`, url: link },
    });
    return true;
  } catch (e) {
    log.warn('notice SMS not sent', { user: n.userId, error: e instanceof Error ? e.message : String(e) });
    return false;
  }
}
