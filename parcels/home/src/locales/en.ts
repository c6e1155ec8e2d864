export const en = {
  title: 'Sports betting and casino',
  welcome: 'Welcome back',
  registration_widget_title: 'Join in one click',
  registration_widget_text: 'Register to bet on thousands of events every day.',
  right_title: 'Express bonus',
  right_text: 'Combine 3 or more selections at odds of 1.1 or more and win up to 10% more.',
};
