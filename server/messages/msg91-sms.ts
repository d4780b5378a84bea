import type { Transport } from './email-transport';
import type { MessageTemplate } from './message-sender';

/**
 * MSG91's Flow API (docs/messages.md, "SMS through MSG91"): one POST per message with the account's
 * `authkey` header and a JSON body naming the MSG91 template (mapped on MSG91's panel to the template
 * registered on DLT) and the recipients, each with its mobile number and the template's variables.
 * MSG91 answers `{ "type": "success", "message": "<request id>" }` or `{ "type": "error", "message": … }`.
 */
export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

/** The body MSG91's Flow API takes. */
export interface Msg91FlowRequest {
  template_id: string;
  /** "0": links are sent as written (a payment link must not be rewritten). */
  short_url: '0' | '1';
  recipients: Array<{ mobiles: string } & Record<string, string>>;
}

/** The variable naming a template's MSG91 template id: MSG91_TEMPLATE_OTP, MSG91_TEMPLATE_PAYMENT_LINK, … */
export const msg91TemplateVariable = (template: MessageTemplate) =>
  `MSG91_TEMPLATE_${template}`.toUpperCase().replace(/-/g, '_');

/** An Indian mobile as the product keeps it (10 digits) in the international form MSG91 asks for (91…). */
export const internationalMobile = (mobile: string) => (/^[0-9]{10}$/.test(mobile) ? `91${mobile}` : mobile);

export interface Msg91Options {
  authKey: string;
  /** The MSG91 template id of each template that may go by SMS. */
  templateIds: Partial<Record<MessageTemplate, string>>;
  fetch?: (request: Request) => Promise<Response>;
  url?: string;
}

/**
 * SMS through MSG91: the variables are the message's fields but its words (`text`, `subject`,
 * `purpose`, which the DLT template holds itself), with `brand` the brand's name. A template with no
 * MSG91 id, an HTTP error or an answer other than success throws, so the outbox tries again.
 */
export function msg91Transport({ authKey, templateIds, fetch = globalThis.fetch, url = MSG91_FLOW_URL }: Msg91Options) {
  const send: Transport = async (m, brand) => {
    const templateId = templateIds[m.template];
    if (!templateId) throw new Error(`no MSG91 template for ${m.template}: set ${msg91TemplateVariable(m.template)}`);
    const { text: _text, subject: _subject, purpose: _purpose, ...variables } = m.data;
    const body: Msg91FlowRequest = {
      template_id: templateId,
      short_url: '0',
      recipients: [{ ...variables, brand: brand.displayName, mobiles: internationalMobile(m.to) }],
    };
    const res = await fetch(
      new Request(url, {
        method: 'POST',
        headers: { authkey: authKey, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    const answer = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!res.ok || answer?.type !== 'success') {
      throw new Error(`MSG91 answered HTTP ${res.status}: ${answer?.message ?? 'no JSON answer'}`);
    }
  };
  return send;
}

/**
 * MSG91 from the environment (MSG91_AUTH_KEY and one MSG91_TEMPLATE_<TEMPLATE> per template), or null
 * without a key; `url` and `fetch` only for tests.
 */
export function msg91FromEnv(
  env: NodeJS.ProcessEnv,
  templates: readonly MessageTemplate[],
  endpoint: Pick<Msg91Options, 'url' | 'fetch'> = {},
): Transport | null {
  const authKey = env.MSG91_AUTH_KEY;
  if (!authKey) return null;
  const templateIds = Object.fromEntries(
    templates.map((t) => [t, env[msg91TemplateVariable(t)]]).filter(([, id]) => id),
  );
  return msg91Transport({ authKey, templateIds, ...endpoint });
}
