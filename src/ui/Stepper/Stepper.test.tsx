import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Stepper, stepState } from './Stepper';

// No global test hooks in this project: unmount between tests ourselves.
afterEach(cleanup);

describe('stepState', () => {
  it('marks steps before the current one done and after it upcoming', () => {
    expect([0, 1, 2, 3].map((i) => stepState(i, 2))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
  });
});

describe('Stepper', () => {
  it('announces the position and marks the current step', () => {
    render(
      <IntlProvider locale="en-gb" onError={() => {}}>
        <Stepper label="Signup" steps={['Account', 'Plan', 'Payment']} current={1} />
      </IntlProvider>,
    );
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('(completed)');
  });
});
