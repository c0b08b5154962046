import { escapeHtml } from '../mail/escape-html';

/** The look every sandbox provider's pages share: plain, readable, usable at 390 px. */
const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; line-height: 1.45; }
  header { background: #24324a; color: #fff; padding: 12px 20px; }
  main { max-width: 36rem; margin: 0 auto; padding: 20px; overflow-wrap: break-word; }
  .note { background: #fff5d6; border: 1px solid #b58a00; padding: 8px 12px; border-radius: 6px; }
  fieldset { border: 1px solid #9aa1ad; border-radius: 6px; margin: 16px 0; padding: 12px; }
  label { display: block; margin-top: 8px; font-weight: 600; }
  input, select { font: inherit; padding: 6px; width: 100%; box-sizing: border-box; }
  .outcomes { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
  button, .button { font: inherit; padding: 10px 14px; border-radius: 6px; border: 1px solid #24324a; background: #fff; color: #24324a; cursor: pointer; text-decoration: none; display: inline-block; }
  button.primary, .button.primary { background: #24324a; color: #fff; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  a { color: #1f4fa3; }
`;

export function sandboxLayout(title: string, body: string, style = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}${style}</style></head>
<body><header>${escapeHtml(title)}</header><main>${body}</main></body></html>`;
}
