export const en = {
  // the products' navigation landmark (issue 22)
  nav_label: "Products",
  nav_line: 'Sports',
  nav_live: 'Live',
  nav_casino: 'Casino',
  balance: 'Balance: <balance>{{balance}}</balance>',
  account: 'Account',
  logout_confirm_title: 'You sure?',
};
