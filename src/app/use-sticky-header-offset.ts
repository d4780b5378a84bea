import type { RefObject } from 'react';
import { useHeightProperty } from '../components/ui/use-height-property';
import { STICKY_HEADER_HEIGHT } from './sticky-header.css';

/** Keeps the sticky header's height on <html>, which the page's `scroll-padding-top` reads (sticky-header.css.ts). */
export const useStickyHeaderOffset = (header: RefObject<HTMLElement | null>) =>
  useHeightProperty(header, STICKY_HEADER_HEIGHT);
