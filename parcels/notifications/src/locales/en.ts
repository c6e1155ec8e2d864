export const en = {
  close: 'Close the notification',
  reality_title: 'Reality check',
  reality_time: 'You have been playing for {{hours}} h {{minutes}} min.',
  reality_result: 'Net result of this session (stakes minus returns):',
  reality_dont_show: 'Do not show this again',
  reality_continue: 'Continue',
  reality_logout: 'Log out',
  reality_close: 'Close',
};
