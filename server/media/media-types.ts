import { z } from 'zod';

/** Widths a post illustration is rendered at, and the file name the media route answers. */
export const MEDIA_WIDTHS = [400, 800, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const MEDIA_FORMATS = ['jpg', 'webp'] as const;

const FILE = /^([a-z0-9-]{1,80})-(400|800|1200)\.(jpg|webp)$/;

/** GET /media/posts/<imageKey>-<width>.<format> */
export const mediaFileParams = z.object({
  file: z
    .string()
    .regex(FILE)
    .transform((file) => {
      const [, key, width, format] = FILE.exec(file)!;
      return { key: key!, width: Number(width) as MediaWidth, format: format as (typeof MEDIA_FORMATS)[number] };
    }),
});
