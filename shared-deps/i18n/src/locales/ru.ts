import type { Dictionary } from './en';

export const ru: Dictionary = {
  brand: 'Демо Бет',
  demo_label: 'Демо-сайт: коэффициенты и матчи смоделированы',
  nav_line: 'Линия',
  nav_live: 'Лайв',
  nav_casino: 'Казино',
  login: 'Войти',
  logout: 'Выйти',
  register: 'Регистрация',
  home_title: 'Ставки на спорт и казино',
  home_welcome: 'С возвращением',
  registration_widget_title: 'Регистрация в один клик',
  registration_widget_text: 'Зарегистрируйтесь, чтобы ставить на тысячи событий каждый день.',
  footer_text: 'Играйте ответственно. 18+',
  mf_error_title: 'Не удалось загрузить часть страницы',
  mf_error_reload: 'Обновить',
  not_found: 'Страница не найдена.',
  main_error: 'Ошибка',
  main_done: 'Готово',
  main_ok: 'ОК',
};
