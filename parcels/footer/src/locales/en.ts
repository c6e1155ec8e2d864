export const en = {
  text: 'Bet responsibly. 18+',
  responsible: 'Responsible gaming: your limits',
  demo_label: 'Demo site: odds and games are simulated',
};
