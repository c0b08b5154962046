import { escapeHtml } from '../../mail/escape-html';
import type { Card, ProviderInvoice } from '../../domain/billing/provider';
import { sandboxLayout } from '../page-layout';
import { TEST_CARDS, type CardForm, type CardFormErrors } from './cards';

const BRAND = 'Card payments (sandbox)';

const STYLE = `
  table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; background: #fff; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #d5d9e0; vertical-align: top; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; min-width: 0; }
  .error { color: #a4111d; font-weight: 600; margin: 4px 0 0; }
  .alert { background: #fde7e9; border: 1px solid #a4111d; padding: 8px 12px; border-radius: 6px; }
  .card { background: #fff; border: 1px solid #9aa1ad; border-radius: 6px; padding: 12px; }
  code { font-size: 0.95em; }
  @media print { header, form, .no-print { display: none; } body { background: #fff; } }
`;

const page = (title: string, body: string) =>
  sandboxLayout(BRAND, `<h1>${escapeHtml(title)}</h1>${body}`, STYLE);

const formatMoney = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
const formatDate = (date: Date) => date.toISOString().slice(0, 10);
const groupDigits = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export const describeCard = (card: Card) =>
  `${card.brand} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

function input(
  name: keyof CardForm,
  label: string,
  value: string,
  errors: CardFormErrors,
  attributes: string,
) {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" required ${attributes}${described}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

function testCardTable() {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${groupDigits(card.number)}</code></td><td>${escapeHtml(card.description)}</td></tr>`,
  ).join('');
  return `<details><summary>Test cards</summary>
<p>Any future expiry date and any CVC.</p>
<table><caption class="no-print">Card numbers this sandbox knows</caption>
<thead><tr><th scope="col">Number</th><th scope="col">What happens</th></tr></thead>
<tbody>${rows}</tbody></table></details>`;
}

/** The hosted card form of a setup intent; `declined` is the processor's reason for the last card. */
export function setupPage({
  clientSecret,
  form = { number: '', expiry: '', cvc: '', name: '' },
  errors = {},
  declined = null,
}: {
  clientSecret: string;
  form?: CardForm;
  errors?: CardFormErrors;
  declined?: string | null;
}): string {
  const problems = Object.keys(errors).length;
  const alert = declined
    ? `<p class="alert" role="alert">${escapeHtml(declined)} Try another card.</p>`
    : problems
      ? `<p class="alert" role="alert">Please correct ${problems === 1 ? 'the field' : `${problems} fields`} below.</p>`
      : '';
  return page(
    'Save a card',
    `<p class="note">This is the local sandbox of the card processor: no real card is charged. Use a test card.</p>
${alert}
<form method="post" novalidate>
${hidden('client_secret', clientSecret)}
<fieldset><legend>Card details</legend>
${input('number', 'Card number', form.number, errors, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">
${input('expiry', 'Expiry (MM/YY)', form.expiry, errors, 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${input('cvc', 'CVC', '', errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
${input('name', 'Name on the card', form.name, errors, 'autocomplete="cc-name" maxlength="100"')}
</fieldset>
<div class="outcomes"><button class="primary" type="submit">Save card</button></div>
</form>
${testCardTable()}`,
  );
}

/** The bank's 3-D Secure challenge. */
export function authenticatePage(clientSecret: string): string {
  return page(
    'Confirm it is you',
    `<p class="note">Your bank asks you to confirm this card (3-D Secure). In the sandbox, choose the outcome.</p>
<form method="post">
${hidden('client_secret', clientSecret)}
<div class="outcomes">
<button class="primary" name="outcome" value="complete">Complete</button>
<button name="outcome" value="fail">Fail</button>
</div>
</form>`,
  );
}

export function savedPage(returnTo: string): string {
  return page(
    'Card saved',
    `<p>This card is already saved.</p><p><a class="button primary" href="${escapeHtml(returnTo)}">Return to Paraph</a></p>`,
  );
}

export function missingPage(what = 'This page'): string {
  return page(
    'Not found',
    `<p>${escapeHtml(what)} does not exist or has expired. Go back to Paraph and start again.</p>`,
  );
}

