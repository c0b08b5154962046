import { useState } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../messages';
import { avatar, group, groupItem, image, overflow } from './Avatar.css';
import { avatarColor, initials } from './avatar-color';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** Picks the colour, stably. */
  id: string;
  name: string;
  src?: string;
  size?: AvatarSize;
}

/** A picture, or initials on the user's colour when there is none or it fails to load. */
export function Avatar({ id, name, src, size }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = avatar({ size, color: avatarColor(id) });
  if (src && !failed) {
    return (
      <span className={className}>
        <img src={src} alt={name} className={image} onError={() => setFailed(true)} />
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={className}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}

/** The first `max` people, then "+N" for the rest (named in full for screen readers). */
export function AvatarGroup({
  people,
  max = 4,
  size,
  label,
}: {
  people: Omit<AvatarProps, 'size'>[];
  max?: number;
  size?: AvatarSize;
  label: string;
}) {
  const intl = useIntl();
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  return (
    <div role="group" aria-label={label} className={group}>
      {shown.map((person) => (
        <span key={person.id} className={groupItem}>
          <Avatar {...person} size={size} />
        </span>
      ))}
      {rest > 0 && (
        <span className={groupItem}>
          <span
            role="img"
            aria-label={intl.formatMessage(uiMessages.moreAvatars, { count: rest })}
            className={`${avatar({ size })} ${overflow}`}
          >
            <span aria-hidden="true">+{rest}</span>
          </span>
        </span>
      )}
    </div>
  );
}
