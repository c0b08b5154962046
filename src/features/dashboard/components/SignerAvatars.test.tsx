import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { SignerAvatars } from './SignerAvatars';

// No global test hooks in this project: unmount between tests ourselves.
afterEach(cleanup);

const dana = { email_address: 'dana@paraph.example', first_name: 'Dana', last_name: 'Demo' };
const request = {
  id: 'sr_1',
  title: 'Lease',
  status_overall: 'OPEN',
  signatures: [
    {
      sid: 'sig_1',
      status_code: 'OPEN',
      account_email: dana.email_address,
      signer_identity_data: dana,
      sequence: null,
      signed_at: null,
    },
  ],
} as unknown as SignatureRequestSummary;

const renderIn = (locale: string, messages: Record<string, string> = {}) =>
  render(
    // The group names are a query; this request has no group, so nothing is asked.
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale={locale} messages={messages} onError={() => {}}>
        <SignerAvatars request={request} />
      </IntlProvider>
    </QueryClientProvider>,
  );

// The initials are what is drawn, hidden from assistive tech (the name is read in the list).
const initialsShown = (container: HTMLElement) =>
  container.querySelector('[role="img"] [aria-hidden="true"]')?.textContent;

describe('SignerAvatars', () => {
  it('draws the initials from the name alone, not the status', () => {
    const { container } = renderIn('en-gb');
    expect(initialsShown(container)).toBe('DD');
  });

  it('keeps the initials in another language, whose status words differ', () => {
    const { container } = renderIn('de-ch', { 'status.open': 'Nicht unterschrieben' });
    expect(initialsShown(container)).toBe('DD');
  });

  it('still names each signer with their state for screen readers', () => {
    renderIn('en-gb');
    const list = screen.getByRole('list', { name: 'Signers of Lease' });
    expect(within(list).getByRole('listitem').textContent).toBe('Dana Demo: Open');
  });
});
