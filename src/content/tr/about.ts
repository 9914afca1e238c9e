import { site } from '../../config/site.ts'
import type { aboutContent as englishAbout } from '../en/about.ts'
import { fill } from './fill.ts'

export const aboutContent: typeof englishAbout = fill({
  welcome: {
    title: `${site.name} olarak hoş geldiniz`,
    paragraphs: [
      `${site.name}, ${site.founded} yılında Av. Selin Aksoy tarafından kurulan bir hukuk bürosudur. Ağırlıklı olarak Türkiye'de yaşamak, yatırım yapmak veya iş yapmak isteyen yabancı kişiler, aileler ve şirketlerle çalışıyoruz.`,
      'Müvekkillerimiz bize gayrimenkul satın alma, Türk vatandaşlığı, ikamet ve çalışma izinleri, şirket kuruluşu ile aile ve miras meseleleri hakkındaki sorularıyla gelir. Birçoğu yurt dışında yaşar ve Türk makamlarıyla ilk kez muhatap olmaktadır.',
      'Türk hukukunu ve usulünü sade bir dille açıklıyor, ücretimizi işe başlamadan önce yazılı olarak kararlaştırıyor ve iş sonuçlanana kadar sizi bilgilendiriyoruz.',
    ],
  },
  vision: {
    title: 'Vizyonumuz',
    paragraphs: [
      "Yabancı müvekkillerimizin Türkiye'deki hukuki durumlarını burada yaşayan biri kadar iyi anlamalarını istiyoruz. Bu; kanunun ne gerektirdiğini, her adımın neleri içerdiğini, ne kadar sürebileceğini ve maliyetinin ne olacağını bilmek demektir.",
      'Müvekkillerin kolayca ulaşabildiği, onlara kendi dillerinde yanıt veren ve neyin yapılıp neyin yapılamayacağını açıkça söyleyen bir büro olmayı amaçlıyoruz. Sonradan değişecek umut verici bir yanıt yerine erkenden gerçekçi bir yanıt vermeyi tercih ederiz.',
    ],
  },
  whoWeAre: {
    title: 'Biz Kimiz',
    paragraphs: [
      "İstanbul'da yerleşik küçük bir ekibiz: İstanbul Barosu'na kayıtlı avukatlar, bir hukuk stajyeri ve bir müvekkil temsilcisi. Aramızda Türkçe, İngilizce ve Arapça çalışıyoruz; bazılarımız Almanca veya Fransızca da konuşuyor.",
      'Çalışmalarımız üç alanı kapsar. Şirketler için şirket kuruluşu, sözleşmeler, iş hukuku, markalar ve çalışma izinleriyle ilgileniyoruz. Bireyler için gayrimenkul alımı ve tapu devri, ikamet izinleri, sınır dışı etme, aile ve miras meseleleriyle ilgileniyoruz. Yatırımcılar için yatırım yoluyla Türk vatandaşlığıyla ilgileniyor ve diğer ülkelerdeki ikamet ve vatandaşlık programları hakkında yol gösteriyoruz.',
      "Yurt dışındaki müvekkillerimizle yürüttüğümüz işlerin çoğu uzaktan, görüntülü görüşme ve e-posta ile, kanunun izin verdiği durumlarda vekaletname ile yapılır. İstanbul'da bulunmanız gerektiğinde sizi her randevuya hazırlıyor ve size eşlik ediyoruz.",
    ],
  },
  values: [
    {
      title: 'Açıklık',
      text: 'Seçeneklerinizi, adımları ve riskleri sade bir dille açıklıyor, önemli noktaları yazılı hale getiriyoruz.',
    },
    {
      title: 'Şeffaflık',
      text: 'Ücretler, ilk görüşmeden sonra önceden yazılı olarak kararlaştırılır. Resmi masraflar ayrıca listelenir; böylece sürprizle karşılaşmazsınız.',
    },
    {
      title: 'Ulaşılabilirlik',
      text: 'Mesajlara iş günlerinde yanıt veriyor, dosyanızda bir değişiklik olduğunda bunu size hemen bildiriyoruz.',
    },
    {
      title: 'Gizlilik',
      text: 'Avukat olarak meslek sırrı ile bağlıyız ve kişisel verileri Türk kişisel verilerin korunması mevzuatına (KVKK) uygun olarak işliyoruz.',
    },
  ],
})
