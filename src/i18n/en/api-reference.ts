export const apiReference = {
  apiReference: {
    title: 'API reference',
    menu: 'API reference',
    description:
      'Every endpoint of the service, described from the same schemas the app and the service use. “Test Request” sends real calls signed in as {{email}}: what you change there changes for everyone.',
    region: 'Endpoints',
  },
};
