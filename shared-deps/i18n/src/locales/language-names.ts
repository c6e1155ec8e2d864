// Each language is named in itself, whatever the page's language (the header's switcher): the
// same six words in every language's `common`.
export const languageNames = {
  language_en: 'English',
  language_ru: 'Русский',
  language_uk: 'Українська',
  language_kk: 'Қазақша',
  language_az: 'Azərbaycan',
  language_tr: 'Türkçe',
};
