import { describe, expect, it } from 'vitest';
import { withDefaults } from './snackbar-queue';

describe('snackbar defaults', () => {
  it('follows the spec: 3000 ms, dismissible, not indefinite', () => {
    expect(withDefaults({ message: 'Saved' })).toEqual({
      message: 'Saved',
      color: 'info',
      duration: 3000,
      indefinite: false,
      dismissible: true,
    });
  });

  it('keeps what the caller sets', () => {
    const action = { text: 'Undo', handler: () => {} };
    expect(
      withDefaults({ message: 'x', dismissible: false, color: 'danger', action }),
    ).toMatchObject({ dismissible: false, color: 'danger', action });
  });
});
