// The words of the mails the server writes (the browser's words are in the parcels' locales), in
// the six content languages.
import type { ContentLang } from '@site/api/contracts';

export type MailLanguage = ContentLang;

const PASSWORD_RESET: Record<MailLanguage, (link: string) => { subject: string; body: string }> = {
  en: (link) => ({
    subject: 'Reset your password',
    body: `You asked for a new password. Open this link within one hour to set it:\n\n${link}\n\nIf you did not ask, delete this mail: your password stays as it is.\n\nDemo Bet (a demo site)`,
  }),
  ru: (link) => ({
    subject: 'Восстановление пароля',
    body: `Вы запросили новый пароль. Откройте ссылку в течение часа, чтобы задать его:\n\n${link}\n\nЕсли вы не запрашивали восстановление, просто удалите это письмо: пароль останется прежним.\n\nDemo Bet (демо-сайт)`,
  }),
  uk: (link) => ({
    subject: 'Відновлення пароля',
    body: `Ви запросили новий пароль. Відкрийте посилання протягом години, щоб його встановити:\n\n${link}\n\nЯкщо ви не запитували відновлення, просто видаліть цей лист: пароль залишиться незмінним.\n\nDemo Bet (демо-сайт)`,
  }),
  kk: (link) => ({
    subject: 'Құпиясөзді қалпына келтіру',
    body: `Сіз жаңа құпиясөз сұрадыңыз. Оны орнату үшін сілтемені бір сағат ішінде ашыңыз:\n\n${link}\n\nЕгер қалпына келтіруді сұрамаған болсаңыз, бұл хатты жойыңыз: құпиясөзіңіз өзгермейді.\n\nDemo Bet (демо-сайт)`,
  }),
  az: (link) => ({
    subject: 'Şifrənin bərpası',
    body: `Siz yeni şifrə istədiniz. Onu təyin etmək üçün linki bir saat ərzində açın:\n\n${link}\n\nƏgər bərpa istəməmisinizsə, bu məktubu silin: şifrəniz dəyişməz qalacaq.\n\nDemo Bet (demo sayt)`,
  }),
  tr: (link) => ({
    subject: 'Şifrenizi sıfırlayın',
    body: `Yeni bir şifre istediniz. Belirlemek için bu bağlantıyı bir saat içinde açın:\n\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı silin: şifreniz değişmeden kalır.\n\nDemo Bet (demo site)`,
  }),
};

export function passwordResetMail(lng: MailLanguage, link: string): { subject: string; body: string } {
  return PASSWORD_RESET[lng](link);
}
