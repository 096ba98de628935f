import { Button, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  homePathOf,
  type SignedInAgain,
  signInAgain,
  signOut,
  useCredentials,
  useCurrentUser,
} from '../../lib/auth.ts';
import { staysSignedIn } from '../../lib/credentials.ts';
import { isApiError } from '../../lib/http.ts';
import { stopAskingToSignInAgain } from '../../lib/sign-in-again.ts';
import { SignInForm } from './sign-in-form.tsx';

/**
 * Asks for the password (or the key) again when the service refuses the sign-in while a page is open, over that
 * page, so that nothing typed there is lost: once signed in, the refused writes are sent again
 * (each once) and the refused reads fetched again. Above every other dialog, and it cannot be
 * dismissed: the way out is to sign in or to sign out.
 */
export function SignInAgainDialog({ asking }: { asking: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { email } = useCurrentUser().user;
  // Asked again the way the user signed in: the key when they used one (a service without sessions).
  const byKey = useCredentials() !== null;

  function leave() {
    stopAskingToSignInAgain();
    const { href } = router.state.location;
    // Signing out is the user's answer to what happens to the open form: no second question.
    void signOut(queryClient, () =>
      router.navigate({ to: '/sign-in', search: { redirect: href }, ignoreBlocker: true }),
    );
  }

  function goOn({ sameUser, current }: SignedInAgain) {
    const refusedWrites = stopAskingToSignInAgain();
    if (!sameUser) {
      // Nothing of the previous user's page may be sent or shown as theirs: start again from the top.
      void router.navigate({ to: homePathOf(current.user), reloadDocument: true, ignoreBlocker: true });
      return;
    }
    for (const write of refusedWrites) {
      // Whoever sent the write shows how it ends (its form's alert, a notice); nothing to add here.
      write.execute(write.state.variables).catch(() => undefined);
    }
    void queryClient.refetchQueries({ predicate: (query) => isApiError(query.state.error, 401) });
    if (router.state.matches.some((match) => match.status === 'error')) {
      void router.invalidate({ filter: (match) => match.status === 'error' });
    }
  }

  return (
    <Modal
      opened={asking}
      onClose={leave}
      title={t('signInAgain.title')}
      size="sm"
      centered
      zIndex={500}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text size="sm">{t('signInAgain.text')}</Text>
        <SignInForm
          defaultEmail={email}
          defaultMethod={byKey ? 'key' : 'password'}
          defaultStaySignedIn={staysSignedIn()}
          signInWith={(attempt) => signInAgain(queryClient, email, attempt)}
          onSignedIn={goOn}
        >
          <Text size="xs" c="dimmed">
            {t('signInAgain.otherUser')}
          </Text>
          <Button variant="default" fullWidth onClick={leave}>
            {t('signInAgain.signOut')}
          </Button>
        </SignInForm>
      </Stack>
    </Modal>
  );
}
