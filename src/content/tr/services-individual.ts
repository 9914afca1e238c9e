import type { Service } from '../schema.ts'
import { fill } from './fill.ts'

export const individualServices: Service[] = fill([
  {
    slug: 'maritime-yacht-services',
    title: 'Denizcilik ve Yat Hizmetleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de yat sahipleri ve alıcılarına hukuki destek: alım-satım, tescil, kiralama (charter) ve mürettebat sözleşmeleri, marina sözleşmeleri ve uyuşmazlıklar.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Türkiye'nin kıyıları çok sayıda özel yat sahibini, kiralama (charter) işletmecisini ve alıcıyı çekmektedir. Burada bir yata sahip olmak veya yatı kullanmak; Türk deniz ticareti hukuku, gümrük kuralları, liman başkanlığı ve marina işletmecileriyle muhatap olmak anlamına gelir. Denizcilikle ilgili kuralların büyük bölümü 6102 sayılı Türk Ticaret Kanunu'nun Beşinci Kitabı'nda yer alır; bunları tamamlayan kurallar gümrük ve liman mevzuatındadır.</p>
<p>Özel yat sahiplerine ve küçük işletmecilere, Türkiye'de bir yatın alımı, satımı, tescili, bağlanması ve kiralanmasının hukuki yönlerinde yardımcı oluyoruz. Bu süreçte bir uyuşmazlık çıkarsa da sizin adınıza hareket ediyoruz.</p>

<h2>Kimler için</h2>
<ul>
<li>Yatını bir Türk marinasında tutan veya Türk karasularında seyir yapmayı planlayan yabancı yat sahipleri.</li>
<li>Türkiye'de bulunan bir yatın alıcıları ve satıcıları; yat Türk bayrağı ya da yabancı bayrak taşıyor olabilir.</li>
<li>Yatını Türk bayrağı altında tescil ettirmek veya bir Türk sicilinden terkin ettirmek isteyen yat sahipleri.</li>
<li>Yatını mürettebatlı veya mürettebatsız olarak kiraya veren yat sahipleri ve işletmeciler.</li>
<li>Bir tersane, marina, broker, alıcı, satıcı veya mürettebat üyesiyle uyuşmazlık yaşayan yat sahipleri.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Alım satım sözleşmelerini, brokerlik şartlarını, tersane ve tadilat (refit) sözleşmelerini, marina bağlama sözleşmelerini ve kiralama sözleşmelerini inceler ve müzakere ederiz. Siz ödeme yapmadan önce teknenin sicil kaydını ipotek, hapis hakkı ve diğer şerhler bakımından kontrol ederiz. Tescil ve terkin başvurularını hazırlarız. Sicil müdürlüğü, noterler ve gümrük müşavirleriyle koordinasyonu sağlar, her belgenin ne anlama geldiğini sade ve anlaşılır bir dille açıklarız.</p>
<p>Bir uyuşmazlık çıkarsa ihtarname gönderir, karşı tarafla müzakere eder ve gerektiğinde sizi Türk mahkemelerinde temsil ederiz. İstanbul dahil bazı şehirlerde bu davalara deniz ticareti alanında ihtisaslaşmış asliye ticaret mahkemeleri bakar.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>İlk değerlendirme.</strong> Bize tekneyi, bayrağını, nerede bulunduğunu ve neyi amaçladığınızı anlatırsınız. Gerekli hukuki adımları ve belgeleri listeleriz.</li>
<li><strong>Kontroller.</strong> Sicil kaydını, mevcut ipotek veya alacakları ve satıcının satış yetkisini kontrol ederiz. Yat yabancı bayraklıysa ve Türkiye'de tutulmuşsa gümrük durumunu da kontrol ederiz.</li>
<li><strong>Sözleşme.</strong> Sözleşmeyi hazırlar veya inceleriz: bedel ve kapora, ekspertiz (survey) ve deneme seyri, teslim, hasarın geçişi ve taraflardan biri vazgeçerse ne olacağı.</li>
<li><strong>İmza ve ödeme.</strong> Kanunun gerektirdiği hallerde imzanın noter huzurunda yapılmasını ve her iki tarafı koruyan bir ödeme yapısını düzenleriz.</li>
<li><strong>Tescil.</strong> Mülkiyet değişikliğini veya yeni tescili yetkili sicil müdürlüğüne başvurarak yaptırırız. Yat başka bir sicilden geliyorsa önce terkin belgesini temin ederiz.</li>
<li><strong>İşlem tamamlandıktan sonra.</strong> Gümrük işlemleri, marina sözleşmeleri, sigorta soruları ve kiralama evrakı konusunda yardımcı oluruz.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaport ve alıcı ya da malik için Türk vergi numarası</li>
<li>Teknenin güncel sicil belgesi ve varsa önceki sicilden alınmış terkin belgesi</li>
<li>Satış sözleşmesi veya satış senedi (bill of sale)</li>
<li>Yeni veya ithal tekneler için inşa belgesi ya da mülkiyet zincirini gösteren diğer belgeler</li>
<li>Yat bir şirkete aitse şirket belgeleri</li>
<li>İşlemlere bizzat katılmayacaksanız vekaletname: yurt dışında imzalanıyorsa noter onaylı ve apostilli, yeminli tercüman tarafından yapılmış Türkçe çevirisiyle birlikte</li>
<li>Sigorta belgeleri ve ticari kiralama için faaliyetin gerektirdiği izin ve belgeler</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Süreler; sicil müdürlüğüne, evrakın durumuna ve önceki bir sicilin önce terkin belgesi düzenlemesinin gerekip gerekmediğine bağlıdır. Resmi harçlar ve vergiler teknenin niteliğine ve işlemin türüne göre değişir. İşe başlamadan önce kendi çalışmamız için size yazılı bir ücret teklifi verir ve hangi resmi masrafları beklemeniz gerektiğini söyleriz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Sicili tekne üzerindeki ipotek veya alacaklar bakımından kontrol etmeden kapora ödemek.</li>
<li>Türkiye'de yabancı bayraklı bir yatı, gümrük durumunu ve ülkede ne kadar kalabileceğini kontrol etmeden satın almak.</li>
<li>Ticari kullanımın gerektirdiği izinler olmadan özel bir yata ücret karşılığı misafir almak.</li>
<li>Teslimden önceki hasarı kimin üstleneceğini belirtmeyen bir broker standart formunu kullanmak.</li>
<li>Anlayacağınız bir çevirisi olmadan Türkçe belgeler imzalamak.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Türkiye'de bir yat satın alıyor, satıyor veya tutuyorsanız teknenin bilgileri ve planlarınızla birlikte <a href="/contact-us">bize yazın</a>. Size adımları, belgeleri ve bir ücret teklifini içeren bir yanıt göndeririz. <a href="/all-individual-services">Bireysel hizmetlerimizin</a> diğerlerine de göz atabilirsiniz.</p>`,
  },
  {
    slug: 'rental-contracts',
    title: 'Kira Sözleşmeleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de yabancı kiracılar, kiraya verenler ve mülk sahipleri için konut ve işyeri kira sözleşmelerinin hazırlanması, incelenmesi ve uygulanması.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Türkiye'de kira ilişkileri esas olarak 6098 sayılı Türk Borçlar Kanunu'na tabidir. Kanun, konut ve çatılı işyeri kiracılarına güçlü bir koruma sağlar ve bazı kuralları sözleşmede ne yazarsa yazsın uygulanır. Açık, yazılı bir sözleşme sorunların çoğunu önler. Kira sözleşmelerini hazırlar, inceler ve müzakere ederiz; bir sorun çıktığında kiracıları ve kiraya verenleri temsil ederiz.</p>

<h2>Kimler için</h2>
<ul>
<li>Çoğu zaman ikamet izni adresi olarak kullanmak üzere daire veya ev kiralayan yabancı kiracılar.</li>
<li>Türkiye'de satın aldıkları bir taşınmazı kiraya veren yabancı malikler.</li>
<li>Kendi işleri için ofis, dükkan veya atölye kiralayan kişiler.</li>
<li>Kira bedeli, depozito, onarımlar veya tahliye konusunda uyuşmazlık yaşayan kiraya verenler veya kiracılar.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Taşınmazı kiraya veren kişinin malik olduğunu veya malik tarafından yetkilendirildiğini bilmeniz için tapu kaydını kontrol ederiz. Her iki tarafın da aynı şartları okuması için sözleşmeyi Türkçe ve İngilizce olarak hazırlar veya inceleriz. Kira artışları, depozito, bildirim süreleri ve masraflara ilişkin kuralları açıklarız. Bir uyuşmazlık çıkarsa zorunlu arabuluculuk aşamasını ve gerekirse dava veya icra takibini yürütürüz.</p>

<h2>Bilinmesi gereken temel kurallar</h2>
<ul>
<li><strong>Kira artışları.</strong> Konut ve çatılı işyerlerinde, yenilenen kira dönemindeki yıllık artış, tüketici fiyat endeksindeki on iki aylık ortalama değişimi geçemez. Beş yıl dolduktan sonra taraflardan her biri mahkemeden yeni kira bedelinin belirlenmesini isteyebilir.</li>
<li><strong>Para birimi.</strong> Türk Parası Kıymetini Koruma mevzuatına göre, Türkiye'deki taşınmazların kira bedeli çoğu durumda Türk lirası olarak belirlenmelidir. Sınırlı istisnalar vardır; bu nedenle kirayı başka bir para biriminde kararlaştırmadan önce kontrol edin.</li>
<li><strong>Depozito.</strong> Konut ve çatılı işyerlerinde depozito üç aylık kira bedelini aşamaz.</li>
<li><strong>Sürenin sonu.</strong> Konut kiracısı, belirli süreli sözleşmenin bitiminden en az 15 gün önce bildirimde bulunarak süre sonunda taşınabilir. Aksi halde sözleşme bir yıl daha uzar. Kiraya veren, yalnızca sürenin dolmuş olması nedeniyle sözleşmeyi sona erdiremez; kiraya verenin bunu hangi sebeplerle yapabileceğini kanun belirler.</li>
<li><strong>Arabuluculuk.</strong> Eylül 2023'ten bu yana kira uyuşmazlıklarının çoğunda dava açılmadan önce arabulucuya başvurulması zorunludur.</li>
<li><strong>Kısa süreli kiralama.</strong> 2024'ten bu yana bir konutun turistlere kısa süreli konaklama için kiraya verilmesi Kültür ve Turizm Bakanlığı'ndan izin alınmasını ve başka dairelerin de bulunduğu bir binada diğer maliklerin rızasını gerektirir.</li>
</ul>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Bilgilendirme.</strong> Bize sözleşme taslağını gönderin ya da taşınmazı ve şimdiye kadar kararlaştırılan şartları anlatın.</li>
<li><strong>Kontroller.</strong> Tapudaki maliki, taşınmaz üzerindeki kısıtlamaları ve amaçlanan kullanıma izin verilip verilmediğini teyit ederiz.</li>
<li><strong>Sözleşme.</strong> Kira bedelini, artışları, depozitoyu, süreyi, demirbaş listesini, onarımları, abonelik giderlerini, alt kiralamayı ve sözleşmenin sona ermesini düzenleyen iki dilli bir sözleşme hazırlar veya revize ederiz.</li>
<li><strong>İmza.</strong> Sözleşmenin noter huzurunda imzalanmasının gerekip gerekmediği konusunda sizi yönlendiririz; bu, ikamet izni başvurusunda veya daha sonraki bir icra takibinde yararlı olabilir.</li>
<li><strong>Teslim.</strong> Fotoğraflı ve sayaç değerleri yazılı, imzalı bir demirbaş tutanağı düzenlenmesini ve abonelik devirlerinin yapılmasını öneririz.</li>
<li><strong>Kira süresince ve sonrasında.</strong> İhtarname gönderir, depozitonun iadesiyle ilgilenir ve her türlü uyuşmazlığı yürütürüz.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Her yabancı tarafın pasaportu ve Türk vergi numarası</li>
<li>Tapu fotokopisi veya taşınmazı başka biri kiraya veriyorsa malikin verdiği yetki belgesi</li>
<li>Kiraya verenin veya taşınmazı kiraya veren şirketin kimlik belgeleri</li>
<li>Varsa ikamet izni kartı</li>
<li>Kısa süreli kiralama için: yukarıda açıklanan izin ve bina rızası</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Bilgiler elimize ulaştıktan sonra bir inceleme veya yeni bir sözleşme genellikle birkaç iş günü içinde hazırlanabilir. Sözleşme için damga vergisi ve noter ücreti doğabilir. Uyuşmazlıklarda süre, arabuluculuğa ve mahkemeye bağlıdır. Ücretimizi işe başlamadan önce yazılı olarak kararlaştırırız.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Kirayı veya depozitoyu malik olmayan ve yazılı yetkisi bulunmayan bir aracıya ödemek.</li>
<li>Makbuz almadan nakit ödeme yapmak. Banka havalesi açık bir kayıt bırakır.</li>
<li>Kiracının “süre sonunda taşınmak zorunda olduğu” yönündeki bir maddeye güvenmek. Bu madde kanunun önüne geçmez.</li>
<li>Tahliye taahhüdünü kira sözleşmesiyle aynı gün imzalamak. Kanun, kira sözleşmesinin başında verilen taahhüdü kabul etmez.</li>
<li>Artık zorunlu olan izni almadan bir daireyi kısa süreli konaklama platformlarında kiraya vermek.</li>
<li>Demirbaş tutanağı düzenlememek; bu durumda kira sona erdiğinde depozito uyuşmazlık konusu olur.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Bir taşınmaz kiralıyor, kiraya veriyor veya bir kira uyuşmazlığı yaşıyorsanız sözleşmeyle ya da temel şartlarla birlikte <a href="/contact-us">bize yazın</a>. Kiraladığınız yer ikamet izni adresi olacaksa <a href="/services/turkish-residence-permit">ikamet izni hizmetimize</a> de göz atın.</p>`,
  },
  {
    slug: 'bank-account-services',
    title: 'Banka Hesabı Hizmetleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de banka hesabı açan ve kullanan yabancılara destek: vergi numarası, banka seçimi, belgeler, fon kaynağı soruları ve vatandaşlık hesapları.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Türkiye'de bir banka hesabı, bir yabancı için çoğu zaman ilk pratik adımdır. Kira ödemek, taşınmaz almak, maaş almak, fatura ödemek ve bazı başvurucular için banka mevduatı yoluyla Türk vatandaşlığı edinmek için bir hesaba ihtiyacınız olur. Yabancılar Türkiye'de hesap açabilir; ancak her banka kendi şartlarını belirler ve kimlik ile fonların kaynağına ilişkin kontroller ayrıntılı olabilir. Dosyanızı hazırlar, sizinle birlikte uygun bir banka seçer ve randevuya sizinle katılırız.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'ye yeni gelmiş veya taşınmayı planlayan yabancılar.</li>
<li>Satış bedelini transfer etmesi ve belgelendirmesi gereken taşınmaz alıcıları.</li>
<li>Yatırım yoluyla vatandaşlığa banka mevduatı seçeneğiyle başvuracak olanlar.</li>
<li>Günlük yaşam için hesaba ihtiyaç duyan çalışanlar, öğrenciler ve emekliler.</li>
<li>Hesabı bloke edilmiş veya dondurulmuş mirasçılar ya da hesap sahipleri.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Türk vergi numaranızı alır, düşündüğünüz bankaların güncel şartlarını kontrol eder ve belgelerinizi gerektiğinde çevirileriyle birlikte hazırlarız. Şubeye sizinle birlikte gider, formları açıklar ve uyum (compliance) sorularını yanıtlamanıza yardımcı oluruz. Daha sonra taşınmaz için yapılacak yüksek tutarlı transferlerde, vatandaşlık başvurusunun gerektirdiği döviz alım belgesinde ve bloke hesap gibi sorunlarda da destek oluruz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Vergi numarası.</strong> Pasaportunuzdaki adınıza bir Türk vergi numarası alırız. Ücretsizdir ve genellikle hızlı alınır.</li>
<li><strong>Banka seçimi.</strong> Şartlar bankadan bankaya, hatta bazen şubeden şubeye farklılık gösterir. Hangi bankaların sizin durumunuzdaki kişilere, örneğin ikamet izni olan veya olmayan kişilere, hesap açtığını kontrol ederiz.</li>
<li><strong>Dosya.</strong> Belgelerinizi hazırlarız: kimlik, adres, hesabın amacı ve yatıracağınız paranın kaynağı.</li>
<li><strong>Randevu.</strong> Bankaların çoğu hesap sahibinin bizzat gelmesini ister. Sizinle birlikte gider, tercüme eder ve imzalamadan önce her formu açıklarız.</li>
<li><strong>Aktivasyon.</strong> İnternet bankacılığı, kartlar ve güvenlik kodları için bir Türk cep telefonu numarası edinmenize yardımcı oluruz.</li>
<li><strong>Sonraki güncellemeler.</strong> İkamet izni aldığınızda banka yabancı kimlik numaranızı kaydetmek zorundadır. Banka ek bilgi istediğinde de yardımcı oluruz.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Geçerli pasaport</li>
<li>Türk vergi numarası</li>
<li>Türkiye'de veya yurt dışında adres belgesi; örneğin kira sözleşmesi, bir fatura veya ikamet izni kartı</li>
<li>Varsa ikamet izni kartı ve yabancı kimlik numarası</li>
<li>Gelirinizi veya fonların kaynağını gösteren belgeler; örneğin maaş bordroları, bir satış sözleşmesi veya hesap dökümleri</li>
<li>Bir Türk cep telefonu numarası</li>
<li>Vatandaşlık yolu için: fonların yurt dışından geldiğini ve kurallara uygun biçimde dönüştürüldüğünü gösteren belgeler</li>
</ul>

<h2>Taşınmaz ve vatandaşlık için hesaplar</h2>
<p>Bir taşınmaz alımında banka üzerinden oluşan açık bir ödeme kaydı nakitten daha güvenlidir ve vatandaşlık başvurusu için gereklidir. Banka mevduatı yolunda başvurucu, Türk bankalarına en az {{citizenshipDepositUsd}} veya karşılığını yatırır ve bunu {{citizenshipHoldYears}} boyunca bankada tutar. Dosya tamamlandıktan sonra bir vatandaşlık başvurusu yaklaşık 4 ila 5 ay sürer. Ayrıntılar için <a href="/services/turkish-citizienship">Türk vatandaşlığı hizmetimiz</a> sayfasına bakabilirsiniz.</p>

<h2>Süreler ve masraflar</h2>
<p>Dosya eksiksizse ve banka durumunuzu kabul ediyorsa hesap çoğu zaman tek bir randevuda açılabilir. Bazı bankalarda iç onaylar nedeniyle süreç daha uzun sürer. Hesap ücretlerini ve havale masraflarını her banka kendisi belirler. Kendi ücretimizi sizinle önceden kararlaştırırız.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Adın pasaportta, vergi numarasında ve diğer belgelerde farklı yazılması.</li>
<li>Paranın nereden geldiğini gösteren belgeler olmadan yurt dışından yüksek tutarlı transferler yapmak. Banka bu belgeleri alana kadar transferi bekletebilir.</li>
<li>Her bankanın kurallarının aynı olduğunu varsaymak. Bir bankanın reddetmesi, bütün bankaların reddedeceği anlamına gelmez.</li>
<li>Ticari gelirler için kişisel hesap kullanmak; bu, vergi ve uyum sorunlarına yol açabilir.</li>
<li>Vatandaşlık için: parayı kurallara uymayan bir şekilde dönüştürmek veya aktarmak; bu durumda mevduat hesaba katılamaz.</li>
<li>Hesabın hareketsiz kalmasına izin vermek veya pasaportunuz ya da adresiniz değiştiğinde bankayı bilgilendirmemek.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Bir Türk banka hesabına ihtiyacınız varsa veya hesabınızla ilgili bir sorun yaşıyorsanız uyruğunuzu, Türkiye'deki statünüzü ve hesabın ne için kullanılacağını belirterek <a href="/contact-us">bize yazın</a>. Size gereken belgeleri ve sonraki adımları bildiririz.</p>`,
  },
  {
    slug: 'diploma-equalization-services',
    title: 'Diploma Denklik Hizmetleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Yabancı diplomaların çalışma, eğitim veya meslek icrası için Türkiye'de YÖK ya da Milli Eğitim Bakanlığı nezdinde tanınması ve denkliği.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Yurt dışında alınmış bir diploma Türkiye'de kendiliğinden hukuki sonuç doğurmaz. Düzenlenmiş bir meslekte çalışmak, bazı işlerde görev almak, eğitime devam etmek veya bir çocuğu Türk okuluna kaydettirmek için Türk makamlarından <em>denklik</em> adı verilen bir karar almanız gerekebilir. Üniversite diplomalarıyla Yükseköğretim Kurulu (YÖK) ilgilenir. İlk ve ortaöğretim okul belgeleriyle Milli Eğitim Bakanlığı il müdürlükleri aracılığıyla ilgilenir. Bu başvuruları sizin için hazırlar ve takip ederiz.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'de çalışmak isteyen mühendisler, mimarlar, doktorlar, diş hekimleri, eczacılar, hemşireler, öğretmenler ve düzenlenmiş mesleklerdeki diğer kişiler.</li>
<li>Çalışma izni mesleklerine veya niteliklerine bağlı olan yabancı çalışanlar.</li>
<li>Yurt dışında öğrenim görmüş Türk vatandaşları, yeni vatandaşlar dahil.</li>
<li>Türkiye'de yüksek lisans veya doktora programına başvuran mezunlar.</li>
<li>Türkiye'ye taşınan ve çocuklarının okul kayıtlarının tanınması gereken aileler.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Hangi makamın yetkili olduğunu ve denkliğe gerçekten ihtiyacınız olup olmadığını teyit ederiz. Belgelerinizi güncel şartlara göre kontrol eder, apostil ve yeminli tercüme işlemlerini ayarlar, başvuruyu hazırlayıp yaparız. Dosyayı takip eder, ek bilgi taleplerini yanıtlar ve kararı size açıklarız. Karar olumsuz veya şartlıysa itiraz veya dava yolu dahil seçenekleri açıklarız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Değerlendirme.</strong> Diplomanızı, not dökümünüzü (transkript) ve öğrenim geçmişinizi inceler; yetkili makamı ve prosedürü belirleriz.</li>
<li><strong>Belgeler.</strong> Öğrenim görülen ülkeden apostil veya konsolosluk onayını ve gereken hallerde noter onaylı yeminli Türkçe çevirileri temin ederiz.</li>
<li><strong>Başvuru.</strong> Üniversite diplomaları için başvuru YÖK'ün tanınma ve denklik sistemi üzerinden çevrimiçi yapılır. YÖK asıl belgeleri görmek isteyebilir. Okul belgeleri için başvuru il milli eğitim müdürlüğüne yapılır.</li>
<li><strong>İnceleme.</strong> YÖK önce yabancı kurumun tanınıp tanınmadığını kontrol eder, ardından programınızı Türkiye'deki programlarla karşılaştırır. Öğreniminiz süresince öğrenim gördüğünüz ülkede yaşadığınızı da kontrol edebilir.</li>
<li><strong>Sınav veya ek dersler.</strong> Tıp, diş hekimliği ve eczacılık dahil bazı alanlarda YÖK, denklik vermeden önce ÖSYM tarafından yapılan bir seviye tespit sınavına girmenizi veya ek dersler almanızı şart koşabilir.</li>
<li><strong>Karar.</strong> Denklik verildikten sonra bu kararı işvereniniz, meslek odanız veya çalışma izni makamı nezdinde kullanmanıza yardımcı oluruz.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaport ve varsa T.C. kimlik numarası veya yabancı kimlik numarası</li>
<li>Asıl diploma veya geçici mezuniyet belgesi</li>
<li>Tüm dersleri ve notları gösteren not dökümü (transkript)</li>
<li>Diploma ve not dökümü için apostil veya konsolosluk onayı</li>
<li>Diploma ve not dökümünün yeminli Türkçe çevirileri</li>
<li>İstenmesi halinde, öğrenim yıllarına ait giriş-çıkış kayıtları</li>
<li>Okul kayıtları için: karneler ve okul bitirme belgesi</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Süreler makama ve alana göre değişir. Bir YÖK incelemesi birkaç ay sürebilir; ek bilgi istendiğinde veya sınav şartı konulduğunda daha da uzar. Resmi ücretleri makamlar belirler ve bunlar zaman içinde değişir. Başlarken size güncel ücretleri bildirir ve kendi ücretimizi yazılı olarak kararlaştırırız.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Eksik apostiller veya yeminli olmayan bir tercümanın yaptığı çeviriler.</li>
<li>Adınızın pasaportta ve diplomada farklı yazılması.</li>
<li>Program süresince öğrenim görülen ülkede yaşadığınıza dair kanıt bulunmaması.</li>
<li>Denklik için kabul edilmeyebilecek uzaktan veya çevrimiçi programlar.</li>
<li>Denkliğin mesleği icra etmek için yeterli olduğunu varsaymak. Bazı meslekler ayrıca bir odaya kayıt gerektirir. Türkiye'de avukatlık yapmak gibi bazı meslekler ise diploma ne olursa olsun yalnızca Türk vatandaşlarına açıktır.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Yabancı bir diplomanın Türkiye'de tanınması gerekiyorsa öğrenim gördüğünüz ülkeyi, alanınızı ve başvuru nedeninizi belirterek <a href="/contact-us">bize yazın</a>. Diploma bir çalışma izni için gerekiyorsa <a href="/services/work-permit-in-turkey-for-employees">çalışanlar için çalışma izni hizmetimize</a> de göz atın.</p>`,
  },
  {
    slug: 'real-property-sales-title-deed-transfers',
    title: 'Taşınmaz Satışları ve Tapu Devirleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'de taşınmaz alım ve satımında hukuki kontroller: tapu kaydı incelemesi, sözleşmeler, değerleme raporu, tapu müdürlüğü randevusu ve devir.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Türkiye'de arazi ve binaların mülkiyeti ancak devrin tapu müdürlüğünde tescil edilmesiyle geçer. Tek başına bir sözleşme sizi malik yapmaz. Yabancılar, bazı yasal sınırlamalara tabi olarak, taşınmaz türlerinin çoğunu satın alabilir. Alıcıları ve satıcıları temsil ederiz: taşınmazı kontrol eder, sözleşmeleri hazırlar ve tapu devrini sizinle birlikte veya sizin adınıza tamamlarız.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'de konut, tatil evi veya yatırım amaçlı taşınmaz satın alan yabancılar.</li>
<li>Taşınmaz yoluyla <a href="/services/turkish-citizienship">yatırım yoluyla Türk vatandaşlığına</a> başvurmayı planlayan alıcılar.</li>
<li>Türkiye'deki taşınmazını satan yabancı malikler, mirasçılar dahil.</li>
<li>Müteahhitten projeden (topraktan) taşınmaz satın alanlar.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Siz bir taahhüt altına girmeden önce tapu kaydını ve binanın hukuki durumunu kontrol ederiz. Satış sözleşmesini ve varsa kapora sözleşmesini hazırlar veya inceleriz. Vergi numaranızı alır, değerleme raporunu ayarlar ve devir başvurusunu yaparız. Tapu müdürlüğü randevusuna sizinle birlikte katılır veya vekaletnameyle sizin yerinize işlem yaparız. Yalnızca sizi temsil ederiz; satıcıyı veya emlakçıyı değil.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>İlk görüşme.</strong> Taşınmazı, bedeli, takviminizi ve bir vatandaşlık veya ikamet başvurusu planlayıp planlamadığınızı konuşuruz.</li>
<li><strong>Tapu ve bina kontrolleri.</strong> Kayıtlı maliki, ipotekleri, hacizleri, şerhleri ve kısıtlamaları kontrol ederiz. Tapunun türünü, iskân belgesini (yapı kullanma izni) ve imar durumunu da kontrol ederiz.</li>
<li><strong>Sözleşme.</strong> Bedel, ödeme aşamaları, teslim ve ayıplar konusunda açık hükümler içeren sözleşmeyi inceler veya hazırlarız. Satış vaadi sözleşmesinin geçerli olması için noter huzurunda yapılması gerekir.</li>
<li><strong>Hazırlık.</strong> Vergi numaranızı alır, banka hesabı açmanıza yardımcı olur ve yabancı bir alıcı taşınmaz aldığında zorunlu olan, lisanslı bir değerleme uzmanınca hazırlanan değerleme raporunu ayarlarız.</li>
<li><strong>Başvuru.</strong> Devir başvurusunu yapar ve randevuyu alırız. Tapu müdürlüğü yabancı alıcılara uygulanan kontrolleri de yürütür.</li>
<li><strong>Devir.</strong> Randevuda alıcı ve satıcı veya vekilleri resmi senedi imzalar. Taraflardan biri Türkçe bilmiyorsa yeminli bir tercüman hazır bulunur. Ödeme banka havalesiyle yapılır ve yeni tapu düzenlenir.</li>
<li><strong>Devirden sonra.</strong> Zorunlu deprem sigortası (DASK), abonelikler ve yıllık emlak vergisi kaydı konularında yardımcı oluruz.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaport ve yeminli Türkçe çevirisi</li>
<li>Türk vergi numarası</li>
<li>Yeni çekilmiş fotoğraflar</li>
<li>Lisanslı bir değerleme uzmanınca hazırlanmış değerleme raporu</li>
<li>Binalar için zorunlu deprem sigortası poliçesi</li>
<li>Ödeme belgesi ve vatandaşlık başvurusu için bankadan alınan döviz alım belgesi</li>
<li>İşleme katılmayacaksanız fotoğraflı vekaletname: bir Türk konsolosluğunda düzenlenmiş ya da yurt dışında noter onaylı ve apostilli, yeminli çevirisiyle birlikte</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Kontroller, belgeler ve değerleme raporu hazır olduğunda devrin kendisi genellikle tek bir randevuda tamamlanır. Öncesindeki süre taşınmaza ve belgelerin yurt dışından ne kadar hızlı geldiğine bağlıdır. Tapu harçları beyan edilen değer üzerinden hesaplanır ve genellikle alıcı ile satıcı arasında paylaşılır. Satın almaya dayalı bir vatandaşlık başvurusu, en az {{citizenshipPropertyUsd}} değerinde bir taşınmazın alınmasını ve {{citizenshipHoldYears}} süreyle elde tutulmasını gerektirir; başvuru yaklaşık 4 ila 5 ay sürer. Bu alt sınır yönetmelikle belirlenir ve değişebilir; bu nedenle imzalamadan önce teyit ederiz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Tapu kaydını ve satıcının yetkisini kontrol etmeden kapora ödemek.</li>
<li>Gerçek bedelden daha düşük bir bedel beyan etmek. Bu vergi riski doğurur ve vatandaşlık başvurusunu engelleyebilir.</li>
<li>İskânı (yapı kullanma izni) olmayan bir bina ya da müteahhidin tapusunu ve izinlerini kontrol etmeden projeden bir bağımsız bölüm satın almak.</li>
<li>Amaçladığınız satıştan fazlasına izin veren geniş kapsamlı bir vekaletname imzalamak.</li>
<li>Satıcının veya emlakçının seçtiği bir avukata güvenmek.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>İmzalamadan veya ödeme yapmadan önce taşınmazın bilgileriyle birlikte <a href="/contact-us">bize yazın</a>. Genel bilgi için <a href="/guides/real-estate-guide">gayrimenkul rehberimizi</a> okuyabilirsiniz.</p>`,
  },
  {
    slug: 'international-car-transfers',
    title: 'Uluslararası Araç Transferleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Yabancı plakalı bir aracı Türkiye'ye getirme, araç ithalatı veya ihracatı ve bunlara uygulanan gümrük, tescil ve sigorta kuralları hakkında danışmanlık.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Bir aracı Türkiye sınırından geçirmek basit görünür, ancak gümrük kuralları katıdır. Türkiye'deki yabancı plakalı bir araç, ülkede kaldığı süre boyunca gümrük denetimi altındadır. Aracı kimin kullanabileceği, ne kadar kalabileceği ve siz ayrıldığınızda ne olacağı statünüze bağlıdır. Bir aracın kesin ithalatı veya Türk plakalı bir aracın ihracatı ayrı bir prosedüre tabidir. Size uygulanan kuralları açıklar, belgeleri hazırlar ve gümrük ile diğer makamlar nezdindeki işlemleri yürütürüz.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'ye taşınan ve aracını getirmek isteyen yabancılar.</li>
<li>Türkiye'de yabancı plakalı bir araç kullanan ikamet izni sahipleri.</li>
<li>Aracı izin verilen süreyi aşmış, aracına el konulmuş veya para cezası verilmiş araç sahipleri.</li>
<li>Kesin ithalat yoluyla araç getirmek veya Türk plakalı bir aracı ihraç etmek isteyenler.</li>
<li>Vefat eden bir yakınlarına ait bir araçla ilgili işlem yapması gereken mirasçılar.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>İkamet statünüzü, aracın tescilini ve planlarınızı inceleriz. Geçici kullanımın, kesin ithalatın veya ihracatın mümkün olup olmadığını ve ne gerektirdiğini size söyleriz. Vekaletnameleri ve diğer belgeleri hazırlar, lisanslı gümrük müşavirleriyle çalışır ve gümrük idaresi para cezası verir veya araca el koyarsa sizi temsil ederiz.</p>

<h2>Bilinmesi gereken temel kurallar</h2>
<ul>
<li><strong>Geçici kullanım.</strong> 4458 sayılı Gümrük Kanunu'na göre yurt dışında yerleşik kişiler ve belirli ikamet izinlerine sahip yabancılar, yabancı plakalı bir aracı Türkiye'de sınırlı bir süre kullanabilir. Süre ve şartlar statünüze bağlıdır; bu nedenle yola çıkmadan önce teyit edin.</li>
<li><strong>Aracı kimler kullanabilir.</strong> Araç genel olarak sahibinin kullanımı içindir. Başkaları aracı ancak gümrük kurallarının belirlediği sınırlar içinde, genellikle yazılı bir yetkiyle kullanabilir.</li>
<li><strong>Satış veya kiralama yasağı.</strong> Geçici olarak ithal edilmiş bir araç Türkiye'de satılamaz, kiraya verilemez veya başkasına devredilemez.</li>
<li><strong>Araç olmadan ayrılma.</strong> Türkiye'den aracınız olmadan ayrılırsanız aracın genellikle gümrük gözetimine bırakılması gerekir.</li>
<li><strong>Kesin ithalat.</strong> Kesin ithalat; gümrük vergisi, özel tüketim vergisi ve KDV ile birlikte teknik uygunluk kontrollerini içerir. Kullanılmış araç ithalatı, sınırlı istisnalar dışında kısıtlanmıştır.</li>
<li><strong>Sürücü belgesi.</strong> Yabancı sürücü belgesi sınırlı bir süre kullanılabilir. Türkiye'de ikamet edenler daha sonra bunu Türk sürücü belgesiyle değiştirmek zorundadır.</li>
</ul>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Değerlendirme.</strong> Pasaportunuzu, ikamet statünüzü, aracın tescilini ve planladığınız güzergâhı inceleriz.</li>
<li><strong>Belgeler.</strong> Tescil belgesini, mülkiyet belgelerini ve başka bir sürücü için verilecek yetkiyi, gereken hallerde çeviri ve apostilleriyle birlikte hazırlarız.</li>
<li><strong>Sigorta.</strong> Sigortanızın Türkiye'yi kapsadığını veya sınırda Türk trafik sigortası yaptırabileceğinizi teyit ederiz.</li>
<li><strong>Giriş.</strong> Sınırda gümrük idaresi aracı sahibinin pasaportuna kaydeder. Yola çıkmadan önce neleri kontrol etmeniz gerektiğini açıklarız.</li>
<li><strong>Kalış süresince.</strong> İzin verilen süreyi ve ikamet izninize bağlı olası uzatmaları takip ederiz.</li>
<li><strong>Çıkış, ithalat veya ihracat.</strong> Aracın çıkışını, kesin ithalat için gümrük işlemlerini ya da Türk plakalı bir aracın kaydının silinmesini ve ihracatını hazırlarız.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaport ve varsa ikamet izni kartı</li>
<li>Araç sahibi adına düzenlenmiş araç tescil belgesi (ruhsat)</li>
<li>Sürücü belgesi ve gereken hallerde uluslararası sürücü belgesi</li>
<li>Türkiye'de geçerli sigorta</li>
<li>Aracı sahibinden başka biri kullanacaksa noter onaylı yetki belgesi</li>
<li>İthalat veya ihracat için: bir gümrük müşaviriyle hazırlanan faturalar, teknik belgeler ve gümrük beyannameleri</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Geçici giriş genellikle sınırda aynı gün tamamlanır. Kesin ithalat veya ihracat daha uzun sürer ve gümrük ile teknik kontrollere bağlıdır. Kesin ithalatta vergi ve harçlar yüksek olabilir; bu nedenle karar vermeden önce bunları inceleriz. Ücretimiz önceden yazılı olarak kararlaştırılır.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>İzin verilen süreyi aşmak. Bu, para cezasına ve araca el konulmasına yol açabilir.</li>
<li>Bir arkadaşın veya yakının, gerekli yetki olmadan aracı kullanmasına izin vermek.</li>
<li>Yabancı plakalı bir aracı Türkiye'de gayriresmi yollarla satmak.</li>
<li>Türkiye'den araç olmadan ve aracı gümrük gözetimine bırakmadan ayrılmak.</li>
<li>İthalat kısıtlamalarını önceden kontrol etmeden, ithal etmek üzere yurt dışından kullanılmış bir araç satın almak.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Türkiye'ye bir araç getirmeyi planlıyorsanız veya bir araçla ilgili gümrük sorununuz varsa aracın tescil edildiği ülkeyi ve Türkiye'deki statünüzü belirterek <a href="/contact-us">bize yazın</a>. Yola çıkmadan önce size uygulanan kuralları açıklarız.</p>`,
  },
  {
    slug: 'criminal-law-services',
    title: 'Ceza Hukuku Hizmetleri',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'deki ceza işlerinde yabancılar için müdafilik ve mağdur vekilliği: gözaltı, soruşturma, kovuşturma, kanun yolları ve ikamet statüsüne etkisi.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Yabancı bir ülkede ifadeye çağrılmak, gözaltına alınmak veya bir suçla itham edilmek strese yol açar. Dil, usul ve süreler alışılmadıktır. Türk ceza hukuku esas olarak 5237 sayılı Türk Ceza Kanunu ve 5271 sayılı Ceza Muhakemesi Kanunu'nda düzenlenmiştir. Yabancıları şüpheli, sanık ve mağdur olarak temsil eder, her aşamayı sade ve anlaşılır bir dille açıklarız.</p>

<h2>Kimler için</h2>
<ul>
<li>Kolluğa veya Cumhuriyet savcılığına ifade vermeye çağrılan yabancılar.</li>
<li>Gözaltında tutulan veya yakınları gözaltına alınmış yabancılar.</li>
<li>Bir ceza davasında sanık olanlar ve yurt dışı çıkış yasağı veya başka bir adli kontrol tedbiriyle karşı karşıya kalanlar.</li>
<li>Dolandırıcılık, yaralama, hırsızlık veya başka suçların mağduru olup şikayette bulunmak ve davayı takip etmek isteyenler.</li>
<li>İkamet veya çalışma statüsü bir ceza davasından etkilenebilecek yabancılar.</li>
</ul>

<h2>Gözaltındaki haklarınız</h2>
<ul>
<li>En başından itibaren bir avukattan yararlanma ve avukatla baş başa görüşme hakkı.</li>
<li>Türkçe bilmiyorsanız ücretsiz tercüman hakkı.</li>
<li>Susma hakkı.</li>
<li>Bir yakınınıza ve dilerseniz konsolosluğunuza haber verilmesini isteme hakkı.</li>
</ul>
<p>Gözaltı süresi genel olarak 24 saatle sınırlıdır; birden fazla kişi tarafından birlikte işlenen suçlarda daha uzun sürelere izin verilir. Bu sürenin sonunda şüpheli serbest bırakılır veya hakim önüne çıkarılır.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>İfadenizde hazır bulunur, isnadı ve haklarınızı açıklar, tutanağa yazılanın söylediklerinizle örtüşmesini sağlarız. Tutuklamaya ve yurt dışı çıkış yasağı gibi adli kontrol tedbirlerine itiraz ederiz. Dosyayı ve delilleri inceler, savunma dilekçeleri sunar ve her duruşmada sizi temsil ederiz. Mağdurlar için şikayette bulunur, davaya katılan sıfatıyla dahil olur ve davayı sonuna kadar takip ederiz. Davanın ikamet izninize etkisini de değerlendiririz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Soruşturma.</strong> Cumhuriyet savcısı delil toplar ve ifadeleri alır. Savcı kovuşturmaya yer olmadığına karar verebilir veya iddianame düzenleyebilir.</li>
<li><strong>Tutuklama kararı.</strong> Savcı talep ederse sulh ceza hakimliği tutuklamaya veya yurt dışı çıkış yasağı ya da düzenli imza yükümlülüğü gibi daha hafif tedbirlere karar verir.</li>
<li><strong>İddianame.</strong> İddianame mahkemece kabul edilirse dava, asliye ceza mahkemesinde veya ağır ceza mahkemesinde görülür.</li>
<li><strong>Yargılama.</strong> Mahkeme tarafları ve tanıkları dinler, delilleri değerlendirir ve hükmünü verir.</li>
<li><strong>Kanun yolları.</strong> Hükme karşı bölge adliye mahkemesine istinaf yoluyla ve bazı durumlarda Yargıtay'a temyiz yoluyla başvurulabilir. Süreler kısa ve kesindir.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaport ve ikamet veya çalışma izni</li>
<li>Size ulaşan her belge: çağrı kağıdı, ifade tutanakları, tebligatlar, mahkeme kararları</li>
<li>Lehinize olan her türlü delil: mesajlar, makbuzlar, fotoğraflar, tanıkların adları</li>
<li>Gözaltı aşamasından sonraki işlemler için bir vekaletname</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Soruşturmalar ve davalar aylarca, bazen daha uzun sürebilir. İtiraz ve kanun yolu süreleri tebliğden itibaren gün veya hafta olarak hesaplanır; bu nedenle hemen harekete geçin. Yalnızca şikayet üzerine kovuşturulan suçlarda mağdurun, suçu ve faili öğrendiği tarihten itibaren şikayette bulunmak için genel olarak altı ay süresi vardır. Ücretimizi yazılı olarak kararlaştırırız. Baro tarafından görevlendirilecek bir avukat da talep edebilirsiniz.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Avukat veya yeterli bir tercüman olmadan ifade vermek.</li>
<li>Anlamadığınız bir ifade tutanağını imzalamak.</li>
<li>Türkiye'den ayrılıp bir çağrıyı görmezden gelmek. Bu, hakkınızda yakalama kararı çıkarılmasına yol açabilir.</li>
<li>e-Devlet üzerinden veya kayıtlı adresinize gönderilen tebligatları kaçırmak.</li>
<li>Bir ceza davasının ikamet izninizi etkilemeyeceğini varsaymak. Bazı mahkumiyetler <a href="/services/deportation">sınır dışı etme</a> ile sonuçlanabilir.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Siz veya bir aile üyeniz Türkiye'de bir ceza işiyle karşı karşıyaysanız mümkün olan en kısa sürede <a href="/contact-us">bize yazın</a>. Kişinin nerede tutulduğunu bildirin veya size ulaşan belgeleri gönderin.</p>`,
  },
  {
    slug: 'deportation',
    title: 'Sınır Dışı Etme (Deport)',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'den sınır dışı edilmekle karşılaşan yabancılara destek: kararın incelenmesi, {{deportationAppealDays}} içinde idare mahkemesine başvuru, idari gözetim ve giriş yasakları.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Yabancıların Türkiye'den sınır dışı edilmesi 6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu'na tabidir. Sınır dışı etme kararı, çoğu zaman Göç İdaresi Başkanlığı'nın talimatı üzerine valilik tarafından alınır. Tepki verme süresi kısadır: sınır dışı etme kararına karşı tebliğden itibaren {{deportationAppealDays}} içinde idare mahkemesine başvurulabilir (6458 sayılı Kanun'un 53(3). maddesi, Aralık 2019'da 7196 sayılı Kanun ile değiştirilmiş hali). Kararı incelemek, davayı açmak ve idari gözetim ile giriş yasaklarıyla ilgilenmek için hızla harekete geçeriz.</p>

<h2>Kimler için</h2>
<ul>
<li>Hakkında sınır dışı etme kararı verilmiş yabancılar veya yakınları hakkında böyle bir karar verilmiş olanlar.</li>
<li>Bir geri gönderme merkezinde idari gözetim altında tutulan yabancılar.</li>
<li>İkamet izni reddedilen veya iptal edilen ya da vizesinin veya izninin süresini aşan kişiler.</li>
<li>Çalışma izni olmadan çalışırken tespit edilen yabancılar.</li>
<li>Türkiye dışında bulunan, hakkında giriş yasağı olan ve geri dönmek isteyen kişiler.</li>
</ul>

<h2>Sınır dışı etmenin yaygın sebepleri</h2>
<p>Sebepler kanunda sayılmıştır. Bunlar arasında vize veya ikamet izni süresinin önemli ölçüde aşılması, izinsiz çalışma, sahte belge kullanma, giriş ve çıkış kurallarının ihlali, bazı cezai mahkumiyetler ve kamu düzeni, kamu güvenliği veya kamu sağlığı bakımından tehdit oluşturma yer alır. Kanun bazı kişileri sınır dışı edilmeye karşı da korur; örneğin gönderilecekleri ülkede ölüm cezası, işkence veya insanlık dışı muameleyle karşılaşacaklarına dair ciddi emareler bulunan kişiler.</p>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Kararı ve tebliğ tutanağını temin edip okur, usule uyulup uyulmadığını kontrol ederiz. Aile, iş, mülk ve kalış süreniz gibi Türkiye ile bağlarınızı gösteren delilleri toplarız. Davayı süresi içinde idare mahkemesinde açarız. Çoğu durumda dava açılması mahkeme karar verene kadar sınır dışı etmeyi durdurur; ancak güvenlikle ilgili bazı sebepler için istisnalar vardır. İdari gözetim altındaysanız gözetime sulh ceza hakimliği nezdinde itiraz ederiz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Acil iletişim.</strong> Kararı aldığınız gün bizimle iletişime geçin. Size verilen her belgenin bir kopyasını saklayın.</li>
<li><strong>İnceleme.</strong> Kararı okur, hukuki dayanağı belirler ve tebliğ tarihini kontrol ederiz; çünkü {{deportationAppealDays}} olan dava açma süresi bu tarihten itibaren işler.</li>
<li><strong>Deliller.</strong> Durumunuzu gösteren belgeleri toplarız: izinler, aile kayıtları, çalışma, sağlık durumu ve varsa devam eden davalar.</li>
<li><strong>Dava.</strong> Davayı idare mahkemesinde açar ve mahkeme karar verene kadar sınır dışı etmenin durdurulmasını talep ederiz.</li>
<li><strong>İdari gözetim.</strong> Gözetim altında tutuluyorsanız gözetime itiraz eder ve sizi geri gönderme merkezinde ziyaret ederiz.</li>
<li><strong>Karar.</strong> Kanun mahkemenin hızla karar vermesini öngörür ve mahkemenin bu davada verdiği karar kesindir. Karar iptal edilirse ikamet durumunuzu düzene sokmanıza yardımcı oluruz.</li>
<li><strong>Giriş yasakları.</strong> Türkiye'den ayrıldıysanız bir giriş yasağı veya tahdit kodu olup olmadığını kontrol eder, gerekçe varsa kaldırılması için başvurur veya buna karşı dava açarız.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Sınır dışı etme kararı ve tebliğ tutanağı</li>
<li>Pasaport ve ikamet veya çalışma izni (geçerli ya da süresi dolmuş)</li>
<li>Türkiye'deki aile üyelerinin evlilik ve doğum belgeleri</li>
<li>İş sözleşmesi, maaş bordroları veya gelir belgesi</li>
<li>Adresinizi gösteren kira sözleşmesi veya tapu</li>
<li>Sağlık durumu önemliyse sağlık raporları</li>
<li>Karar bir ceza davasıyla bağlantılıysa mahkeme belgeleri</li>
<li>Avukat için bir vekaletname; gözetim altındaki kişiler için bunu merkezde düzenletiriz</li>
</ul>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>{{deportationAppealDays}} olan dava açma süresini kaçırmak. Süre geçtikten sonra seçenekler çok daralır.</li>
<li>Geri gönderme merkezinde anlamadan form imzalamak.</li>
<li>Kararın ve tebliğ tutanağının bir kopyasını saklamamak.</li>
<li>Giriş yasağının kendiliğinden kalkacağını varsaymak veya yasak yürürlükteyken yeniden giriş yapmaya çalışmak.</li>
<li>Acil tehlike geçtikten sonra, süresi dolmuş izin gibi asıl sebebi gidermemek.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Siz veya bir aile üyeniz hakkında sınır dışı etme kararı verildiyse kararın bir fotoğrafı ve kararı aldığınız tarihle birlikte bugün <a href="/contact-us">bize yazın</a>. İzinle ilgili sorular için <a href="/services/turkish-residence-permit">ikamet izni hizmetimize</a> bakın.</p>`,
  },
  {
    slug: 'inheritance-law',
    title: 'Miras Hukuku',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Yabancı mirasçılar ve malikler için Türkiye'de miras: mirasçılık belgesi, vasiyetname, saklı paylar, banka varlıkları, taşınmaz devirleri ve vergi.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Türkiye'de taşınmazı, banka hesabı veya aracı bulunan biri vefat ettiğinde, mirasçılar yurt dışında yaşasalar bile bu varlıkları devralmak için Türk prosedürlerini izlemek zorundadır. Yabancılar bakımından hangi ülkenin hukukunun uygulanacağını 5718 sayılı Milletlerarası Özel Hukuk ve Usul Hukuku Hakkında Kanun belirler. Kural olarak miras, ölenin vatandaşı olduğu ülkenin hukukuna tabidir; ancak Türkiye'deki taşınmazlar Türk hukukuna tabidir. Türk miras hukuku kuralları 4721 sayılı Türk Medeni Kanunu'nda yer alır. Mirasçılara sürecin tamamında rehberlik eder, maliklerin önceden plan yapmasına yardımcı oluruz.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'de taşınmazı veya banka hesabı bulunan birinin yabancı mirasçıları.</li>
<li>Vasiyetname düzenlemek veya mirasını planlamak isteyen, Türkiye'de taşınmazı bulunan yabancı malikler.</li>
<li>Mirasçıların terekenin nasıl paylaşılacağı konusunda anlaşamadığı aileler.</li>
<li>Borçlu olabilecek bir mirası reddetmek isteyen mirasçılar.</li>
</ul>

<h2>Bilinmesi gereken temel kurallar</h2>
<ul>
<li><strong>Yasal mirasçılar.</strong> Türk hukukuna göre miras önce altsoya, sonra anne ve baba ile onların altsoyuna, sonra büyükanne ve büyükbabalar ile onların altsoyuna geçer. Sağ kalan eş bunlarla birlikte mirasçı olur; eşin payı, hangi akrabaların sağ olduğuna göre değişir.</li>
<li><strong>Saklı paylar.</strong> Altsoy, anne ve baba ile eşin, vasiyetnameyle ellerinden alınamayacak saklı payları vardır. Tasarruf edilebilir kısmı aşan tasarruflar mahkemece tenkis edilebilir.</li>
<li><strong>Vasiyetname.</strong> Türk hukuku noter huzurunda düzenlenen resmi vasiyetnameyi, tarih ve imza içeren ve baştan sona el yazısıyla yazılan el yazılı vasiyetnameyi ve olağanüstü durumlarda sözlü vasiyetnameyi tanır. Yurt dışında düzenlenen bir vasiyetname, uygulanacak şekil kurallarına, örneğin düzenlendiği ülkenin kurallarına uygunsa Türkiye'de geçerli olabilir.</li>
<li><strong>Mirasın reddi.</strong> Bir mirasçı, genel olarak ölümü ve mirasçı olduğunu öğrendiği tarihten itibaren üç ay içinde mirası reddedebilir.</li>
<li><strong>Veraset ve intikal vergisi.</strong> Mirasçılar, kanunda belirlenen süre içinde Türk vergi dairesine veraset ve intikal vergisi beyannamesi vermek zorundadır. Bu süre, ölümün nerede gerçekleştiğine ve mirasçıların nerede yaşadığına göre değişir.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Türkiye'deki varlıkları tespit eder, mirasçılık belgesini (veraset ilamı) alır, vergi beyannamesini verir ve varlıkları mirasçılara devrederiz. Yurt dışındaki mirasçılar bize vekaletname verebilir; böylece seyahat etmeleri gerekmez. Mirasçılar anlaşamazsa bir paylaşma sözleşmesi için müzakere eder veya gerekirse ortaklığın giderilmesi davası açarız. Malikler için Türk hukukuna göre işleyen ve başka bir ülkede yapılmış vasiyetnamelerle uyumlu bir vasiyetname hazırlarız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Varlık araştırması.</strong> Ölenin Türkiye'deki tapularını, banka hesaplarını, araçlarını ve diğer varlıklarını araştırırız.</li>
<li><strong>Mirasçılık belgesi.</strong> Bir Türk sulh hukuk mahkemesinden veya mümkün olduğunda bir noterden mirasçılık belgesi alırız. Yurt dışında düzenlenen bir mirasçılık belgesinin Türk kurumlarınca kabul edilmesi için genellikle bir Türk mahkemesince tanınması gerekir.</li>
<li><strong>Vasiyetname.</strong> Bir vasiyetname varsa açılması için mahkemeye başvurur ve mirasçılara tebliğ ettiririz.</li>
<li><strong>Vergi.</strong> Veraset ve intikal vergisi beyannamesini verir ve ödemeyi ayarlarız; böylece vergi dairesi bankaların ve tapu müdürlüğünün istediği ilişik kesme yazısını düzenleyebilir.</li>
<li><strong>Devir.</strong> Taşınmazı tapu müdürlüğünde mirasçılar adına tescil ettirir, banka bakiyelerini ve diğer varlıkları serbest bıraktırırız.</li>
<li><strong>Paylaşım.</strong> Mirasçılar taşınmazı birlikte tutabilir, bir paylaşım üzerinde anlaşabilir veya satabilir. Anlaşamazlarsa mahkeme ortaklığın giderilmesine karar verebilir.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Apostilli ve yeminli Türkçe çevirisi bulunan ölüm belgesi</li>
<li>Aile bağını gösteren doğum ve evlilik belgeleri</li>
<li>Ölenin ve her mirasçının pasaportu</li>
<li>Varsa vasiyetname veya yabancı mirasçılık belgesi</li>
<li>Mevcutsa tapular, banka bilgileri ve araç belgeleri</li>
<li>Bizzat katılmayacak mirasçılardan vekaletnameler</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Tek bir varlığın bulunduğu ve mirasçıların anlaştığı basit bir dosya, mahkemece tanıma gerektiren veya uyuşmazlık içeren bir dosyadan daha hızlı ilerler. Veraset ve intikal vergisi, yargı harçları ve tapu harçları terekenin değerine ve mirasçıların ölenle yakınlık derecesine bağlıdır. Beklenen resmi masrafları size bildirir ve ücretimizi yazılı olarak kararlaştırırız.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Terekenin borçlu olabileceği durumda ret süresini kaçırmak.</li>
<li>Vergi beyannamesini geç vermek; bu cezalara yol açar.</li>
<li>Türk kurumlarının tanıma olmadan kabul etmediği yabancı bir mirasçılık belgesine güvenmek.</li>
<li>Adların yabancı ve Türk kayıtlarında farklı yazılması.</li>
<li>Maliklerin, Türkiye'deki taşınmazlar bakımından nasıl işleyeceğini kontrol etmeden yurt dışında vasiyetname düzenlemesi.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Türkiye'deki varlıklar üzerinde mirasçıysanız veya buradaki kendi mülkünüz için plan yapmak istiyorsanız ayrıntılarla birlikte <a href="/contact-us">bize yazın</a>. <a href="/services/real-property-sales-title-deed-transfers">Tapu devri hizmetimize</a> de göz atın.</p>`,
  },
  {
    slug: 'family-law',
    title: 'Aile Hukuku',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Türkiye'deki yabancılar için aile hukuku: evlilik, anlaşmalı ve çekişmeli boşanma, velayet, nafaka, mal paylaşımı ve yabancı mahkeme kararları.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Aile meseleleri çoğu zaman sınırları aşar: farklı uyruklardan eşler, birden fazla ülkede yaşayan çocuklar, Türkiye'de ve yurt dışında bulunan mallar. Türk aile hukuku esas olarak 4721 sayılı Türk Medeni Kanunu'nda düzenlenmiştir. Yabancılara hangi ülkenin hukukunun uygulanacağı 5718 sayılı Milletlerarası Özel Hukuk ve Usul Hukuku Hakkında Kanun'a göre belirlenir. Aile davalarına aile mahkemeleri bakar. Yabancılara ve farklı uyruklu çiftlere tüm temel aile hukuku konularında danışmanlık verir ve onları temsil ederiz.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'de evlenmek veya yurt dışında yapılmış bir evliliği tescil ettirmek isteyen yabancılar.</li>
<li>Anlaşmalı veya çekişmeli boşanmak isteyen eşler.</li>
<li>Velayet, kişisel ilişki, iştirak nafakası veya sınır ötesine götürülmüş bir çocukla ilgili sorunlar yaşayan ebeveynler.</li>
<li>Boşanmanın ardından mallarını paylaşan eşler.</li>
<li>Yabancı bir boşanma veya velayet kararının Türkiye'de tanınmasına ihtiyaç duyan kişiler.</li>
<li>6284 sayılı Kanun kapsamında aile içi şiddete karşı korunmaya ihtiyaç duyan herkes.</li>
</ul>

<h2>Başlıca konularımız</h2>
<ul>
<li><strong>Evlilik.</strong> Yabancılar belediye evlendirme dairelerinde evlenebilir. Genellikle istenen belgeler arasında apostilli ve yeminli çevirisi yapılmış evlenme ehliyet belgesi, doğum belgesi, sağlık raporu ve pasaport bulunur.</li>
<li><strong>Anlaşmalı boşanma.</strong> Evlilik en az bir yıl sürmüşse, her iki eş duruşmaya bizzat katılır ve tüm şartlarda anlaşırsa hakim, anlaşmalarına dayanarak boşanmaya karar verebilir.</li>
<li><strong>Çekişmeli boşanma.</strong> Anlaşma yoksa davayı açan eş, çoğunlukla evlilik birliğinin temelinden sarsılması olmak üzere yasal bir boşanma sebebini ispat etmek zorundadır.</li>
<li><strong>Çocuklar.</strong> Mahkeme velayet, kişisel ilişki ve iştirak nafakası konularında çocuğun yararına göre karar verir. Türkiye, çocuk kaçırmaya ilişkin Lahey Sözleşmesi'ne taraftır.</li>
<li><strong>Mallar.</strong> Eşler başka bir rejim seçmedikçe Türk hukukunda edinilmiş mallara katılma rejimi uygulanır. Her eş, genel olarak diğerinin evlilik süresince edindiği mallardan pay alır.</li>
<li><strong>Tanıma.</strong> Yabancı bir boşanma kararının Türk kayıtlarında sonuç doğurması için tanınması gerekir. Anlaşmalı bazı boşanmalar nüfus müdürlüğünce tescil edilebilir; diğerleri için Türk mahkemesinde tanıma davası açılması gerekir.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Sonucu etkilediği için önce hangi ülkenin mahkemelerinin yetkili olduğunu ve hangi hukukun uygulanacağını kontrol ederiz. Evlilik ve boşanma sözleşmelerini Türkçe ve İngilizce olarak hazırlar, davaları açar ve duruşmalarda sizi temsil ederiz. Ailenin bağlantısı bulunan diğer ülkelerdeki avukatlarla da birlikte çalışırız.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Danışma.</strong> Durumunuzu dinler; uyruk, ikamet, çocuklar ve malvarlığını kontrol eder ve seçenekleri açıklarız.</li>
<li><strong>Strateji.</strong> Anlaşmalı bir yolun mümkün olup olmadığını, hangi mahkemenin yetkili olduğunu ve hangi hukukun uygulanacağını değerlendiririz.</li>
<li><strong>Belgeler.</strong> Belgeleri, çevirileri ve delilleri toplarız.</li>
<li><strong>Anlaşma veya dava.</strong> Mallar, nafaka, velayet ve kişisel ilişkiyi düzenleyen bir protokolü müzakere eder veya çekişmeli bir dava açarız.</li>
<li><strong>Duruşmalar.</strong> Mahkemede sizi temsil ederiz. Türkçe bilmiyorsanız size tercüman sağlanır.</li>
<li><strong>Karardan sonra.</strong> Kararı tescil ettirir, ödemelerin veya kişisel ilişki düzenlemelerinin yerine getirilmesini sağlar ve yurt dışında tanıma işlemleriyle ilgileniriz.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Pasaportlar ve ikamet izinleri</li>
<li>Evlilik belgesi ve çocukların doğum belgeleri</li>
<li>Tapular ve banka kayıtları dahil gelir ve malvarlığını gösteren belgeler</li>
<li>Tanıma için apostilli ve yeminli çevirisi yapılmış yabancı mahkeme kararları</li>
<li>Avukat için bir vekaletname</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Anlaşmalı bir boşanma, dava açıldıktan sonra çoğu zaman tek bir duruşmada sonuçlanabilir. Çekişmeli davalar, mahkemenin iş yüküne ve delillere bağlı olarak çok daha uzun sürer. Yargı harçlarını ve mahkemenin aldırdığı raporların masraflarını taraflar öder. Ücretimizi yazılı olarak kararlaştırırız.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>Malları, nafakayı veya çocukları eksiksiz düzenlemeyen bir boşanma protokolü imzalamak.</li>
<li>Bir çocuğu diğer ebeveynin rızası veya mahkeme kararı olmadan yurt dışına götürmek.</li>
<li>Yabancı bir boşanma kararının tanınmadan Türkiye'de geçerli olduğunu varsayıp yeniden evlenmeye veya mal satmaya çalışmak.</li>
<li>Boşanmanın ardından mal haklarını talep etmek için çok uzun beklemek.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Aile meseleleri kişiseldir ve bunları gizlilik içinde yürütürüz. Durumunuzun kısa bir açıklaması ve ilgili ülkelerle birlikte <a href="/contact-us">bize yazın</a>.</p>`,
  },
  {
    slug: 'work-permit-in-turkey-for-employees',
    title: "Çalışanlar için Türkiye'de Çalışma İzni",
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      "Yabancı çalışanlar için Türkiye'de çalışma izni: başvurunun işleyişi, 1, 2 ve 3 yıllık uzatmalar, {{indefiniteWorkPermitYears}} sonra alınabilen süresiz izin ve iş değişikliği.",
    description: `<h2>Bu hizmetin kapsamı</h2>
<p>Türkiye'de çalışan bir yabancının, bir muafiyet söz konusu olmadıkça çalışma iznine ihtiyacı vardır. Çalışma izinleri, 4817 sayılı Kanun'un yerini alan 6735 sayılı Uluslararası İşgücü Kanunu'na tabidir. Başvuruları işveren çevrimiçi olarak yapar ve Çalışma ve Sosyal Güvenlik Bakanlığı karara bağlar. Geçerli bir çalışma izni aynı zamanda ikamet izni yerine geçer. Çalışanlara hak ve yükümlülükleri konusunda danışmanlık verir, onların ve işverenlerinin eksiksiz bir dosya hazırlamasına yardımcı oluruz.</p>

<h2>Kimler için</h2>
<ul>
<li>Türkiye'deki bir şirketten iş teklifi almış yabancılar.</li>
<li>Hâlihazırda ikamet izniyle Türkiye'de bulunan ve çalışmaya başlamak isteyen yabancılar.</li>
<li>İzninin süresi dolmak üzere olan veya işveren değiştirmek isteyen çalışanlar.</li>
<li>Süresiz çalışma iznine hak kazanabilecek uzun süreli çalışanlar.</li>
</ul>

<h2>Çalışma izinleri nasıl verilir</h2>
<ul>
<li><strong>İlk izin.</strong> Süreli çalışma izni ilk başvuruda en fazla 1 yıl için verilir.</li>
<li><strong>Uzatmalar.</strong> Aynı işverenle, önce en fazla 2 yıl, sonra en fazla 3 yıl için uzatılabilir.</li>
<li><strong>Süresiz izin.</strong> Türkiye'de {{indefiniteWorkPermitYears}} yasal çalışmanın ardından süresiz çalışma izni için başvurabilirsiniz.</li>
<li><strong>İşverene bağlılık.</strong> Süreli çalışma izni belirli bir işverene ve pozisyona bağlıdır. Yeni bir işveren yeni bir izin için başvurmak zorundadır.</li>
<li><strong>Uzatma başvurusunun zamanı.</strong> Uzatma başvuruları iznin sona ermesinden önceki 60 gün içinde ve her halükârda izin sona ermeden yapılır.</li>
</ul>

<h2>Nasıl yardımcı oluyoruz</h2>
<p>Size uyan yolu açıklarız: yurt dışından bir Türk konsolosluğu aracılığıyla veya geçerli bir ikamet izniyle Türkiye içinden başvuru. Mesleğinizin diploma denkliği gerektirip gerektirmediği dahil belgelerinizi kontrol eder, başvuruyu yapan işvereninizle koordinasyonu sağlarız. Dosyayı takip eder, Bakanlığın taleplerini yanıtlar ve uzatmalar, iş değişiklikleri ve aile ikameti konusunda danışmanlık veririz.</p>

<h2>Adım adım süreç</h2>
<ol>
<li><strong>Uygunluk kontrolü.</strong> İşinizi, niteliklerinizi, statünüzü ve işverenin durumunu inceleriz. Bakanlık; Türk çalışan sayısı, şirketin mali durumu ve önerilen ücret gibi kriterlere bakar.</li>
<li><strong>Başvuru.</strong> Yurt dışından başvuruda siz bir Türk konsolosluğuna başvurursunuz, ardından işveren çevrimiçi başvuru yapar. Türkiye içinden başvuruda işveren, ikamet izniniz geçerliyken çevrimiçi başvuru yapar.</li>
<li><strong>İnceleme.</strong> Bakanlık, eksiksiz bir başvuruyu 30 gün içinde karara bağlamayı hedefler. Eksik dosyalar veya ek bilgi talepleri süreyi uzatır.</li>
<li><strong>Onay.</strong> Yurt dışından başvurduysanız çalışma vizenizi alır ve Türkiye'ye girersiniz. İşveren sizi Sosyal Güvenlik Kurumu'na (SGK) kaydeder.</li>
<li><strong>Kart ve adres.</strong> Çalışma izni kartı düzenlenir ve Türkiye'deki adresinizi kaydettirirsiniz.</li>
<li><strong>Uzatmalar ve değişiklikler.</strong> Bitiş tarihini takvimimize kaydeder, uzatma başvurusunu veya işveren değiştirirseniz yeni başvuruyu hazırlarız.</li>
</ol>

<h2>Genellikle gereken belgeler</h2>
<ul>
<li>Başvurulan süre boyunca geçerli pasaport</li>
<li>Biyometrik fotoğraf</li>
<li>Yeminli çevirisiyle birlikte diploma ve not dökümü; düzenlenmiş meslekler için <a href="/services/diploma-equalization-services">diploma denkliği</a></li>
<li>İmzalı iş sözleşmesi veya iş teklifi</li>
<li>Türkiye içinden başvuruluyorsa ikamet izni</li>
<li>İşverenin sağladığı şirket belgeleri</li>
</ul>

<h2>Süreler ve masraflar</h2>
<p>Çalışma izni harçları ve izin kartı bedeli her yıl belirlenir. Bunları genellikle işveren öder, ancak sözleşmenizi kontrol edin. Aileniz size katılırsa aile ikamet izni için başvururlar. Bir ikamet izninin harç ve ücretleri toplamda yaklaşık {{residenceFeesUsd}} tutar ve ücretler her yıl değişir.</p>

<h2>Sık yapılan hatalar</h2>
<ul>
<li>İzin onaylanmadan çalışmaya başlamak. Hem çalışana hem işverene para cezası verilebilir ve çalışan sınır dışı edilebilir.</li>
<li>Yeni işveren için yeni bir izin almadan iş değiştirmek.</li>
<li>Uzatma başvurusu süresini kaçırmak.</li>
<li>Sözleşmedeki ücretin işverenin beyan ettiği ücretle uyuşmaması.</li>
<li>Yasal çalışmadaki boşlukların süresiz izne hak kazanmayı geciktirmesi.</li>
</ul>

<h2>Bize ulaşın</h2>
<p>Türkiye'de bir iş teklifi aldıysanız veya izninizle ilgili bir sorunuz varsa uyruğunuzu, mesleğinizi ve işverenin bilgilerini belirterek <a href="/contact-us">bize yazın</a>. İşverenler <a href="/services/work-permit-in-turkey-for-employers">işverenler için çalışma izni hizmetimize</a> göz atabilir.</p>`,
  },
])
