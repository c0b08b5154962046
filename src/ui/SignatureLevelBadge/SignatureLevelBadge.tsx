import { tokens } from '../../../design-tokens';
import { badge } from '../Badge/Badge.css';
import { SignatureIcon } from '../Icon/icons';

export const signatureLevels = tokens.signatureLevels;
export type SignatureLevel = (typeof signatureLevels)[number];

// Standard abbreviations, the same in every language (eIDAS / ZertES / FDA 21 CFR Part 11).
const abbreviations: Record<SignatureLevel, string> = {
  ses: 'SES',
  aes: 'AES',
  qes: 'QES',
  part11: 'Part 11',
};

/** The signature standard of a document or signer, coloured by level. */
export function SignatureLevelBadge({ level, label }: { level: SignatureLevel; label?: string }) {
  return (
    <span className={badge({ tone: level })}>
      <SignatureIcon size="sm" />
      {label ?? abbreviations[level]}
    </span>
  );
}

export const plans = tokens.plans;
export type Plan = (typeof plans)[number];

/** The business's pricing plan; the name is passed in because it comes from translations. */
export function PlanBadge({ plan, children }: { plan: Plan; children: string }) {
  return <span className={badge({ tone: plan })}>{children}</span>;
}
