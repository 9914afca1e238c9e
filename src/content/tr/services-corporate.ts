import type { Service } from '../schema.ts'
import { fill } from './fill.ts'

/**
 * Kurumsal hizmetler: /all-corporate-services altında listelenen 11 sayfa (/services/{slug}), İngilizce modülle aynı
 * sırada. Makine çevirisi; avukat incelemesinden geçmemiştir.
 */
export const corporateServices: Service[] = fill([
  {
    slug: 'company-establishment',
    title: 'Şirket Kuruluşu',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Yabancı yatırımcı olarak Türkiye'de limited veya anonim şirket, şube ya da irtibat bürosu kurmak: yapı, belgeler, tescil, vergi ve banka işlemleri.",
    description: `
<h2>Türkiye'de şirket kuruluşu neleri kapsar</h2>
<p>Yabancı gerçek kişiler ve yabancı şirketler, Türkiye'de Türk vatandaşlarıyla aynı koşullarda şirket kurabilir. 4875 sayılı Doğrudan Yabancı Yatırımlar Kanunu uyarınca yabancı yatırımcı payların tamamına sahip olabilir. Şirketler 6102 sayılı Türk Ticaret Kanunu'na tabidir ve merkez adreslerinin bulunduğu ilin Ticaret Sicili Müdürlüğü'ne tescil edilir.</p>
<p>Yabancı yatırımcıların çoğu şu türlerden birini seçer:</p>
<ul>
<li><strong>Limited şirket (Ltd. Şti.)</strong> – bir veya daha fazla ortak ve daha sade bir yönetim yapısı. Küçük ve orta ölçekli işletmelerin çoğuna uygundur.</li>
<li><strong>Anonim şirket (A.Ş.)</strong> – paylar, bir yönetim kurulu ve yeni yatırımcıların katılımı ile ileride pay satışı için daha fazla esneklik. Bazı izne tabi faaliyetler bu şirket türünü gerektirir.</li>
<li><strong>Şube</strong> – yabancı bir şirketin uzantısıdır. Şubenin borçlarından yabancı şirket sorumlu olmaya devam eder.</li>
<li><strong>İrtibat bürosu</strong> – yalnızca pazar araştırması ve tanıtım içindir. Gelir elde edemez ve Sanayi ve Teknoloji Bakanlığı'nın iznine tabidir.</li>
</ul>

<h2>Bu hizmete kimler ihtiyaç duyar</h2>
<p>Türkiye'ye taşınan girişimciler, yerel bir bağlı şirket veya şube açan yabancı şirketler, yeni kurulan bir Türk girişimine ortak olan yatırımcılar ve müşterilerine fatura kesmek için bir tüzel kişiliğe ihtiyaç duyan danışmanlar. Şirket, Çalışma Bakanlığı'nın çalışma izni kriterlerini karşılıyorsa yabancı bir yöneticinin veya çalışanın işvereni de olabilir.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Planlarınıza uyan yapı konusunda size danışmanlık verir, esas sözleşmeyi hazırlar, her belgeyi hazırlayıp kontrol eder, ticaret sicili, vergi dairesi ve bankadaki işlemleri sizin adınıza yürütürüz. Vekaletname ile adımların çoğu Türkiye'ye gelmenize gerek kalmadan tamamlanabilir. Şirketin defterlerini tutacak mali müşavirle de koordinasyonu sağlarız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>Faaliyetiniz, ortaklarınız, sermayeniz ve yönetim yapınız hakkında ilk görüşme.</li>
<li>Şirket türünün, ticaret unvanının ve faaliyet kodlarının belirlenmesi.</li>
<li>Yabancı ortaklar ve yöneticiler için Türk vergi numarası alınması.</li>
<li>Türkiye'de bir noterde, bir Türk konsolosluğunda ya da yurt dışında bir noterde apostil ve Türkçe tercümeyle imzalanan vekaletname.</li>
<li>Esas sözleşmenin hazırlanması ve merkezi sicil sistemi MERSİS üzerinden başvuru yapılması.</li>
<li>Kanunun tescilden önce ödenmesini öngördüğü hallerde sermayenin ödenmesi ve Rekabet Kurumu payının yatırılması.</li>
<li>Ticaret sicili müdürlüğü yetkilisi önünde imza, tescil ve Türkiye Ticaret Sicili Gazetesi'nde ilan.</li>
<li>Vergi dairesine kayıt ve merkez adreste yapılan işe başlama yoklaması.</li>
<li>Şirket banka hesabı, e-fatura, kayıtlı elektronik posta (KEP) adresi ve ilk çalışan işe başlamadan önce sosyal güvenlik kaydı.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Ortakların ve yöneticilerin pasaport fotokopileri ile noter onaylı Türkçe tercümeleri.</li>
<li>Her yabancı ortak ve yönetici için Türk vergi numarası.</li>
<li>Tüzel kişi ortak için: kuruluş belgesi veya faaliyet (good standing) belgesi, güncel esas sözleşme ve yatırımı onaylayan yönetim kurulu kararı; apostilli veya konsolosluk onaylı ve tercüme edilmiş olarak.</li>
<li>Merkez adres için kira sözleşmesi veya tapu.</li>
<li>Şahsen katılmayacaksanız ekibimiz adına düzenlenmiş vekaletname.</li>
<li>Gerektiği hallerde sermayenin yatırıldığını gösteren belge.</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Belgeler eksiksiz ve tercüme edilmiş olduğunda tescil işleminin kendisi çoğu zaman birkaç iş günü içinde tamamlanır. Yurt dışında apostil ve tercüme temin etmek genellikle tescilden daha uzun sürer. Maliyetler şirket türüne, sermayeye, noter ve sicil masraflarına ve tercüme hacmine bağlıdır. Asgari sermaye tutarları kanunla belirlenir ve 2024'te artırılmıştır; bu nedenle şirketinizi planlarken güncel tutarları teyit ederiz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Apostilsiz yabancı şirket belgeleri veya isimleri pasaporttakinden farklı yazan tercümeler.</li>
<li>Fazla dar yazılmış ve ileride esas sözleşme değişikliği gerektiren faaliyet konusu maddeleri.</li>
<li>Vergi dairesinin şartlarını karşılamayan bir merkez adres.</li>
<li>Şirket sahibi olmanın Türkiye'de yaşama veya çalışma hakkı verdiğini varsaymak. Ortaklık tek başına bu hakkı vermez. Yabancı bir yönetici veya çalışanın yine de çalışma iznine ihtiyacı vardır; bkz. <a href="/services/work-permit-in-turkey-for-employers">işverenler için çalışma izni</a>.</li>
<li>Uyum kontrolleri nedeniyle banka hesabı açılışında yaşanan gecikmeler; bkz. <a href="/services/bank-account-services">banka hesabı hizmetlerimiz</a>.</li>
</ul>

<h2>Net bir planla başlayın</h2>
<p><a href="/guides/business-in-turkey">Türkiye'de iş yapma</a> rehberimiz daha fazla arka plan bilgisi sunar. Bir şirket kurmayı planlıyorsanız faaliyetinizi, ortakları ve zamanlamanızı belirterek <a href="/contact-us">bize yazın</a>. Önerdiğimiz yapıyı, ihtiyacınız olan belgelerin listesini ve yazılı bir ücret teklifini size iletiriz.</p>
`,
  },
  {
    slug: 'corporate-partnership-law',
    title: 'Şirketler ve Ortaklık Hukuku',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Türk şirketlerine sürekli hukuki destek: pay sahipleri sözleşmeleri, genel kurullar, pay devirleri, sermaye değişiklikleri ve ortaklar arası uyuşmazlıklar.',
    description: `
<h2>Şirketler ve ortaklık hukuku neleri kapsar</h2>
<p>Kurulan bir şirket, 6102 sayılı Türk Ticaret Kanunu'na ve kendi esas sözleşmesine göre yönetilmelidir. Şirketler ve ortaklık hukuku; ortaklar arasındaki ilişkiyi, müdürlerin ve yönetim kurulu üyelerinin görevlerini ve şirkette her değişiklikte atılması gereken hukuki adımları kapsar. Şirket olmayan ortaklıkları da, örneğin 6098 sayılı Türk Borçlar Kanunu uyarınca sözleşmeyle kurulan adi ortaklıkları da kapsar.</p>

<h2>Kimler ihtiyaç duyar</h2>
<ul>
<li>Bir Türk limited veya anonim şirketindeki haklarını anlamak ve korumak isteyen yabancı ortaklar.</li>
<li>Türk bir ortakla iş kuran kurucular.</li>
<li>Sermaye artırımı, yeni bir yatırımcı, pay devri ya da adres, unvan veya faaliyet konusu değişikliği planlayan şirketler.</li>
<li>Bir uyuşmazlık, bir kilitlenme veya ortaklıktan çıkışla karşı karşıya olan ortaklar ya da yöneticiler.</li>
<li>Şirketi tasfiye yoluyla kapatmak isteyen sahipler.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Şirket veya tek tek ortaklar için dışarıdan hukuk müşaviri olarak çalışırız. Pay sahipleri sözleşmelerini hazırlar ve esas sözleşmeyle uyumlu hale getiririz; böylece temel korumalar yalnızca tarafları değil şirketi de bağlar. Yönetim kurulu ve genel kurul kararlarını hazırlar, ticaret sicili başvurularını yürütür ve şirket kayıtlarını düzenli tutarız. Uyuşmazlıklarda şirketin defter ve kayıtlarını inceler, seçenekleri açıklar, zorunlu olduğu hallerde arabuluculukta sizi temsil eder ve mahkemede davayı yürütürüz.</p>

<h2>Bir şirket değişikliğinde tipik süreç</h2>
<ol>
<li>Esas sözleşmenin, pay defterinin, önceki kararların ve sicil kayıtlarının incelenmesi.</li>
<li>Değişikliğin gerektirdiği adımlar, onaylar ve oy çoklukları hakkında danışmanlık.</li>
<li>Kararların, değiştirilmiş esas sözleşmenin, pay devir sözleşmelerinin veya pay sahipleri sözleşmesinin hazırlanması.</li>
<li>Kanunun ve esas sözleşmenin izin verdiği hallerde fiziki veya elektronik ortamda yönetim kurulu toplantısı ya da genel kurul.</li>
<li>Kanunun gerektirdiği hallerde noter onayı; örneğin limited şirketlerde pay devirlerindeki imzalar.</li>
<li>Ticaret Sicili Müdürlüğü'ne başvuru ve Türkiye Ticaret Sicili Gazetesi'nde ilan.</li>
<li>Pay defterinin güncellenmesi ve vergi dairesi ile bankalara bildirim.</li>
</ol>

<h2>Genellikle istediğimiz belgeler</h2>
<ul>
<li>Esas sözleşme ve tüm değişiklikleri.</li>
<li>Ticaret Sicili Gazetesi ilanları ve güncel bir faaliyet belgesi.</li>
<li>Pay defteri, yönetim kurulu karar defteri ve genel kurul toplantı ve müzakere defteri.</li>
<li>Mevcut pay sahipleri sözleşmeleri ve ortaklar ile şirket arasındaki borç ilişkileri.</li>
<li>İlgili kişilerin kimlik belgeleri, vergi numaraları ve vekaletnameleri.</li>
</ul>

<h2>Dikkat edilmesi gereken süreler</h2>
<p>Olağan genel kurul, finansal tabloları onaylamak ve yöneticileri ibra etmek için her hesap döneminin bitiminden itibaren üç ay içinde toplanmalıdır. Bir genel kurul kararına mahkemede itiraz etmek isteyen ortak, iptal davasını kural olarak karar tarihinden itibaren üç ay içinde açmalıdır. Bu tarihlerin kaçırılması konumunuzu zayıflatabilir.</p>

<h2>Maliyetler</h2>
<p>Olağan değişiklikler genellikle önceden kararlaştırılan sabit bir ücret ile noter ve sicil masrafları karşılığında yürütülür. Uyuşmazlıklar, belgeleri inceledikten sonra kapsamlarına göre fiyatlandırılır.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Esas sözleşmeyle çelişen ya da tüm ortakların imzalamadığı bir pay sahipleri sözleşmesi.</li>
<li>Limited şirkette noter onaylı imza veya genel kurul onayı olmadan yapılan ve devri tamamlanmamış bırakan pay devirleri.</li>
<li>Yıllarca olağan genel kurul yapılmaması; bu durum şirketin ileride banka kredisine, satışa veya kapanışa ihtiyaç duyduğunda sorun çıkarır.</li>
<li>Kişisel riski küçümsemek: limited şirketlerde ortaklar ve müdürler bazı hallerde şirketin ödenmemiş vergi ve sosyal güvenlik borçları için takip edilebilir.</li>
<li>Ortağın işten ayrıldığı ancak sicilde kaldığı ve riske açık olmaya devam ettiği gayriresmî çıkışlar.</li>
</ul>
<p>Gündemde kontrol değişikliği veya işletmenin tamamının satışı varsa <a href="/services/mergers-and-acquisitions">birleşme ve devralmalar</a> sayfamıza bakın. Henüz başlangıç aşamasındaysanız <a href="/services/company-establishment">şirket kuruluşu</a> sayfamıza bakın.</p>

<h2>Şirketiniz hakkında bizimle konuşun</h2>
<p>İster tek bir karara ister uzun vadeli desteğe ihtiyacınız olsun, şirketin ve sorunuzun kısa bir tanımıyla <a href="/contact-us">bize yazın</a>. Neyi incelememiz gerektiğini ve konuyu nasıl ele alacağımızı size bildiririz.</p>
`,
  },
  {
    slug: 'e-commerce-law',
    title: 'E-Ticaret Hukuku',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de internetten satışın hukuki altyapısı: e-ticaret ve tüketici kuralları, mesafeli satış sözleşmeleri, veri koruma, ticari ileti izni ve kayıtlar.",
    description: `
<h2>E-ticaret hukuku neleri kapsar</h2>
<p>Türkiye'deki müşterilere internet üzerinden mal veya hizmet satmak, birden fazla kural setini bir araya getirir. Başlıcaları şunlardır:</p>
<ul>
<li><strong>6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun</strong> – bilgilendirme yükümlülükleri, ticari elektronik iletiler ve internetten satış yapanlar ile pazar yerlerinin yükümlülükleri. 2022 değişiklikleri, belirli işlem hacimlerinin üzerindeki büyük pazar yerlerine lisans şartı dahil ek yükümlülükler getirdi.</li>
<li><strong>6502 sayılı Tüketicinin Korunması Hakkında Kanun</strong> ve Mesafeli Sözleşmeler Yönetmeliği – sözleşme öncesi bilgilendirme, mesafeli satış sözleşmesi ve tüketicinin kanuni istisnalarıyla birlikte {{withdrawalDays}} içinde kullanabileceği cayma hakkı.</li>
<li><strong>6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK)</strong> – aydınlatma metinleri, açık rıza, veri güvenliği ve 2024'te değiştirilen, kişisel verilerin yurt dışına aktarılmasına ilişkin kurallar.</li>
<li>Ticaret Bakanlığı'nın denetlediği reklam, fiyat gösterimi ve indirim kuralları.</li>
</ul>

<h2>Kimler ihtiyaç duyar</h2>
<p>Online mağazalar, pazar yeri satıcıları, abonelik ve yazılım işletmeleri, alıcılar ile satıcıları buluşturan platformlar ve Türkiye'ye yurt dışından satış yapan yabancı şirketler. Türkiye'deki tüketicilere elektronik hizmet sunan yabancı sağlayıcıların vergi kaydı yükümlülükleri de olabilir; bunu mali müşavirinizle birlikte inceleriz.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>İşinizin gerçekte nasıl işlediğine bakar, ardından ihtiyaç duyduğu hukuki belgeleri ve kayıtları hazırlarız. Belgeleri Türkçe yazar, ekibiniz için İngilizce versiyonlarını da sunar ve ödeme ile üyelik ekranlarınızın bu belgelerle uyumlu olduğunu kontrol ederiz. Sonrasında tüketici şikâyetlerini, Ticaret Bakanlığı taleplerini ve tüketici hakem heyetleri ile mahkemelerdeki dosyaları yanıtlarız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>İş modelinin incelenmesi: kendi mağazanız, pazar yeri, platform, abonelik veya dijital hizmet.</li>
<li>Uygulanacak kuralların ve ihtiyaç duyduğunuz kayıtların haritası.</li>
<li>Kullanım koşulları, ön bilgilendirme formu, mesafeli satış sözleşmesi, iade ve cayma politikası, aydınlatma metni, açık rıza metinleri ve çerez politikasının hazırlanması.</li>
<li>Uygulandığı hallerde kayıtlar: Elektronik Ticaret Bilgi Sistemi (ETBİS), ticari iletiler için İleti Yönetim Sistemi (İYS) ve Veri Sorumluları Sicil Bilgi Sistemi (VERBİS). Yabancı bir veri sorumlusunun Türkiye'de bir temsilci ataması gerekebilir.</li>
<li>Ödeme hizmeti sağlayıcıları, lojistik şirketleri, pazar yerleri ve fenomenlerle (influencer) yapılan sözleşmelerin incelenmesi.</li>
<li>Yayındaki internet sitesinin veya uygulamanın kontrolü: onay kutuları, fiyat ve indirim gösterimi, iletişim bilgileri ve sipariş onayı.</li>
<li>Şikâyetler, veri talepleri ve düzenleyici sorular için sürekli destek.</li>
</ol>

<h2>Genellikle istediğimiz belgeler</h2>
<ul>
<li>Şirket tescil belgeleri ve vergi bilgileri.</li>
<li>Ödeme adımları dahil internet sitesine veya uygulamaya erişim ya da ekran görüntüleri.</li>
<li>Mevcut koşullar, politikalar ve müşteri iletişimleri.</li>
<li>Topladığınız kişisel verilerin, nerede saklandıklarının ve hangi hizmet sağlayıcılara aktarıldıklarının listesi.</li>
<li>Tedarikçiler, ödeme hizmeti sağlayıcıları ve platformlarla yapılan sözleşmeler.</li>
<li>Pazarlama faaliyetlerinizin tanımı: e-posta, SMS, sosyal medya ve satış ortakları (affiliate).</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Küçük bir online mağazanın belgeleri ve kayıtları, bilgileri ne kadar hızlı ilettiğinize bağlı olarak genellikle birkaç hafta içinde hazırlanabilir. Platformlar ve sınır ötesi işletmeler daha fazla zaman gerektirir. Modelinizi inceledikten sonra ilk kurulum için sabit bir ücret teklif ederiz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Türk tüketici hukukunu yansıtmayan, başka bir ülkeden tercüme edilmiş koşulları kullanmak.</li>
<li>Eksik veya hiç yapılmamış sözleşme öncesi bilgilendirme; bu durum tüketicinin cayma süresini uzatabilir ve para cezalarına yol açabilir.</li>
<li>Cayma hakkı istisnalarını kapsamadıkları ürünlere uygulamak.</li>
<li>Geçerli onay olmadan veya İYS'ye kayıt yaptırmadan pazarlama e-postası ya da SMS göndermek.</li>
<li>Müşteri verilerini güncellenen kurallar uyarınca hukuki bir dayanak olmadan yurt dışındaki sunuculara aktarmak.</li>
<li>Hiç uygulanmamış fiyatlar üzerinden indirim göstermek.</li>
</ul>
<p>Online işiniz için bir Türk şirketi kuruyorsanız <a href="/services/company-establishment">şirket kuruluşu</a> sayfamıza ve <a href="/guides/business-in-turkey">Türkiye'de iş yapma</a> rehberimize bakın.</p>

<h2>İnternetten satışa doğru temellerle başlayın</h2>
<p>İnternet sitenizin bağlantısıyla veya planlarınızın kısa bir tanımıyla <a href="/contact-us">bize yazın</a>. Hangi kuralların uygulandığını, hangi belgelere ihtiyacınız olduğunu ve bunları hazırlamak için ne kadar ücret talep edeceğimizi size bildiririz.</p>
`,
  },
  {
    slug: 'mergers-and-acquisitions',
    title: 'Birleşme ve Devralmalar',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de şirket alımı, satımı ve birleşmesi: yapılandırma, hukuki inceleme (due diligence), pay devir sözleşmeleri, birleşme kontrolü bildirimleri ve kapanış.",
    description: `
<h2>Birleşme ve devralmalar neleri içerir</h2>
<p>Türkiye'de bir devralma genellikle üç biçimden birini alır: bir şirketin paylarını satın almak (pay devri), işletmenin varlıklarını satın almak (varlık devri) ya da 6102 sayılı Türk Ticaret Kanunu uyarınca birleşme, bölünme veya tür değiştirme. Her biçimin riskleri, vergileri ve şekil şartları farklıdır. Pay devrinde şirketi borçları ve davaları dahil geçmişiyle birlikte devralırsınız. Varlık devrinde neyi alacağınızı seçersiniz, ancak her varlığın, sözleşmenin ve iznin ayrı ayrı devredilmesi gerekir.</p>

<h2>Kimler ihtiyaç duyar</h2>
<ul>
<li>Bir Türk şirketini veya bir Türk şirketinde pay satın alan yabancı yatırımcılar.</li>
<li>Yabancı bir alıcıya satış yapan veya şirkete yatırımcı alan Türk işletme sahipleri.</li>
<li>Türkiye'deki şirketlerini birleşme veya bölünme yoluyla yeniden yapılandıran gruplar.</li>
<li>Bir Türk işletmesine giren veya ondan çıkan ortak girişim (joint venture) ortakları.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>İşlemin hukuki tarafını ilk ön mutabakat metninden (term sheet) kapanış sonrası adımlara kadar yürütürüz. Hukuki inceleme (due diligence) yapar, bulguları sade bir dille açıklar, sözleşmeleri müzakere eder, düzenleyici başvuruları yürütür ve tescilleri tamamlarız. Hukuki yapının ticari anlaşmayla örtüşmesi için mali ve vergi danışmanlarınızla birlikte çalışırız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>Gizlilik sözleşmesi ve temel şartları belirleyen bir niyet mektubu veya ön mutabakat metni.</li>
<li>Yapının seçimi: vergi danışmanlarının görüşüyle pay devri, varlık devri veya birleşme.</li>
<li>Hukuki inceleme: şirket kayıtları, önemli sözleşmeler, çalışanlar, taşınmazlar, izin ve ruhsatlar, fikri mülkiyet, davalar ile vergi ve sosyal güvenlik riskleri.</li>
<li>Riskleri listeleyen ve her biri için bir çözüm öneren hukuki inceleme raporu: fiyat düzeltmesi, bir koşul, özel bir tazmin yükümlülüğü veya kapanıştan önce giderme.</li>
<li>Pay veya varlık satın alma sözleşmesinin, açıklama mektubunun (disclosure letter) ve ortaklar şirkette kalıyorsa bir pay sahipleri sözleşmesinin müzakeresi.</li>
<li>Onaylar: tarafların cirosu kanuni eşikleri aştığında Rekabet Kurumu izni ve gerektiğinde bankacılık, enerji, medya veya sermaye piyasaları gibi sektör düzenleyicilerinin onayı.</li>
<li>İmza ve kapanış: ödeme, pay devri işlemleri, yönetim kurulu ve genel kurul kararları, istifalar ve atamalar.</li>
<li>Kapanıştan sonra: ticaret sicili başvuruları, pay defterinin güncellenmesi, esas sözleşme değişiklikleri, yeni banka imza yetkilileri ve çalışanlar ile karşı taraflara bildirimler.</li>
</ol>

<h2>Genellikle incelediğimiz belgeler</h2>
<ul>
<li>Esas sözleşme, sicil kayıtları, pay defteri ve karar defterleri.</li>
<li>Finansal tablolar ile vergi ve sosyal güvenlik borcu yoktur yazıları.</li>
<li>Önemli sözleşmeler, özellikle kontrol değişikliği veya münhasırlık hükmü içerenler.</li>
<li>İş sözleşmeleri, işyeri politikaları ve devam eden çalışan talepleri.</li>
<li>Tapular, kira sözleşmeleri, imar durumu ve yapı ruhsatları.</li>
<li>Ruhsatlar, izinler ve marka tescilleri.</li>
<li>Dava ve icra dosyaları.</li>
</ul>

<h2>İşlemi sıklıkla şekillendiren kurallar</h2>
<p>4054 sayılı Rekabetin Korunması Hakkında Kanun uyarınca izne tabi bir işlem, izin alınmadan kapatılamaz. Erken kapanış para cezalarına yol açabilir ve işlem izin alınana kadar hukuken geçersiz kalır. Bir işyeri devredildiğinde iş sözleşmeleri, çalışanların kazanılmış haklarıyla birlikte yeni sahibine geçer; eski ve yeni işveren, devirden önceki borçlardan kanunda belirlenen süre boyunca birlikte sorumludur. Taşınmaz sahibi olan veya taşınmaz edinen yabancı sermayeli şirketler, ek izin ve bildirim prosedürlerine tabidir.</p>

<h2>Süreler ve maliyetler</h2>
<p>Süre; işletmenin büyüklüğüne, kayıtlarının kalitesine ve düzenleyici onay gerekip gerekmediğine bağlıdır. Her aşama için, genellikle hukuki inceleme, müzakere ve kapanış için ayrı bir ücret üzerinde anlaşırız; böylece her adım başlamadan önce maliyeti bilirsiniz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Şirketin kayıtlarını kontrol etmeden satıcının beyanlarına güvenmek.</li>
<li>Şirkette kalan ödenmemiş vergileri, sosyal güvenlik primlerini veya çalışan taleplerini gözden kaçırmak.</li>
<li>Kontrol değişikliğinde sona eren önemli müşteri veya tedarikçi sözleşmeleri.</li>
<li>Fazla gevşek yazılmış ve ileride uyuşmazlığa yol açan kazanç bazlı ek ödeme (earn-out) ve fiyat düzeltme hükümleri.</li>
<li>Yerleşikler arasındaki sözleşmelere ilişkin Türk kambiyo kurallarına uymayan döviz cinsinden ödeme hükümleri.</li>
</ul>
<p>İşlemden sonraki süregelen ortaklık konuları için <a href="/services/corporate-partnership-law">şirketler ve ortaklık hukuku</a> sayfamıza bakın. Çalışanlarla ilgili sorular için <a href="/services/labor-law">iş hukuku</a> sayfamıza bakın.</p>

<h2>İşleminizi planlayın</h2>
<p>Bir satın alma, satış veya birleşme düşünüyorsanız, mümkünse niyet mektubundan önce, erkenden <a href="/contact-us">bize yazın</a>. Hedef şirketi, düşündüğünüz yapıyı ve zaman planınızı anlatın; size bir iş planı ve ücret öneririz.</p>
`,
  },
  {
    slug: 'real-estate-construction-law',
    title: 'Gayrimenkul ve İnşaat Hukuku',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de gayrimenkul ve inşaat projelerine hukuki destek: şirketlerin taşınmaz edinimi, imar kontrolü, kat karşılığı sözleşmeler, kira ve uyuşmazlıklar.",
    description: `
<h2>Gayrimenkul ve inşaat hukuku neleri kapsar</h2>
<p>Bu alan, Türkiye'de taşınmaz satın almayı, geliştirmeyi, inşa etmeyi ve kiralamayı kapsar. Temel kurallar 4721 sayılı Türk Medeni Kanunu, 2644 sayılı Tapu Kanunu, 3194 sayılı İmar Kanunu, 634 sayılı Kat Mülkiyeti Kanunu ve eser (inşaat) sözleşmeleri ile kira sözleşmelerini düzenleyen 6098 sayılı Türk Borçlar Kanunu'nda yer alır. Mülkiyet tapu müdürlüğünde (tapu sicilinde) kayıt altına alınır; yapı ruhsatları ve yapı kullanma izinleri (iskân) belediye tarafından verilir.</p>

<h2>Kimler ihtiyaç duyar</h2>
<ul>
<li>Arsa, ofis, otel veya fabrika satın alan şirketler, yabancı sermayeli şirketler dahil.</li>
<li>Konut veya ticari projeler yürüten geliştiriciler ve yatırımcılar.</li>
<li>Müteahhitlerle kat karşılığı inşaat sözleşmesi yapan arsa sahipleri.</li>
<li>İnşaat projelerindeki yükleniciler, alt yükleniciler ve iş sahipleri.</li>
<li>Ticari kira sözleşmesi imzalayan veya sona erdiren işletmeler.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Taahhüt altına girmeden önce taşınmazın hukuki durumunu kontrol eder, sözleşmeleri hazırlar ve müzakere eder, ilgili kurumlardaki tescil ve izin işlemlerini yürütür ve bir uyuşmazlık çıkarsa sizi temsil ederiz. Tam bilgiyle karar verebilmeniz için her riski sade bir dille açıklarız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>Tapu müdürlüğünde tapu kaydı kontrolü: malik, hisse yapısı, ipotekler, hacizler, şerhler ve irtifak hakları.</li>
<li>Belediyede imar kontrolü: imar planı, yapı ruhsatı, yapı kullanma izni ve ruhsatsız eklentiler.</li>
<li>Yabancı alıcılar ve yabancı sermayeli şirketler için uygunluk kontrolü; yasak ve askeri bölgeler ile şirket edinimlerine ilişkin izin prosedürü dahil.</li>
<li>Açık teknik şartnameler, ödeme aşamaları, gecikme cezaları ve teminatlar içeren satış sözleşmesinin, inşaat sözleşmesinin, kat karşılığı inşaat sözleşmesinin veya kira sözleşmesinin hazırlanması ve müzakeresi.</li>
<li>Gerektiği hallerde, örneğin satış vaadi sözleşmeleri ve kat karşılığı inşaat sözleşmeleri için, noter onayı ve tapu kaydına şerh.</li>
<li>İşlemin gerektirdiği değerleme raporu, vergi ve harçlarla birlikte tapu müdürlüğünde tapu devri.</li>
<li>İnşaat sırasında: hakediş ödemeleri, şantiye kayıtları, ayıp ihbarları, kabul ve teslim.</li>
<li>Uyuşmazlık çıkarsa: uygulandığı hallerde zorunlu arabuluculuk, mahkemece atanan bilirkişinin teknik raporu ve dava veya tahkim.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Tapu senedi veya güncel tapu kaydı.</li>
<li>İmar durumu belgesi, yapı ruhsatı, onaylı proje ve yapı kullanma izni.</li>
<li>Tarafların şirket belgeleri ve imza sirküleri.</li>
<li>Mevcut sözleşmeler, teknik şartnameler ve ödeme kayıtları.</li>
<li>Uyuşmazlık varsa şantiye raporları, fotoğraflar ve yazışmalar.</li>
<li>Yabancı taraflar için pasaportlar, vergi numaraları ve vekaletnameler.</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Tapu ve imar kontrolü genellikle işin en hızlı kısmıdır. Bir inşaat veya kat karşılığı inşaat sözleşmesinin müzakeresi projeye ve karşı tarafa bağlıdır. Tapu harçları ve vergiler kanunla belirlenir ve yıldan yıla değişir; bu nedenle her işlem için bunları teyit ederiz. Ücretimiz, çalışma başlamadan önce yazılı olarak kararlaştırılır.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Yalnızca kat irtifakıyla tescil edilmiş, yapı kullanma izni bulunmayan bir bağımsız bölümü, tamamlanması gereken işleri anlamadan satın almak.</li>
<li>Ruhsatsız yapılmış katlar veya eklentiler; bunlar para cezalarına veya yıkım kararlarına yol açabilir.</li>
<li>Noterde yapılmadan imzalanan ve bu nedenle geçerliliği risk altında olan kat karşılığı inşaat sözleşmeleri.</li>
<li>Belirsiz teknik şartnameler ve açık bir teslim tarihinin bulunmaması; bu durum gecikme taleplerinin ispatını zorlaştırır.</li>
<li>Teslimden sonra zamanında bildirilmeyen ayıplar; bu durum talebinizi zayıflatabilir.</li>
<li>Türkiye'de yerleşik kişiler arasında döviz cinsinden kararlaştırılan satış veya kira bedelleri; kambiyo kuralları, bir istisna uygulanmadıkça Türk lirası şartı getirir.</li>
<li>Arabuluculuğun zorunlu olduğu hallerde kira veya ticari bir dava açmadan önce arabulucuya başvurmamak.</li>
</ul>
<p>Bireysel alımlar için <a href="/services/real-property-sales-title-deed-transfers">gayrimenkul satışları ve tapu devirleri</a> ile <a href="/services/rental-contracts">kira sözleşmeleri</a> sayfalarımıza bakın. <a href="/guides/real-estate-guide">Gayrimenkul rehberimiz</a> satın alma sürecini daha ayrıntılı açıklar.</p>

<h2>Projenizi bizimle görüşün</h2>
<p>Taşınmazın konumu, varsa tapu bilgileri ve işlemin veya uyuşmazlığın kısa bir tanımıyla <a href="/contact-us">bize yazın</a>. Önce neyi kontrol etmemiz gerektiğini size bildirir ve yazılı bir ücret teklifi sunarız.</p>
`,
  },
  {
    slug: 'bankruptcy-and-foreclosure-law',
    title: 'İcra ve İflas Hukuku',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de alacak tahsili, icra takipleri, ipoteğin paraya çevrilmesi, konkordato ve iflas; alacaklılar ve mali sıkıntıdaki şirketler için.",
    description: `
<h2>Bu alan neleri kapsar</h2>
<p>Türkiye'de alacak tahsili ve iflas, başta 2004 sayılı İcra ve İflas Kanunu olmak üzere düzenlenmiştir. Alacaklar, ulusal elektronik yargı sistemi UYAP üzerinden çalışan icra daireleri aracılığıyla takip edilir. Başlıca yollar şunlardır:</p>
<ul>
<li><strong>İlamsız icra</strong> – bir sözleşmeye veya faturaya dayanır. Borçluya ödeme emri tebliğ edilir ve borçlu {{paymentOrderObjectionDays}} içinde itiraz edebilir. İtiraz, alacaklı bu itirazı mahkemede kaldırtana veya iptal ettirene kadar takibi durdurur.</li>
<li><strong>Çek, bono ve poliçeye dayalı takip (kambiyo senetlerine özgü haciz yolu)</strong> – borçlu için süreleri daha kısa olan, daha hızlı bir yol.</li>
<li><strong>Mahkeme ve hakem kararlarının icrası (ilamlı icra)</strong>. Yabancı mahkeme kararları önce 5718 sayılı Kanun uyarınca bir Türk mahkemesince tanınmalıdır; yabancı hakem kararları New York Sözleşmesi uyarınca tanınır.</li>
<li><strong>İpotek ve rehnin paraya çevrilmesi</strong> – teminat konusu malın açık artırmayla satışı.</li>
<li><strong>İhtiyati haciz</strong> – takipten önce veya takip sırasında borçlunun mal varlığını donduran, genellikle teminat karşılığında verilen mahkeme kararı.</li>
<li><strong>Konkordato</strong> – mali sıkıntıdaki borçluya icra takiplerine karşı geçici koruma sağlayan, mahkeme denetimindeki yeniden yapılandırma.</li>
<li><strong>İflas</strong> – borçlunun mal varlığının tüm alacaklılar yararına tasfiyesi.</li>
</ul>

<h2>Kimler ihtiyaç duyar</h2>
<p>Türk müşterilerinden ödeme alamayan yabancı tedarikçiler, ipotek veya rehin sahibi kredi verenler, ödenmemiş çek ve senet hamilleri ve alacaklılar tarafından takip edilen ya da yeniden yapılandırma düşünen şirketler.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Alacaklılar için delillere ve borçlunun durumuna uyan yolu seçer, takibi başlatır, UYAP üzerinden izler ve borçlunun mal varlığının peşine düşeriz. Borçlular için ödeme emirlerine karşı işlem yapar, ödeme planlarını müzakere eder ve konkordatonun gerçekçi ve uygun olup olmadığını değerlendiririz.</p>

<h2>Alacaklı için adım adım süreç</h2>
<ol>
<li>Alacağın ve delillerin incelenmesi: sözleşme, faturalar, teslim kayıtları, yazışmalar ve ticari defterler.</li>
<li>Yolun seçimi: icra takibi, ticari para alacakları için zorunlu arabuluculuktan sonra açılan dava ya da ihtiyati haciz.</li>
<li>Takip talebinin yapılması ve ödeme emrinin tebliği.</li>
<li>Borçlu itiraz ederse: itirazın kaldırılması veya itirazın iptali davası.</li>
<li>Banka hesaplarının, alacakların, araçların ve taşınmazların haczi.</li>
<li>Haczedilen malların açık artırmayla satışı ve satış bedelinin paylaştırılması.</li>
<li>Borçlu konkordato veya iflas sürecine girerse alacağınızın kaydettirilmesi.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Yurt dışında imzalandıysa noter onaylı ve apostilli, Türkçe tercümesiyle birlikte bir vekaletname.</li>
<li>Alacaklının şirket belgeleri.</li>
<li>Sözleşmeler, faturalar, hesap ekstreleri ve yazışmalar.</li>
<li>Çek, bono veya poliçelerin asılları.</li>
<li>İpotek akit tabloları, rehin sözleşmeleri ve kefalet belgeleri.</li>
<li>Apostilli ve tercüme edilmiş yabancı mahkeme veya hakem kararları.</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Süre büyük ölçüde borçluya bağlıdır. İtiraz edilmeyen bir alacak hızla haciz aşamasına geçer; davaya dönüşen bir alacak çok daha uzun sürer. Mahkeme ve icra harçları genellikle talep edilen tutar üzerinden hesaplanır, alacaklı tarafından peşin ödenir ve haklı çıkarsanız borçludan geri alınabilir. Uluslararası bir anlaşmadan doğan muafiyet uygulanmadıkça yabancı davacılardan teminat göstermeleri istenebilir.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Fazla beklemek; zamanaşımı süreleri dolabilir veya borçlu mal kaçırabilir.</li>
<li>Bir şirketler grubu içinde yanlış tüzel kişiye karşı takip yapmak.</li>
<li>Çek ve senetlerin ibraz kurallarını kaçırmak.</li>
<li>Borçlar Kanunu'nun şekil şartlarını, örneğin el yazısıyla yazılan azami tutar ve tarihi ve gerektiğinde eşin rızasını karşılamayan kefalet sözleşmeleri.</li>
<li>Konkordato veya iflasta belirlenen süre içinde alacağı kaydettirmemek.</li>
<li>Borçlular için: ödeme emrini görmezden gelmek; bu durumda borç kesinleşir.</li>
</ul>
<p>Kredi ve teminat belgeleri için <a href="/services/banking-finance-law">bankacılık ve finans hukuku</a> sayfamıza bakın.</p>

<h2>Erken harekete geçin</h2>
<p>Türkiye'de tahsil edilmemiş bir alacağınız varsa veya şirketiniz alacaklıların baskısı altındaysa, temel belgelerle birlikte <a href="/contact-us">bize yazın</a>. Siz karar vermeden önce seçenekleri, muhtemel adımları ve ücretlerimizi açıklarız.</p>
`,
  },
  {
    slug: 'banking-finance-law',
    title: 'Bankacılık ve Finans Hukuku',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Şirketlere, kredi verenlere ve yabancı yatırımcılara Türkiye'de kredi, teminat, kambiyo mevzuatı, düzenleyici konular ve banka uyuşmazlıklarında danışmanlık.",
    description: `
<h2>Bankacılık ve finans hukuku neleri kapsar</h2>
<p>Bankacılık ve finans hukuku, Türkiye'de paranın nasıl kredi olarak verildiğini, nasıl teminat altına alındığını ve nasıl transfer edildiğini düzenler. Başlıca kurallar ve kurumlar şunlardır:</p>
<ul>
<li>5411 sayılı Bankacılık Kanunu ve bankalara ile finansman şirketlerine faaliyet izni veren ve bunları denetleyen Bankacılık Düzenleme ve Denetleme Kurumu (BDDK).</li>
<li>Türkiye Cumhuriyet Merkez Bankası'nın denetimindeki, ödeme hizmetleri ve elektronik paraya ilişkin 6493 sayılı Kanun.</li>
<li>6362 sayılı Sermaye Piyasası Kanunu ve 2024'ten beri kripto varlık hizmet sağlayıcılarını da kapsayan Sermaye Piyasası Kurulu.</li>
<li>Döviz cinsinden krediler ve yerleşikler arasındaki döviz cinsinden sözleşmeler hakkında kurallar koyan 32 Sayılı Türk Parası Kıymetini Koruma Hakkında Karar.</li>
<li>6750 sayılı Ticari İşlemlerde Taşınır Rehni Kanunu ve Türk Medeni Kanunu'nun ipotek hükümleri.</li>
<li>Bankaların uyum kontrollerini şekillendiren 5549 sayılı Suç Gelirlerinin Aklanmasının Önlenmesi Hakkında Kanun.</li>
</ul>

<h2>Kimler ihtiyaç duyar</h2>
<ul>
<li>Türk veya yabancı bankalardan kredi kullanan Türk şirketleri.</li>
<li>Türkiye'deki bir kredi kullanıcısını veya bağlı şirketi finanse eden yabancı kredi verenler ve ana şirketler.</li>
<li>Teminat veren veya alan işletmeler: ipotek, pay rehni, taşınır rehni veya alacak temliki.</li>
<li>Faaliyetlerinin lisans gerektirip gerektirmediğini kontrol eden finansal teknoloji (fintek) ve ödeme şirketleri.</li>
<li>Hesapları kısıtlanan ya da bir bankayla uyuşmazlık içinde olan şirketler ve kişiler.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Kredi sözleşmelerini inceler ve müzakere eder, teminatları hazırlar ve tescil ettirir, işlemin kambiyo ve düzenleyici kurallara uygun olduğunu teyit ederiz. Uyuşmazlıklarda bankaların uyum taleplerini yanıtlar, haksız şartlara ve masraflara itiraz eder, yeniden yapılandırma görüşmelerinde ve icra takiplerinde sizi temsil ederiz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>İşlemi veya sorunu anlamak için ilk görüşme.</li>
<li>Ön mutabakat metninin (term sheet), sözleşme taslaklarının ve kambiyo kuralları dahil düzenleyici durumun incelenmesi.</li>
<li>Kredi şartlarının, taahhütlerin (covenant), temerrüt hallerinin ve teminat paketinin müzakeresi.</li>
<li>Kullandırım öncesi koşullar: şirket kararları, imza sirküleri, tesciller ve hukuki görüşler.</li>
<li>Teminatların hüküm ifade eder hale getirilmesi: tapu müdürlüğünde ipotek, taşınır rehni siciline kayıtlı taşınır rehni, pay defterine işlenen pay rehni.</li>
<li>Kullandırım ve kuralların gerektirdiği yurt dışı kredi bildirimleri.</li>
<li>Kredinin süresi boyunca destek: feragatler, değişiklikler, yeniden yapılandırma ve gerekirse icra takibi.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Şirket belgeleri, imza sirküleri ve yakın tarihli finansal tablolar.</li>
<li>Ön mutabakat metni ve mevcut kredi sözleşmeleri.</li>
<li>İpotek konusu taşınmazların tapuları ve pay rehinleri için pay defteri.</li>
<li>Rehnedilecek taşınırların listeleri ve faturaları.</li>
<li>Uyuşmazlıklar için: hesap ekstreleri, banka yazıları ve bankayla yazışmalarınız.</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Süre, kredi verenin kendi onaylarına ve teminatın gerektirdiği tescillere bağlıdır. İpotek ve rehin tescilleri resmî harçlara tabidir. Belgeleri ilk incelememizden sonra işlem veya uyuşmazlık için bir ücret teklif ederiz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Türk şirketlerine kullandırılan ve kambiyo kurallarının koşullarını karşılamayan döviz kredileri.</li>
<li>İmzalanmış ancak hiç tescil edilmemiş, bu nedenle kredi vereni diğer alacaklılara karşı korumayan teminatlar.</li>
<li>Faiz ve masraflar dahil gerçek riske göre fazla düşük belirlenmiş ipotek tutarları.</li>
<li>Borçlar Kanunu'nun şekil şartlarını karşılamayan şahsi kefaletler.</li>
<li>Bir bankanın uyum talebini yanıtsız bırakmak; bu durum hesapların kısıtlanmasına yol açabilir.</li>
</ul>
<p>Türkiye'de banka hesabı açma veya kullanma konusunda yardım için <a href="/services/bank-account-services">banka hesabı hizmetleri</a> sayfamıza bakın. Alacak tahsili ve paraya çevirme için <a href="/services/bankruptcy-and-foreclosure-law">icra ve iflas hukuku</a> sayfamıza bakın.</p>

<h2>İmzalamadan önce danışın</h2>
<p>Sözleşme taslağıyla veya sorunun kısa bir tanımıyla <a href="/contact-us">bize yazın</a>. Neyi incelememiz gerektiğini, ne kadar süreceğini ve maliyetinin ne olacağını size bildiririz.</p>
`,
  },
  {
    slug: 'vat-exemption-services',
    title: 'KDV İstisnası Hizmetleri',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de KDV istisnalarına ilişkin danışmanlık: yurt dışında yerleşiklerin taşınmaz alımları, mal ve hizmet ihracatı, yatırım teşvik belgeleri ve KDV iadesi.",
    description: `
<h2>Türkiye'de KDV istisnası ne anlama gelir</h2>
<p>Türkiye'de katma değer vergisi (KDV) 3065 sayılı Katma Değer Vergisi Kanunu'na tabidir ve Gelir İdaresi Başkanlığı ile vergi daireleri tarafından uygulanır. Kanun, sıkı koşullar sağlandığında belirli işlemleri KDV'den istisna eder. Bir istisna ancak koşullar işlem günü sağlanmışsa ve belgeler bunu ispatlıyorsa işe yarar. Bir koşul karşılanmazsa vergi dairesi KDV'yi daha sonra gecikme faizi ve cezalarla birlikte tahsil edebilir.</p>
<p>Müvekkillerimizin en sık sorduğu istisnalar şunlardır:</p>
<ul>
<li><strong>Konut veya işyerinin yurt dışında yerleşik kişilere ilk satışı</strong> – belirli hallerde, Türkiye'de yerleşik olmayan yabancı alıcılara, bedel Türkiye'ye getirilen döviz ile ödendiğinde uygulanır. Yerleşiklik durumu ve belirli bir süre içinde yeniden satışa ilişkin koşullar vardır. Bu istisna birkaç kez değiştirildiğinden her alımdan önce güncel metni teyit ederiz.</li>
<li><strong>Mal ihracatı</strong> ve yararlanmanın yurt dışında gerçekleştiği <strong>yurt dışındaki müşterilere verilen hizmetler</strong>.</li>
<li><strong>Yatırım teşvik belgeleri</strong> – Sanayi ve Teknoloji Bakanlığı'nın düzenlediği bir belge kapsamında alınan makine ve teçhizat için KDV istisnası.</li>
<li>Yurt dışında yerleşik yolculara yönelik <strong>vergisiz alışveriş (tax free)</strong> iadeleri ile diplomatik temsilcilikler ve uluslararası kuruluşlara ilişkin istisnalar.</li>
</ul>

<h2>Bu hizmete kimler ihtiyaç duyar</h2>
<p>Yeni taşınmaz satın alan yabancılar, yabancı alıcılara satış yapan geliştiriciler, ihracatçılar, yabancı müşterileri olan yazılım ve danışmanlık şirketleri ve makine yatırımı planlayan üreticiler.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>İmzalamadan veya ödeme yapmadan önce bir istisnanın uygulanıp uygulanmadığını kontrol eder, koşulların sağlanması için ödemeyi ve belgeleri planlar, satıcı, banka ve mali müşaviriniz ile koordinasyonu sağlarız. Satıcının veya ihracatçının bir iade talebi varsa dosyayı destekleriz. Vergi dairesi bir istisnayı reddeder veya tarhiyat yaparsa itirazı ve gerekirse kural olarak tebliğden itibaren {{taxCaseDays}} içinde açılması gereken vergi mahkemesi davasını yürütürüz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>İşlemin ve durumunuzun incelenmesi: yerleşiklik, vatandaşlık ve ticari faaliyet.</li>
<li>İstisnanın ve kanuni koşullarının belirlenmesi.</li>
<li>Herhangi bir sözleşme imzalanmadan önce ödemenin ve belgelerin planlanması.</li>
<li>Döviz transferini ve bozdurulmasını gösteren banka kayıtları gibi destekleyici belgelerin hazırlanması.</li>
<li>Faturanın doğru istisnayla düzenlendiğinin kontrolü.</li>
<li>Mali müşavir veya yeminli mali müşavirle birlikte iade talebine destek.</li>
<li>Vergi dairesinin sorularının yanıtlanması ve istisna reddedilirse itiraz veya dava.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaport ve Türk vergi numarası.</li>
<li>Giriş-çıkış kayıtları gibi yerleşiklik durumunu gösteren belgeler.</li>
<li>Döviz transferine ait banka kayıtları ve Türk bankasından alınan döviz alım belgesi.</li>
<li>Satış sözleşmesi, fatura ve tapu.</li>
<li>Şirketler için: teşvik belgesi, ihracat belgeleri, yabancı müşterilerle yapılan hizmet sözleşmeleri.</li>
</ul>

<h2>Maliyetler</h2>
<p>Her işlem veya iade dosyası için ücretimizi önceden kararlaştırırız. İstisna, kendi kurallarına göre uygulanan tapu harcı gibi diğer vergi ve harçları ortadan kaldırmaz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Türk lirası hesabından ödeme yapmak veya parayı, getirilen dövizin kaydı kalmayacak şekilde bozdurmak.</li>
<li>Satıştan önce yerleşiklik durumunun değişmesi; bu durum istisnadan yararlanmayı etkileyebilir.</li>
<li>İlk satış olmayan bir taşınmazı veya istisnalı fatura düzenleyemeyecek bir satıcıdan satın almak.</li>
<li>Koşulları kontrol etmeden bir geliştiricinin sözlü "KDV'siz" vaadine güvenmek.</li>
<li>Taşınmazı fazla erken satmak ve ödenmemiş KDV ile karşı karşıya kalmak.</li>
<li>Bir vergi tarhiyatına itiraz süresini kaçırmak.</li>
</ul>
<p>Taşınmaz satın alıyorsanız <a href="/services/real-property-sales-title-deed-transfers">gayrimenkul satışları ve tapu devirleri</a> sayfamıza, <a href="/guides/real-estate-guide">gayrimenkul rehberimize</a> ve hedefiniz vatandaşlıksa <a href="/services/turkish-citizienship">Türk vatandaşlığı</a> sayfamıza bakın.</p>

<h2>Ödemeden önce kontrol edin</h2>
<p>KDV istisnası sorunlarının çoğu yanlış şekilde yapılan bir ödemeyle başlar. İmzalamadan önce taşınmazın veya işlemin ayrıntılarıyla <a href="/contact-us">bize yazın</a>; bir istisnanın uygulanıp uygulanamayacağını ve ondan yararlanmak için neyin gerektiğini size bildiririz.</p>
`,
  },
  {
    slug: 'labor-law',
    title: 'İş Hukuku',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'deki şirketlere iş hukuku desteği: 4857 sayılı İş Kanunu kapsamında sözleşmeler, işyeri politikaları, fesih, kıdem tazminatı, arabuluculuk ve davalar.",
    description: `
<h2>İş hukuku neleri kapsar</h2>
<p>Türkiye'de çalışma ilişkileri başta 4857 sayılı İş Kanunu, 5510 sayılı Sosyal Sigortalar ve Genel Sağlık Sigortası Kanunu, 6331 sayılı İş Sağlığı ve Güvenliği Kanunu ve 7036 sayılı İş Mahkemeleri Kanunu ile düzenlenir. Bu kanunlar, yabancı sermayeli şirketler dahil Türkiye'deki her işverene uygulanır. Bazı temel kurallar:</p>
<ul>
<li>Çalışanlar işe başlamadan önce Sosyal Güvenlik Kurumu'na (SGK) bildirilmelidir.</li>
<li>Normal çalışma süresi haftada en fazla 45 saattir. Fazla çalışma, çalışanın yazılı onayını gerektirir ve daha yüksek bir ücretle ödenir.</li>
<li>Yıllık ücretli izin, 1 ila 5 yıl arası kıdemde 14 gün, 5 yıldan fazla ve 15 yıldan az kıdemde 20 gün, 15 yıl ve daha fazla kıdemde 26 gündür.</li>
<li>İhbar süreleri kıdeme göre 2, 4, 6 veya 8 haftadır.</li>
<li>En az bir yıllık kıdemi olan çalışanlar birçok fesih halinde kıdem tazminatına hak kazanır: her tam yıl için 30 günlük brüt ücret, düzenli olarak güncellenen bir tavana tabi olarak.</li>
<li>30 veya daha fazla çalışanın bulunduğu işyerlerinde en az altı aylık kıdemi olan çalışanlar iş güvencesinden yararlanır ve işten çıkarma geçerli bir neden gerektirir.</li>
</ul>

<h2>Kimler ihtiyaç duyar</h2>
<p>Türkiye'de ilk çalışanlarını işe alan yabancı şirketler, düzgün sözleşmelere ve politikalara ihtiyaç duyan büyüyen işletmeler ve bir fesih, yeniden yapılanma ya da mevcut veya eski bir çalışanın talebiyle karşı karşıya olan işverenler.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>İş sözleşmelerini ve işyeri politikalarını hazırlar, günlük sorularda danışmanlık verir ve fesihleri kanuna uygun olacak şekilde planlarız. Bir uyuşmazlık çıktığında şirketi zorunlu arabuluculukta ve arabuluculuk sonuçsuz kalırsa iş mahkemesinde temsil ederiz. Çalışan verilerine ilişkin kişisel verilerin korunması kurallarını ve uzaktan çalışma kurallarını da ele alırız.</p>

<h2>Adım adım bir fesih</h2>
<ol>
<li>Sözleşmenin, özlük dosyasının, bordro kayıtlarının ve fesih nedeninin incelenmesi.</li>
<li>İş güvencesinin uygulanıp uygulanmadığının ve olgulara hangi fesih türünün uyduğunun kontrolü.</li>
<li>Neden çalışanın davranışı veya performansı ise, karardan önce çalışandan yazılı savunma istenmesi.</li>
<li>Nedeni açıkça belirten yazılı bir fesih bildirimi.</li>
<li>Son ödemelerin hesaplanması: maaş, kullanılmayan yıllık izin, ihbar tazminatı ve hak kazanılmışsa kıdem tazminatı.</li>
<li>Kanuni süre içinde SGK işten ayrılış bildirgesi.</li>
<li>Çalışan feshe itiraz ederse: arabuluculuk ve ardından iş mahkemesi. İşe iade talebi için önce fesih bildiriminden itibaren bir ay içinde arabulucuya başvurulmalıdır.</li>
</ol>

<h2>Genellikle istediğimiz belgeler</h2>
<ul>
<li>İş sözleşmeleri ve varsa değişiklikleri.</li>
<li>Bordro kayıtları, SGK bildirim kayıtları ve banka ödeme kayıtları.</li>
<li>Çalışma süresi, fazla çalışma ve izin kayıtları.</li>
<li>Yazılı uyarılar, performans değerlendirmeleri ve savunma tutanakları.</li>
<li>İşyeri yönetmelikleri, politikalar ve iş sağlığı ve güvenliği kayıtları.</li>
</ul>

<h2>Maliyetler</h2>
<p>Sözleşme ve politika paketleri genellikle sabit ücretle fiyatlandırılır. Uyuşmazlıklar dosyayı inceledikten sonra fiyatlandırılır. Planlama yapabilmeniz için çalışanın neye hak kazanabileceğini size önceden söyleriz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Yazılı sözleşme olmaması veya başka bir ülkeden kopyalanmış bir sözleşme.</li>
<li>Maaşın bir kısmını kayıt dışı ödemek; bu durum ileride taleplere ve sosyal güvenlik cezalarına yol açar.</li>
<li>Belirli süreli sözleşmeleri objektif bir neden olmadan tekrar tekrar yenilemek; bu durumda sözleşmeler belirsiz süreli hale gelir.</li>
<li>Uyarı, delil veya savunma talebi olmadan performans veya davranış nedeniyle işten çıkarmak.</li>
<li>Süre, yer veya kapsam bakımından uygulanamayacak kadar geniş rekabet yasağı hükümleri.</li>
<li>Çalışma izni verilmeden önce yabancı bir çalışanı çalıştırmak. Bkz. <a href="/services/work-permit-in-turkey-for-employers">işverenler için çalışma izni</a>.</li>
</ul>

<h2>İstihdam sorularınızı erkenden yanıtlatın</h2>
<p>İşe alım veya işten çıkarma öncesinde yapılan kısa bir inceleme, genellikle sonradan bir taleple uğraşmaktan daha kolaydır. Çalışan sayısı, sorunuz ve varsa belgelerle <a href="/contact-us">bize yazın</a>; sonraki adımlar hakkındaki görüşümüzü ve bir ücret teklifini size iletiriz.</p>
`,
  },
  {
    slug: 'trademark-registration',
    title: 'Marka Tescili',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "TÜRKPATENT nezdinde Türkiye'de marka tescili: araştırma, sınıflar, başvuru, inceleme, itiraz süreleri, tescil ve yenileme, adım adım açıklanmış olarak.",
    description: `
<h2>Marka tescili nedir</h2>
<p>Marka, mal veya hizmetlerinizi başkalarınınkinden ayırt eden bir işarettir: bir kelime, bir logo, ikisinin birleşimi ve bazı durumlarda bir şekil, renk veya ses. Türkiye'de markalar 6769 sayılı Sınai Mülkiyet Kanunu'na tabidir ve Türk Patent ve Marka Kurumu (TÜRKPATENT) tarafından tescil edilir. Tescil, markayı uluslararası Nice Sınıflandırması'nın sınıflarında listelenen mal ve hizmetler için Türkiye'de kullanma konusunda size münhasır hak verir.</p>
<p>Tescilli bir marka başvuru tarihinden itibaren 10 yıl süreyle korunur ve 10'ar yıllık dönemler halinde yenilenebilir. Ticaret siciline tescil edilmiş bir ticaret unvanı marka değildir ve aynı korumayı sağlamaz.</p>

<h2>Kimler ihtiyaç duyar</h2>
<ul>
<li>Türk pazarına doğrudan veya bir distribütör aracılığıyla giren yabancı markalar.</li>
<li>Yeni bir isim, ürün veya hizmet piyasaya süren girişimler ve şirketler.</li>
<li>Başkası tarafından başvurusu yapılmış benzer bir marka fark eden ve buna itiraz etmek isteyen işletmeler.</li>
<li>Korumayı Türkiye'ye genişletmek isteyen yabancı tescil sahipleri.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Başvurudan önce araştırma yapar, sınıflar ve mal ve hizmetlerin ifadesi konusunda danışmanlık verir, başvuruyu hazırlayıp yapar, incelemeyi takip eder ve her türlü itiraza yanıt veririz. Türkiye'de yaşamayan başvuru sahiplerinin başvuruda temsil edilmesi gerekir; bunu, kuralların gerektirdiği hallerde kayıtlı bir marka vekiliyle çalışarak biz üstleniriz. Tescilden sonra benzer markalar için resmî bülteni izleyebilir ve yenileme tarihlerini size hatırlatabiliriz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>TÜRKPATENT veri tabanında aynı ve benzer markalar için uygunluk araştırması.</li>
<li>Sınıfların seçimi ve mal ve hizmet listesinin hazırlanması.</li>
<li>Başvurunun çevrim içi yapılması; başvuru tarihi Türkiye'deki önceliğinizi belirler.</li>
<li>Şekli inceleme. Kurum eksiklik tespit ederse başvuru sahibinin bunları gidermek için 2 ayı vardır.</li>
<li>Mutlak ret nedenleri bakımından inceleme; örneğin markanın ayırt edici olup olmadığı veya yalnızca ürünü tanımlayıp tanımlamadığı.</li>
<li>Resmî Marka Bülteni'nde yayım. Üçüncü kişiler yayımdan itibaren 2 ay içinde itiraz edebilir.</li>
<li>Varsa itiraza, delil ve gerekçelerle yanıt verilmesi.</li>
<li>Tescil ücretinin ödenmesi. Tescil belgesi ücret ödendikten sonra yaklaşık 1 ay içinde düzenlenir.</li>
<li>Kullanım, izleme ve her 10 yılda bir yenileme.</li>
</ol>

<h2>Gereken belgeler ve bilgiler</h2>
<ul>
<li>Başvuru sahibinin tam adı veya şirket unvanı ve adresi.</li>
<li>Pasaport fotokopisi veya şirket tescil belgeleri.</li>
<li>Markanın kendisi: kelime veya logonun net bir görsel dosyası.</li>
<li>Markayı kullandığınız veya kullanmayı planladığınız mal ve hizmetlerin listesi.</li>
<li>Sizin adınıza başvuru yapılması için vekaletname.</li>
<li>Daha önceki bir yabancı başvuruya dayanarak rüçhan hakkı talep ediyorsanız: başvurunun numarası, tarihi ve onaylı bir örneği. Paris Sözleşmesi uyarınca rüçhan hakkı ilk başvurudan itibaren 6 ay içinde talep edilebilir.</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Sabit süreler 2 aylık eksiklik giderme süresi, 2 aylık itiraz süresi ve tescil ücretinden yaklaşık 1 ay sonra belgenin düzenlenmesidir. Toplam süre, Kurum'un incelemesine ve itiraz olup olmamasına bağlıdır. Resmî ücretler TÜRKPATENT tarafından her yıl belirlenir ve sınıf sayısına bağlıdır; bunları teklifimizde teyit ederiz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Araştırma yapmadan başvurmak ve önceki benzer bir markaya dayalı itirazla karşılaşmak.</li>
<li>Kurum'un ayırt edici nitelikten yoksun olduğu gerekçesiyle reddettiği tanımlayıcı bir isim seçmek.</li>
<li>Gelecekteki ürünleri kapsamayacak kadar dar ya da savunulamayacak kadar geniş bir mal ve hizmet listesi.</li>
<li>Bir distribütörün veya acentenin markanızı kendi adına tescil ettirmesine izin vermek.</li>
<li>Markayı kullanmamak: 5 yıl boyunca kullanılmayan bir markanın tescili, talep üzerine iptal edilebilir.</li>
<li>Yenileme tarihini kaçırmak.</li>
</ul>
<p>Aynı zamanda Türkiye'de bir işletme kuruyorsanız <a href="/services/company-establishment">şirket kuruluşu</a> sayfamıza bakın.</p>

<h2>Markanızı koruyun</h2>
<p>Markanız, kapsadığı mal veya hizmetler ve halihazırda tescilinizin bulunduğu ülkelerle <a href="/contact-us">bize yazın</a>. İlk araştırmayı yapıp önerimizi ve ücret teklifimizi size göndeririz.</p>
`,
  },
  {
    slug: 'work-permit-in-turkey-for-employers',
    title: "İşverenler İçin Türkiye'de Çalışma İzni",
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de işverenlere yabancı personeli yasal istihdamda destek: değerlendirme kriterleri, e-İzin başvuruları, süre uzatımı, 6735 sayılı Kanun yükümlülükleri.",
    description: `
<h2>Çalışma izni nedir</h2>
<p>Bir muafiyet uygulanmadıkça yabancılar Türkiye'de çalışma izni olmadan çalışamaz. Kurallar, 2016'da 4817 sayılı Kanun'un yerini alan 6735 sayılı Uluslararası İşgücü Kanunu ile belirlenmiştir. Başvurular Çalışma ve Sosyal Güvenlik Bakanlığı tarafından Uluslararası İşgücü Genel Müdürlüğü aracılığıyla karara bağlanır ve e-İzin sistemi üzerinden çevrim içi yapılır. Çalışanların çoğu için başvuruyu işveren yapar. Geçerli bir çalışma izni aynı zamanda ikamet izni yerine geçer.</p>
<p>Başlıca türler şunlardır:</p>
<ul>
<li><strong>Süreli çalışma izni</strong> – ilk olarak belirli bir işveren ve pozisyon için en fazla 1 yıl süreyle verilir. Aynı işverenle, önce en fazla 2 yıl, ardından her seferinde en fazla 3 yıl süreyle uzatılabilir.</li>
<li><strong>Süresiz çalışma izni</strong> – Türkiye'de {{indefiniteWorkPermitYears}} yasal çalışmanın ardından başvurulabilir.</li>
<li><strong>Turkuaz Kart</strong> – belirli kriterleri karşılayan nitelikli yabancılar için.</li>
</ul>

<h2>Bu hizmete kimler ihtiyaç duyar</h2>
<p>Yabancı bir yönetici, mühendis, öğretmen, uzman veya başka bir çalışan istihdam etmek isteyen, yabancı sermayeli olanlar dahil Türk şirketleri ve yabancı ortakları şirkette aynı zamanda çalışacak olan şirketler.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Başvurmadan önce şirketinizin ve pozisyonun Bakanlığın değerlendirme kriterlerini karşılayıp karşılamadığını kontrol ederiz. Bu kriterler genellikle her yabancı çalışana karşılık Türk çalışan sayısına, şirketin ödenmiş sermayesine, cirosuna veya ihracatına ve pozisyona uygun bir ücret düzeyine bakar. Ardından dosyayı hazırlar, e-İzin üzerinden sunar, Bakanlığın sorularını yanıtlar ve uzatmaları yönetiriz. Avukatlık, noterlik veya eczacılık gibi bazı meslekler kanunla Türk vatandaşlarına ayrılmıştır; bu durum planınızı etkiliyorsa bunu en başta size söyleriz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li>Şirketin, pozisyonun ve adayın uygunluk değerlendirmesi.</li>
<li>Yolun seçimi: adayın bir Türk konsolosluğuna başvurduğu ve işverenin dosyayı çevrim içi tamamladığı yurt dışından başvuru ya da adayın kuralların kabul ettiği türde geçerli bir ikamet iznine sahip olduğu yurt içinden başvuru.</li>
<li>İşverenin e-İzin erişiminin, genellikle elektronik imzayla kurulması.</li>
<li>İş sözleşmesinin ve destekleyici belgelerin hazırlanması.</li>
<li>Çevrim içi başvuru ve belgelerin yüklenmesi.</li>
<li>Bakanlık incelemesi ve ek bilgi taleplerinin yanıtlanması.</li>
<li>Onay, çalışma izni harcı ile kart bedelinin ödenmesi ve izin kartının teslimi.</li>
<li>Çalışan işe başlamadan önce sosyal güvenlik (SGK) kaydı ve beyan edilen ücretin banka aracılığıyla ödenmesi.</li>
<li>Uzatma: başvuru, iznin bitiminden 60 gün önceden itibaren yapılabilir ve izin sona ermeden önce yapılmalıdır.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Çalışanın pasaportu, fotoğrafı ve diploması; meslek gerektiriyorsa denklik kararıyla birlikte.</li>
<li>Pozisyonu ve ücreti belirten imzalı bir iş sözleşmesi.</li>
<li>Şirketin Ticaret Sicili Gazetesi kayıtları, faaliyet belgesi ve son bilançosu veya gelir tablosu.</li>
<li>Yurt içinden başvuruluyorsa çalışanın ikamet izni.</li>
<li>Pozisyonun gerektirdiği her türlü sektörel lisans veya mesleki onay.</li>
</ul>

<h2>Süreler ve maliyetler</h2>
<p>Bakanlık, eksiksiz bir dosyaya sahip olduktan sonra karar verir; eksik dosyalar gecikmenin en yaygın nedenidir. Çalışma izni harçları ve kart bedelleri kanunla belirlenir ve her yıl değişir; bu nedenle dosyanızı hazırlarken güncel tutarları teyit ederiz.</p>

<h2>İşveren yükümlülükleri ve sık yapılan hatalar</h2>
<ul>
<li>Çalışanın izin verilmeden önce işe başlamasına izin vermek. Hem işverene hem çalışana para cezası verilebilir ve çalışan Türkiye'den sınır dışı edilebilir.</li>
<li>Pozisyon için fazla düşük bir ücret beyan etmek; bu durum ret kararına yol açabilir.</li>
<li>Kişiyi izinde yazılı olandan farklı bir görevde veya farklı bir şirkette çalıştırmak. Yeni bir işveren için yeni bir izin gerekir.</li>
<li>Uzatma başvuru süresini kaçırmak.</li>
<li>İş ilişkisi sona erdiğinde Bakanlığa kanuni süre içinde bildirimde bulunmamak.</li>
</ul>
<p>Çalışanlar <a href="/services/work-permit-in-turkey-for-employees">çalışanlar için çalışma izni</a> sayfamızı okuyabilir. Diplomalar için <a href="/services/diploma-equalization-services">diploma denklik hizmetleri</a>, genel çalışma kuralları için <a href="/services/labor-law">iş hukuku</a> sayfamıza bakın.</p>

<h2>İşe alımınızı bizimle planlayın</h2>
<p>Pozisyon, adayın uyruğu ve şu anda nerede yaşadığı ile şirketiniz hakkında birkaç ayrıntıyla <a href="/contact-us">bize yazın</a>. Kriterlerin karşılanıyor görünüp görünmediğini, hangi belgeleri hazırlamanız gerektiğini ve ücretimizin ne olacağını size bildiririz.</p>
`,
  },
])
