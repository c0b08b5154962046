import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { Button } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';

const STYLE_ID = 'react-aria-pressable-style';
const css = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("index.html's pressable style", () => {
  it('is the rule react-aria adds with the first button, under the id it looks for', () => {
    // react-aria leaves the rule out under test; the app runs in production.
    vi.stubEnv('NODE_ENV', 'production');
    render(<Button>Sign</Button>);
    const added = document.getElementById(STYLE_ID);
    expect(added).not.toBeNull();
    const html = new DOMParser().parseFromString(
      readFileSync(join(process.cwd(), 'index.html'), 'utf8'),
      'text/html',
    );
    expect(css(html.getElementById(STYLE_ID)?.textContent)).toBe(css(added?.textContent));
  });
});
