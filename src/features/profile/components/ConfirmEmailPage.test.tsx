import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmEmailPage } from './ConfirmEmailPage';

// The confirmation uses the link up, so the page must send it once, even when StrictMode runs
// its effect twice (as the app does in development); the stories cover what each answer shows.

function renderPage(token?: string) {
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="en-gb" defaultLocale="en-gb">
          <ConfirmEmailPage token={token} />
        </IntlProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfirmEmailPage', () => {
  it('sends the token once while the answer is awaited', async () => {
    // An answer that never comes: the page stays on its spinner.
    const fetch = vi.fn((_request: Request) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    renderPage('tok_0123456789abcdefghij');
    expect(await screen.findByLabelText('Confirming your new e-mail address…')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/v1/user/email-change/confirm');
    expect(await request?.json()).toEqual({ token: 'tok_0123456789abcdefghij' });
  });
});
