import { useIntl } from 'react-intl';
import { uiMessages } from '../messages';
import { frame, label } from './TestSystemFrame.css';

/**
 * The 'Test System' border (spec, app shell). The shell decides when to show it (not
 * production, hide-staging-alert flag absent); this only draws it.
 */
export function TestSystemFrame() {
  const intl = useIntl();
  return (
    <div className={frame}>
      <span role="note" className={label}>
        {intl.formatMessage(uiMessages.testSystem)}
      </span>
    </div>
  );
}
