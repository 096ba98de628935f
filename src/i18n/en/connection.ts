export const connection = {
  signInAgain: {
    title: 'Sign in again',
    text: 'The service no longer accepts your sign-in, for example because your API key was replaced. Sign in with your current key to go on: this page stays as it is, and what you were saving is sent once you are signed in.',
    otherUser: 'Signing in as someone else starts afresh: what was not saved is dropped.',
    signOut: 'Sign out',
  },
  offline: {
    cannotSave: 'You are offline: saving works again when the connection is back.',
  },
};
