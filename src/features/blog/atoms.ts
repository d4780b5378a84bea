import { atom } from 'jotai';

/** The blog's video dialog (docs/blog.md, "Listing"): `url` is the post's video link. */
export const videoDialogAtom = atom<{ open: boolean; url: string | null }>({ open: false, url: null });
