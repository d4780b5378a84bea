/** Form recipes beyond the field components: a bare control, a row of fields and buttons, choices. */
import { globalStyle, style } from '@vanilla-extract/css';
import { cluster } from './layout.css';
import { inputRules } from './input-rules';
import { tile } from './card.css';
import * as textField from './text-field.css';

/** A text input, select or textarea drawn like the text field's; compose its width, height or padding. */
export const control = style(inputRules);

/** Fields and their buttons on one row, bottoms aligned, wrapping on a narrow phone; compose the gap. */
export const fieldRow = style([cluster, { alignItems: 'flex-end' }]);
/** A text field's own bottom margin would leave the row's buttons hanging below its input: the row spaces them. */
globalStyle(`${fieldRow} > ${textField.field}`, { marginBottom: 0 });

/** A checkbox or radio with its label: one line, a full tap target tall. */
export const checkRow = style({ display: 'flex', alignItems: 'center', gap: '8px', minHeight: '44px' });

/** A choice drawn as a bordered tile, the whole of it a target; compose its padding. */
export const boxedChoice = style([checkRow, tile, { cursor: 'pointer' }]);

/** A fieldset of choices without a frame, one under another. */
export const choiceGroup = style({ border: 0, padding: 0, margin: '0 0 12px', display: 'grid', gap: '8px' });

/** A legend above choices, in the label's weight. */
export const choiceLegend = style({ fontWeight: 600, marginBottom: '6px', padding: 0 });
