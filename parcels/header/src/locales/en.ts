export const en = {
  nav_line: 'Sports',
  nav_live: 'Live',
  nav_casino: 'Casino',
  balance: 'Balance: <balance>{{balance}}</balance>',
  account: 'Account',
  logout_confirm_title: 'You sure?',
};
