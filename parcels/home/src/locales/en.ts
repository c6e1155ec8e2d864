export const en = {
  title: 'Sports betting and casino',
  /** A price the bookmaker has closed for now (shown as a padlock). */
  locked: 'Locked',
  welcome: 'Welcome back',
  registration_widget_title: 'Join in one click',
  registration_widget_text: 'Register to bet on thousands of events every day.',
  right_title: 'Express bonus',
  right_text: 'Combine 3 or more selections at odds of 1.1 or more and win up to 10% more.',
  live_now: 'Live now',
  top_events: 'Top events',
  see_all: 'See all',
  no_live: 'No live games right now.',
  no_top: 'No events to show yet.',
  promotions: 'Promotions',
  all_promotions: 'All promotions',
  casino_title: 'Casino',
  casino_all: 'All casino games',
};
