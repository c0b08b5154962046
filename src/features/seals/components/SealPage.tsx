import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { businessMembersQuery } from '../../../api/queries';
import { Link } from '../../../navigation/Link';
import {
  Button,
  DescriptionList,
  ImageUpload,
  LoadFailedAlert,
  notify,
  PageHeader,
  Section,
  SignatureLevelBadge,
  Skeleton,
  Stack,
  Text,
} from '../../../ui';
import { sealImageQuery, sealQuery } from '../api/queries';
import { useSealActions } from '../api/seal-actions';
import { messages } from '../messages';
import { sealCandidates, sealPeople } from '../seal-rules';
import { SealMembersList } from './SealMembersList';

/** What the seal's image may be: what the stamp takes, checked before the upload. */
const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
const IMAGE_MAX_BYTES = 2_000_000;

export interface SealPageProps {
  businessId: string;
  /** The business the seal's signatures name. */
  businessName: string;
  accountName: string;
}

/** /business/seals/{accountname}: one seal's name, image and the members who may apply it. */
export function SealPage({ businessId, businessName, accountName }: SealPageProps) {
  const intl = useIntl();
  const seal = useQuery(sealQuery(businessId, accountName));
  const members = useQuery(businessMembersQuery(businessId));
  const image = useQuery({
    ...sealImageQuery(businessId, accountName),
    enabled: seal.data?.hasImage === true,
  });
  const actions = useSealActions(businessId, accountName, notify);
  const back = <Link to="/business/seals">{intl.formatMessage(messages.back)}</Link>;

  if (!seal.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={accountName} back={back} />
        {seal.isError ? (
          <LoadFailedAlert
            title={intl.formatMessage(messages.sealFailed)}
            reason={intl.formatMessage(problemMessage(seal.error))}
            retry={intl.formatMessage(messages.retry)}
            onRetry={() => void seal.refetch()}
          />
        ) : (
          <div aria-busy="true">
            <Skeleton height="12rem" />
          </div>
        )}
      </Stack>
    );
  }

  const { displayName, quality, hasImage } = seal.data;
  const onSeal = seal.data.members ?? [];
  const people = members.data?.members ?? [];
  return (
    <Stack gap="lg">
      <PageHeader
        title={displayName}
        back={back}
        meta={<SignatureLevelBadge level={quality === 'QES' ? 'qes' : 'aes'} />}
        primaryAction={
          <Button
            variant="secondary"
            aria-label={intl.formatMessage(messages.renameLabel)}
            onPress={() => actions.rename(displayName)}
          >
            {intl.formatMessage(messages.rename)}
          </Button>
        }
      />
      <Section title={intl.formatMessage(messages.detailsTitle)}>
        <Stack gap="md">
          <DescriptionList
            items={[
              { term: intl.formatMessage(messages.displayName), description: displayName },
              { term: intl.formatMessage(messages.accountName), description: accountName },
              {
                term: intl.formatMessage(messages.apiKeys),
                description: intl.formatNumber(seal.data.amountApiKeys),
              },
            ]}
          />
          <Text tone="secondary">
            {intl.formatMessage(messages.aboutText, { business: businessName })}
          </Text>
        </Stack>
      </Section>
      <Section
        title={intl.formatMessage(messages.imageTitle)}
        description={intl.formatMessage(messages.imageText)}
        actions={
          hasImage && (
            <Button
              variant="secondary"
              isDisabled={actions.imageBusy}
              onPress={actions.removeImage}
            >
              {intl.formatMessage(messages.removeImage)}
            </Button>
          )
        }
      >
        <ImageUpload
          current={
            hasImage && image.data
              ? {
                  src: image.data,
                  alt: intl.formatMessage(messages.imageAlt, { name: displayName }),
                }
              : null
          }
          empty={intl.formatMessage(messages.noImageYet)}
          label={intl.formatMessage(hasImage ? messages.replaceImage : messages.uploadImage)}
          accept={IMAGE_TYPES}
          maxSize={IMAGE_MAX_BYTES}
          isDisabled={actions.imageBusy}
          onUpload={actions.uploadImage}
        />
      </Section>
      <Section
        title={intl.formatMessage(messages.membersTitle)}
        description={intl.formatMessage(messages.membersText)}
        actions={
          <Button
            variant="primary"
            isDisabled={!members.data}
            onPress={() => actions.addMembers(sealCandidates(onSeal, people))}
          >
            {intl.formatMessage(messages.addMembers)}
          </Button>
        }
      >
        {members.isError ? (
          <LoadFailedAlert
            title={intl.formatMessage(messages.membersFailed)}
            reason={intl.formatMessage(problemMessage(members.error))}
            retry={intl.formatMessage(messages.retry)}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <SealMembersList
            people={sealPeople(onSeal, people)}
            loading={members.isPending}
            removing={actions.removing}
            onRemove={actions.removeMember}
          />
        )}
      </Section>
    </Stack>
  );
}
