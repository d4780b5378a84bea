/** Spec §9 and §4 (Blog list, Video dialog): the blog's numbers, in one place. */

/** Infinite scroll asks for the next page once the reader has scrolled past this share of the page. */
export const INFINITE_SCROLL_THRESHOLD = 0.7;

/** After every this-many pages, infinite scroll stops and a 'Load More' link appears instead. */
export const LOAD_MORE_EVERY_PAGES = 5;

/** One lead story, then this many side stories; the rest fill 'All Stories'. */
export const LEAD_STORIES = 1;
export const SIDE_STORIES = 3;

/** The video dialog's frame is never shorter than this. */
export const VIDEO_FRAME_MIN_HEIGHT_PX = 450;
