export const en = {
  nav_line: 'Sports',
  nav_live: 'Live',
  nav_casino: 'Casino',
  balance: 'Balance: <balance>{{balance}}</balance>',
  account: 'Account',
  account_option: '{{currency}} {{kind}}',
  account_type_0: 'main',
  account_type_4: 'bonus',
  account_type_9: 'currency',
  logout_confirm_title: 'You sure?',
};
