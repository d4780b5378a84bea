/**
 * Every message the client's field validators show. The ones the spec gives are used letter for letter
 * (docs/validation.md, "Rules"); the ones it does not give are ours (see
 * docs/decisions/0020-validation-messages-not-in-spec.md).
 */
export const VALIDATION_MESSAGES = {
  /** Spec §5. */
  required: 'Required field',
  /** Spec §5. */
  textEmpty: (label: string) => `Please enter ${label}`,
  /** Spec §5: leading, trailing or doubled spaces. */
  textInvalid: (label: string) => `Please enter valid ${label}`,
  /** Spec §5. */
  email: 'Please enter a valid email',
  /** Spec §5. */
  mobile: 'Please enter a valid mobile number',
  /** Spec §5. */
  passwordMismatch: 'Passwords do not match',
  /** Ours: the spec states the PAN rule but gives no message. */
  pan: 'Please enter a valid PAN',
  /** Ours: the spec states the numeric-only rule but gives no message. */
  numericOnly: 'Please enter numbers only',
  /** Ours: the spec states the optional maximum length but gives no message. */
  numericMaxLength: (maxLength: number) => `Please enter at most ${maxLength} digits`,
  /** Spec §5. */
  basketNameHtml: 'HTML tags are not allowed in basket name',
  /** Spec §5. */
  basketDescriptionHtml: 'HTML tags are not allowed in basket description',
  /** docs/validation.md, "Rules" (51200 bytes). */
  imageTooLarge: 'Image exceeds 50KB limit',
  /** Ours: the spec lists dob as a customer field but gives no rule or message. */
  dob: 'Please enter a valid date of birth',
  /** Ours: an advisory client must be an adult (docs/customer-onboarding.md). */
  dobUnder18: 'You must be at least 18 years old',
  /** Ours: the state must be one of contract/locale/indian-states.ts. */
  state: 'Please select a valid state',
} as const;

/** Spec §9: image size cap. 51200 bytes exactly is allowed. */
export const IMAGE_MAX_BYTES = 51200;

/** Ours: what the server answers to input no field accepts, whatever the route (docs/validation.md, "On the server"). */
export const INPUT_MESSAGES = {
  /** HTTP 400: a NUL character (U+0000, `%00`) anywhere in the address, the body or a form. */
  nul: 'The request holds a NUL character (%00), which no field accepts.',
} as const;
