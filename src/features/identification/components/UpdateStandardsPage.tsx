import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { ButtonLink, Section, SignatureLevelBadge, Stack, Text } from '../../../ui';
import { ACCOUNT_BASE } from '../audience';
import { lawNames } from '../labels';
import { messages } from '../messages';
import { pathTo } from '../methods';
import { needOf, reaches, standingIn } from '../standing';
import { legislations, type SignatureQualities } from '../types';
import { IdentificationFrame } from './IdentificationFrame';

type Request = components['schemas']['SignatureRequest'];

export interface UpdateStandardsPageProps {
  qualities: SignatureQualities;
  /** The request the signing dialog came from (`sr`); without one every law is offered. */
  request?: Pick<Request, 'id' | 'title' | 'quality' | 'legislation'>;
}

/**
 * /profile/signature-standards/update: what the request needs and the law(s) whose
 * identification reaches it, each leading to its page with the request kept.
 */
export function UpdateStandardsPage({ qualities, request }: UpdateStandardsPageProps) {
  const intl = useIntl();
  const need = request ? needOf(request) : null;
  const sr = request?.id;
  const title = request?.title ?? '';
  const intro = !request
    ? messages.updateChoose
    : need?.level === 'qes'
      ? messages.updateNeedsQes
      : need
        ? messages.updateNeedsAes
        : messages.updateNothing;
  const offered = need ? need.legislations : request ? [] : legislations;
  return (
    <IdentificationFrame
      title={intl.formatMessage(messages.updateTitle)}
      back={{
        href: pathTo(ACCOUNT_BASE, '', { sr }),
        label: intl.formatMessage(messages.backToStandards),
      }}
    >
      <Text>{intl.formatMessage(intro, { title })}</Text>
      {offered.map((legislation) => {
        const law = lawNames[legislation];
        const reached = need ? reaches(standingIn(qualities, legislation), need.level) : false;
        return (
          <Section
            key={legislation}
            title={law}
            actions={
              !reached && (
                <ButtonLink variant="primary" href={pathTo(ACCOUNT_BASE, legislation, { sr })}>
                  {intl.formatMessage(messages.identify, { law })}
                </ButtonLink>
              )
            }
          >
            <Stack direction="row" gap="sm">
              {need && (
                <SignatureLevelBadge
                  level={need.level}
                  label={intl.formatMessage(
                    need.level === 'qes' ? messages.levelQes : messages.levelAes,
                  )}
                />
              )}
              <Text>
                {intl.formatMessage(reached ? messages.updateReached : messages.updateOffer, {
                  law,
                })}
              </Text>
            </Stack>
          </Section>
        );
      })}
    </IdentificationFrame>
  );
}
