import { createFileRoute, useLocation } from '@tanstack/react-router';
import { SetPasswordPage } from '../features/session/set-password-page.tsx';

export const Route = createFileRoute('/set-password')({
  component: SetPasswordRoute,
});

/** The mails' links carry the token after `#token=`, which the browser keeps to itself. */
function SetPasswordRoute() {
  const hash = useLocation({ select: (location) => location.hash });
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return <SetPasswordPage token={token || null} />;
}
