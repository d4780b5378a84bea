/** The fields of a security.txt (RFC 9116), each with its values in order. */
export type SecurityTxtFields = Map<string, string[]>;

/** RFC 9116 §2.5: the fields this project writes; anything else is a typo in the template. */
const KNOWN = [
  'Acknowledgments',
  'Canonical',
  'Contact',
  'Encryption',
  'Expires',
  'Hiring',
  'Policy',
  'Preferred-Languages',
];
const ONCE = ['Expires', 'Preferred-Languages'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads a security.txt as a researcher's tool would and checks it against RFC 9116 as of `now`:
 * `Name: value` lines and `#` comments only; at least one Contact; Expires exactly once, an RFC 3339
 * date-time in the future and less than a year ahead; Expires and Preferred-Languages at most once;
 * web addresses https. Throws with the first problem; returns the fields.
 */
export function checkSecurityTxt(text: string, now: Date): SecurityTxtFields {
  const fields: SecurityTxtFields = new Map();
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z-]+): (\S.*)$/.exec(line);
    if (!match) throw new Error(`not a field or a comment: ${JSON.stringify(line)}`);
    const [, name, value] = match as unknown as [string, string, string];
    if (!KNOWN.includes(name)) throw new Error(`unknown field ${name}`);
    if (value.includes('{{')) throw new Error(`${name} is unfilled: ${value}`);
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  if (!fields.get('Contact')?.length) throw new Error('no Contact');
  for (const name of ONCE) {
    if ((fields.get(name)?.length ?? 0) > 1) throw new Error(`${name} appears more than once`);
  }
  const expires = fields.get('Expires')?.[0];
  if (!expires) throw new Error('no Expires');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(expires)) {
    throw new Error(`Expires is not an RFC 3339 date-time: ${expires}`);
  }
  const at = new Date(expires).getTime();
  if (!(at > now.getTime())) throw new Error(`Expires ${expires} has passed`);
  if (at - now.getTime() >= 365 * DAY_MS) throw new Error(`Expires ${expires} is a year or more ahead`);
  for (const name of ['Canonical', 'Policy', 'Acknowledgments', 'Encryption', 'Hiring']) {
    for (const value of fields.get(name) ?? []) {
      if (!value.startsWith('https://')) throw new Error(`${name} is not https: ${value}`);
    }
  }
  for (const value of fields.get('Contact')!) {
    if (!/^(mailto:|https:\/\/|tel:)/.test(value)) throw new Error(`Contact is not mailto:, https:// or tel: ${value}`);
  }
  return fields;
}
