import type { FaqItem } from '../schema.ts'
import { site } from '../../config/site.ts'
import { fill } from './fill.ts'

/** Joins paragraphs with a blank line, as FaqItem.answer expects. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n')

export const faqItems: FaqItem[] = fill([
  {
    question: 'Yatırım yoluyla Türk vatandaşlığı nasıl işler?',
    answer: paragraphs(
      'En yaygın yol, en az {{citizenshipPropertyUsd}} değerinde bir gayrimenkul satın almak ve bunu {{citizenshipHoldYears}} süreyle elde tutmaktır. Satmama taahhüdü tapuya şerh olarak işlenir. Bir diğer yol, yine {{citizenshipHoldYears}} süreyle tutulan en az {{citizenshipDepositUsd}} tutarında bir banka mevduatıdır. Devlet borçlanma araçlarına veya sabit sermayeye yatırım gibi başka yollar da vardır, ancak bunlar daha az kullanılır. Bu tutarlar yönetmelikle belirlenir ve değişebilir; bu nedenle siz taahhüde girmeden önce güncel tutarları teyit ederiz.',
      'Gayrimenkulün değeri resmî bir değerleme raporuyla teyit edilir ve paranın belgelenebilir şekilde bir banka aracılığıyla gelmesi gerekir. Bazı gayrimenkuller bu şartı karşılamaz; örneğin daha önce başka bir vatandaşlık başvurusunda kullanılmış bir gayrimenkul. Bu noktaları siz herhangi bir şey imzalamadan önce kontrol ederiz. Adımların tamamı için Türk vatandaşlığı sayfamıza bakabilirsiniz.',
    ),
  },
  {
    question: 'Yatırım yoluyla vatandaşlık ne kadar sürer ve ailem de başvuruya dahil edilebilir mi?',
    answer: paragraphs(
      'Deneyimimize göre süreç, eksiksiz bir başvurudan itibaren yaklaşık 4 ila 5 ay sürer. Bundan önce gayrimenkulü seçip satın almak, değerleme raporunu almak ve belgelerinizi toplamak için zamana ihtiyacınız vardır. Yetkili makamlar güvenlik incelemesi yapar ve bu incelemenin süresi bizim kontrolümüz dışındadır.',
      'Eşiniz ve 18 yaşından küçük çocuklarınız aynı başvuruya dahil edilebilir. Daha büyük çocukların genellikle kendi başvuru yolu gerekir. Her aile bağını kanıtlayan, evlilik ve doğum belgesi gibi onaylı belgelere; bunların apostiline ve yeminli tercüman tarafından yapılmış Türkçe tercümesine ihtiyacınız vardır. Türkiye genel olarak çifte vatandaşlığa izin verir, ancak kendi ülkenizin buna izin verip vermediğini kontrol etmelisiniz.',
    ),
  },
  {
    question: "Türkiye'de yaşamak için hangi ikamet iznine ihtiyacım var?",
    answer: paragraphs(
      "Bu, Türkiye'de kalış amacınıza bağlıdır. Türkiye'de çalışmayan yabancıların çoğu, örneğin turizm, taşınmaz sahipliği veya ticari bağlantılar amacıyla kısa dönem ikamet iznine başvurur. İkamet izni sahiplerinin veya Türk vatandaşlarının eşleri ve çocukları aile ikamet iznine, öğrenciler ise öğrenci ikamet iznine başvurur. Geçerli bir çalışma izni de ikamet izni yerine geçer.",
      "Kesintisiz {{longTermResidenceYears}} yasal ikametin ardından uzun dönem ikamet iznine başvurabilirsiniz. Bu kurallar 6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu'nda yer alır. 2024'ten bu yana bazı ilçelerde turizm amaçlı ilk kısa dönem ikamet izinleri kısıtlanmıştır; bu nedenle adresiniz önemlidir. Ücretsiz ön görüşmede durumunuza hangi iznin uygun olduğunu size söyleriz.",
    ),
  },
  {
    question: 'İkamet iznine nasıl başvurulur ve maliyeti nedir?',
    answer: paragraphs(
      "Başvuru genellikle Türkiye içinden, vizenizin veya vizesiz kalış sürenizin bitiminden önce yapılır. Göç İdaresi Başkanlığı'nın sistemi olan e-İkamet üzerinden çevrim içi formu doldurursunuz. Ardından belgelerinizle İl Göç İdaresi Müdürlüğü'ndeki randevunuza gidersiniz. Bu belgeler genellikle pasaportunuz, fotoğraflar, sağlık sigortası, adres belgesi ve gelir belgesidir. Kart posta yoluyla gönderilir.",
      'İkamet izni için ödenen resmî harçlar, kart bedeli dahil toplam yaklaşık {{residenceFeesUsd}} tutar, ancak tutarlar her yıl değişir. Karar çoğu zaman birkaç hafta sürer. Uzatma başvuruları çevrim içi olarak, iznin bitiminden önceki {{residenceRenewalDays}} içinde ve her durumda izin sona ermeden yapılır.',
    ),
  },
  {
    question: "Yabancılar Türkiye'de gayrimenkul satın alabilir mi?",
    answer: paragraphs(
      "Evet. Çoğu ülkenin vatandaşları Türkiye'de ev, daire ve arsa satın alabilir. Bazı sınırlamalar vardır: yabancılar askerî yasak bölgelerde ve güvenlik bölgelerinde taşınmaz edinemez ve bir yabancı gerçek kişinin sahip olabileceği toplam alan kanunla sınırlandırılmıştır. Tapu müdürlüğü bu noktaları devirden önce kontrol eder.",
      'Satın almak için pasaport, Türk vergi numarası ve taşınmaz hakkında resmî bir değerleme raporu gerekir. Ödemenin belgelenebilmesi için bedeli banka aracılığıyla ödersiniz. Herhangi bir kapora ödemeden önce taşınmazın kapsamlı bir hukuki incelemesinin yapılmasını öneririz. Ücretsiz gayrimenkul rehberimiz adımları daha ayrıntılı açıklar.',
    ),
  },
  {
    question: 'Satın almadan önce tapuda nelere bakılmalıdır?',
    answer: paragraphs(
      'Önce kayıtlı malikin kim olduğuna ve satıcının satış yetkisi bulunup bulunmadığına bakılır. Ardından tapuya işlenmiş ipotek, haciz, şerh ve üçüncü kişilerin haklarına bakılır. Bu kayıtlar tapu sicili sisteminden görülebilir.',
      'Ayrıca binanın yapı ruhsatı ve yapı kullanma izin belgesi (iskân) bulunup bulunmadığını, tapunun kat mülkiyetini mi yoksa yeni binalarda sık görülen kat irtifakını mı gösterdiğini kontrol ederiz. Diğer noktalar imar durumu, ödenmemiş emlak vergisi, aidatlar ve zorunlu deprem sigortasıdır (DASK). Bir sorun çıkarsa, bunun ne anlama geldiğini ve devirden önce çözülüp çözülemeyeceğini size açıklarız.',
    ),
  },
  {
    question: 'Tapu devri nasıl gerçekleşir?',
    answer: paragraphs(
      "Devir, taşınmazın bağlı olduğu Tapu Müdürlüğü'nde, önceden alınmış bir randevuda imzalanır. Alıcı ve satıcı ya da geçerli bir vekaletnameye sahip temsilcileri bizzat hazır bulunur. Alıcı Türkçe bilmiyorsa yeminli bir tercümanın hazır bulunması zorunludur.",
      'Randevudan önce değerleme raporu ve deprem sigortası hazır olmalı, tapu harcı da ödenmiş olmalıdır. Harç, satış bedelinin belirli bir yüzdesidir ve kanuna göre alıcı ile satıcı arasında paylaşılır; ancak sözleşmeler çoğu zaman bunu farklı düzenler. Her şey imzalandıktan sonra yeni tapu genellikle aynı gün düzenlenir.',
    ),
  },
  {
    question: "Bir yabancı Türkiye'de şirket kurabilir mi?",
    answer: paragraphs(
      "Evet. Yabancı yatırımcılar Türk yatırımcılarla aynı haklara sahiptir ve bir Türk şirketinin paylarının tamamına sahip olabilir. En yaygın türler, her ikisi de 6102 sayılı Türk Ticaret Kanunu'na tabi olan limited şirket (Ltd. Şti.) ve anonim şirkettir (A.Ş.). Asgari sermaye tutarları uygulanır ve bu tutarlar 2024'te artırılmıştır.",
      'Başlıca adımlar şunlardır: yabancı ortaklar için vergi numarası alınması, esas sözleşmenin hazırlanması, ticaret siciline tescil, sermaye için banka hesabı açılması ve vergi dairesine kayıt. Defterlerin tutulması için bir mali müşavire de ihtiyacınız olur. Belgeler tamamlandığında tescil genellikle hızlıdır; belgelerin yurt dışında hazırlanması çoğu zaman daha uzun sürer.',
    ),
  },
  {
    question: "Türkiye'de çalışma izni nasıl alınır?",
    answer: paragraphs(
      "Çalışma izinleri, 6735 sayılı Uluslararası İşgücü Kanunu uyarınca Çalışma ve Sosyal Güvenlik Bakanlığı tarafından verilir. Çoğu durumda başvuruyu işveren çevrim içi olarak yapar. Yurt dışındaysanız önce bir Türk konsolosluğuna çalışma vizesi için başvurursunuz, ardından işveren çevrim içi başvuruyu tamamlar. Türkiye'deyseniz genellikle geçerli bir ikamet izniniz olması gerekir.",
      'Süreli çalışma izni ilk olarak en fazla 1 yıl için verilir. Daha sonra en fazla 2 yıl, ardından en fazla 3 yıl için uzatılabilir. {{indefiniteWorkPermitYears}} yasal çalışmanın ardından süresiz çalışma iznine başvurabilirsiniz. İşverenin de belirli kriterleri karşılaması gerekir; bunları en başta kontrol ederiz.',
    ),
  },
  {
    question: "Yabancı olarak Türkiye'de banka hesabı açabilir miyim?",
    answer: paragraphs(
      "Evet, çoğu durumda. Bankalar genellikle pasaportunuzu, Türk vergi numaranızı, Türk telefon numaranızı ve adres belgenizi ister. Bazı bankalar Türkiye'de ikamet etmeyenlere de hesap açar, bazıları ise ikamet izni ister. Her banka kendi kontrollerini uygular ve paranızın kaynağını sorabilir.",
      'Uygulamalar bankadan bankaya, hatta bazen aynı bankanın şubeleri arasında farklılık gösterir ve sık değişir. Hangi belgelerin istenmesinin muhtemel olduğunu size söyleyebilir, bunları sizinle birlikte hazırlayabilir ve bankanın kabul ettiği durumlarda süreci vekaletnameyle yürütebiliriz. Gayrimenkul alımı veya vatandaşlık başvurusu için banka hesabı erkenden planlanmalıdır.',
    ),
  },
  {
    question: 'Büro, hizmetleri için nasıl ücret alır?',
    answer: paragraphs(
      'İlk görüşmenin ardından neye ihtiyacınız olduğunu anlar ve yapılacak işi tahmin edebiliriz. Ardından işin kapsamını, ücreti ve ücretin ne zaman ödeneceğini belirten yazılı bir teklif göndeririz. Çalışma ancak teklifi kabul etmenizden sonra başlar. Gizli masraf yoktur ve yazılı onayınız olmadan sonradan ücret eklenmez.',
      "Resmî masraflar ücretimizden ayrıdır. Bunlar arasında devlet harçları ve kart bedelleri, noter ücretleri, yeminli tercümeler, değerleme raporları ve yargılama giderleri bulunur. Planlama yapabilmeniz için beklenen masrafları önceden listeleriz. Ücretlerimiz, Türkiye'de avukatlar için geçerli olan Avukatlık Asgari Ücret Tarifesi'ne de uygundur.",
    ),
  },
  {
    question: 'Ücretsiz 15 dakikalık ön görüşmede neler olur?',
    answer: paragraphs(
      'Telefonla veya görüntülü olarak yapılan, ücretsiz kısa bir görüşmedir. Neye ihtiyacınız olduğunu anlatırsınız; biz de size yardımcı olup olamayacağımızı, durumunuza hangi yolun uygun olabileceğini ve hangi belgeleri toplamaya başlamanız gerektiğini söyleriz. Bu görüşme, herhangi bir karar vermeden önce nasıl çalıştığımızı görmeniz için de bir fırsattır.',
      'On beş dakika, kapsamlı bir hukuki görüş veya belge incelemesi için yeterli değildir. Devam etmeye karar verirseniz size yazılı bir ücret teklifi göndeririz. Görüşme için randevu almak üzere aşağıdaki randevu bağlantısını kullanın: bağlantı, randevu sayfamızı yeni bir sekmede açar ve orada size uygun bir saati seçersiniz. Görüşmeden sonra bize iş vermek zorunda değilsiniz.',
    ),
    bookingLink: true,
  },
  {
    question: 'Yurt dışından vekaletname verebilir miyim?',
    answer: paragraphs(
      "Evet. En kolay yol, vekaletnameyi bulunduğunuz ülkedeki bir Türk konsolosluğunda imzalamaktır. Konsolosluk vekaletnameyi Türkçe olarak düzenler ve vekaletname Türkiye'de doğrudan kullanılabilir.",
      "Vekaletnameyi kendi ülkenizdeki bir noter huzurunda da imzalayabilirsiniz. Ülkeniz Lahey Apostil Sözleşmesi'ne tarafsa belgeye ayrıca apostil alınması gerekir. Taraf değilse belgenin ülkenizin Dışişleri Bakanlığı ve Türk konsolosluğu tarafından tasdik edilmesi gerekir. Türkiye'de belge yeminli tercüman tarafından tercüme edilir ve tercüme noterce onaylanır. Taşınmaz satışlarında tapu müdürlüğünün, vekalet verenin fotoğrafı gibi kendine özgü şartları vardır. İmzalamadan önce size vekaletnamenin tam metnini göndeririz.",
    ),
  },
  {
    question: "Türkiye'ye gelmem gerekir mi, yoksa uzaktan çalışabilir miyiz?",
    answer: paragraphs(
      'Yabancı müvekkillerimizle yürüttüğümüz işlerin çoğu uzaktan yapılır. Toplantıları görüntülü görüşmeyle yapar, belgeleri e-posta ile paylaşır ve her adımda sizi yazılı olarak bilgilendiririz. Asıl belgeler kuryeyle gönderilebilir.',
      'Vekaletnameyle tapu müdürlüğünde, bankalarda, vergi dairesinde, ticaret sicilinde ve mahkemelerde sizin adınıza işlem yapabiliriz. Bazı adımlar yine de bizzat bulunmanızı gerektirir. İkamet izni randevusu, biyometrik verilerin verilmesi ve anlaşmalı boşanma gibi bazı duruşmalar bunlara örnektir. Seyahatinizi planlayabilmeniz için hangi adımlarda bizzat bulunmanız gerektiğini en başta söyleriz.',
    ),
  },
  {
    question: 'Hangi dillerde çalışıyorsunuz?',
    answer: paragraphs(
      'Türkçe, İngilizce ve Arapça çalışıyoruz. Ekibimizin bazı üyeleri Almanca veya Fransızca da konuşur. Müvekkil temsilcimiz ilk iletişimi ve randevuları Arapça, İngilizce ve Türkçe yürütür.',
      "Türkiye'deki resmî işlemler Türkçe yürütülür. Dilekçeler, makamlara sunulan sözleşmeler ve mahkeme belgeleri Türkçe yazılır. Her belgeyi imzalamadan önce size kendi dilinizde açıklarız ve resmî tercüme gereken durumlarda yeminli tercüme ayarlayabiliriz. Türkçe bilmiyorsanız tapu müdürlüğünde ve noterde yeminli bir tercümanın hazır bulunması zorunludur.",
    ),
  },
  {
    question: 'İşim ne kadar sürer?',
    answer: paragraphs(
      'Bu, işin niteliğine ve ilgili makamlara bağlıdır. Genel bir fikir vermek gerekirse: yatırım yoluyla vatandaşlık, eksiksiz bir başvurudan itibaren yaklaşık 4 ila 5 ay sürer. İkamet izni kararı çoğu zaman birkaç hafta sürer. Tapu devri, her şey hazır olduğunda genellikle randevu günü tamamlanır. Şirket tescili, belgeler tamamlandığında genellikle hızlıdır.',
      'Davalar daha uzun, çoğu zaman aylarca sürer; çekişmeli davalar yıllar alabilir. Gecikmeler genellikle eksik veya apostilsiz belgelerden kaynaklanır; bu nedenle en başta size bir belge listesi veririz. Size yazılı olarak gerçekçi bir süre tahmini verir ve bir şey değişirse bunu derhal bildiririz.',
    ),
  },
  {
    question: 'Hakkımda sınır dışı etme (deport) kararı verildi. Ne yapabilirim?',
    answer: paragraphs(
      "Hızlı hareket edin. Sınır dışı etme kararına karşı tebliğden itibaren {{deportationAppealDays}} içinde idare mahkemesinde dava açılabilir (6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu madde 53/3, Aralık 2019'da yapılan değişiklikle). Çoğu durumda dava sürerken sınır dışı etme işlemi uygulanmaz, ancak istisnalar vardır; örneğin kamu güvenliğiyle ilgili durumlar.",
      'Geri gönderme merkezinde tutuluyorsanız, idari gözetim kararına karşı ayrıca sulh ceza hâkimliğine başvurulabilir. Size verilen her belgenin bir kopyasını saklayın ve belgeyi hangi tarihte aldığınızı not edin. Pasaport bilgileriniz ve kararla birlikte en kısa sürede bizimle iletişime geçin. Bu davaları nasıl yürüttüğümüzü sınır dışı etme sayfamızda bulabilirsiniz.',
    ),
  },
  {
    question: "Türkiye'ye giriş yasağım var. Kaldırılabilir mi?",
    answer: paragraphs(
      'Çoğu zaman evet, ancak bu yasağın nedenine bağlıdır. Giriş yasakları Göç İdaresi Başkanlığı tarafından tahdit kodları olarak kaydedilir. Vize veya kalış süresinin aşılması, sınır dışı etme ya da bir güvenlik değerlendirmesi sonucunda konulabilir. Yasağın süresi nedene göre değişir.',
      "Duruma göre idareden yasağın kaldırılmasını talep edebilir, yasağa karşı idare mahkemesinde dava açabilir veya yasak devam ederken sınırlı bir süre için giriş izni isteyebiliriz. Önce hangi kodun hangi nedenle uygulandığını tespit ederiz. Lütfen yasağın hâlâ geçerli olup olmadığını denemek için Türkiye'ye seyahat etmeyin; önce bizden kontrol etmemizi isteyin.",
    ),
  },
  {
    question: "Türkiye'de taşınmazı olan bir yabancı vefat ettiğinde miras nasıl işler?",
    answer: paragraphs(
      "Türk milletlerarası özel hukukuna göre miras, genel olarak ölen kişinin millî hukukuna tabidir. Ancak Türkiye'de bulunan taşınmazlar hakkında Türk hukuku uygulanır. Bu; mirasçıların kim olduğu, payları ve kanunla korunan saklı paylar bakımından önem taşır.",
      'Mirasçıların noterden veya sulh hukuk mahkemesinden alınan bir Türk mirasçılık belgesine (veraset ilamı) ihtiyacı vardır. Başka bir ülkede düzenlenmiş bir belge, tek başına genellikle tapu müdürlüğünce kabul edilmez. Ardından, taşınmaz mirasçılar adına tescil edilmeden önce veraset ve intikal vergisi beyannamelerinin verilmesi gerekir. Bu adımları vekaletnameyle yürütebiliriz.',
    ),
  },
  {
    question: "Yabancılar Türkiye'de boşanabilir mi, yurt dışında alınan boşanma kararı burada geçerli midir?",
    answer: paragraphs(
      "Türkiye'de yaşayan yabancılar çoğu zaman Türk aile mahkemelerinde boşanma davası açabilir. Hangi ülkenin hukukunun uygulanacağı, eşlerin vatandaşlığına ve yerleşim yerine bağlıdır. Evlilik en az bir yıl sürmüşse ve eşler tüm konularda anlaşmışsa anlaşmalı boşanma mümkündür; her iki eşin de duruşmada hazır bulunması gerekir. Çekişmeli davalar çok daha uzun sürer.",
      "Yurt dışında verilen bir boşanma kararı Türkiye'deki kayıtları kendiliğinden değiştirmez. Eşlerden biri Türk vatandaşıysa yabancı kararın Türkiye'de kayda geçirilmesi gerekir. Bazı durumlarda bu, nüfus müdürlüğünde yapılan idari bir işlemdir. Aksi hâlde bir Türk mahkemesinde tanıma davası açılır.",
    ),
  },
  {
    question: 'Yabancı belgelerimin tercüme edilmesi gerekir mi?',
    answer: paragraphs(
      "Evet. Türk makamları yabancı belgeleri yalnızca yeminli tercüman tarafından yapılmış ve Türk noterince onaylanmış bir Türkçe tercümeyle birlikte kabul eder. Doğum veya evlilik belgesi ve mahkeme kararları gibi yabancı resmî belgeler için önce apostil, Lahey Apostil Sözleşmesi'ne taraf olmayan ülkeler için ise konsolosluk tasdiki gerekir.",
      "Sıralama önemlidir: apostil, belgeyi düzenleyen ülkede eklenir; ardından belge ve apostil Türkiye'de tercüme edilir. Bazı belgelerin ayrıca yakın tarihli olması gerekir; bu nedenle göndermeden önce düzenlenme tarihini kontrol edin. İşiniz için size bir belge listesi verir ve dilerseniz tercümeleri ayarlarız.",
    ),
  },
  {
    question: 'Çalışma saatleriniz nedir?',
    answer: paragraphs(
      `Büromuz Pazartesi'den Cuma'ya, İstanbul saatiyle (GMT+3) ${site.hours.time} arasında açıktır. Türkiye yaz ve kış saati uygulamadığından, ülkenizle aramızdaki saat farkı yıl içinde değişebilir.`,
      "Bu saatler dışında veya resmî tatillerde gönderilen mesajlar bir sonraki iş günü yanıtlanır. Görüşmeler randevuyla, İstanbul'daki büromuzda ya da görüntülü görüşmeyle yapılır. Gözetim altında tutuluyorsanız veya hakkınızda sınır dışı etme kararı verildiyse, önceliklendirebilmemiz için bunu ilk mesajınızda açıkça belirtin.",
    ),
  },
  {
    question: 'Kişisel verilerimi nasıl koruyorsunuz?',
    answer: paragraphs(
      "Kişisel verileri 6698 sayılı Kişisel Verilerin Korunması Kanunu'na (KVKK) uygun olarak işliyoruz. Bize gönderdiğiniz bilgileri yalnızca talebinizi yanıtlamak ve bize verdiğiniz işi yürütmek için kullanırız. Kişisel verileri satmayız; bu internet sitesi analiz veya reklam çerezi kullanmaz.",
      "Avukat olarak Avukatlık Kanunu uyarınca meslek sırrını saklama yükümlülüğümüz de vardır. Müvekkil ilişkisine dönüşmeyen form gönderimleri 6 ay sonra silinir. KVKK'nın 11. maddesi uyarınca verilerinize erişim, bunların düzeltilmesini ve silinmesini isteme haklarına sahipsiniz. Aydınlatma metnimiz bu haklarınızı nasıl kullanacağınızı açıklar.",
    ),
  },
])
