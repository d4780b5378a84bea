import { BLOG_CMS_LIMITS, BLOG_CMS_MESSAGES as M, POST_FILE_TYPES, POST_IMAGE_TYPES } from '#contract/blog-cms/rules';

/** The image's type and size, checked before it is sent (the server checks again). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return M.imageType;
  if (file.size > BLOG_CMS_LIMITS.imageBytes) return M.imageTooLarge;
  return undefined;
}

/** An attachment's type and size, checked before it is sent (the server checks again). */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(POST_FILE_TYPES as readonly string[]).includes(file.type)) return M.fileType;
  if (file.size > BLOG_CMS_LIMITS.fileBytes) return M.fileTooLarge;
  return undefined;
}
