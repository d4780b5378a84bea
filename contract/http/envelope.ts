/**
 * The API's one answer shape (docs/api.md): `{ head: { status, message? }, body }`. head.status 0 is
 * success; the others ask the client's status rules to act (docs/session.md).
 */
export const HEAD_STATUS = {
  ok: 0,
  /** The screener statuses: which one means what is in docs/api.md. */
  screenerSubscriberOnly: 4,
  redirect: 6,
  screenerPlanOnly: 7,
  screenerExpired: 10,
  sessionExpired: '100',
  brokerSessionExpired: '110',
} as const;

/** A GET answering one of these used a subscriber-only screener: the client opens the screener dialog. */
export const SCREENER_STATUSES = [
  HEAD_STATUS.screenerSubscriberOnly,
  HEAD_STATUS.screenerPlanOnly,
  HEAD_STATUS.screenerExpired,
] as const;

export type HeadStatus = string | number;

export interface Envelope<T> {
  head: { status: HeadStatus; message?: string };
  body: T;
}

/** body of an HTTP 400: the first problem of each field, by field name. */
export type FieldErrors = Record<string, string>;
export interface ErrorBody {
  errors?: FieldErrors;
}
