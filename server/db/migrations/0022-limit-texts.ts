import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
// The awareness questions and their answers in the languages besides English and Russian (issue
// 16: the site in six languages). One row a text; a language without its row reads English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('limit_texts')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'varchar(5)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addPrimaryKeyConstraint('limit_texts_pk', ['kind', 'ref_id', 'lang'])
    .execute();
  const rows: { kind: string; ref_id: number; lang: string; text: string }[] = [];
  for (const [lang, texts] of Object.entries(TEXTS)) {
    texts.questions.forEach((text, i) => rows.push({ kind: 'question', ref_id: i + 1, lang, text }));
    texts.answers.forEach((text, i) => rows.push({ kind: 'answer', ref_id: i + 1, lang, text }));
  }
  await db.insertInto('limit_texts').values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('limit_texts').execute();
}

/** Questions 1-3 and answers 1-9 of migration 0005, in its order. */
const TEXTS: Record<string, { questions: string[]; answers: string[] }> = {
  uk: {
    questions: [
      'Ви попросили підвищити або зняти ліміт. Коли зміна набуде чинності?',
      'Що робити, якщо гра перестала приносити задоволення?',
      'Чи можна відіграти програне, роблячи більше ставок?',
    ],
    answers: [
      'Одразу',
      'Не раніше ніж через 24 години і лише після мого підтвердження',
      'Ніколи',
      'Ставити більше, щоб стало цікавіше',
      'Позичити гроші, щоб продовжити',
      'Зупинитися, зробити перерву й звернутися по допомогу',
      'Так, після низки програшів має бути виграш',
      'Ні, кожна ставка незалежна, програне ніхто не поверне',
      'Тільки з більшою ставкою',
    ],
  },
  kk: {
    questions: [
      'Сіз лимитті көтеруді немесе алып тастауды сұрадыңыз. Өзгеріс қашан күшіне енеді?',
      'Ойын ләззат әкелуді тоқтатса, не істеу керек?',
      'Көбірек ставка жасап, ұтылғанды қайтаруға бола ма?',
    ],
    answers: [
      'Бірден',
      'Кемінде 24 сағаттан кейін және тек мен растағаннан соң',
      'Ешқашан',
      'Қызықтырақ болу үшін көбірек ставка қою',
      'Ойынды жалғастыру үшін қарызға ақша алу',
      'Тоқтап, үзіліс жасап, көмек сұрау',
      'Иә, бірнеше ұтылыстан кейін ұтыс болуы тиіс',
      'Жоқ, әр ставка тәуелсіз, ұтылғанды ешкім қайтармайды',
      'Тек үлкенірек ставкамен',
    ],
  },
  az: {
    questions: [
      'Siz limiti artırmağı və ya ləğv etməyi istədiniz. Dəyişiklik nə vaxt qüvvəyə minir?',
      'Oyun zövq verməyi dayandırsa, nə etməli?',
      'Daha çox mərc edərək uduzduğunuzu geri qaytarmaq olarmı?',
    ],
    answers: [
      'Dərhal',
      'Ən azı 24 saatdan sonra və yalnız mən təsdiq etdikdən sonra',
      'Heç vaxt',
      'Daha maraqlı olsun deyə daha çox mərc etmək',
      'Oynamağa davam etmək üçün borc pul götürmək',
      'Dayanmaq, fasilə vermək və kömək istəmək',
      'Bəli, bir neçə uduzmadan sonra uduş gəlməlidir',
      'Xeyr, hər mərc müstəqildir, uduzulanı heç kim qaytarmır',
      'Yalnız daha böyük mərclə',
    ],
  },
  tr: {
    questions: [
      'Bir limiti yükseltmeyi ya da kaldırmayı istediniz. Değişiklik ne zaman yürürlüğe girer?',
      'Oyun eğlenceli olmaktan çıkarsa ne yapmalısınız?',
      'Daha fazla bahis yaparak kaybettiklerinizi geri kazanabilir misiniz?',
    ],
    answers: [
      'Hemen',
      'En erken 24 saat sonra ve yalnızca ben onayladıktan sonra',
      'Asla',
      'Daha heyecanlı olsun diye daha fazla bahis yapmak',
      'Oynamaya devam etmek için borç para almak',
      'Durmak, ara vermek ve yardım istemek',
      'Evet, kayıp serisinden sonra bir kazanç gelmeli',
      'Hayır, her bahis bağımsızdır ve kayıplar geri gelmez',
      'Yalnızca daha yüksek bir bahisle',
    ],
  },
};
