export const signIn = {
  signIn: {
    title: 'Sign in',
    subtitle: 'Use your e-mail address and the API key issued for you.',
    email: 'E-mail',
    emailInvalid: 'Enter a valid e-mail address',
    apiKey: 'API key',
    apiKeyRequired: 'Enter your API key',
    toggleKeyVisibility: 'Show or hide the key',
    staySignedIn: 'Stay signed in on this device',
    staySignedInHint: 'Otherwise you are signed out when you close the browser tab.',
    submit: 'Sign in',
    wrongCredentials: 'E-mail or API key is wrong.',
    tooManyAttempts: 'Too many failed attempts. Try again in {{seconds}} seconds.',
    tooManyAttemptsLater: 'Too many failed attempts. Try again in a minute.',
    sessionEnded: 'Your session ended. Sign in again to continue.',
    failed: 'Signing in failed',
  },
};
