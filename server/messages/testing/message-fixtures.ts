import type { Message } from '../message-sender';

/** A sign-in code for Starfolio by `channel` to `to`: the message the outbox and transport tests send. */
export const otpMessage = (channel: Message['channel'] = 'email', to = 'asha@example.com'): Message => ({
  to,
  channel,
  template: 'otp',
  brand: 'starfolio',
  data: { purpose: 'login', text: 'Your sign-in code', code: '042042' },
});
