/** The file extension an upload is served with, by its stored content type. */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Upload keys: lowercase words joined by '-', as the uploads table's CHECK has them. */
export const UPLOAD_KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The public address of an uploaded image (server/studio/upload-media-routes.ts serves it). */
export const uploadUrl = (key: string, contentType: string) =>
  `/media/uploads/${key}.${UPLOAD_EXTENSIONS[contentType] ?? 'bin'}`;
