import { site } from '../../config/site.ts'
import type { homeContent as englishHome } from '../en/home.ts'
import { fill } from './fill.ts'

export const homeContent: typeof englishHome = fill({
  heroTitle: "Türkiye'deki hukuki ortağınız:",
  rotatingWords: ['SERVET', 'KOLAYLIK', 'ÖZGÜRLÜK'],
  heroText:
    "Türkiye'de gayrimenkul, vatandaşlık, ikamet ve ticari işler konularında yabancı kişi ve şirketlerle çalışan bir İstanbul hukuk bürosuyuz. Her adımı sade bir dille açıklıyor, ücretimizi işe başlamadan önce yazılı olarak kararlaştırıyoruz.",
  founderQuote: {
    text: `Bu büroyu ${site.founded} yılında kurdum; çünkü pek çok yabancı müvekkil bana en zor kısmın hukukun kendisi değil, bundan sonra ne olacağını bilmemek olduğunu söyledi. Bu soruyu her adımda yanıtlamaya çalışıyoruz. İşimiz, kendi kararlarınızı verebilmeniz için size açık seçenekler, gerçekçi süreler ve dürüst tavsiyeler sunmaktır.`,
    /** The team member who says it (team.ts `id`): her name and title come from there. */
    member: 'selin-aksoy',
  },
  whatWeOffer: {
    title: 'Sunduklarımız',
    text: [
      "Yabancılara ve yabancı sermayeli şirketlere Türkiye'de yaşamanın, yatırım yapmanın ve iş yapmanın hukuki adımlarında yardımcı oluyoruz. Buna gayrimenkul satın alma ve tapu devri, yatırım yoluyla Türk vatandaşlığı başvurusu, ikamet izni ve çalışma izni alınması ile şirket kurulması ve yürütülmesi dahildir.",
      'Müvekkillerimizin çoğu bizimle ilk kez iletişime geçtiğinde Türkiye dışında yaşamaktadır. Görüntülü görüşme ve e-posta ile çalışıyor, kanunun izin verdiği durumlarda vekaletname ile sizin adınıza işlem yapıyor ve hangi adımlarda bizzat bulunmanız gerektiğini size erkenden bildiriyoruz.',
    ],
    points: [
      'Ücretsiz 15 dakikalık ilk görüşme',
      'İşe başlamadan önce yazılı olarak kararlaştırılan ücret',
      'Türkçe, İngilizce ve Arapça çalışma',
      'Dosyanız hakkında düzenli yazılı bilgilendirme',
    ],
  },
  approach: {
    title: 'Yaklaşımımız',
    steps: [
      {
        title: 'Dinlemek',
        text: 'Ücretsiz 15 dakikalık bir görüşmede ihtiyacınızı dinliyor, size yardımcı olup olamayacağımızı ve hangi yolun uygun olabileceğini söylüyoruz.',
      },
      {
        title: 'Planlamak',
        text: 'İşin kapsamını, ücreti, öngörülen resmi masrafları ve gerçekçi bir zaman planını içeren yazılı bir teklif gönderiyoruz.',
      },
      {
        title: 'Harekete geçmek',
        text: 'Belgelerinizi hazırlıyor, resmi makamlar nezdindeki işlemleri yürütüyor ve mümkün olduğunda vekaletname ile sizin adınıza işlem yapıyoruz.',
      },
      {
        title: 'Bilgilendirmek',
        text: 'Her adımda sizi yazılı olarak bilgilendiriyor, bir değişiklik olduğunda bunu size hemen bildiriyoruz.',
      },
    ],
  },
  servicesIntro:
    "Şirketlere, bireylere ve yatırımcılara Türk hukuku ile Türkiye'deki ve diğer ülkelerdeki vatandaşlık ve ikamet programları konusunda danışmanlık veriyoruz. Size nasıl yardımcı olabileceğimizi görmek için aşağıdan bir alan seçin.",
  timelapse: {
    title: "İstanbul'daki bir sonraki adımınızı planlayın",
    text: 'İster bir ev satın alıyor, ister ailenizle taşınıyor, ister bir iş kuruyor olun, konuyu sizinle memnuniyetle konuşuruz. Ücretsiz 15 dakikalık bir görüşme için randevu alın.',
  },
  blogIntro: 'Yabancılar için Türk hukuku üzerine pratik yazılar: gayrimenkul, ikamet, vatandaşlık ve ticari işler, sade bir dille.',
  servicesCards: [
    {
      title: 'Kurumsal Hizmetler',
      text: "Türkiye'deki yabancı sermayeli şirketler için şirket kuruluşu, sözleşmeler, iş hukuku, markalar ve çalışma izinleri.",
      link: '/all-corporate-services',
    },
    {
      title: 'Bireysel Hizmetler',
      text: 'Bireyler için gayrimenkul alımı, banka hesapları, aile ve miras meseleleri, sınır dışı etme ve çalışma izinleri.',
      link: '/all-individual-services',
    },
    {
      title: 'Küresel Vatandaşlık',
      text: 'Yatırım yoluyla Türk vatandaşlığı ve ikamet izinleri ile diğer ülkelerdeki ikamet ve vatandaşlık programları hakkında yol gösterme.',
      link: '/global-citizienship-programs',
    },
  ],
})