function invoiceRows(invoices: ProviderInvoice[]) {
  if (invoices.length === 0) return '<p>No invoices yet.</p>';
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td><a href="${escapeHtml(invoice.url ?? '')}">${escapeHtml(invoice.number)}</a></td>
<td>${formatDate(invoice.createdAt)}</td><td>${escapeHtml(invoice.status)}</td>
<td class="amount">${formatMoney(invoice.draft.totalMinor, invoice.draft.currency)}</td></tr>`,
    )
    .join('');
  return `<table><caption class="no-print">Your invoices, newest first</caption>
<thead><tr><th scope="col">Invoice</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col" class="amount">Total</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/** The customer portal: the card on file, replacing it, the invoices. */
export function portalPage({
  sessionId,
  name,
  card,
  invoices,
  returnUrl,
}: {
  sessionId: string;
  name: string;
  card: Card | null;
  invoices: ProviderInvoice[];
  returnUrl: string;
}): string {
  return page(
    'Billing',
    `<p>${escapeHtml(name)}</p>
<h2>Payment method</h2>
<p class="card">${card ? escapeHtml(describeCard(card)) : 'No card on file.'}</p>
<form method="post" action="/sandbox/payments/portal/${escapeHtml(sessionId)}/card"><button type="submit">${card ? 'Replace card' : 'Add a card'}</button></form>
<h2>Invoices</h2>
${invoiceRows(invoices)}
<p><a class="button primary" href="${escapeHtml(returnUrl)}">Return to Paraph</a></p>`,
  );
}

/** A hosted invoice, printable. */
export function invoicePage({
  invoice,
  customer,
}: {
  invoice: ProviderInvoice;
  customer: { name: string; email: string; country: string };
}): string {
  const { draft } = invoice;
  const money = (minor: number) => formatMoney(minor, draft.currency);
  const lines = draft.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td class="amount">${money(line.amountMinor)}</td></tr>`,
    )
    .join('');
  const status =
    invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Due' : invoice.status;
  return page(
    `Invoice ${invoice.number}`,
    `<p><strong>${escapeHtml(status)}</strong>${invoice.failureCode ? ` — the last charge failed (${escapeHtml(invoice.failureCode)})` : ''}</p>
<p>Billed to ${escapeHtml(customer.name)}, ${escapeHtml(customer.email)}, ${escapeHtml(customer.country)}<br>
Issued ${formatDate(invoice.createdAt)}; period ${formatDate(draft.periodStart)} to ${formatDate(draft.periodEnd)}</p>
<table><caption class="no-print">Invoice lines</caption>
<thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${lines}
<tr><th scope="row">Subtotal</th><td class="amount">${money(draft.subtotalMinor)}</td></tr>
${draft.discountMinor > 0 ? `<tr><th scope="row">Discount</th><td class="amount">−${money(draft.discountMinor)}</td></tr>` : ''}
<tr><th scope="row">Tax</th><td class="amount">${money(draft.taxMinor)}</td></tr>
<tr><th scope="row">Total</th><td class="amount"><strong>${money(draft.totalMinor)}</strong></td></tr>
</tbody></table>
<p class="no-print">Print this page for your records; the header and buttons are left out.</p>`,
  );
}

/** The invoicing system's portal (Chargebee in production) for MANUAL and CHARGEBEE businesses. */
export function invoicingPage({
  businessId,
  email,
  returnUrl,
}: {
  businessId: string;
  email: string;
  returnUrl: string;
}): string {
  return page(
    'Invoicing',
    `<p class="note">This is the local sandbox of the invoicing system. Businesses billed by invoice receive their invoices by e-mail and pay by bank transfer.</p>
<dl><dt>Account</dt><dd><code>${escapeHtml(businessId)}</code></dd>
<dt>Invoices are sent to</dt><dd>${escapeHtml(email)}</dd></dl>
<p>No invoices are open.</p>
<p><a class="button primary" href="${escapeHtml(returnUrl)}">Return to Paraph</a></p>`,
  );
}

/** The test clock's small form, and what it did last. */
export function clockPage({
  error = null,
  now = null,
}: { error?: string | null; now?: Date | null } = {}) {
  return page(
    'Test clock',
    `<p class="note">Moves a customer's sandbox time ahead: renewals, retries of failed charges and cancellations at the period end happen on the way, and their events reach Paraph.</p>
${error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
${now ? `<p role="status">The customer's time is now ${escapeHtml(now.toISOString())}.</p>` : ''}
<form method="post">
<label for="email">Customer e-mail</label><input id="email" name="email" type="email" autocomplete="off">
<label for="customerId">or customer id</label><input id="customerId" name="customerId" placeholder="cus_…">
<label for="days">Days ahead</label><input id="days" name="days" type="number" min="1" max="3660" value="31" required>
<div class="outcomes"><button class="primary" type="submit">Advance the clock</button></div>
</form>`,
  );
}
