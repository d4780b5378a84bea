import { style } from '@vanilla-extract/css';
import { VIDEO_FRAME_MIN_HEIGHT_PX } from '../constants';

/** Spec §2, §9: the frame is at least 450px high. */
export const frame = style({
  display: 'block',
  width: '100%',
  minHeight: `${VIDEO_FRAME_MIN_HEIGHT_PX}px`,
  aspectRatio: '16 / 9',
  border: 0,
  borderRadius: '8px',
  background: '#000000',
});
