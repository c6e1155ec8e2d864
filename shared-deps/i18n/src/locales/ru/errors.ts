import type { ErrorsDictionary } from '../en/errors';

export const errorsRu: ErrorsDictionary = {
  unknown: 'Что-то пошло не так. Попробуйте ещё раз.',
  network: {
    offline: 'Нет соединения: проверьте сеть и попробуйте ещё раз.',
    bad_answer: 'Сервер прислал ответ, который не удалось прочитать. Попробуйте ещё раз.',
    cancelled: 'Запрос отменён.',
    server: 'На нашей стороне что-то пошло не так. Попробуйте ещё раз.',
  },
};
