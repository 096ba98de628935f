import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../lib/auth.ts';
import { PublicFrame } from './public-frame.tsx';
import { SignInForm } from './sign-in-form.tsx';

export function SignInPage({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();

  return (
    <PublicFrame title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <SignInForm
        offerReset
        signInWith={(attempt) => signIn(queryClient, attempt)}
        onSignedIn={() => router.navigate({ href: redirectTo, replace: true })}
      />
    </PublicFrame>
  );
}
