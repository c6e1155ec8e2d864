export const en = {
  title: 'Cookies on this site',
  text: 'We use strictly necessary cookies to run the site. With your consent we also remember your preferences and measure how the site is used.',
  customize: 'Customize',
  accept_all: 'Accept all',
  accept_selected: 'Accept selected',
  necessary: 'Strictly necessary',
  necessary_text: 'Sign-in, security, your bet slip and this choice. Always on.',
  functionality: 'Functionality',
  functionality_text: 'Remembers your preferences, such as the time zone, hidden panels and the window width.',
  marketing: 'Marketing and analytics',
  marketing_text: 'Anonymous statistics of visits and registrations, without any personal data.',
};
