import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/session/forgot-password-page.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
