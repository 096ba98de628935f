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
    durations: 'Durations',
    durationFormats: {
      clock: 'Hours and minutes (1:48 h)',
      decimal: 'Decimal hours (1.80 h)',
    },
    preferences: 'Preferences…',
    signOut: 'Sign out',
    languageSaveFailed:
      'The language is changed here, but it could not be saved to your profile: {{message}}',
  },
  preferences: {
    title: 'Preferences',
    language: 'Language',
    clock12: '12-hour clock',
    clock12Hint: 'Times read 2:30 PM instead of 14:30.',
    weekstartMonday: 'Week starts on Monday',
    weekstartMondayHint: 'Off: calendars start the week on Sunday.',
    weekendFriday: 'Weekend on Friday and Saturday',
    weekendFridayHint: 'Off: the weekend is Saturday and Sunday.',
    saved: 'Preferences saved',
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
