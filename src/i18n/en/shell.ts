export const shell = {
  app: {
    name: 'Stint',
    skipToContent: 'Skip to main content',
  },
  nav: {
    label: 'Main navigation',
    projects: 'Projects',
    customers: 'Customers',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
  },
  userMenu: {
    open: 'Account menu for {{name}}',
    signedInAs: 'Signed in as',
    language: 'Language',
    colorScheme: 'Colour scheme',
    light: 'Light',
    dark: 'Dark',
    auto: 'System',
    signOut: 'Sign out',
    languageSaveFailed:
      'The language is changed here, but it could not be saved to your profile: {{message}}',
  },
  roles: {
    owner: 'Owner',
    manager: 'Manager',
    worker: 'Worker',
  },
  languages: {
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
  },
};
