export const en = {
  close: 'Close the notification',
};
