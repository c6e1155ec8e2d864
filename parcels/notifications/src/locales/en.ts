export const en = {
  close: 'Close the notification',
  reality_title: 'Reality check',
  reality_time: 'You have been playing for {{hours}} h {{minutes}} min.',
  reality_result: 'Net result of this session (stakes minus returns):',
  reality_dont_show: 'Do not show this again',
  reality_continue: 'Continue',
  reality_logout: 'Log out',
  reality_close: 'Close',
  // the forced approve/reject popup of a started pending limit change (spec 2 §4)
  limit_none: 'No limit',
  limit_days: '{{value}} days',
  limit_hours: '{{value}} h',
  limit_minutes: '{{value}} min',
  limit_hours_to_approve: '{{hours}} h left to confirm it.',
  limit_approve_title: 'Confirm your limit change',
  limit_approve: 'Confirm',
  limit_reject: 'Reject',
};
