/**
 * MSG91's Flow API as its documentation shows it (control.msg91.com/apidoc/textsms/send-sms-flow.php,
 * "Sample Input / Output"; docs/messages.md names the sources): the headers every call carries and
 * the answers MSG91 gives, which the fake endpoint of server/messages/msg91-sms.test.ts replays.
 */
export const MSG91_DOCUMENTED_HEADERS = ['authkey', 'content-type'] as const;

/** The documented success: the request id in `message`. */
export const MSG91_SUCCESS = { message: '5762846b4f8d285d378b4567', type: 'success' } as const;

/** An error answer in the documented shape (a template id MSG91 does not hold). */
export const MSG91_ERROR = { message: 'Template id is missing or invalid', type: 'error' } as const;
