import { CONFIRM_PROMPT, type ConfirmPromptAttributes } from '@advantage/contracts';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PropsOf } from '../../kit/screens/types';

/** The answers this screen shows (the answer map, contracts profile-answers.ts). */
type Props = PropsOf<'profile/confirm_prompt', 'ConfirmPrompt' | 'DEFAULT'>;

const CONFIRM_PROMPT_ROUTE = '/ws/profile/confirm_prompt';
const MEMBER_TYPE: Record<string, string> = { federal: 'Federal buyer', military: 'Military buyer', state: 'State and local buyer' };

function isConfirmPrompt(attributes: Record<string, unknown>): attributes is ConfirmPromptAttributes {
  return typeof attributes.member === 'object' && attributes.member !== null;
}

/**
 * profile/confirm_prompt (docs/product/accounts-and-sign-in.md "the confirm_prompt modal"): the member confirms their account facts.
 * The display screen /ds/profile/confirm_prompt (DEFAULT, no server call) goes on to the server's answer.
 */
export function ConfirmPrompt({ envelope }: Props) {
  const navigate = useNavigate();
  const { attributes } = envelope;
  const ready = isConfirmPrompt(attributes);
  useEffect(() => {
    if (!ready) void navigate(CONFIRM_PROMPT_ROUTE, { replace: true });
  }, [ready, navigate]);
  if (!ready) {
    return (
      <>
        <p>{CONFIRM_PROMPT.intro}</p>
        <Link to={CONFIRM_PROMPT_ROUTE} replace>
          Show my account information
        </Link>
      </>
    );
  }

  const { member } = attributes;
  const rows: Array<[string, string]> = [
    ['Name', `${member.firstName} ${member.lastName}`.trim()],
    ['Email', member.email],
    ['Phone', member.phone ?? 'Not given'],
    ['Agency', member.agency ?? 'Not given'],
    ['Account type', MEMBER_TYPE[member.memberType] ?? member.memberType],
    ['Store', member.storeName],
  ];
  return (
    <>
      <p>{CONFIRM_PROMPT.intro}</p>
      <dl className="adv-registration__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="usa-button" onClick={() => void navigate('/ws/main/home')}>
        {CONFIRM_PROMPT.confirm}
      </button>
    </>
  );
}
