import { TextField, type TextFieldProps } from './text-field';

/** The one-time codes the product sends by email or SMS have six digits. */
export const OTP_DIGITS = 6;

const OTP_CODE = new RegExp(`^\\d{${OTP_DIGITS}}$`);

/** Whether what was typed is a one-time code (spaces around it aside). */
export const isOtpCode = (typed: string) => OTP_CODE.test(typed.trim());

/** The field a one-time code is typed in: digits, at most six, which the device may fill from the message. */
export function OtpField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_DIGITS} {...props} />;
}
