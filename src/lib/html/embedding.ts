/**
 * Whether this code runs embedded in a third-party page (the blog widget, docs/widget.md), and the
 * origin that root-relative URLs in server data then point at: images under /media/ (docs/api.md,
 * decision 0022) and links in post bodies. The app never sets it: URLs stay as they are and the
 * page is its own. The widget sets its API origin once at start-up, so those URLs keep pointing at
 * the brand's server, and code that would write to the page's cookies or storage can tell that the
 * page is not ours.
 */
let origin = '';

export function setResourceOrigin(value: string): void {
  origin = value.replace(/\/+$/, '');
}

/** True inside the blog widget on another website. */
export const isEmbedded = () => origin !== '';

/**
 * This tab's sessionStorage for what the app keeps across a reload (a comment draft, a checkout), or
 * null where there is none to use: in the blog widget it belongs to the host website, and a browser
 * may refuse it (private mode, storage disabled).
 */
export function tabStorage(): Storage | null {
  if (isEmbedded()) return null;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** '/media/x.jpg' → 'https://brand.example/media/x.jpg' once an origin is set; anything else unchanged. */
export function resourceUrl<T extends string | null | undefined>(url: T): T {
  if (!origin || typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return url;
  return `${origin}${url}` as T;
}

/** Every candidate of a srcset ('/a-400.jpg 400w, /a-800.jpg 800w'), through resourceUrl. */
export function resourceSrcSet<T extends string | null | undefined>(srcset: T): T {
  if (!origin || typeof srcset !== 'string') return srcset;
  return srcset
    .split(',')
    .map((candidate) => candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + resourceUrl(url)))
    .join(',') as T;
}
