import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, AvatarGroup } from './Avatar';

// No global test hooks in this project: unmount between tests ourselves.
afterEach(cleanup);

const wrap = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="en-gb" onError={() => {}}>
      {ui}
    </IntlProvider>,
  );

describe('Avatar', () => {
  it('shows initials named for screen readers', () => {
    wrap(<Avatar id="u1" name="Anna Keller" />);
    expect(screen.getByRole('img', { name: 'Anna Keller' }).textContent).toBe('AK');
  });

  it('falls back to initials when the picture fails to load', () => {
    wrap(<Avatar id="u1" name="Anna Keller" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Anna Keller' }));
    expect(screen.getByRole('img', { name: 'Anna Keller' }).textContent).toBe('AK');
  });

  it('groups the rest into "+N"', () => {
    const people = ['A B', 'C D', 'E F'].map((name, i) => ({ id: `u${i}`, name }));
    wrap(<AvatarGroup label="Signers" people={people} max={1} />);
    expect(screen.getByRole('img', { name: '2 more' }).textContent).toBe('+2');
  });
});
