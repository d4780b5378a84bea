/** The blog CMS's limits and messages both sides apply (zod-free, for the app). docs/blog-cms.md. */
export const BLOG_CMS_LIMITS = {
  titleMax: 160,
  shortTextMax: 2000,
  /** Characters of HTML in a post's body, all pages. */
  bodyMax: 400_000,
  imageBytes: 5 * 1024 * 1024,
  fileBytes: 10 * 1024 * 1024,
  /** Autosave waits this long after the last keystroke (the default debounce: docs/validation.md, "Debounce"). */
  autosaveMs: 500,
} as const;

export const PAGE_BREAK = '<!-- pagebreak -->';

export const POST_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const POST_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const BLOG_CMS_MESSAGES = {
  /** What publishing a post without these says (a rich text is empty as docs/validation.md, "Rules" says). */
  titleRequired: 'Please enter title',
  bodyRequired: 'Please write the post before publishing',
  authorRequired: 'Please choose an author',
  teaserRequired: 'A premium post needs a teaser for readers without a subscription',
  scheduleInPast: 'Choose a time in the future, or publish now',
  imageType: 'Choose a PNG, JPEG or WebP image',
  imageTooLarge: 'The image must be 5 MB or smaller',
  fileType: 'Attach a PDF, image, CSV or XLSX file',
  fileTooLarge: 'The file must be 10 MB or smaller',
  embedHost: 'Embeds may only come from the allowed video hosts',
  conflict: 'This post was changed elsewhere. Reload it to see the latest version.',
} as const;
