// The offline page's words (the service worker shows it to a navigation that finds no network),
// in the six content languages: the worker keeps one copy per language.
import type { ContentLang } from '@site/api/contracts';

interface OfflineWords {
  title: string;
  text: string;
  retry: string;
}

export const offlineWords: Record<ContentLang, OfflineWords> = {
  en: { title: 'You are offline', text: 'There is no network connection. The site opens again as soon as it is back.', retry: 'Try again' },
  ru: { title: 'Нет сети', text: 'Нет соединения с сетью. Сайт снова откроется, как только оно появится.', retry: 'Повторить' },
  uk: { title: 'Немає мережі', text: 'Немає з’єднання з мережею. Сайт знову відкриється, щойно воно з’явиться.', retry: 'Спробувати ще раз' },
  kk: { title: 'Желі жоқ', text: 'Желіге қосылым жоқ. Байланыс қалпына келген бойда сайт қайта ашылады.', retry: 'Қайталау' },
  az: { title: 'Şəbəkə yoxdur', text: 'Şəbəkə bağlantısı yoxdur. Bağlantı bərpa olunan kimi sayt yenidən açılacaq.', retry: 'Yenidən cəhd edin' },
  tr: { title: 'Çevrimdışısınız', text: 'İnternet bağlantısı yok. Bağlantı geri gelir gelmez site yeniden açılır.', retry: 'Tekrar dene' },
};
