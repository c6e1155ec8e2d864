import type { SeoTexts } from './seo-texts';

/** The default title and description of each content stream in Turkish (seo-texts.ts, issue 16). */
export const seoTextsTr: SeoTexts = {
  home: { title: '{{siteName}}: spor bahisleri, canlı oranlar ve casino (demo)', description: 'Futbol, tenis, hokey ve e-spora maç öncesi ve canlı bahis; adil oranlar, hızlı sonuçlandırma ve 1.500 oyunluk casino. Demo site: gerçek para yok.' },
  section: { title: '{{section}} bahis: tüm sporlar ve oranlar | {{siteName}}', description: 'Tüm sporlarda {{section}} bahis: maçların tam bülteni, ana bahis türleri ve anlık güncellenen oranlar. Demo site.' },
  sport: { title: '{{sport}} bahis oranları: {{section}} | {{siteName}}', description: '{{sport}} bahisleri: yaklaşan ve canlı maçlar; oranları, alt/üst ve handikaplarıyla. Demo site.' },
  championship: { title: '{{champ}} bahis oranları | {{sport}} | {{siteName}}', description: '{{champ}} ({{sport}}) turnuvasının tüm maçlarına oranlar: maç sonucu, alt/üst ve handikaplar, maç öncesi ve canlı. Demo site.' },
  game: { title: '{{home}} - {{away}}: bahis oranları, {{champ}} | {{siteName}}', description: '{{home}} - {{away}} ({{champ}}, {{start}}) maçına bahis: maç sonucu, alt/üst, handikaplar ve oranlarıyla tüm bahis türleri. Demo site.' },
  'top-events': { title: 'Öne çıkan maçlar ({{section}}): en popüler maçlar ve oranları | {{siteName}}', description: 'Oyuncuların en çok bahis yaptığı maçlar ({{section}}), ana oranlarıyla. Demo site.' },
  'multi-live': { title: 'Çoklu canlı: yan yana dört maça kadar | {{siteName}}', description: 'Dört canlı maça kadar seçin; skorları ve tüm bahis türlerini tek ekranda izleyin. Demo site.' },
  results: { title: 'Maç ve sonuçlanan bahis sonuçları | {{siteName}}', description: 'Tarihe, spora ve turnuvaya göre biten maçların skorları ve kazanan sonuçları. Demo site.' },
  cyber: { title: 'E-spor bahisleri: CS2, Dota 2, LoL, Valorant | {{siteName}}', description: 'Harita, raunt ve öldürme bahis türleriyle e-spor ve sanal spor bahisleri, canlı ve maç öncesi. Demo site.' },
  casino: { title: 'Online casino: slotlar, keno ve anında oyunlar | {{siteName}}', description: '25 sağlayıcıdan 1.500\'ü aşkın slot, keno, crash ve zar oyunu; kanıtlanabilir adalet ve herkese açık demo. Demo site.' },
  'casino-game': { title: '{{game}}: online oyna | {{siteName}} casino', description: '{{game}} oyununu demo veya gerçek parayla online oynayın; turları doğrulanabilir, kanıtlanabilir adalet. Demo site.' },
  login: { title: 'Giriş yap | {{siteName}}', description: '{{siteName}} hesabınıza kullanıcı adı, e-posta veya telefon numarasıyla giriş yapın.' },
  registration: { title: 'Kayıt | {{siteName}}', description: 'Tek tıkla, e-postayla veya telefon numarasıyla {{siteName}} hesabı açın ve hoş geldin bonusunuzu seçin.' },
  user: { title: 'Hesabınız | {{siteName}}', description: '{{siteName}} hesap işlemleri.' },
  information: { title: 'Bilgi: kurallar, ödemeler, iletişim | {{siteName}}', description: 'Bahis kuralları, ödeme yöntemleri, sorumlu oyun, iletişim ve {{siteName}} hakkında bilinmesi gereken her şey.' },
  apps: { title: 'Telefon ve bilgisayar için {{siteName}} uygulamaları', description: 'Android, iOS ve masaüstü için {{siteName}} uygulamalarıyla bahis yapın ve oynayın.' },
  toto: { title: 'Toto: 15 maçı tahmin et, havuzu paylaş | {{siteName}}', description: '15 maç için 1, X veya 2 seçin; havuz en çok doğru sonucu bilen kuponlar arasında paylaşılır, jackpot devreder. Demo site.' },
  lotto: { title: 'Loto çekilişleri: 45\'te 6, 36\'da 5 | {{siteName}}', description: 'Kanıtlanabilir adil bir üreteçle planlı çekilişler, ikramiye kademeleri ve yayımlanan sonuçlarla loto biletleri. Demo site.' },
  promotions: { title: 'Promosyonlar ve teklifler | {{siteName}}', description: '{{siteName}} güncel promosyonları, hoş geldin teklifleri ve özel etkinlikleri.' },
  bonuses: { title: 'Bonuslar ve kuralları | {{siteName}}', description: 'Hoş geldin ve yatırım bonusları, çevrim kuralları ve iş ortağı teklifleri.' },
  games: { title: 'Bonus oyunları: şans çarkı, sandıklar, hafıza | {{siteName}}', description: 'Bonus puanlarınızı mini oyunlarda harcayın ve bonus para kazanın.' },
  office: { title: 'Kişisel hesap | {{siteName}}', description: '{{siteName}} hesabınız.' },
  coupon: { title: 'Bahis kuponu | {{siteName}}', description: '{{siteName}} bahis kuponu.' },
  search: { title: 'Arama | {{siteName}}', description: '{{siteName}} içinde arama.' },
  status: { title: '{{siteName}}', description: '{{siteName}}: spor bahisleri ve casino (demo).' },
  other: { title: '{{siteName}}: spor bahisleri ve casino (demo)', description: 'Spor bahisleri, canlı oranlar ve casino oyunları. Demo site: gerçek para yok.' },
};

/** The words the templates use for the line and live sections, in Turkish. */
export const sectionWordsTr = { line: 'Maç öncesi', live: 'Canlı' };
