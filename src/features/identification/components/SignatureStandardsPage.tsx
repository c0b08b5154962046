import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  ButtonLink,
  DescriptionList,
  Link,
  Section,
  SignatureLevelBadge,
  Stack,
  Text,
} from '../../../ui';
import { ACCOUNT_BASE } from '../audience';
import { lawNames } from '../labels';
import { messages } from '../messages';
import { pathTo } from '../methods';
import { badgeLevel, hasAdvanced, standingIn, type Standing } from '../standing';
import { legislations, type Legislation, type SignatureQualities } from '../types';
import { IdentificationFrame } from './IdentificationFrame';

export interface SignatureStandardsPageProps {
  qualities: SignatureQualities;
  /** The request the person came from (`sr`), kept through every link. */
  requestId?: string;
}

const standingLabel = (standing: Standing) =>
  standing === 'qes' ? messages.levelQes : standing ? messages.levelAes : messages.levelSes;
const unlocks = (standing: Standing) =>
  standing === 'qes' ? messages.unlocksQes : standing ? messages.unlocksAes : messages.unlocksSes;
const lawTexts: Record<Legislation, MessageDescriptor> = {
  eidas: messages.eidasText,
  zertes: messages.zertesText,
};

/** /profile/signature-standards: per law the level the person has, and the way to more. */
export function SignatureStandardsPage({ qualities, requestId: sr }: SignatureStandardsPageProps) {
  const intl = useIntl();
  const mobileId = hasAdvanced(qualities);
  return (
    <IdentificationFrame
      title={intl.formatMessage(messages.overviewTitle)}
      meta={intl.formatMessage(messages.overviewIntro)}
    >
      {legislations.map((legislation) => {
        const standing = standingIn(qualities, legislation);
        const law = lawNames[legislation];
        return (
          <Section
            key={legislation}
            title={law}
            description={intl.formatMessage(lawTexts[legislation])}
            actions={
              standing !== 'qes' && (
                <ButtonLink variant="primary" href={pathTo(ACCOUNT_BASE, legislation, { sr })}>
                  {intl.formatMessage(messages.identify, { law })}
                </ButtonLink>
              )
            }
          >
            <DescriptionList
              items={[
                {
                  term: intl.formatMessage(messages.levelTerm),
                  description: (
                    <SignatureLevelBadge
                      level={badgeLevel(standing)}
                      label={intl.formatMessage(standingLabel(standing))}
                    />
                  ),
                },
                {
                  term: intl.formatMessage(messages.unlocksTerm),
                  description: intl.formatMessage(unlocks(standing)),
                },
              ]}
            />
          </Section>
        );
      })}
      <Section
        title={intl.formatMessage(messages.mobileIdTitle)}
        description={intl.formatMessage(messages.mobileIdText)}
        actions={
          !mobileId && (
            <ButtonLink variant="secondary" href={pathTo(ACCOUNT_BASE, 'mobile-id', { sr })}>
              {intl.formatMessage(messages.mobileIdAction)}
            </ButtonLink>
          )
        }
      >
        <Stack direction="row" gap="sm">
          <SignatureLevelBadge
            level={mobileId ? 'aes' : 'ses'}
            label={intl.formatMessage(mobileId ? messages.levelAes : messages.levelSes)}
          />
          {mobileId && <Text>{intl.formatMessage(messages.mobileIdReady)}</Text>}
        </Stack>
      </Section>
      <div>
        <Link href={pathTo(ACCOUNT_BASE, 'legislation', { sr })}>
          {intl.formatMessage(messages.legislationLink)}
        </Link>
      </div>
    </IdentificationFrame>
  );
}
