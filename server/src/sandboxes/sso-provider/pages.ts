import { escapeHtml } from '../../mail/escape-html';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
  header { background: #24324a; color: #fff; padding: 12px 20px; }
  main { max-width: 32rem; margin: 0 auto; padding: 20px; overflow-wrap: anywhere; }
  .note { background: #fff5d6; border: 1px solid #b58a00; padding: 8px 12px; border-radius: 6px; }
  label { display: block; margin-top: 16px; font-weight: 600; }
  input { font: inherit; padding: 8px; width: 100%; box-sizing: border-box; border: 1px solid #5f6673; border-radius: 6px; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 20px; }
  button { font: inherit; padding: 10px 16px; border-radius: 6px; border: 1px solid #24324a; background: #fff; color: #24324a; cursor: pointer; }
  button.primary { background: #24324a; color: #fff; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>Company sign-in (sandbox)</header><main>${body}</main></body></html>`;
}

/** The provider's sign-in page: who signs in, and the choice to let them or refuse. */
export function authorizePage({
  requestId,
  domain,
  email,
}: {
  requestId: string;
  domain: string;
  email: string;
}): string {
  return layout(
    `Sign in to ${domain}`,
    `<h1>Sign in to ${escapeHtml(domain)} as ${escapeHtml(email)}</h1>
<p class="note">This is the local sandbox of a company's identity provider: no password is asked. Choose whether the company lets this person in; Paraph receives the answer the way a real provider sends it.</p>
<form method="post">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
<label for="email">E-mail address the company confirms</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}" required>
<div class="actions">
<button class="primary" name="decision" value="allow">Sign in</button>
<button name="decision" value="refuse" formnovalidate>Refuse</button>
</div>
</form>`,
  );
}

export function invalidRequestPage(reason: string): string {
  return layout(
    'Sign-in request not valid',
    `<h1>This sign-in request is not valid</h1><p>${escapeHtml(reason)}</p><p>Go back to Paraph and start again.</p>`,
  );
}
