import type { ErrorsDictionary } from '../en/errors';

export const errorsRu: ErrorsDictionary = {
  unknown: 'Что-то пошло не так. Попробуйте ещё раз.',
  network: {
    offline: 'Нет соединения: проверьте сеть и попробуйте ещё раз.',
    bad_answer: 'Сервер прислал ответ, который не удалось прочитать. Попробуйте ещё раз.',
    cancelled: 'Запрос отменён.',
    server: 'На нашей стороне что-то пошло не так. Попробуйте ещё раз.',
  },
  form: {
    required: 'Заполните это поле',
  },
  auth: {
    bad_credentials: 'Неверный логин или пароль',
    too_many_attempts: 'Слишком много неудачных попыток. Повторите через {{minutes}} мин.',
  },
};
