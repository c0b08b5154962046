import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-tokens';

export const searchField = style({});
export const searchIcon = style({
  display: 'flex',
  paddingInlineStart: vars.space.md,
  color: vars.color.text.secondary,
});

// Nothing to clear: the field is marked empty, the button goes away.
globalStyle(`${searchField}[data-empty] button`, { visibility: 'hidden' });
// The browser's own cancel button would duplicate ours.
globalStyle(`${searchField} input::-webkit-search-cancel-button`, { display: 'none' });
