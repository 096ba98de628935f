export const notificationSettings = {
  notificationSettings: {
    generalTab: 'General',
    title: 'Notifications',
    intro: 'Mails Stint sends you when something waits for you or concerns you.',
    kinds: {
      absence_filed: 'Absence requests to decide',
      absence_decided: 'Decisions on my absences',
      change_request_waiting: 'Change requests to decide',
      change_request_decided: 'Decisions on my change requests',
      budget_warning: 'Project budgets running out',
    },
    hints: {
      absence_filed: 'When someone whose absences you manage asks for an absence.',
      absence_decided: 'When your absence is approved, declined or cancelled.',
      change_request_waiting:
        'When someone you are the boss or team leader of asks to change their work times.',
      change_request_decided: 'When a change request you filed is approved or declined.',
      budget_warning: 'When an entry brings a project past 80 % or 100 % of its budget.',
    },
    saved: 'Notification settings saved',
  },
};
