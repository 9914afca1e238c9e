import type { Service } from '../schema.ts'
import { fill } from './fill.ts'

/**
 * Citizenship and residence programmes in Turkish (group: 'citizenship'), translated from
 * src/content/en/services-citizenship.ts: same order, slugs and dates; legal figures are tokens.
 */
export const citizenshipServices: Service[] = fill([
  {
    slug: 'turkish-citizienship',
    title: 'Yatırım Yoluyla Türk Vatandaşlığı',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      '{{citizenshipPropertyUsd}} değerinde gayrimenkul alımı veya {{citizenshipDepositUsd}} banka mevduatıyla, yatırımın {{citizenshipHoldYears}} süreyle korunması şartıyla Türk vatandaşlığı. Hukuki inceleme, tapu ve başvuruyu biz yürütüyoruz.',
    description: `<h2>Program nedir</h2>
<p>Türkiye, şartları taşıyan bir yatırım yapan ve bu yatırımı en az {{citizenshipHoldYears}} süreyle elinde tutan yabancılara vatandaşlık vermektedir. Hukuki dayanak, 5901 sayılı Türk Vatandaşlığı Kanunu ve uygulama yönetmeliğidir. Vatandaşlık, güvenlik araştırmasının ardından Cumhurbaşkanı kararıyla verilir. Eşiniz ve 18 yaşından küçük çocuklarınız aynı başvuruya dahil edilebilir.</p>
<p>Dosya eksiksiz olduğunda ve yatırım usulüne uygun yapıldığında süreç genellikle yaklaşık 4 ila 5 ay sürer. Türkiye çifte vatandaşlığa izin verir, ancak kendi ülkeniz izin vermeyebilir. Lütfen başlamadan önce bunu kontrol edin.</p>

<h2>Kimler için uygundur</h2>
<ul>
<li>İkinci bir vatandaşlık ve Türkiye'de uzun vadeli bir yerleşim imkânı isteyen yatırımcılar.</li>
<li>İzinlerini yenilemek zorunda kalmadan Türkiye'de yaşamak, okumak veya iş yürütmek isteyen aileler.</li>
<li>Zaten Türkiye'de gayrimenkul sahibi olmayı planlayan ve bu mülkü en az {{citizenshipHoldYears}} elinde tutabilecek alıcılar.</li>
</ul>

<h2>Başlıca yollar</h2>
<ul>
<li><strong>Gayrimenkul:</strong> en az {{citizenshipPropertyUsd}} değerinde gayrimenkul satın almak ve tapuya {{citizenshipHoldYears}} süreyle satılmayacağına dair şerh koydurmak.</li>
<li><strong>Banka mevduatı:</strong> en az {{citizenshipDepositUsd}} veya karşılığı başka bir yabancı para tutarını Türkiye'deki bir bankaya yatırmak ve {{citizenshipHoldYears}} süreyle orada tutmak.</li>
<li><strong>Diğer yollar:</strong> yönetmelik ayrıca devlet borçlanma araçlarını, sabit sermaye yatırımını, gayrimenkul yatırım fonu veya girişim sermayesi yatırım fonu paylarını ve istihdam oluşturmayı da düzenler. Her birinin kendi şartları ve onay veren kurumu vardır.</li>
</ul>
<p><strong>Eşik tutarlar ve kurallar değişebilir.</strong> Yukarıdaki tutarlar, bu sayfanın son gözden geçirildiği tarihte yürürlükte olanlardır; siz herhangi bir ödeme yapmadan önce güncel kuralı teyit ediyoruz.</p>
<p>En sık kullanılan yol gayrimenkuldür. Değer, resmi bir değerleme raporuyla teyit edilir. Bedel, döviz olarak Türkiye'deki bir banka aracılığıyla ödenmeli ve döviz alım belgesiyle ispatlanmalıdır. Daha önce bir vatandaşlık başvurusunda kullanılmış bir gayrimenkul yeniden kullanılamaz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>İlk değerlendirme.</strong> Uyruğunuzu, aile bireylerinizi, fonlarınızın kaynağını ve size uygun yolu inceliyoruz.</li>
<li><strong>Vergi numarası ve banka hesabı.</strong> Türk vergi numaranızı alıyor ve hesap açmanıza yardımcı oluyoruz. <a href="/services/bank-account-services">Banka hesabı hizmetlerimize</a> bakınız.</li>
<li><strong>Gayrimenkulün hukuki incelemesi.</strong> Tapu kaydını, imar durumunu, borçları, ipotekleri, şerhleri ve satıcının satış yetkisini kontrol ediyoruz.</li>
<li><strong>Değerleme.</strong> SPK lisanslı bir değerleme şirketi raporu hazırlar. Takdir edilen değer asgari tutarı karşılamalıdır.</li>
<li><strong>Ödeme ve devir.</strong> Ödemeyi banka aracılığıyla yaparsınız, döviz alım belgesi düzenlenir ve tapu devri {{citizenshipHoldYears}} süreli şerhle birlikte tapu müdürlüğünde gerçekleştirilir. <a href="/services/real-property-sales-title-deed-transfers">Tapu devri</a> sayfamıza bakınız.</li>
<li><strong>Uygunluk belgesi.</strong> Tapu makamları, yatırımın şartları karşıladığını yazılı olarak teyit eder.</li>
<li><strong>İkamet izni.</strong> Vatandaşlık dosyasının gerektirdiği, yatırım gerekçesine dayalı ikamet iznini alırsınız.</li>
<li><strong>Vatandaşlık başvurusu.</strong> Başvuruyu vatandaşlık makamlarına yapıyor ve biyometrik işlemler için sizinle birlikte katılıyoruz.</li>
<li><strong>Karar.</strong> Güvenlik araştırması ve Cumhurbaşkanı kararının ardından Türk kimlik kartınız ve pasaportunuz için başvurursunuz.</li>
</ol>

<h2>Belgeler</h2>
<ul>
<li>Her başvuru sahibi için geçerli pasaport ve noter onaylı Türkçe tercümesi.</li>
<li>Anne ve baba adlarını gösteren doğum belgesi ve gerekiyorsa evlilik belgesi.</li>
<li>18 yaşından küçük çocukların doğum belgeleri.</li>
<li>Biyometrik fotoğraflar.</li>
<li>Tapu, değerleme raporu, uygunluk belgesi, banka dekontları ve döviz alım belgeleri.</li>
<li>İkamet izni ve Türk vergi numarası.</li>
</ul>
<p>Yabancı nüfus belgeleri apostil veya konsolosluk onayı taşımalı, yeminli tercüman tarafından Türkçeye çevrilmeli ve tercüme noterce onaylanmalıdır.</p>

<h2>Süreler ve masraflar</h2>
<p>Yatırımdan karara kadar yaklaşık 4 ila 5 ay öngörün. Yatırım dışındaki masraflar arasında tapu harçları, değerleme raporu, tercüme ve noter onayı, ikamet izni harçları ve avukatlık ücretimiz bulunur. Bunlar gayrimenkule ve ailenizin büyüklüğüne göre değişir. Siz taahhütte bulunmadan önce yazılı bir tahmin veriyoruz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Değerleme raporunun teyit edeceği değerin üzerinde bir bedelde anlaşmak.</li>
<li>Döviz alım belgesi olmadan nakit veya Türk lirası ile ödeme yapmak.</li>
<li>Pasaportlarda ve nüfus kayıtlarında isimlerin farklı yazılması.</li>
<li>Gayrimenkulün daha önce vatandaşlık için kullanılıp kullanılmadığını kontrol etmeden satın almak.</li>
<li>Kendi ülkenizin çifte vatandaşlığa izin verip vermediğini kontrol etmemek.</li>
</ul>

<p>Bu yolu değerlendiriyorsanız, uyruğunuzu, aile bireylerinizi ve düşündüğünüz yolu belirterek <a href="/contact-us">bize yazın</a>. Gayrimenkul alımına ilişkin genel bilgi için <a href="/guides/real-estate-guide">gayrimenkul rehberimizi</a> okuyun.</p>`,
  },
  {
    slug: 'turkish-residence-permit',
    title: "Türkiye'de İkamet İzni",
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de kısa dönem, aile, öğrenci ve uzun dönem ikamet izinleri: doğru izin türü, e-İkamet başvurusu ve uzatmalar; harçlar yaklaşık {{residenceFeesUsd}}.",
    description: `<h2>İkamet izni nedir</h2>
<p>Türkiye'de vizelerinin veya vizesiz kalış sürelerinin izin verdiğinden daha uzun kalmak isteyen yabancıların ikamet izni alması gerekir. Kurallar 6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu'nda yer alır. Başvurular Göç İdaresi Başkanlığı ve İl Göç İdaresi Müdürlükleri tarafından işleme alınır. Başvuruların çoğu e-İkamet sistemi üzerinden çevrimiçi olarak başlar.</p>

<h2>Kimler için uygundur</h2>
<p>Gayrimenkul sahipleri, emekliler, Türkiye'de ticari bağlantıları olanlar, ikamet izni sahiplerinin veya Türk vatandaşlarının eşleri ve çocukları ile öğrenciler. Bir Türk işveren için çalışmayı planlıyorsanız bunun yerine çalışma izni almanız gerekir. Geçerli bir çalışma izni aynı zamanda ikamet izni yerine geçer. <a href="/services/work-permit-in-turkey-for-employees">Çalışanlar için çalışma izni</a> sayfamıza bakınız.</p>

<h2>Başlıca türler</h2>
<ul>
<li><strong>Kısa dönem ikamet izni:</strong> gayrimenkul sahipleri, ticari bağlantısı olanlar, kurslara katılanlar veya tedavi görenler ile belirli diğer amaçlar için. Sınırlı bir süre için verilir ve uzatılabilir.</li>
<li><strong>Aile ikamet izni:</strong> bir Türk vatandaşının veya ikamet izni sahibi bir yabancının eşi ve çocukları için.</li>
<li><strong>Öğrenci ikamet izni:</strong> Türkiye'de yükseköğretime kayıtlı öğrenciler için.</li>
<li><strong>Uzun dönem ikamet izni:</strong> en az {{longTermResidenceYears}} kesintisiz yasal ikameti bulunanlar için, diğer şartlara tabi olarak.</li>
</ul>
<p>Konut niteliğinde bir gayrimenkule sahip olmak kısa dönem başvurusunu destekleyebilir. Birçok ilde asgari değer kuralları uygulanır ve gayrimenkulün konut olarak kayıtlı olması gerekir. 2024'ten bu yana turizm amaçlı kısa dönem izinler kısıtlanmıştır. Bazı ilçe ve mahalleler de yabancıların yeni ikamet kayıtlarına kapatılmıştır. Satın almadan veya kira sözleşmesi imzalamadan önce adresi kontrol edin. <a href="/guides/real-estate-guide">Gayrimenkul rehberimiz</a> işin gayrimenkul tarafını ele alır.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>İzin türünü seçin.</strong> Kalış amacınızı doğru kategoriyle eşleştiriyor ve adresin kayıt edilebilir olduğunu kontrol ediyoruz.</li>
<li><strong>Belgeleri hazırlayın.</strong> Buna konaklama belgeniz, Türkiye'de geçerli sağlık sigortanız ve gelir veya maddi imkân belgeniz dahildir.</li>
<li><strong>Çevrimiçi başvurun.</strong> e-İkamet formunu dolduruyor ve İl Göç İdaresi Müdürlüğünde randevu alıyoruz.</li>
<li><strong>Harçları ödeyin.</strong> İzin harcı ve kart bedeli randevudan önce ödenir.</li>
<li><strong>Randevuya gidin.</strong> Belgelerin asıllarını ve fotokopilerini getirirsiniz. Parmak izi alınabilir. Gerektiğinde sizinle birlikte katılıyoruz.</li>
<li><strong>Dosyayı takip edin.</strong> Müdürlük ek belge isteyebilir. Başvurunun durumunu takip ediyor ve süresi içinde yanıt veriyoruz.</li>
<li><strong>Kartı teslim alın.</strong> İkamet izni kartı kayıtlı adresinize posta ile gönderilir.</li>
</ol>
<p>Vizenizin veya vizesiz kalış sürenizin bitiminden önce başvurmanız gerekir. Uzatma için, iznin sona ermesinden önceki {{residenceRenewalDays}} içinde ve her halükârda süre dolmadan önce başvurun.</p>

<h2>Belgeler</h2>
<ul>
<li>Talep ettiğiniz izin süresinden daha uzun süre geçerli pasaport ve ilgili sayfalarının fotokopileri.</li>
<li>Biyometrik fotoğraflar.</li>
<li>e-İkamet'ten alınan imzalı başvuru formu.</li>
<li>Müdürlüğün şartlarını karşılayan sağlık sigortası.</li>
<li>Tapu veya noter onaylı kira sözleşmesi.</li>
<li>Yeterli ve düzenli gelir veya maddi imkân belgesi.</li>
<li>Aile izinleri için: apostilli ve noter onaylı Türkçe tercümeleriyle evlilik ve doğum belgeleri.</li>
<li>Öğrenci izinleri için: öğrenci belgesi.</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>İşlem süreleri şehre ve mevsime göre değişir. Birkaç hafta öngörün ve erken başvurun. Tipik bir yetişkin başvurusu için resmi harçların toplamı yaklaşık {{residenceFeesUsd}} tutarındadır. Harçlar her yıl değişir ve uyruğa ve izin süresine bağlıdır. Sağlık sigortası ayrıca fiyatlandırılır.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Vizesiz kalış süresi sona erdikten sonra başvurmak; bu, para cezasına ve giriş yasağına yol açabilir.</li>
<li>Yeni kayıtlara kapalı bir mahallede kiralamak veya satın almak.</li>
<li>İzin süresinin tamamını kapsamayan sağlık sigortası.</li>
<li>Taşındıktan sonra adresinizi güncellememek.</li>
<li>Türkiye dışında uzun süre kalmak; bu, iznin iptaline yol açabilir.</li>
</ul>
<p>İzin başvurusu reddedilirse veya izin iptal edilirse hızlı hareket edin. Sınır dışı etme kararına karşı tebliğden itibaren yalnızca {{deportationAppealDays}} içinde idare mahkemesinde dava açılabilir (6458 sayılı Kanun, madde 53(3)). <a href="/services/deportation">Sınır dışı etme (deport) hizmetlerimize</a> bakınız.</p>

<p>Başvurmadan önce <a href="/guides/turkish-residence-permit-checklist">ikamet izni kontrol listemizi</a> okuyun. Ardından kalış amacınızı ve mevcut vize durumunuzu belirterek <a href="/contact-us">bize yazın</a>; size hangi iznin uygun olduğunu söyleyelim.</p>`,
  },
  {
    slug: 'greece-golden-visa',
    title: 'Yunanistan Altın Vizesi',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "Yunanistan'ın yatırım yoluyla oturum programı: AB dışından yatırımcılar ve aileleri için yenilenebilir beş yıllık izin. Dosyayı lisanslı Yunan avukatlarla koordineli olarak yürütüyoruz.",
    description: `<h2>Program nedir</h2>
<p>Yunanistan, ülkede şartları taşıyan bir yatırım yapan AB dışı ülke vatandaşlarına beş yıllık oturum izni verir. Program 2013'ten beri uygulanmaktadır ve genellikle Altın Vize olarak anılır. İzin, yatırım korunduğu sürece yenilenebilir. En yaygın yol gayrimenkuldür.</p>
<p>İznin korunması için Yunanistan'da asgari bir gün sayısı kadar yaşamanız gerekmez. İzin, olağan kısa süreli kalış kuralları çerçevesinde Schengen alanında seyahate imkân verir. Tek başına Yunanistan'da bir işverene bağlı olarak çalışma hakkı vermez. Bu bir oturum iznidir, vatandaşlık değildir. Yunan vatandaşlığı, uzun süreli ikamet ve uyuma ilişkin ayrı kurallara tabidir.</p>

<h2>Kimler için uygundur</h2>
<ul>
<li>Tamamen taşınmadan Avrupa'da bir oturum seçeneği isteyen aileler.</li>
<li>Zaten Yunanistan'da gayrimenkul sahibi olmayı planlayan yatırımcılar.</li>
<li>Aileleri için Schengen alanında daha kolay seyahat etmek isteyen, Türkiye'deki müvekkiller.</li>
</ul>

<h2>Yollar</h2>
<ul>
<li><strong>Gayrimenkul:</strong> Yunanistan'da asgari bir değerin üzerinde gayrimenkul satın alınması.</li>
<li><strong>Finansal yatırımlar:</strong> Yunan bankalarında mevduat, Yunan devlet tahvilleri, şartları taşıyan yatırım fonlarının hisse veya payları gibi seçenekler.</li>
</ul>
<p>Yunanistan gayrimenkul eşiklerini 2023 ve 2024'te yükseltti. Tutarlar artık Attika, Selanik ve en çok tercih edilen adalarda diğer bölgelere göre daha yüksektir. Son değişiklikler, şartları taşıyan bir gayrimenkulün nasıl kullanılabileceğini de sınırlamakta olup kısa süreli tatil kiralamasına ilişkin kısıtlamalar da getirmektedir. <strong>Eşik tutarlar ve kurallar değişebilir. Başvuru sırasında teyit edilmeleri gerekir.</strong> Bir Yunan avukatı belirli gayrimenkul için güncel kuralı teyit edene kadar herhangi bir tutar bildirmiyoruz.</p>

<h2>Nasıl çalışıyoruz</h2>
<p>İstanbul'da bir hukuk bürosuyuz. Yunan hukuku, noterde yapılan satış sözleşmesi ve Yunan makamlarına yapılan başvuru gibi bazı işlemlerin Yunanistan'da lisanslı meslek mensuplarınca yapılmasını şart koşar. Lisanslı Yunan avukatları ve temsilcilerle koordinasyon içinde çalışıyoruz. Her adımı size açıklıyor, belgeleri sizin tarafınızdan inceliyor ve dosyanın ilerlemesini sağlıyoruz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Uygunluk değerlendirmesi.</strong> Uyruğu, aile bireylerini ve fonların kaynağını kontrol ediyoruz.</li>
<li><strong>Vergi numarası ve banka hesabı.</strong> Yunan avukat, genellikle bir vekaletnameye dayanarak Yunan vergi numarası (AFM) alır ve Yunanistan'da banka hesabı açılmasına yardımcı olur.</li>
<li><strong>Gayrimenkulün hukuki incelemesi.</strong> Yunan avukat mülkiyeti, tapu veya kadastro kayıtlarını, izinleri ve borçları kontrol eder.</li>
<li><strong>Satın alma.</strong> Sözleşme bir Yunan noteri huzurunda imzalanır. Ödeme banka havalesiyle yapılır ve tapu tescil edilir.</li>
<li><strong>Başvuru.</strong> İzin dosyası Yunan göç makamlarına sunulur.</li>
<li><strong>Biyometri.</strong> Her başvuru sahibi Yunanistan'da parmak izi verir.</li>
<li><strong>İzin.</strong> Oturum kartları düzenlenir ve yatırım korunduğu sürece her beş yılda bir yenilenir.</li>
</ol>

<h2>Belgeler</h2>
<ul>
<li>Geçerli pasaportlar ve biyometrik fotoğraflar.</li>
<li>Noter satış sözleşmesi ve tescil belgesi gibi yatırımın kanıtı.</li>
<li>Yunanistan'ı kapsayan sağlık sigortası.</li>
<li>Aile bireyleri için apostilli ve onaylı Yunanca tercümeleriyle evlilik ve doğum belgeleri.</li>
<li>Adli sicil kaydı gibi makamların istediği diğer belgeler.</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Süreler gayrimenkul arayışına, satın alma işlemine ve Yunan makamlarının iş yüküne bağlıdır. Yatırım dışındaki masraflar arasında devir vergisi, noter ve tapu harçları, Yunan avukatlık ücretleri, resmi başvuru harçları ve tercümeler bulunur. Yol netleştiğinde size yazılı bir döküm veriyoruz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Eski yazılardaki eşik tutarlara güvenmek.</li>
<li>Uygulanacak tutarı kontrol etmeden eşiği daha yüksek bir bölgede satın almak.</li>
<li>Gayrimenkulü kısa süreli tatil kiralaması için kullanmayı planlamak.</li>
<li>Bankacılık sistemi dışında ödeme yapmak; bu, yatırımın ispatını bozar.</li>
<li>İznin çalışmaya imkân verdiğini varsaymak.</li>
</ul>

<p>Yunanistan'ı diğer seçeneklerle karşılaştırmak için <a href="/global-citizienship-programs">küresel vatandaşlık programlarımıza</a> bakın. Hazır olduğunuzda, aile bilgilerinizi ve düşündüğünüz yolu belirterek <a href="/contact-us">bize yazın</a>.</p>`,
  },
  {
    slug: 'uae-golden-visa',
    title: 'BAE Altın Vizesi',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "BAE'nin yatırımcılar, girişimciler ve nitelikli meslek mensupları için uzun süreli oturum vizesi. Uygunluğu değerlendiriyor ve başvuruyu lisanslı BAE'li iş ortaklarıyla koordine ediyoruz.",
    description: `<h2>Program nedir</h2>
<p>Birleşik Arap Emirlikleri, Altın Vize olarak bilinen uzun süreli bir oturum vizesi sunar. Genellikle 10 yıllığına verilir ve yenilenebilir. Vize sahibi kendi sponsorudur; bu nedenle bir işverene veya yerel sponsora gerek yoktur. Vize sahibi BAE dışında uzun süre kalsa bile vize geçerliliğini korur. Bu, olağan oturum vizelerinden önemli bir farktır.</p>
<p>Altın Vize bir oturum statüsüdür. BAE vatandaşlığına götürmez.</p>

<h2>Kimler için uygundur</h2>
<ul>
<li>BAE'de uzun vadeli bir merkez isteyen gayrimenkul yatırımcıları.</li>
<li>BAE'de veya BAE üzerinden faaliyet gösteren işletme sahipleri ve girişimciler.</li>
<li>Açıklanan kriterleri karşılayan doktorlar, mühendisler ve üst düzey yöneticiler gibi nitelikli meslek mensupları.</li>
<li>Bir işverene bağlı olmadan BAE'de oturum isteyen aileler.</li>
</ul>

<h2>Yollar</h2>
<ul>
<li><strong>Gayrimenkul yatırımcıları:</strong> makamlarca belirlenen asgari değerin üzerinde gayrimenkul sahipliği.</li>
<li><strong>Kamu yatırımlarına yatırım yapanlar:</strong> onaylı fonlara yatırılan tutarlar veya bir BAE şirketindeki sermaye gibi.</li>
<li><strong>Girişimciler:</strong> onaylı projelerin veya girişimlerin sahipleri.</li>
<li><strong>Nitelikli meslek mensupları:</strong> nitelikler, görev düzeyi ve maaşa göre.</li>
<li><strong>Olağanüstü yetenekler, üstün başarılı öğrenciler ve mezunlar:</strong> tavsiyeler ve akademik sonuçlara göre.</li>
</ul>
<p>Her yolun kendi kriterleri ve asgari tutarları vardır. <strong>Eşik tutarlar ve kurallar değişebilir ve emirlikten emirliğe farklılık gösterir. Başvuru sırasında teyit edilmeleri gerekir.</strong></p>

<h2>Nasıl çalışıyoruz</h2>
<p>İstanbul'da bir hukuk bürosuyuz ve BAE'de lisanslı değiliz. Başvurular BAE makamlarına yapılır. Bunlar arasında Federal Kimlik, Vatandaşlık, Gümrük ve Liman Güvenliği Otoritesi ile Dubai'de Genel İkamet ve Yabancılar İşleri Müdürlüğü bulunur. Yerel lisans gereken durumlarda hukuk danışmanları, emlak komisyoncuları ve hizmet merkezleri gibi lisanslı BAE'li iş ortaklarıyla koordinasyon sağlıyoruz. Uygunluğunuzu değerlendiriyor, belgeleri Türkiye'den veya kendi ülkenizden hazırlayıp kontrol ediyor ve sizi bilgilendiriyoruz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Uygunluk değerlendirmesi.</strong> Profilinize uyan yolu belirliyor ve gereken kanıtları listeliyoruz.</li>
<li><strong>Yatırımın veya niteliğin kanıtı.</strong> Gayrimenkulde tapu, ilgili emirliğin tapu dairesinden alınır. Diğer yollarda belgeler veya onaylar toplanır.</li>
<li><strong>Belgelerin onaylatılması.</strong> Yabancı belgeler, BAE makamlarının istediği şekilde tasdik ettirilir veya apostillenir ve gerektiğinde Arapçaya çevrilir.</li>
<li><strong>Başvuru.</strong> Başvuru çevrimiçi olarak veya yetkili bir hizmet merkezi aracılığıyla yapılır ve harçlar ödenir.</li>
<li><strong>Giriş izni.</strong> BAE dışındaysanız, adımları yerinde tamamlayabilmeniz için bir giriş izni düzenlenebilir.</li>
<li><strong>Sağlık kontrolü ve biyometri.</strong> Sağlık uygunluk testine girer ve Emirates ID için biyometrik verilerinizi verirsiniz.</li>
<li><strong>Vize ve Emirates ID.</strong> Oturum vizesi ve kimlik kartı düzenlenir. Ardından aile bireyleri eklenebilir.</li>
</ol>

<h2>Belgeler</h2>
<ul>
<li>Geçerli pasaport ve fotoğraflar.</li>
<li>Tapu gibi yatırımın kanıtı veya niteliğin ya da maaşın kanıtı.</li>
<li>BAE'de geçerli sağlık sigortası.</li>
<li>Aile bireyleri için gerektiği şekilde tasdikli veya apostilli ve tercümeli evlilik ve doğum belgeleri.</li>
<li>Seçilen yol için makamın istediği diğer belgeler.</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Süreler yola, emirliğe ve destekleyici belgelerin ne kadar çabuk hazırlandığına bağlıdır. Masraflar arasında resmi harçlar, sağlık kontrolü ve Emirates ID ücretleri, sigorta, tasdik ve tercüme ile yerel hizmet sağlayıcıların ücretleri bulunur. Yol netleştiğinde size bir tahmin veriyoruz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Eski kaynaklardaki eşik tutarları kullanmak.</li>
<li>BAE'nin istediği şekilde tasdik edilmemiş belgeler.</li>
<li>Kuralların her emirlikte aynı olduğunu varsaymak.</li>
<li>Örneğin finansman veya tescil şekli nedeniyle şartları taşımayan bir gayrimenkul satın almak.</li>
</ul>

<p>BAE'yi diğer seçeneklerle karşılaştırmak için <a href="/global-citizienship-programs">küresel vatandaşlık programlarımıza</a> bakın. Ardından profilinizi ve düşündüğünüz yolu belirterek <a href="/contact-us">bize yazın</a>.</p>`,
  },
  {
    slug: 'saint-kitts-and-nevis-citizienship-by-investment',
    title: 'Yatırım Yoluyla Saint Kitts ve Nevis Vatandaşlığı',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      'Onaylı bir yatırım veya katkı payı yoluyla Saint Kitts ve Nevis vatandaşlığı. Dosyanızı hazırlıyor ve lisanslı bir yetkili temsilciyle koordinasyon sağlıyoruz.',
    description: `<h2>Program nedir</h2>
<p>Saint Kitts ve Nevis, 1984'ten beri yatırım yoluyla vatandaşlık sunmaktadır. Türünün en eski programlarından biridir. Onaylı bir yatırım veya katkı payı ödeyen ve durum tespiti (due diligence) incelemelerinden geçen başvuru sahipleri vatandaşlık kazanır ve pasaport için başvurabilir. Program, Saint Kitts ve Nevis Yatırım Yoluyla Vatandaşlık Birimi (Citizenship by Investment Unit) tarafından yürütülür.</p>
<p>Ülke çifte vatandaşlığa izin verir ve vatandaşlık verilmeden önce veya sonra orada yaşama şartı yoktur. Aile bireyleri başvuruya dahil edilebilir.</p>

<h2>Kimler için uygundur</h2>
<ul>
<li>Seyahat veya planlama amacıyla ikinci bir vatandaşlık isteyen yatırımcılar.</li>
<li>Eşi, çocukları ve bazı durumlarda ebeveynleri tek başvuruya eklemek isteyen aileler.</li>
<li>Fonlarının açık ve hukuka uygun kaynağını belgeleyebilen başvuru sahipleri.</li>
</ul>

<h2>Yollar</h2>
<ul>
<li><strong>Katkı payı:</strong> bir devlet fonuna iade edilmeyen katkı payı.</li>
<li><strong>Onaylı gayrimenkul:</strong> devletçe onaylanmış bir projede, asgari bir süre elde tutulmak üzere gayrimenkul alımı.</li>
<li><strong>Diğer seçenekler:</strong> hükümetin zaman zaman belirlediği yatırım yolları.</li>
</ul>
<p>Asgari tutarlar, harçlar ve aileye ilişkin kurallar son yıllarda birkaç kez değiştirildi. Doğu Karayip programları da asgari fiyatlar ve durum tespiti standartları konusunda koordinasyon içindedir. Avrupa Birliği dahil yabancı hükümetler bu programları incelemektedir. Bu durum pasaport sahiplerinin vizesiz seyahatini etkileyebilir. <strong>Eşik tutarlar, harçlar ve seyahat avantajları değişebilir. Başvuru sırasında teyit edilmeleri gerekir.</strong></p>

<h2>Nasıl çalışıyoruz</h2>
<p>Başvurular, Yatırım Yoluyla Vatandaşlık Birimi tarafından lisanslandırılmış bir yetkili temsilci (authorised agent) aracılığıyla yapılmalıdır. İstanbul'da bir hukuk bürosuyuz ve bu temsilci değiliz. Lisanslı bir yetkili temsilciyle ve gerektiğinde yerel avukatlarla koordinasyon sağlıyoruz. Uygunluğu değerlendiriyor, belgelerinizi hazırlayıp kontrol ediyor, formları açıklıyor ve dosyayı sizinle birlikte takip ediyoruz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Uygunluk değerlendirmesi.</strong> Uyruğunuzu, seyahat geçmişinizi, ailenizi ve fonlarınızın kaynağını inceliyoruz.</li>
<li><strong>Temsilcinin görevlendirilmesi.</strong> Sizin adınıza başvuruyu yapmak üzere lisanslı yetkili temsilci atanır.</li>
<li><strong>Belgelerin hazırlanması.</strong> Nüfus, mali ve adli belgeler toplanır, apostillenir veya tasdik ettirilir ve İngilizceye çevrilir.</li>
<li><strong>Başvuru.</strong> Temsilci başvuruyu durum tespiti ve işlem ücretleriyle birlikte sunar.</li>
<li><strong>Durum tespiti.</strong> Her yetişkin başvuru sahibi hakkında geçmiş araştırması yapılır. Mülakat gerekebilir.</li>
<li><strong>İlke olarak onay.</strong> Onay verilirse yatırımı veya katkı payını tamamlamanız istenir.</li>
<li><strong>Belge ve pasaport.</strong> Fonlar teyit edildikten sonra vatandaşlık kayıt belgesi düzenlenir ve pasaport için başvurabilirsiniz.</li>
</ol>

<h2>Belgeler</h2>
<ul>
<li>Geçerli pasaportlar, ulusal kimlik kartları ve fotoğraflar.</li>
<li>Doğum ve evlilik belgeleri.</li>
<li>İlgili ülkelerden alınmış adli sicil kayıtları.</li>
<li>Resmi formlar üzerinde düzenlenmiş sağlık raporları.</li>
<li>Fonların kaynağına ilişkin kanıtlar ve banka referans mektupları.</li>
<li>Gerektiği şekilde imzalanmış resmi başvuru formları.</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Süreler dosyanın eksiksizliğine, durum tespiti incelemesine ve birimin iş yüküne bağlıdır. Masraflar arasında yatırım veya katkı payı, resmi harçlar ve durum tespiti ücretleri, temsilcinin ücretleri, tercümeler ve avukatlık ücretimiz bulunur. Güncel kurallar teyit edildiğinde bunları yazılı olarak bildiriyoruz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Fonların kaynağının zayıf veya belgesiz olması.</li>
<li>Geçmişteki vize retlerinin veya hukuki süreçlerin bildirilmemesi.</li>
<li>Değişebilecek seyahat avantajlarına güvenmek.</li>
<li>Lisanslı bir yetkili temsilciyle bağlantısı olmayan bir aracıyla çalışmak.</li>
<li>Kendi ülkenizin çifte vatandaşlığa izin verip vermediğini kontrol etmemek.</li>
</ul>

<p>Yardımcı olduğumuz programlara genel bir bakış için <a href="/global-citizienship-programs">küresel vatandaşlık programlarımıza</a> bakın. Durumunuzu görüşmek için uyruğunuzu ve aile bilgilerinizi belirterek <a href="/contact-us">bize yazın</a>.</p>`,
  },
  {
    slug: 'portugal-golden-visa',
    title: 'Portekiz Altın Vizesi',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "Portekiz'in yatırım yoluyla oturum izni; 2023 reformu gayrimenkul yollarını kaldırdı. Kalan yolları değerlendiriyor ve lisanslı Portekizli avukatlarla koordinasyon sağlıyoruz.",
    description: `<h2>Program nedir</h2>
<p>Altın Vize olarak bilinen Portekiz'in yatırım yoluyla oturum izni 2012'de başladı. AB dışından yatırımcılara ve ailelerine Portekiz'de oturum izni verir. İzin, yatırım korunduğu sürece yenilenir. Asgari kalış şartı düşüktür: ortalama yılda birkaç gün.</p>
<p>İzin sahipleri, Portekizce bilgisi de dahil olmak üzere kanuni şartları karşılarlarsa daha sonra daimi oturum veya Portekiz vatandaşlığı için başvurabilir. Portekiz'in vatandaşlık kanunu, vatandaşlık için gereken ikamet süresi de dahil olmak üzere 2025'te yeniden gözden geçirilmekteydi. Bir zaman planına güvenmeden önce güncel kuralı kontrol edin.</p>

<h2>Kimler için uygundur</h2>
<ul>
<li>Bulunma şartı hafif olan bir Avrupa oturum seçeneği isteyen yatırımcılar.</li>
<li>İleride Portekiz'de yaşamak veya vatandaşlığa başvurmak isteyebilecek aileler.</li>
<li>Gayrimenkul yerine fon yatırımları veya iş projeleriyle çalışmaya hazır yatırımcılar.</li>
</ul>

<h2>Yollar</h2>
<p>2023 reformu gayrimenkul alımı yollarını ve salt sermaye transferi yolunu kaldırdı. Geçerliliğini koruyan yollar şunlardır:</p>
<ul>
<li><strong>Yatırım fonları:</strong> kanuni şartları karşılayan, uygun yatırım fonlarının paylarına iştirak.</li>
<li><strong>Araştırma:</strong> onaylı kurumlarda bilimsel araştırma için sermaye.</li>
<li><strong>Kültür:</strong> sanatsal üretime veya ulusal kültürel mirasa destek.</li>
<li><strong>İş:</strong> istihdam yaratarak Portekiz'de şirket kurmak veya bir şirkete yatırım yapmak.</li>
</ul>
<p><strong>Eşik tutarlar ve kurallar değişebilir. Başvuru sırasında teyit edilmeleri gerekir.</strong> Özellikle fonların uygunluğu, fonun yapısına ve yatırım politikasına bağlıdır.</p>

<h2>Nasıl çalışıyoruz</h2>
<p>İstanbul'da bir hukuk bürosuyuz ve Portekiz'de lisanslı değiliz. Başvuru, 2023'te SEF'in yerini alan Entegrasyon, Göç ve İltica Ajansı AIMA'ya yapılır. Lisanslı Portekizli avukatlarla ve gerektiğinde düzenlemeye tabi fon yöneticileriyle koordinasyon sağlıyoruz. Yolları açıklıyor, belgeleri Türkiye'den veya kendi ülkenizden hazırlayıp kontrol ediyor ve dosyayı sizinle birlikte takip ediyoruz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Uygunluk değerlendirmesi.</strong> Uyruğunuzu, ailenizi, fonlarınızın kaynağını ve size açık olan yolları inceliyoruz.</li>
<li><strong>Vergi numarası ve banka hesabı.</strong> Genellikle yerel bir temsilci aracılığıyla Portekiz vergi numarası (NIF) alınır ve Portekiz'de banka hesabı açılır.</li>
<li><strong>Yatırım.</strong> Fonlar yurt dışından transfer edilir ve yatırımı teyit eden belgelerle birlikte seçilen yola yatırılır.</li>
<li><strong>Çevrimiçi başvuru.</strong> Portekizli avukat başvuruyu AIMA'ya yapar ve destekleyici belgeleri yükler.</li>
<li><strong>Biyometri.</strong> Her başvuru sahibi Portekiz'de bir randevuya katılır.</li>
<li><strong>İzin.</strong> Oturum kartları düzenlenir ve yatırım ile asgari kalış şartları karşılandığı sürece daha sonra yenilenir.</li>
</ol>

<h2>Belgeler</h2>
<ul>
<li>Geçerli pasaportlar ve fotoğraflar.</li>
<li>Yatırımın ve fonların yurt dışından transferinin kanıtı.</li>
<li>İlgili ülkelerden alınmış, apostilli ve tercümeli adli sicil kayıtları.</li>
<li>Portekiz'de geçerli sağlık sigortası.</li>
<li>Portekiz'deki vergi ve sosyal güvenlik durumunun kanıtı.</li>
<li>Aile bireyleri için evlilik ve doğum belgeleri.</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>AIMA'da uzun süreli işlem birikimleri yaşanmıştır; bu nedenle süreleri öngörmek zordur. Masraflar arasında yatırım, başvuru ve her yenileme için resmi harçlar, Portekizli avukatların ücretleri, fon masrafları, tercümeler ve ücretimiz bulunur. Yol netleştiğinde bunları yazılı olarak bildiriyoruz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Hâlâ gayrimenkul yollarını anlatan eski yazılara güvenmek.</li>
<li>Şartları taşıyıp taşımadığını kontrol etmeden bir fon seçmek.</li>
<li>Asgari kalış günlerini doldurmamak; bu, yenilemeleri etkileyebilir.</li>
<li>Kanun gözden geçirilirken vatandaşlık için kesin bir tarih varsaymak.</li>
</ul>

<p>Portekiz'i Yunanistan ve diğer seçeneklerle karşılaştırmak için <a href="/global-citizienship-programs">küresel vatandaşlık programlarımıza</a> bakın. Ardından hedeflerinizi ve aile bilgilerinizi belirterek <a href="/contact-us">bize yazın</a>.</p>`,
  },
  {
    slug: 'saint-luca-citizienship',
    title: 'Yatırım Yoluyla Saint Lucia Vatandaşlığı',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      'Onaylı bir katkı payı veya yatırım yoluyla Saint Lucia vatandaşlığı. Belgelerinizi hazırlıyor ve başvuruyu lisanslı bir yetkili temsilciyle koordine ediyoruz.',
    description: `<h2>Program nedir</h2>
<p>Saint Lucia, yatırım yoluyla vatandaşlık programını 2016'da başlattı. Onaylı bir yatırım yapan ve durum tespiti (due diligence) incelemelerinden geçen başvuru sahipleri kayıt yoluyla vatandaşlık kazanır ve Saint Lucia pasaportu için başvurabilir. Program, Saint Lucia Yatırım Yoluyla Vatandaşlık Birimi (Citizenship by Investment Unit) tarafından yürütülür.</p>
<p>Saint Lucia çifte vatandaşlığa izin verir. Vatandaşlık verilmeden önce veya sonra ülkede yaşama şartı yoktur. Asıl başvuru sahibi eşini, bakmakla yükümlü olduğu çocuklarını ve yürürlükteki kurallar çerçevesinde bakmakla yükümlü olduğu diğer bazı kişileri başvuruya dahil edebilir.</p>

<h2>Kimler için uygundur</h2>
<ul>
<li>Seyahat, iş veya aile planlaması için ikinci bir vatandaşlık isteyen yatırımcılar.</li>
<li>Birkaç aile bireyini tek başvuruya dahil etmek isteyen aileler.</li>
<li>Fonlarının açık ve belgelenmiş bir kaynağı olan başvuru sahipleri.</li>
</ul>

<h2>Yollar</h2>
<ul>
<li><strong>Ulusal Ekonomik Fon (National Economic Fund):</strong> devletin fonuna iade edilmeyen katkı payı.</li>
<li><strong>Onaylı gayrimenkul:</strong> devletçe onaylanmış bir projede, asgari bir süre elde tutulmak üzere alım.</li>
<li><strong>Girişim projesi:</strong> onaylı bir iş projesine yatırım.</li>
<li><strong>Devlet tahvilleri:</strong> onaylı, faizsiz devlet tahvillerinin alınması ve belirli bir süre elde tutulması.</li>
</ul>
<p>Her yolun tutarları ve şartları yıllar içinde değişti. Doğu Karayip programları da asgari fiyatlar ve durum tespiti standartları konusunda koordinasyon içindedir. Avrupa Birliği dahil yabancı hükümetler bu programları incelemektedir; bu durum vizesiz seyahati etkileyebilir. <strong>Eşik tutarlar, harçlar ve seyahat avantajları değişebilir. Başvuru sırasında teyit edilmeleri gerekir.</strong></p>

<h2>Nasıl çalışıyoruz</h2>
<p>Başvurular, Yatırım Yoluyla Vatandaşlık Birimi tarafından lisanslandırılmış bir yetkili temsilci (authorised agent) aracılığıyla sunulmalıdır. İstanbul'da bir hukuk bürosuyuz ve bu temsilci değiliz. Lisanslı bir yetkili temsilciyle ve gerektiğinde yerel avukatlarla koordinasyon sağlıyoruz. Görevimiz uygunluğunuzu değerlendirmek, belgelerinizi hazırlayıp kontrol etmek, her formu açıklamak ve sizi bilgilendirmektir.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Uygunluk değerlendirmesi.</strong> Uyruğunuzu, seyahat geçmişinizi, ailenizi ve fonlarınızın kaynağını inceliyor ve yolları karşılaştırıyoruz.</li>
<li><strong>Temsilcinin görevlendirilmesi.</strong> Lisanslı bir yetkili temsilci atanır.</li>
<li><strong>Belgeler.</strong> Nüfus, mali, adli ve sağlık belgeleri toplanır, apostillenir veya tasdik ettirilir ve İngilizceye çevrilir.</li>
<li><strong>Başvuru.</strong> Temsilci başvuruyu yapar ve işlem ve durum tespiti ücretlerini öder.</li>
<li><strong>Durum tespiti.</strong> Yetişkin başvuru sahipleri hakkında geçmiş araştırması yapılır. Mülakat gerekebilir.</li>
<li><strong>Onay.</strong> Başvuru onaylanırsa yatırımı belirlenen süre içinde tamamlarsınız.</li>
<li><strong>Belge ve pasaport.</strong> Vatandaşlık kayıt belgesi düzenlenir ve pasaport için başvurabilirsiniz.</li>
</ol>

<h2>Belgeler</h2>
<ul>
<li>Geçerli pasaportlar, ulusal kimlik kartları ve fotoğraflar.</li>
<li>Doğum ve evlilik belgeleri.</li>
<li>Adli sicil kayıtları.</li>
<li>Resmi formlar üzerinde düzenlenmiş sağlık raporları.</li>
<li>Fonların kaynağına ilişkin kanıtlar, banka referans mektupları ve işletme sahipleri için şirket belgeleri.</li>
<li>İmzalı resmi formlar.</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Süreler dosyanın eksiksizliğine ve durum tespiti incelemesine bağlıdır. Masraflar arasında yatırım veya katkı payı, resmi harçlar ve durum tespiti ücretleri, temsilcinin ücretleri, tercümeler ve avukatlık ücretimiz bulunur. Güncel kurallar teyit edildiğinde bunları yazılı olarak bildiriyoruz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Formlar ile destekleyici belgeler arasında tutarsız bilgiler.</li>
<li>Fonların nereden geldiğine ilişkin açıklamadaki boşluklar.</li>
<li>Bildirilmemiş vize retleri veya hukuki süreçler.</li>
<li>Değişebilecek vizesiz seyahat listelerine güvenmek.</li>
<li>Kendi ülkenizin çifte vatandaşlığa izin verip vermediğini kontrol etmemek.</li>
</ul>

<p>Saint Lucia'yı Saint Kitts ve Nevis ve diğer seçeneklerle karşılaştırmak için <a href="/global-citizienship-programs">küresel vatandaşlık programlarımıza</a> bakın. Durumunuzu görüşmek için uyruğunuzu ve aile bilgilerinizi belirterek <a href="/contact-us">bize yazın</a>.</p>`,
  },
])
