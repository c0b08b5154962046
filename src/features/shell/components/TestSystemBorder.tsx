import { useState } from 'react';
import { TestSystemFrame } from '../../../ui';
import { environment } from '../environment/config';
import { readHideStagingAlert, showsTestSystemFrame } from '../environment/environment';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The 'Test System' frame outside production, unless the hide-staging-alert flag is set. */
export function TestSystemBorder() {
  const [shown] = useState(() => {
    const store = storage();
    const hidden = store ? readHideStagingAlert(window.location.search, store) : false;
    return showsTestSystemFrame(environment, hidden);
  });
  return shown ? <TestSystemFrame /> : null;
}
