// The words of the mails the server writes (the browser's words are in the parcels' locales).

export type MailLanguage = 'en' | 'ru';

export function passwordResetMail(lng: MailLanguage, link: string): { subject: string; body: string } {
  if (lng === 'ru') {
    return {
      subject: 'Восстановление пароля',
      body: `Вы запросили новый пароль. Откройте ссылку в течение часа, чтобы задать его:\n\n${link}\n\nЕсли вы не запрашивали восстановление, просто удалите это письмо: пароль останется прежним.\n\nDemo Bet (демо-сайт)`,
    };
  }
  return {
    subject: 'Reset your password',
    body: `You asked for a new password. Open this link within one hour to set it:\n\n${link}\n\nIf you did not ask, delete this mail: your password stays as it is.\n\nDemo Bet (a demo site)`,
  };
}
