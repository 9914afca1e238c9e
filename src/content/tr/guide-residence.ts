import type { Guide } from '../schema.ts'
import { fill } from './fill.ts'
import { site } from '../../config/site.ts'

/** Rehber: Türkiye İkamet İzni Kontrol Listesi (/guides/turkish-residence-permit-checklist). İngilizce metin esastır. */
export const residencePermitGuide: Guide = fill({
  slug: 'turkish-residence-permit-checklist',
  guidelineName: 'ResidencePermit_Guideline',
  lastReviewed: '2026-11-23',
  title: 'Türkiye İkamet İzni Kontrol Listesi',
  subtitle: "Size hangi izin uygun, e-İkamet'te nasıl başvurulur ve randevuya götürmeniz gereken tüm belgeler.",
  summary:
    "Türkiye'de ikamet izni için pratik bir kontrol listesi: izin türünün seçimi, e-İkamet başvurusu ve randevu, harçlar, sağlık sigortası ve uzatma başvuruları.",
  intro:
    "Türkiye'de vizesinin veya vizesiz kalış süresinin izin verdiğinden daha uzun kalmak isteyen herkesin ikamet iznine ihtiyacı vardır. Kurallar 6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu ile belirlenmiş olup Göç İdaresi Başkanlığı tarafından uygulanır. Süreç büyük ölçüde çevrim içi yürür; ancak eksik bir belge veya yanlış bir izin türü, başvurunun reddine ve ülkeden çıkış için kısa bir süre verilmesine yol açabilir. Bu rehber başlıca izin türlerini, başvuruyu ve randevuyu, masrafları ve onaydan sonra yapılacakları açıklar. Sonunda yazdırıp işaretleyebileceğiniz bir kontrol listesi yer alır. Bu rehber genel bilgi niteliğindedir; kendi durumunuz için başvurmadan önce güncel şartları teyit ediniz.",
  benefits: [
    {
      title: 'Doğru izni seçin',
      text: 'Belgelerinizin başvurunuzla çelişmek yerine onu desteklemesi için gerçek kalış amacınızı doğru izin türüyle eşleştirin.',
    },
    {
      title: 'Zamanında başvurun',
      text: 'Önemli süreleri öğrenin: vizeniz veya vizesiz kalış süreniz bitmeden başvurmak, randevuya katılmak ve bitiş tarihinden {{residenceRenewalDays}} önceden itibaren uzatma başvurusu yapmak.',
    },
    {
      title: 'Doğru belgeleri getirin',
      text: 'Sağlık sigortası, adres belgesi ve maddi imkân belgesi dahil olmak üzere izin türünüze uygun eksiksiz bir dosya hazırlamak için kontrol listesini kullanın.',
    },
    {
      title: 'Onaydan sonra statünüzü koruyun',
      text: 'Kart elinize ulaştığında yapmanız gerekenleri bilin: adres kaydı, yabancı kimlik numaranız, uzatma başvuruları ve yurt dışında geçirilen sürelere ilişkin kurallar.',
    },
  ],
  author: {
    member: 'deniz-arslan',
    bio: `Deniz Arslan, ${site.name} bünyesinde avukattır. Deniz, doğru izin türünün seçiminden uzatma başvurularına ve ret kararlarına verilecek cevaplara kadar bireyler, aileler ve işverenler için ikamet izni ve çalışma izni dosyaları üzerinde çalışmaktadır.`,
  },
  chapters: [
    {
      title: 'Size hangi izin türü uygun',
      html: `<p>Türk hukukunda birkaç ikamet izni türü vardır. Her birinin kendi amacı, belgeleri ve kuralları bulunur. Gerçek kalış amacınıza uyan izne başvurunuz. Belgeleriniz seçtiğiniz türe uymuyorsa başvurunun reddedilmesi muhtemeldir.</p>
<h3>Kısa dönem ikamet izni</h3>
<p>En yaygın türdür. Diğer amaçların yanı sıra turizmi, Türkiye'de konut sahibi olmayı, ticari bağlantı veya yatırım kurmayı, dil kurslarını, tedaviyi ve bilimsel araştırmayı kapsar. Sınırlı bir süre için verilir ve uzatılması gerekir. 2024'ten bu yana bazı ilçelerde turizm amaçlı kısa dönem ikamet izinleri kısıtlanmıştır ve bazı mahalleler yabancıların yeni ikamet kayıtlarına kapalıdır. Önce düşündüğünüz adresi kontrol ediniz.</p>
<h3>Aile ikamet izni</h3>
<p>Bir Türk vatandaşının veya Türkiye'de ikamet izni ya da çalışma izni olan bir yabancının eşi, ergin olmayan çocukları ve bazı bakmakla yükümlü olunan çocukları içindir. Türkiye'de yaşayan aile üyesi (destekleyici), diğer şartların yanı sıra yeterli ve düzenli gelir, aile için sağlık sigortası, uygun konut ve temiz bir adli sicil kaydı göstermelidir.</p>
<h3>Öğrenci ikamet izni</h3>
<p>Türkiye'de ön lisans, lisans, yüksek lisans veya doktora programına kayıtlı öğrenciler içindir. Daha küçük yaştaki öğrenciler genellikle aile ikamet izniyle kalır. Öğrenci ikamet izni genel bir çalışma hakkı içermez.</p>
<h3>Uzun dönem ikamet izni</h3>
<p>En az {{longTermResidenceYears}} kesintisiz yasal ikametten sonra alınabilir. Her izin türü bu sürenin hesabına tam olarak dahil edilmez; örneğin öğrenci ikamet izniyle geçen süre yalnızca kısmen sayılır. Diğer şartlar arasında yeterli gelir, sağlık sigortası ve yakın dönemde sosyal yardıma dayanmamış olmak yer alır.</p>
<h3>İkamet izni yerine geçen çalışma izni</h3>
<p>Türkiye'de çalışacaksanız 6735 sayılı Uluslararası İşgücü Kanunu kapsamında çalışma iznine ihtiyacınız vardır; geçerli bir çalışma izni aynı zamanda ikamet izni yerine de geçer. İşvereniniz Çalışma ve Sosyal Güvenlik Bakanlığına çevrim içi başvurur. Süreli çalışma izni ilk olarak en fazla 1 yıl için verilir, ardından 2 ve sonra 3 yıl için uzatılır. {{indefiniteWorkPermitYears}} yasal çalışmadan sonra süresiz çalışma iznine başvurulabilir. <a href="/services/work-permit-in-turkey-for-employees">Çalışanlar için çalışma izni</a> sayfamıza bakınız.</p>
<p>İnsani ikamet izni gibi başka türler de vardır, ancak bunlar belirli durumlarda uygulanır. Size hangi türün uygun olduğundan emin değilseniz başvurmadan önce <a href="/contact-us">bize sorunuz</a>.</p>`,
    },
    {
      title: "e-İkamet'te çevrim içi başvuru ve randevu",
      html: `<p>Başvurular, Göç İdaresi Başkanlığının çevrim içi sistemi olan e-İkamet üzerinden yapılır. İlk başvuru, vizeniz veya vizesiz kalış süreniz sona ermeden yapılmalıdır. Geç başvuru, vize ihlali nedeniyle para cezasına ve bazı durumlarda giriş yasağına yol açabilir.</p>
<h3>Adım adım</h3>
<ol>
<li><strong>Önce hazırlanın.</strong> Başlamadan önce adresinizi, sağlık sigortanızı ve diğer belgelerinizi hazır bulundurunuz. Form, bunlarla uyuşması gereken bilgiler ister.</li>
<li><strong>Formu doldurun.</strong> e-İkamet'te ilk başvuruyu ve izin türünü seçiniz. Pasaport bilgilerinizi pasaportta yazdığı şekliyle aynen giriniz ve yakın tarihli biyometrik bir fotoğraf yükleyiniz.</li>
<li><strong>Randevu alın.</strong> Sistem, adresinize göre yetkili İl Göç İdaresi Müdürlüğünde bir randevu önerir. Büyük şehirlerde randevular birkaç hafta sonrasına verilebilir.</li>
<li><strong>Yazdırın ve imzalayın.</strong> Doldurulan başvuru formunu yazdırıp imzalayınız. Onay belgesinin bir örneğini saklayınız.</li>
<li><strong>Harçları ödeyin.</strong> İzin harcını ve kart bedelini sistemin gösterdiği şekilde ödeyiniz ve makbuzları saklayınız.</li>
<li><strong>Randevuya gidin.</strong> Tüm belgelerin asıllarını ve fotokopilerini getiriniz. Görevli belgeleri kontrol eder, parmak izinizi alabilir ve kalışınızla ilgili sorular sorabilir.</li>
</ol>
<h3>Randevuda</h3>
<p>Kontrol listesindeki sırayla tek bir dosyada toplanmış belgelerinizle randevuya zamanında gidiniz. Görevli ek bir belge isterse, tam olarak neyin gerektiğini ve teslim için verilen süreyi not ediniz. Bu sürenin kaçırılması başvurunun sona ermesine yol açabilir.</p>
<p>Geçerli bir mazeret olmadan randevuyu kaçırırsanız başvuru yapılmamış sayılabilir. İlk başvurunuz sonuçlanmadan, başvurunuza etkisini kontrol etmeden Türkiye'den ayrılmayınız.</p>
<h3>Uzatma başvuruları</h3>
<p>Uzatma başvuruları da e-İkamet üzerinden, ilk başvuru yerine uzatma seçeneği kullanılarak yapılır. Bazı uzatma başvuruları yalnızca belgeler üzerinden karara bağlanır; bazıları ise randevu gerektirir. Hangisinin geçerli olduğunu sistem size bildirir.</p>
<p><a href="/services/turkish-residence-permit">İkamet izni hizmetimiz</a>, başvurunuzu sizinle birlikte hazırlayıp sunabilir.</p>`,
    },
    {
      title: 'Harçlar ve sağlık sigortası',
      html: `<h3>Harçlar</h3>
<p>İki ücret vardır: ikamet izni harcı ve kart bedeli. İzin harcı uyruğunuza ve talep edilen izin süresine göre değişir. Tipik bir ilk izin için toplam tutar yaklaşık {{residenceFeesUsd}} olur; ancak tutarlar her yıl, genellikle ocak ayında değişir. Başvuru yaparken güncel tutarları e-İkamet'te kontrol ediniz ve makbuzları randevu için saklayınız.</p>
<ul>
<li>Yalnızca e-İkamet sisteminin size gösterdiği kanallardan ödeme yapınız.</li>
<li>Sistem aksini belirtmedikçe ödemeyi randevudan önce yapınız.</li>
<li>Daha uzun bir süre için başvurursanız izin harcı daha yüksek olur. İzin yalnızca pasaportunuzun geçerlilik süresi bitmeden sona eren bir süre için verilebilir.</li>
</ul>
<h3>Sağlık sigortası</h3>
<p>Başvuru sahiplerinin çoğu, talep edilen iznin tüm süresi boyunca Türkiye'de geçerli bir sağlık sigortası göstermelidir. İki temel seçenek vardır:</p>
<ul>
<li><strong>Özel sağlık sigortası</strong>, Türkiye'de faaliyet izni olan bir sigorta şirketinden. İkamet izni başvuruları için düzenlenen poliçeler yaygın olarak bulunur. Başlangıç ve bitiş tarihlerinin izin süresinin tamamını kapsadığından emin olunuz.</li>
<li><strong>Devlet sistemi (SGK)</strong>, hak sahibiyseniz; örneğin Türkiye'de çalışma, kendi ülkenizle yapılmış bir sosyal güvenlik sözleşmesi veya izin verilen hâllerde isteğe bağlı sigortalılık yoluyla.</li>
</ul>
<p>Yurt dışında satın alınan sigorta çoğu zaman kabul edilmez; çünkü Türkiye'de geçerli olması ve ikamet izinlerine ilişkin şartları karşılaması gerekir. Türkiye'de düzenlenmiş bir poliçe daha güvenli bir seçimdir.</p>
<p>Bazı yaş grupları ve bazı izin türleri için farklı kurallar uygulanabilir. Örneğin belirli bir yaşın üzerindeki başvuru sahipleri için seçenekler sınırlıdır ve öğrenciler başka yollarla sigortalı olabilir. Poliçe satın almadan önce kendi durumunuza ilişkin şartı kontrol ediniz.</p>
<h3>Maddi imkân belgesi</h3>
<p>Kısa dönem ve aile ikamet izinlerinde ayrıca kendinizi geçindirebileceğinizi veya destekleyicinin aileyi geçindirebileceğini göstermeniz gerekir. Bu genellikle banka hesap dökümleri veya gelir belgeleriyle gösterilir. Gereken düzey asgari ücrete bağlıdır ve zaman içinde değişir.</p>`,
    },
    {
      title: 'Onaydan sonra: kart, adresiniz ve uzatma',
      html: `<h3>Kartın teslimi</h3>
<p>İzin onaylandığında ikamet izni kartı basılır ve başvurunuzdaki adrese posta yoluyla gönderilir. Durumu e-İkamet'te takip edebilirsiniz. O adreste kartı teslim alabilecek birinin bulunduğundan emin olunuz. Kart geldiğinde adınızı, doğum tarihinizi ve izin tarihlerini pasaportunuzla karşılaştırınız ve bir hata varsa hemen bildiriniz.</p>
<h3>Yabancı kimlik numaranız</h3>
<p>Kartta 99 ile başlayan yabancı kimlik numaranız yer alır. Bu numarayı bankacılık işlemlerinde, telefon hatlarında, abonelik sözleşmelerinde, vergi işlerinde ve devletin çevrim içi hizmet portalı e-Devlet'e erişimde kullanacaksınız.</p>
<h3>Adres kaydı</h3>
<p>Adresiniz ulusal adres kayıt sistemine kaydedilmelidir. Taşınırsanız yeni adresinizi {{addressChangeWorkingDays}} içinde bildirmeniz gerekir. Güncel olmayan bir adres uzatma başvurularında ve resmi tebligatlarda sorunlara yol açabilir; bildirimde bulunmamak para cezasına neden olabilir.</p>
<h3>Uzatma başvuruları</h3>
<ul>
<li>İznin bitiş tarihinden {{residenceRenewalDays}} önceden itibaren uzatma başvurusu yapabilirsiniz. Her durumda bitiş tarihinden önce başvurunuz.</li>
<li>Sağlık sigortanızı kesintisiz sürdürünüz. Bir boşluk ret gerekçesi olabilir.</li>
<li>Durumunuz hâlâ izin türüne uymalıdır. Örneğin evlilik, öğrenim veya bir iş nedeniyle değiştiyse farklı bir türe ihtiyacınız olabilir.</li>
<li>Pasaportunuzun talep ettiğiniz sürenin çok ötesine kadar geçerli olduğunu kontrol ediniz.</li>
</ul>
<h3>Yurt dışında geçirilen süre</h3>
<p>İkamet izni Türkiye'de yaşamanızı öngörür. Yurt dışında uzun süre kalmak iznin iptaline veya uzatma başvurusunun reddine yol açabilir. Kısa dönem ikamet izinlerinde kurallar, bir yıl içinde Türkiye dışında geçirilen toplam gün sayısını esas alır. Uzun dönem ikamet izinlerinde, sağlık veya öğrenim gibi istisnalar dışında, kesintisiz uzun bir yurt dışı kalışı izni sona erdirebilir. Yurt dışında geçirilen süre, uzun dönem ikamet izni veya ikamete dayalı vatandaşlık için gereken yılları da kesintiye uğratabilir. Seyahat tarihlerinizin kaydını tutunuz ve yurt dışında uzun süre kalmadan önce hukuki destek alınız.</p>
<h3>Değişiklikler ve iptaller</h3>
<p>Yeni pasaport, evlilik veya boşanma gibi değişiklikleri göç idaresine bildiriniz. Türkiye'den kesin olarak ayrılıyorsanız çıkışta kartınızı teslim edebilirsiniz.</p>`,
    },
    {
      title: 'Başvurunuz reddedilirse',
      html: `<p>Ret her zaman işin sonu değildir, ancak harekete geçmek için süre kısadır. Kararı dikkatle okuyunuz: kararda ret gerekçesi ve hukuki dayanağı yazılıdır.</p>
<h3>Sık karşılaşılan ret gerekçeleri</h3>
<ul>
<li>İzin türü, belgelerde gösterilen amaçla uyuşmuyor.</li>
<li>Sağlık sigortası sürenin tamamını kapsamıyor veya Türkiye'de geçerli değil.</li>
<li>Adres, yeni ikamet kayıtlarına kapalı bir mahallede veya turizm amaçlı kısa dönem ikamet izinlerinin kısıtlandığı bir ilçede.</li>
<li>Yetersiz maddi imkân belgesi veya aile ikamet izinlerinde destekleyicinin gelirine ilişkin yetersiz belge.</li>
<li>Eksik belgeler veya randevuda verilen süre içinde sunulmayan belgeler.</li>
<li>Geç başvuru, önceki bir vize ihlali veya giriş kısıtlaması.</li>
</ul>
<h3>Neler yapabilirsiniz</h3>
<ol>
<li><strong>Yasal kalışınızı kontrol edin.</strong> Ret kararından sonra genellikle Türkiye'den ayrılmanız veya kalışınızı yasal hâle getirmeniz için kısa bir süre verilir. Tarihi not ediniz ve süreyi aşmayınız.</li>
<li><strong>Yeni bir başvuruyu değerlendirin.</strong> Sorun eksik bir belge veya yanlış izin türüyse, başvuru için hâlâ yasal bir dayanağınız varsa yeni ve doğru bir başvuru en hızlı yol olabilir.</li>
<li><strong>Yargı yolunu değerlendirin.</strong> Ret kararı bir idari işlemdir ve yasal süre içinde idare mahkemesinde dava konusu yapılabilir. Süre kararın tebliğinden itibaren işlediği için hemen hukuki destek alınız.</li>
</ol>
<h3>Sınır dışı etme kararları</h3>
<p>Ret kararını, özellikle vize ihlalinden sonra, bazen bir sınır dışı etme (deport) kararı izleyebilir. Sınır dışı etme kararına karşı tebliğden itibaren {{deportationAppealDays}} içinde idare mahkemesine başvurulabilir (6458 sayılı Kanun, 53. madde 3. fıkra; Aralık 2019'da 7196 sayılı Kanunla değişik). Süresinde yapılan başvuru, bazı istisnalar dışında, mahkeme karar verene kadar kural olarak sınır dışı etmeyi durdurur. Nasıl yardımcı olduğumuz için <a href="/services/deportation">sınır dışı etme</a> sayfamıza bakınız.</p>
<p>Bir ret veya sınır dışı etme kararı aldıysanız mümkün olan en kısa sürede <a href="/contact-us">bize ulaşınız</a> ve kararı ve başvuru belgelerinizi yanınızda getiriniz.</p>`,
    },
  ],
  checklist: [
    {
      title: 'Başvurmadan önce',
      items: [
        'Giriş tarihinizi ve vizenizin veya vizesiz kalışınızın son gününü not ediniz. İlk başvuru o günden önce yapılmalıdır.',
        'Gerçek kalış amacınıza (turizm, mülk, aile, öğrenim, çalışma) uyan izin türüne karar veriniz.',
        'Pasaportunuzun istediğiniz izin süresinin çok ötesine kadar geçerli olduğunu kontrol ediniz; izin pasaportun geçerlilik süresini aşamaz.',
        'Düşündüğünüz mahallenin yabancıların yeni ikamet kayıtlarına açık olduğunu kontrol ediniz.',
        'Adresinizi güvenceye alınız: adınıza noter onaylı bir kira sözleşmesi veya kendi konutunuzun tapusu.',
        "Türk vergi numarası alınız ve maddi imkân belgesi için gerekiyorsa Türkiye'de bir banka hesabı açınız.",
        "İzin süresinin tamamı için Türkiye'de geçerli sağlık sigortası satın alınız.",
        'Yakın tarihli biyometrik fotoğraflar çektiriniz (en az dört adet getiriniz).',
      ],
    },
    {
      title: 'Herkes için belgeler',
      items: [
        'Yazdırılmış ve imzalanmış e-İkamet başvuru formu',
        'Pasaport: aslı ile fotoğraflı sayfanın, vize sayfasının ve son giriş damgasının fotokopileri',
        'Yakın tarihli biyometrik fotoğraflar',
        'İzin süresinin tamamını kapsayan sağlık sigortası poliçesi veya SGK hak sahipliği belgesi',
        'Adres belgesi: noter onaylı kira sözleşmesi veya tapu',
        'Yeterli maddi imkân belgesi: yakın tarihli banka hesap dökümleri veya gelir belgeleri',
        'İkamet izni harcı ve kart bedeli makbuzları',
        'Uzatma veya tür değişikliği başvurusuysa önceki ikamet izni kartınız',
      ],
    },
    {
      title: 'Kısa dönem (turizm veya mülk) için ek belgeler',
      items: [
        'Mülk sahipleri için: adınıza kayıtlı tapu ve istenirse değerleme raporu',
        'Turizm için: planladığınız kalışı ve Türkiye içindeki seyahatlerinizi anlatan kısa bir yazılı açıklama',
        "Tüm kalış süresi için yeterli parayı gösteren, tercihen Türkiye'deki bir hesaptan alınmış banka hesap dökümleri",
        'Ticari bağlantı veya yatırım için: davet mektubu veya şirkete ya da yatırıma ilişkin belgeler',
        "Tedavi için: Türkiye'de tedaviyi üstlenen hastaneden alınmış yazı",
      ],
    },
    {
      title: 'Aile ikamet izni için ek belgeler',
      items: [
        'Apostilli veya tasdikli evlilik belgesi ve noter onaylı Türkçe tercümesi',
        'Çocukların apostilli veya tasdikli doğum belgeleri ve noter onaylı Türkçe tercümeleri',
        'Destekleyicinin Türk kimlik kartı veya ikamet izni ya da çalışma izni',
        'Destekleyicinin düzenli gelirini gösteren belgeler (maaş bordroları, vergi kayıtları veya banka hesap dökümleri)',
        "Destekleyicinin Türkiye'den alınmış adli sicil kaydı",
        "Çocuğun Türkiye'de yalnızca bir ebeveynle yaşayacağı durumlarda diğer ebeveynin noter onaylı muvafakatnamesi",
        'Aile konutunu gösteren belge: ortak adresi gösteren kira sözleşmesi veya tapu',
      ],
    },
    {
      title: 'Öğrenci ikamet izni için ek belgeler',
      items: [
        'Üniversitenizden alınmış, içinde bulunulan döneme ait öğrenci belgesi',
        'Henüz kayıt yaptırmadıysanız kabul mektubu',
        'Sağlık sigortası veya öğrenci olarak SGK kapsamında olduğunuzu gösteren belge',
        'Adres belgesi: yurt belgesi veya kira sözleşmesi',
        '18 yaşından küçük öğrenciler için: her iki ebeveynin noter onaylı muvafakatnamesi',
      ],
    },
    {
      title: 'Randevuda',
      items: [
        'Randevu onayıyla birlikte erken gidiniz',
        'Tüm asılları ve kontrol listesi sırasıyla eksiksiz bir fotokopi takımını getiriniz',
        'Her ad ve tarihin pasaportunuzla tam olarak uyuştuğunu kontrol ediniz',
        'İstenen ek belgeyi ve teslim süresini not ediniz',
        'Telefonunuzu açık tutunuz: güncellemeler kısa mesajla gönderilir',
        'Kart gelene kadar başvuru belgelerini ve harç makbuzlarını güvenli bir yerde saklayınız',
      ],
    },
    {
      title: 'Onaydan sonra',
      items: [
        "Kartın teslimini e-İkamet'te takip ediniz ve adresinizde kartı teslim alabilecek birinin bulunduğundan emin olunuz",
        'Karttaki bilgileri pasaportunuzla karşılaştırınız ve bir hata varsa bildiriniz',
        'Yabancı kimlik numaranızı (99 ile başlayan) bankacılık, telefon, abonelikler ve e-Devlet için kullanınız',
        'Adres değişikliğini {{addressChangeWorkingDays}} içinde bildiriniz',
        'Takviminize bitiş tarihinden {{residenceRenewalDays}} öncesi için bir hatırlatma koyunuz ve izninizi zamanında uzatınız',
        'İzin süresinin tamamı boyunca sağlık sigortanızı kesintisiz sürdürünüz',
        'Yurt dışına seyahat tarihlerinizin kaydını tutunuz',
      ],
    },
  ],
})
