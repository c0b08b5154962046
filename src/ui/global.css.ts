import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../design-tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});
// Form controls take the browser's own font (a system sans-serif at 13.33 px) unless told
// otherwise; every control in the product is set in the page's font.
globalStyle('button, input, select, textarea', { font: 'inherit' });
