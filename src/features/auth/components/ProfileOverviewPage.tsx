import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Heading,
  SignatureLevelBadge,
  Stack,
  Text,
  type SignatureLevel,
} from '../../../ui';
import { Link } from '../../../navigation/Link';
import { accountMessages, profileMessages as m } from '../account-messages';
import { DeleteAccountForm } from './DeleteAccountPage';
import * as styles from './ProfileOverviewPage.css';

type User = components['schemas']['User'];

/** Each language by its own name (as the language menu shows it): not translated. */
const languageNames: Record<string, string> = {
  'en-gb': 'English',
  'de-ch': 'Deutsch',
  'fr-ch': 'Français',
  it: 'Italiano',
};

/**
 * The qualities the account signs at, lowest first: every verified account signs simple ones,
 * an advanced entry (or its minimal variant) adds AES, a qualified one QES (spec §4).
 */
export function signatureLevelsOf(user: User): SignatureLevel[] {
  if (!user.emailVerified) return [];
  const { aes, aesMinimal, qes } = user.signatureQualities;
  const reached: [SignatureLevel, boolean][] = [
    ['ses', true],
    ['aes', Boolean(aes?.any ?? aesMinimal?.eidas ?? aesMinimal?.zertes)],
    ['qes', Boolean(qes?.eidas ?? qes?.zertes)],
  ];
  return reached.filter(([, has]) => has).map(([level]) => level);
}

/** The account's business membership, as the access rules read it. */
export interface ProfileBusiness {
  role: 'admin' | 'member';
}

export interface ProfileOverviewPageProps {
  user: User;
  /** Free signatures left for a free user (the access rule); null for everyone else. */
  freeSignaturesRemaining: number | null;
  /** The account pages that are built, from the shell's navigation entries. */
  links: { to: string; label: MessageDescriptor }[];
  /** The business the user belongs to, if any; a member may leave it. */
  business: ProfileBusiness | null;
  onLeaveBusiness: () => void;
  onDeleted: () => Promise<void> | void;
}

/** /profile: who the account is, where to change it, and its deletion. */
export function ProfileOverviewPage({
  user,
  freeSignaturesRemaining,
  links,
  business,
  onLeaveBusiness,
  onDeleted,
}: ProfileOverviewPageProps) {
  const intl = useIntl();
  const detailsId = useId();
  const manageId = useId();
  const deleteId = useId();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const language = user.attributes.lang?.[0] ?? intl.locale;
  const levels = signatureLevelsOf(user);
  return (
    <div className={styles.page}>
      <Stack gap="sm">
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>

      <Card labelledBy={detailsId}>
        <Stack gap="lg">
          <Heading level={2} id={detailsId}>
            {intl.formatMessage(m.details)}
          </Heading>
          <div className={styles.identity}>
            <Avatar id={user.id} name={fullName || user.email} size="lg" />
            <div className={styles.identityText}>
              <span className={styles.name}>{fullName || user.email}</span>
            </div>
          </div>
          <dl className={styles.facts}>
            <dt className={styles.term}>{intl.formatMessage(m.email)}</dt>
            <dd className={styles.value}>
              {user.email}
              <Badge tone={user.emailVerified ? 'success' : 'warning'}>
                {intl.formatMessage(user.emailVerified ? m.verified : m.unverified)}
              </Badge>
            </dd>
            <dt className={styles.term}>{intl.formatMessage(m.language)}</dt>
            <dd className={styles.value}>
              <span lang={language}>{languageNames[language] ?? language}</span>
            </dd>
            <dt className={styles.term}>{intl.formatMessage(m.qualities)}</dt>
            <dd className={styles.value}>
              {levels.length === 0
                ? intl.formatMessage(m.noQualities)
                : levels.map((level) => <SignatureLevelBadge key={level} level={level} />)}
            </dd>
            {user.attributes.mobile?.[0] && (
              <>
                <dt className={styles.term}>{intl.formatMessage(m.mobile)}</dt>
                <dd className={styles.value}>{user.attributes.mobile[0]}</dd>
              </>
            )}
            {business && (
              <>
                <dt className={styles.term}>{intl.formatMessage(m.business)}</dt>
                <dd className={styles.value}>
                  {intl.formatMessage(
                    business.role === 'admin' ? m.businessAdmin : m.businessMember,
                  )}
                  {business.role === 'member' && (
                    <Button variant="tertiary" size="sm" onPress={onLeaveBusiness}>
                      {intl.formatMessage(m.leaveBusiness)}
                    </Button>
                  )}
                </dd>
              </>
            )}
            {freeSignaturesRemaining !== null && (
              <>
                <dt className={styles.term}>{intl.formatMessage(m.plan)}</dt>
                <dd className={styles.value}>
                  {intl.formatMessage(m.freeSignatures, { count: freeSignaturesRemaining })}
                </dd>
              </>
            )}
          </dl>
        </Stack>
      </Card>

      {links.length > 0 && (
        <Card labelledBy={manageId}>
          <Stack gap="md">
            <Heading level={2} id={manageId}>
              {intl.formatMessage(m.manage)}
            </Heading>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to as '/'}>{intl.formatMessage(link.label)}</Link>
                </li>
              ))}
            </ul>
          </Stack>
        </Card>
      )}

      <Card labelledBy={deleteId}>
        <Stack gap="md">
          <Heading level={2} id={deleteId}>
            {intl.formatMessage(accountMessages.deleteTitle)}
          </Heading>
          <Text tone="secondary">{intl.formatMessage(accountMessages.deleteIntro)}</Text>
          <DeleteAccountForm onDeleted={onDeleted} />
        </Stack>
      </Card>
    </div>
  );
}
