import { cleanup, render, screen } from '@testing-library/react';
import { SearchParamError } from '@tanstack/react-router';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReporter } from '../adapters/setup';
import { RouteError } from './RouteError';

const renderError = (error: unknown) =>
  render(
    <IntlProvider locale="en-gb" defaultLocale="en-gb">
      <RouteError error={error} />
    </IntlProvider>,
  );

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('shows the 404 page for a query the route refuses, reported as Page Not Found', () => {
    const capture = vi.spyOn(errorReporter, 'capture');
    renderError(new SearchParamError('bad query'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(capture).toHaveBeenCalledWith(
      expect.objectContaining({ message: `Page Not Found: ${window.location.pathname}` }),
    );
  });

  it('shows the generic error page for anything else', () => {
    vi.spyOn(errorReporter, 'capture');
    renderError(new Error('boom'));
    expect(
      screen.getByRole('heading', { name: 'Sorry, something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
