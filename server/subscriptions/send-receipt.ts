import { formatPrice } from '#contract/locale/format';
import type { Queryable } from '../db/database';
import { log } from '../log';
import { messenger } from '../messages/message-sender';
import { invoiceOf, invoicePdf } from './invoice-pdf';

/**
 * The payer's receipt for a paid transaction (docs/messages.md): an e-mail in the brand's name with the
 * GST invoice attached as a PDF, sent through the database's messenger (the outbox). Anything else
 * (a failed payment, no invoice yet) sends nothing; a failure is logged, never thrown: the payment
 * is settled whatever the receipt does.
 */
export async function sendReceipt(
  db: Queryable,
  t: { id: string; user_id: number; brand_id: string; status: string },
): Promise<void> {
  if (t.status !== 'success') return;
  try {
    const invoice = await invoiceOf(db, t.user_id, t.id);
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [t.user_id]);
    const to = rows[0]?.email;
    if (!invoice || !to) return;
    const number = invoice.invoice_number;
    await messenger(db).send({
      to,
      channel: 'email',
      template: 'payment-receipt',
      brand: t.brand_id,
      data: {
        subject: `Payment receipt, invoice ${number}`,
        text: `We received your payment of ${formatPrice(invoice.total_amount)} for ${invoice.plan_name}. Your GST invoice ${number} is attached.`,
        invoice: number,
      },
      attachments: [
        {
          filename: `invoice-${number}.pdf`,
          contentType: 'application/pdf',
          base64: invoicePdf(invoice).toString('base64'),
        },
      ],
    });
  } catch (e) {
    log.warn('payment receipt not sent', { transaction: t.id, error: e instanceof Error ? e.message : String(e) });
  }
}
