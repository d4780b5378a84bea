import { siteOrigin } from '#contract/site/site-origin';
import { brands } from '../../brands/registry';
import type { Queryable } from '../db/database';
import { log } from '../log';
import type { MessageTemplate } from '../messages/message-sender';
import { messenger } from '../messages/message-sender';

/** A notice a push did not deliver, as its e-mail says it. */
export interface EmailNotice {
  userId: number;
  /** The brand whose name and site the e-mail carries. */
  brandId: string;
  template: Extract<MessageTemplate, 'rebalance' | 'sip-due' | 'stop-loss' | 'target' | 'price' | 'summary'>;
  title: string;
  body: string;
  /** The app path the notice opens: the e-mail links to it on the brand's site. */
  url: string;
}

/**
 * The e-mail fallback of a notice (docs/messages.md, "Notices when push is off"): to the user's
 * address, in the brand's name, with a link to the screen the push would have opened. Queued through
 * the database's messenger; a failure is logged, never thrown (the notice is also left in the app).
 * Answers whether it was queued.
 */
export async function emailNotice(db: Queryable, n: EmailNotice): Promise<boolean> {
  try {
    const brand = brands.find((b) => b.id === n.brandId);
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [n.userId]);
    const to = rows[0]?.email;
    if (!brand || !to) return false;
    const link = `${siteOrigin(brand)}${n.url}`;
    await messenger(db).send({
      to,
      channel: 'email',
      template: n.template,
      brand: brand.id,
      data: { subject: n.title, text: `${n.body} Open it: ${link}`, url: link },
    });
    return true;
  } catch (e) {
    log.warn('notice e-mail not sent', { user: n.userId, error: e instanceof Error ? e.message : String(e) });
    return false;
  }
}
