/**
 * The only hosts an <iframe> may load from, in server HTML (sanitizer) and in the
 * Content-Security-Policy frame-src the server sends. Video players only.
 */
export const EMBED_FRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;
