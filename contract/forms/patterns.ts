/** Field patterns and lengths both sides check (the app's forms without zod, the server with it). */

/** The address pattern browsers use for <input type="email">, plus a top-level domain of two letters or more. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
/** An email address as both sides accept it: the pattern, within the length. */
export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
export const MOBILE_PATTERN = /^[0-9]{10}$/;
/** Leading, trailing or doubled spaces. */
export const BAD_SPACING = /^\s|\s$|\s\s/;
export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_PATTERN = /^[0-9]{6}$/;
