import { describe, expect, it } from 'vitest';
import {
  HIDE_STAGING_ALERT,
  appEnvironment,
  readHideStagingAlert,
  showsTestSystemFrame,
} from './environment';

describe('environment', () => {
  it('takes VITE_APP_ENV, else development on the dev server and production otherwise', () => {
    expect(appEnvironment({ VITE_APP_ENV: 'staging', DEV: false })).toBe('staging');
    expect(appEnvironment({ DEV: true })).toBe('development');
    expect(appEnvironment({ DEV: false })).toBe('production');
    expect(appEnvironment({ VITE_APP_ENV: 'bogus', DEV: false })).toBe('production');
  });

  it('frames every non-production build unless the flag is set', () => {
    expect(showsTestSystemFrame('staging', false)).toBe(true);
    expect(showsTestSystemFrame('development', false)).toBe(true);
    expect(showsTestSystemFrame('staging', true)).toBe(false);
    expect(showsTestSystemFrame('production', false)).toBe(false);
  });

  it('sets and clears the hide flag from the query and remembers it', () => {
    localStorage.clear();
    expect(readHideStagingAlert('', localStorage)).toBe(false);
    expect(readHideStagingAlert(`?${HIDE_STAGING_ALERT}=1`, localStorage)).toBe(true);
    expect(readHideStagingAlert('', localStorage)).toBe(true);
    expect(readHideStagingAlert(`?${HIDE_STAGING_ALERT}=0`, localStorage)).toBe(false);
  });
});
