export const en = {
  text: 'Bet responsibly. 18+',
  demo_label: 'Demo site: odds and games are simulated',
};
