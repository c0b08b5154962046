import { useIntl } from 'react-intl';
import { CopyButton, Link, Section, Stack } from '../../../ui';
import { messages } from '../messages';
import * as styles from './developers.css';

/** The calls a developer tries first, against this very server: who am I, and a draft. */
export function firstCallExample(origin: string): string {
  const auth = "curl -u '<username>:<secret>'";
  return [
    `${auth} ${origin}/v1/user`,
    '',
    `${auth} -H 'Content-Type: application/json' \\`,
    `  -d '{"title":"Contract","documents":[],"signatures":[]}' \\`,
    `  ${origin}/v3/signature-requests`,
  ].join('\n');
}

export function FirstCall({ origin }: { origin: string }) {
  const intl = useIntl();
  const example = firstCallExample(origin);
  return (
    <Section
      title={intl.formatMessage(messages.firstCallTitle)}
      description={intl.formatMessage(messages.firstCallText)}
    >
      <Stack gap="sm">
        <pre className={styles.snippet}>
          <code>{example}</code>
        </pre>
        <CopyButton value={example} label={intl.formatMessage(messages.copyExample)} />
        <div>
          <Link href="/api/docs" target="_blank" rel="noopener">
            {intl.formatMessage(messages.reference)}
          </Link>
        </div>
      </Stack>
    </Section>
  );
}
