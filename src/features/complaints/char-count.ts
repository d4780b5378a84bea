/**
 * A complaint text's hint, with how much of its limit is used: 'What happened… 12 of 4000 characters'.
 * The field itself never cuts the text: the form's check says when it is too long.
 */
export const withCount = (value: string, max: number, hint?: string) =>
  `${hint ? `${hint} ` : ''}${value.length} of ${max} characters`;
