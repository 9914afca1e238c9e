import type { Guide } from '../schema.ts'
import { fill } from './fill.ts'
import { site } from '../../config/site.ts'

/** Rehber: Türkiye'de Gayrimenkul Yatırımı (/guides/real-estate-guide). Çeviri, İngilizce metin esastır. */
export const realEstateGuide: Guide = fill({
  slug: 'real-estate-guide',
  guidelineName: 'RealEstate_Guideline',
  lastReviewed: '2026-11-23',
  title: "Türkiye'de Gayrimenkul Yatırımı",
  subtitle: 'Yabancı alıcılar için sade bir rehber: kontroller, masraflar, tapu müdürlüğü ve satın almadan sonrası.',
  summary:
    "Yabancılar Türkiye'de nasıl mülk alır: kimler alabilir, tapu ve imar kontrolleri, değerleme raporu, tapu müdürlüğü adımları, masraflar, ikamet ve vatandaşlık.",
  intro:
    "Türkiye'de yabancı olarak mülk satın almak, çokça kullanılan bir hukuki yoldur; ancak kendine özgü kuralları vardır. Bu rehber bu kuralları karşınıza çıkacakları sırayla anlatır: satın alıp alamayacağınız, ödeme yapmadan önce mülkü nasıl kontrol edeceğiniz, değerleme raporu, tapu müdürlüğündeki imza, masraflar ve vergiler, mülk yoluyla ikamet izni ve vatandaşlık ve anahtarlar size geçtikten sonra yapmanız gerekenler. Bu rehber genel bilgi niteliğindedir, sizin durumunuza ilişkin bir hukuki görüş değildir; bu nedenle imza atmadan veya ödeme yapmadan önce satın alımınıza ilişkin ayrıntıları bir avukatla teyit ediniz.",
  benefits: [
    {
      title: 'Mülk görmeye gitmeden önce kuralları bilin',
      text: 'Uyruğunuzun, mülkün bulunduğu yerin ve mülk türünün yabancıya satışa izin verip vermediğini erkenden öğrenin; böylece gerçekleşemeyecek bir satış için zaman ya da kapora kaybetmezsiniz.',
    },
    {
      title: 'Mülkün kendisi için bir kontrol listesi',
      text: 'Tapu kaydında, imar durumunda ve yapı kullanma izin belgesinde nelere bakmanız gerektiğini ve hangi bulguların sizi durdurup soru sormaya yöneltmesi gerektiğini öğrenin.',
    },
    {
      title: 'Adım adım tapu müdürlüğü',
      text: 'Tapu devrinde gereken belgeleri, harçları ve randevuları, hangi masrafı genellikle kimin ödediğini ve imza günü ödemeyi nasıl güvenli biçimde yapacağınızı görün.',
    },
    {
      title: 'İkamet izni, vatandaşlık ve satın almadan sonraki yaşam',
      text: 'Mülkün bir ikamet izni veya vatandaşlık başvurusuna nasıl dayanak olabileceğini ve malikin sonrasında ilgilenmesi gereken konuları anlayın: sigorta, abonelikler, kiralama ve vergiler.',
    },
  ],
  author: {
    member: 'selin-aksoy',
    bio: `Selin Aksoy, ${site.name} bürosunu ${site.founded} yılında kurdu. 2023 itibarıyla dört yılı aşkın avukatlık deneyimine sahipti. Çalışmaları, ilk tapu kontrolünden nihai başvuruya kadar yabancı yatırımcıların gayrimenkul alımları ve vatandaşlık başvuruları üzerinde yoğunlaşmaktadır.`,
  },
  testimonial: {
    sample: true,
    quote:
      'Tapu kontrolleriyle ilgili bölüm, herhangi bir ödeme yapmadan önce hangi soruları sormam gerektiğini gösterdi. Süreci yurt dışından takip etmemi çok kolaylaştırdı.',
    author: 'Maria K., Almanya',
  },
  chapters: [
    {
      title: "Türkiye'de kimler mülk satın alabilir",
      html: `<p>Yabancı uyrukluların çoğu Türkiye'de kendi adlarına mülk satın alabilir. Hukuki dayanak 2644 sayılı Tapu Kanunu'nun 35. maddesidir. 2012'den bu yana eski katı karşılıklılık kuralının yerini, vatandaşları mülk edinebilecek ülkelerin listesi almıştır. Bu liste artık karşılıklılık ve ülkeler arasındaki ilişkiler dikkate alınarak Cumhurbaşkanı kararıyla belirlenmektedir. Çoğu ülkenin vatandaşları bu listede yer alır. Az sayıda ülkenin vatandaşları ise mülk satın alamaz veya ancak ek izinlerle satın alabilir. Mülk gezmeye zaman ayırmadan önce kendi uyruğunuzu kontrol ediniz.</p>
<h3>Yüzölçümü ve yer sınırlamaları</h3>
<ul>
<li>Yabancı bir gerçek kişi, Türkiye genelinde toplam 30 hektara kadar taşınmaz edinebilir.</li>
<li>Yabancılara ait taşınmazlar, bir ilçedeki özel mülkiyete konu alanın %10'unu aşamaz. Bu sınır daireleri nadiren etkiler, ancak gözde bölgelerdeki arsa ve villaları etkileyebilir.</li>
<li>Askeri yasak bölgeler ve güvenlik bölgelerindeki taşınmazlar yabancılara satılamaz. Bazı stratejik alanlar ayrıca izin gerektirir.</li>
</ul>
<h3>Askeri bölge sorgusu nasıl işler</h3>
<p>Bu sorgu için kendiniz başvuru yapmazsınız. Bir yabancı satın alma başvurusunda bulunduğunda tapu müdürlüğü, parselin yasak bir bölgede olup olmadığını askeri makamlara sorar. Şehirlerdeki dairelerin çoğu için cevap gecikmeden gelir. Arsalar, kıyı parselleri ve kırsal villalar için süre uzayabilir ve olumsuz bir cevap satışı sona erdirir. Bu sorgudan önce kapora öderseniz, satış reddedilirse kaporanın iade edileceğinin sözleşmede yazılı olduğundan emin olunuz.</p>
<h3>Şirket aracılığıyla satın alma</h3>
<p>Türkiye'de yabancı ortaklarla kurulmuş bir şirket de aynı kanunun 36. maddesi uyarınca, esas sözleşmesinde belirtilen faaliyetleri için taşınmaz edinebilir. Bu edinimleri valilik inceler ve taşınmaz şirketin faaliyetlerinde kullanılmalıdır. Bu yol, gerçek kişilere ilişkin kuralları dolanmanın bir yolu değildir ve şirket tarafından yapılan bir satın alma, ortaklarının vatandaşlık başvurusuna dayanak olmaz. Bu yolu düşünüyorsanız <a href="/services/company-establishment">şirket kuruluşu</a> sayfamıza bakınız.</p>
<h3>Kim imzalar</h3>
<p>Tapu müdürlüğünde bizzat imza atabilir veya bir avukata ya da güvendiğiniz başka bir kişiye noterden vekaletname verebilirsiniz. Yurt dışında imzalanan bir vekaletnamenin apostilli olması veya bir Türk konsolosluğunda düzenlenmesi gerekir. Ardından yeminli tercüman tarafından Türkçeye çevrilmesi ve noterce onaylanması gerekir. Taşınmaza ilişkin vekaletname özel olmalıdır: taşınmazı veya bölgeyi belirtmeli ve vekilinizin neler yapabileceğini ve yapamayacağını, örneğin sizin adınıza para tahsil edip edemeyeceğini açıkça yazmalıdır.</p>`,
    },
    {
      title: 'Mülkün seçimi ve kontrolü',
      html: `<p>Türkiye'deki mülk alımlarında sorunların çoğu, kapora ödenmeden önce kontrol edilmemiş bir husustan kaynaklanır. İşin başında satıcıdan veya emlakçıdan tapu bilgilerini isteyiniz: il, ilçe, mahalle, ada ve parsel numaraları. Bu bilgiler ve bir vekaletnameyle bir avukat, tapu müdürlüğünden güncel kaydı temin edebilir.</p>
<h3>Tapu kaydı araştırması</h3>
<ul>
<li><strong>Malik:</strong> satıcı kayıtlı malik olmalı veya malikten geçerli bir vekaletnameye sahip olmalıdır. Birden fazla malik varsa hepsinin imzalaması veya temsil edilmesi gerekir.</li>
<li><strong>İpotekler:</strong> banka ipoteği devirden önce veya devir sırasında kaldırılmalıdır. Bunun nasıl yapılacağını yazılı olarak kararlaştırınız.</li>
<li><strong>Hacizler ve ihtiyati tedbirler:</strong> bunlar satışı engeller veya zorlaştırır ve önce kaldırılmaları gerekir.</li>
<li><strong>Şerhler ve irtifaklar:</strong> örneğin tapuya şerh edilmiş bir kira sözleşmesi, geçit hakkı, intifa hakkı veya önalım hakkı. Bunların bazıları siz satın aldıktan sonra da taşınmazla birlikte kalır.</li>
<li><strong>Mülkiyet türü:</strong> kat mülkiyeti daha güçlü bir konumdur. Kat irtifakı, binanın tamamlanmış hâlinin henüz tescil edilmediği anlamına gelir.</li>
</ul>
<h3>İmar durumu ve yapı kullanma izni (iskan)</h3>
<p>Belediyenin imar durumu belgesi, parsel üzerinde neyin inşa edilebileceğini gösterir. Yapı kullanma izin belgesi (genellikle iskan olarak anılır), binanın onaylı projesine uygun olarak tamamlandığını teyit eder. İskanı olmayan bir binada kalıcı abonelikler, banka kredisi ve yeniden satış konusunda sorun yaşanabilir; kaçak eklemeler ise para cezası veya yıkım kararına yol açabilir. Dairenin onaylı projeyle uyumlu olup olmadığını kontrol ediniz: ilave katlar, kapatılmış balkonlar ve dönüştürülmüş çatı katları sık karşılaşılan sorunlardır.</p>
<h3>Projeden ve yeni binadan satın alma</h3>
<p>Tamamlanmadan satın alıyorsanız yapı ruhsatını, arsanın kime ait olduğunu ve yüklenicinin arsa sahibiyle yaptığı sözleşmeyi kontrol ediniz. Gayrimenkul satış vaadi sözleşmesinin geçerli olması için noterde düzenlenmesi gerekir. Bir rezervasyon formu veya adi yazılı bir sözleşme size çok daha zayıf bir koruma sağlar.</p>
<h3>Binanın kendisi</h3>
<p>Türkiye bir deprem ülkesidir. İnşa yılını ve proje belgelerini isteyiniz ve eski binalar için bağımsız bir teknik inceleme yaptırmayı düşününüz. Bina yönetimine ödenmemiş aidatları ve planlanan onarımları sorunuz.</p>
<p><a href="/services/real-property-sales-title-deed-transfers">Tapu devri hizmetimiz</a> bu kontrolleri sizin için kapsar.</p>`,
    },
    {
      title: 'Değerleme raporu',
      html: `<p>2019'dan bu yana, yabancı uyruklu bir kişi Türkiye'de taşınmaz satın aldığında değerleme raporu zorunludur. Rapor, Sermaye Piyasası Kurulu (SPK) lisanslı ve tapu müdürlükleriyle çalışmaya yetkili bir değerleme şirketi tarafından hazırlanmalıdır. Tapu müdürlüğü, bu rapor olmadan yabancı bir alıcıya satışı tamamlamaz.</p>
<h3>Nasıl işler</h3>
<ol>
<li>Rapor, satış başvurusu yapıldığında veya kısa bir süre önce sipariş edilir. Ücretini genellikle alıcı öder.</li>
<li>Lisanslı bir değerleme uzmanı taşınmazı yerinde inceler, tapu ve belediye kayıtlarını kontrol eder ve taşınmazı yakın çevredeki son satışlarla karşılaştırır.</li>
<li>Rapor tapu müdürlüğüne elektronik ortamda gönderilir. Siz veya avukatınız bir örneğini isteyebilirsiniz.</li>
<li>Rapor sınırlı bir süre için geçerlidir. Devir uzun süre gecikirse yeni bir rapor gerekebilir.</li>
</ol>
<h3>Sizin için neden önemli</h3>
<ul>
<li><strong>Değer hakkında bağımsız bir görüş.</strong> Rapor kararlaştırılan fiyatın belirgin biçimde altında çıkarsa bunu bir uyarı olarak değerlendiriniz. Daha fazla ödeme yapmadan önce nedenini sorunuz.</li>
<li><strong>Evraklara ikinci bir bakış.</strong> Değerleme uzmanı belediye kayıtlarını incelediği için rapor, size söylenmemiş imar veya ruhsat sorunlarına işaret edebilir.</li>
<li><strong>Vatandaşlık.</strong> Vatandaşlık başvurusu yapmayı planlıyorsanız hem rapordaki değer hem de ödediğiniz bedel {{citizenshipPropertyUsd}} tutarındaki eşikle karşılaştırılır. Bu eşiğin altında değerlenen bir taşınmaz tek başına kullanılamaz.</li>
</ul>
<h3>Rapor ne değildir</h3>
<p>Değerleme raporu bir değer incelemesidir. Yapısal bir inceleme değildir ve önceki bölümde anlatılan tapu kaydı araştırmasının yerini tutmaz. Hukuki sorunu olan bir bina için hazırlanmış iyi bir rapor, o binanın hukuki sorununu ortadan kaldırmaz.</p>
<h3>Beyan edilen bedel</h3>
<p>Tapu müdürlüğünde yazılan bedel gerçek bedel olmalıdır. Satıcılar bazen tapu harcını azaltmak için daha düşük bir bedel beyan edilmesini önerir. Bu hukuka aykırıdır ve ileride sorunlara yol açabilir: vatandaşlık başvurusunda, satarken vergide ve satıcıyla çıkabilecek her uyuşmazlıkta, çünkü kayıtta yer alan bedel beyan edilen bedeldir. Düşük bedel beyanına yardımcı olmuyoruz ve bunu reddetmenizi tavsiye ediyoruz.</p>`,
    },
    {
      title: 'Tapu müdürlüğünde adım adım satın alma',
      html: `<p>Devrin kendisi, taşınmazın bulunduğu ilçeden sorumlu tapu müdürlüğünde gerçekleşir. Tapusu temiz, tamamlanmış bir daire için tüm süreç bir ila birkaç hafta sürebilir. Süreyi askeri bölge sorgusunun cevabı, değerleme raporu ve randevu durumu belirler.</p>
<ol>
<li><strong>Temel şartları yazılı olarak kararlaştırın.</strong> Bedel, satışa nelerin dahil olduğu (eşyalar, otopark yeri, depo), ödeme planı ve devir tarihi. Kapora ödüyorsanız hangi durumlarda iade edileceğini belirtiniz.</li>
<li><strong>Türk vergi numarası alın.</strong> Her alıcının bir vergi numarasına ihtiyacı vardır. Vergi dairesi, pasaportunuzu ibraz etmeniz üzerine genellikle aynı gün verir.</li>
<li><strong>Türkiye'de bir banka hesabı açın.</strong> Her zaman zorunlu değildir, ancak ödemeyi ve sonraki faturaları kolaylaştırır. <a href="/services/bank-account-services">Banka hesabı hizmetleri</a> sayfamıza bakınız.</li>
<li><strong>Kontrolleri tamamlayın.</strong> Önceki bölümlerde anlatıldığı gibi tapu kaydı, imar durumu ve yapı kullanma izni.</li>
<li><strong>Tapu müdürlüğüne başvurun.</strong> Başvuru çevrim içi veya müdürlük aracılığıyla yapılabilir. Tapu müdürlüğü ardından askeri bölge sorgusunu yapar ve değerleme raporu hazırlanır.</li>
<li><strong>Zorunlu deprem sigortası (DASK).</strong> Bir konutun devri için geçerli bir DASK poliçesi gerekir. Yeni bir poliçe bir sigorta şirketi aracılığıyla dakikalar içinde düzenlenir.</li>
<li><strong>Belediye değer belgesi.</strong> Belediyeden alınan ve taşınmazın emlak vergisi değerini gösteren belge. Genellikle satıcı veya avukat temin eder.</li>
<li><strong>Harçları ödeyin.</strong> Tapu harcı ve tapu müdürlüğü döner sermaye ücreti, randevudan önce bankaya ödenir.</li>
<li><strong>İmzalayın.</strong> Randevu günü alıcı ve satıcı veya temsilcileri hazır bulunur. Türkçe bilmiyorsanız bir yeminli tercümanın hazır bulunması gerekir. Memur resmi senedi okur ve iki taraf da imzalar. Mülkiyet o anda geçer.</li>
<li><strong>Bedeli ödeyin.</strong> Ödemeyi imzayla eş zamanlı olarak banka havalesiyle yapınız ve banka kayıtlarını saklayınız. Bedelin tamamını nakit ödemeyiniz ve kalan bedeli satıcıya ait olmayan bir hesaba yatırmayınız.</li>
</ol>
<h3>Yanınızda getirmeniz gerekenler</h3>
<ul>
<li>Pasaportunuz (müdürlük isterse yeminli tercümesiyle birlikte)</li>
<li>Alıcının ve satıcının yakın tarihli ikişer fotoğrafı</li>
<li>Vergi numaranız</li>
<li>DASK poliçesi ve belediye değer belgesi</li>
<li>Sizin adınıza bir temsilci imzalayacaksa vekaletname</li>
</ul>
<p>İmzadan sonra yeni tapu senedinizi alırsınız. Onu güvenli bir yerde saklayınız; değerleme raporunun ve ödeme kayıtlarının örneklerini de saklayınız. Bunlara bir ikamet izni veya vatandaşlık başvurusunda ve satış sırasında ihtiyacınız olacaktır.</p>`,
    },
    {
      title: 'Masraflar, vergiler ve döviz kuralları',
      html: `<p>Bedelin yanı sıra satın alma masrafları için de bütçe ayırınız. Aşağıdaki tutarlar her yıl değişir; bu nedenle anlaşmayı yapmadan önce güncel rakamları sorunuz.</p>
<table>
<caption>Mülk satın alma masrafları ve bunları genellikle kimin ödediği</caption>
<thead>
<tr><th>Masraf</th><th>Genellikle kim öder</th><th>Notlar</th></tr>
</thead>
<tbody>
<tr><td>Tapu harcı</td><td>Alıcı ve satıcı, teamülen yarı yarıya</td><td>Genellikle toplamda beyan edilen bedelin {{titleDeedFeePercent}} kadarı. Birçok sözleşme harcın tamamını alıcıya yükler; bu nedenle bunu yazılı olarak kararlaştırınız.</td></tr>
<tr><td>Tapu döner sermaye ücreti</td><td>Alıcı</td><td>Her yıl güncellenen sabit bir ücret.</td></tr>
<tr><td>Değerleme raporu</td><td>Alıcı</td><td>Değerleme şirketi belirler.</td></tr>
<tr><td>DASK deprem sigortası</td><td>Malik</td><td>Yıllık prim; yüzölçümüne, yapı tarzına ve konuma göre belirlenir.</td></tr>
<tr><td>Tercüman ve noter</td><td>Alıcı</td><td>Türkçe bilmiyorsanız veya vekaletnameyle imza atılıyorsa gerekir.</td></tr>
<tr><td>Emlakçı komisyonu</td><td>Emlakçıyla kararlaştırılır</td><td>Tutarı ve kimin ödeyeceğini ilk mülk gezisinden önce kararlaştırınız.</td></tr>
<tr><td>Avukatlık ücreti</td><td>Müvekkil</td><td>Önceden yazılı olarak kararlaştırılır.</td></tr>
</tbody>
</table>
<h3>Yeni konutlarda KDV</h3>
<p>Bir yükleniciden satın alınan yeni bir taşınmaz genellikle KDV'ye tabidir. Türkiye'de yerleşik olmayan yabancı alıcılar, bir konut veya işyerinin ilk satışında, bedeli Türkiye'ye getirilen döviz ile ödemeleri ve taşınmazı asgari bir süre elde tutmak dahil diğer şartları sağlamaları hâlinde istisnadan yararlanabilir. Şartlar sıkıdır ve satın alma sırasında kontrol edilir. <a href="/services/vat-exemption-services">KDV istisnası hizmetleri</a> sayfamıza bakınız.</p>
<h3>Yıllık vergiler</h3>
<p>Malikler belediyeye genellikle iki taksitte yıllık emlak vergisi öder. Her yıl güncellenen bir değer eşiğinin üzerindeki konutlar ayrıca yıllık değerli konut vergisine tabi olabilir.</p>
<h3>Döviz kuralları</h3>
<p>32 sayılı Türk Parasının Kıymetini Koruma Hakkında Karar uyarınca, Türkiye'de yerleşik kişiler arasındaki sözleşmelerde taşınmaz bedelleri kural olarak Türk lirası olarak belirlenmelidir. Yerleşik olmayan alıcılar için bazı istisnalar vardır. Türkiye'de hâlihazırda bir ikamet izniyle yaşıyorsanız, bedeli avro veya dolar olarak kararlaştırmadan önce hukuki destek alınız.</p>
<p>Vatandaşlık başvurusu yapmayı planlıyorsanız ödemenin şekli de tutarı kadar önemlidir. Para genellikle yurt dışından döviz olarak transfer edilir ve Türkiye'de bir bankaya satılır; bankanın belgeleri dosyanın bir parçası olur. Herhangi bir ödeme yapmadan önce transferi planlayınız.</p>`,
    },
    {
      title: 'Mülk yoluyla ikamet izni ve vatandaşlık',
      html: `<h3>Mülk sahibi olarak ikamet izni</h3>
<p>Türkiye'de konut sahibi olmak, 6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu kapsamında kısa dönem ikamet izninin dayanaklarından biridir. Buna güvenmeden önce bilmeniz gereken birkaç husus:</p>
<ul>
<li>Taşınmazın asgari bir değeri karşılaması gerekir; bu değer büyükşehirlerde diğer yerlere göre daha yüksektir. Rakamlar yönetmelikle belirlenir ve değişebilir; bu nedenle satın almadan önce teyit ediniz.</li>
<li>Bazı mahalleler yabancıların yeni ikamet kayıtlarına kapalıdır. 2024'te yetkililer ayrıca bazı ilçelerde turizm amaçlı kısa dönem ikamet izinlerini kısıtladı. Bu bölgelerden birindeki bir taşınmaz size ikamet izni sağlamayabilir.</li>
<li>İkamet izni Türkiye'de yaşamanıza olanak tanır. Çalışmanıza olanak tanımaz.</li>
<li>İzin sınırlı bir süre için verilir ve uzatılması gerekir. Mülk sahipliği tek başına uzun dönem ikamete götürmez; bu, yasal ikamet yıllarına bağlıdır.</li>
</ul>
<p><a href="/guides/turkish-residence-permit-checklist">İkamet izni kontrol listemiz</a> gerekli belgeleri sıralar; <a href="/services/turkish-residence-permit">ikamet izni hizmetimiz</a> ise nasıl yardımcı olduğumuzu açıklar.</p>
<h3>Gayrimenkul yatırımı yoluyla vatandaşlık</h3>
<p>En az {{citizenshipPropertyUsd}} değerinde gayrimenkul satın alan yabancı bir kişi Türk vatandaşlığına başvurabilir. Temel kurallar:</p>
<ul>
<li>{{citizenshipPropertyUsd}} tutarına tek bir taşınmazla veya birden fazla taşınmazla ulaşılabilir.</li>
<li>Taşınmazı {{citizenshipHoldYears}} boyunca satmamayı taahhüt etmeniz gerekir. Bu taahhüt tapu kaydına şerh olarak işlenir.</li>
<li>Ödemenin bankalar aracılığıyla belgelenmesi gerekir. Nakit ödemeler dikkate alınmaz.</li>
<li>Daha önce bir vatandaşlık başvurusunda kullanılmış bir taşınmaz, yeni bir başvuru için tekrar kullanılamaz.</li>
<li>Eşiniz ve 18 yaşından küçük çocuklarınız başvuruya dahil edilebilir.</li>
</ul>
<h3>Adımlar</h3>
<ol>
<li>{{citizenshipHoldYears}} süreli şerh ve ödemeye ilişkin banka kayıtlarıyla birlikte satın alma.</li>
<li>Yatırımın şartları karşıladığını teyit eden, tapu müdürlüğünden alınan uygunluk belgesi.</li>
<li>Başvuru sahibi ve başvuruya dahil edilen aile üyeleri için ikamet izni.</li>
<li>Vatandaşlık başvurusu ve ardından güvenlik ve geçmiş araştırmaları.</li>
<li>Cumhurbaşkanı kararı ve nüfus kütüğüne tescil.</li>
</ol>
<p>Süreç, eksiksiz bir dosyadan itibaren genellikle yaklaşık 4 ila 5 ay sürer. Alternatif bir yol, {{citizenshipHoldYears}} boyunca tutulan {{citizenshipDepositUsd}} tutarında bir banka mevduatıdır. Mevcut vatandaşlığınızı koruyup koruyamayacağınız kendi ülkenizin hukukuna bağlıdır. Kurallar son yıllarda birkaç kez değişti; bu nedenle başvuru sırasında teyit ediniz. Bu dosyaları nasıl yürüttüğümüz için <a href="/services/turkish-citizienship">Türk vatandaşlığı</a> sayfamıza bakınız.</p>`,
    },
    {
      title: 'Satın almadan sonra',
      html: `<p>Tapu adınıza geçtikten sonra bazı pratik ve hukuki işler gelir. Maliklerin çoğu bunları ilk haftalarda halleder.</p>
<h3>Sigorta</h3>
<ul>
<li><strong>DASK</strong> deprem sigortası konut binaları için zorunludur ve her yıl yenilenmelidir. Bazı abonelikleri açmak ve satış yapmak için güncel bir poliçeye ihtiyacınız olacaktır.</li>
<li>DASK, binayı belirli bir limite kadar deprem hasarına karşı teminat altına alır. Eşya, yangın, su hasarı ve sorumluluk için konut sigortası ayrıdır ve isteğe bağlıdır.</li>
</ul>
<h3>Abonelikler ve kayıt</h3>
<ul>
<li>Elektrik, su ve doğal gaz aboneliklerini adınıza devrettiriniz. Genellikle tapu, pasaportunuz ve vergi numaranız ile sayaç değerleri gerekir.</li>
<li>Bina yönetimine aylık aidatı ve nasıl ödendiğini sorunuz.</li>
<li>Taşınmazda yaşıyorsanız adresinizin kayıtlı olduğundan emin olunuz. Bu, ikamet izni ve birçok resmi hizmet için gereklidir.</li>
</ul>
<h3>Emlak vergisi</h3>
<p>Belediye, genellikle iki taksitte yıllık emlak vergisi tahsil eder. Yeni maliklerin taşınmazı belediyeye bildirmesi beklenir; ödenmemiş vergi taşınmazın kaydında kalır ve satıştan önce ödenmesi gerekir.</p>
<h3>Kiraya verme</h3>
<ul>
<li>Uzun dönemli kiralamalar yazılı bir sözleşmeyle yapılır. Kira artışları ve tahliye kanunla düzenlenmiştir ve kira geliri yıllık gelir vergisi beyannamesiyle beyan edilmelidir. <a href="/services/rental-contracts">Kira sözleşmeleri</a> sayfamıza bakınız.</li>
<li>2024'ten bu yana bir konutu turistlere kısa süreli kiralamak, Kültür ve Turizm Bakanlığından izin alınmasını gerektirir. Birden fazla bağımsız bölümü olan bir binada diğer maliklerin muvafakati de gerekir. İzinsiz kiralama para cezasına yol açabilir.</li>
</ul>
<h3>Satış</h3>
<ul>
<li>Yabancı bir malik, aynı tapu müdürlüğü süreciyle satış yapar; alıcı da yabancıysa yeni bir değerleme raporu gerekir.</li>
<li>Taşınmaz vatandaşlık için kullanıldıysa {{citizenshipHoldYears}} süreli şerh sona ermeden satılamaz.</li>
<li>Bir konutun satışından elde edilen kazanç, satın almadan sonraki belirli bir süre içinde (hâlen beş yıl) satılırsa gelir vergisine tabi olabilir. İstisnalar ve hesaplama kuralları değişir; bu nedenle bir satışı kararlaştırmadan önce kontrol ediniz.</li>
<li>Satış bedeli bir banka aracılığıyla yurt dışına transfer edilebilir. Taşınmazın başlangıçta nasıl ödendiğine ilişkin kayıtları saklayınız.</li>
</ul>
<h3>İleriyi planlamak</h3>
<p>Türkiye'deki taşınmazlar, yakın aile için saklı paylar içeren Türk miras hukukuna göre intikal eder. Türk hukukuna göre düzenlenmiş bir vasiyetname veya Türkiye'de tanınan bir vasiyetname yardımcı olabilir. <a href="/services/inheritance-law">Miras hukuku</a> sayfamıza bakınız veya kendi satın alımınızla ilgili sorularınız için <a href="/contact-us">bize ulaşınız</a>.</p>`,
    },
  ],
  bestCities: [
    {
      name: 'İstanbul',
      text: "Türkiye'nin en büyük şehri ve iş merkezi; kenar bölgelerdeki yeni projelerden merkezi ilçelerdeki eski dairelere kadar çok geniş bir mülk yelpazesi sunar. Fiyatlar ilçeler arasında, hatta sokaklar arasında büyük farklılık gösterir; bu nedenle dikkatle karşılaştırınız. Eski binaların çoğu güncel deprem yönetmeliklerinden önce inşa edilmiştir; bu da bina kontrollerini daha önemli hâle getirir. İstanbul'un birçok mahallesi yabancıların yeni ikamet kayıtlarına kapalıdır ve bazı ilçelerde turizm amaçlı kısa dönem ikamet izinleri kısıtlanmıştır; orada yaşamayı planlıyorsanız satın almadan önce adresi kontrol ediniz.",
    },
    {
      name: 'Antalya',
      text: 'Büyük bir yabancı topluluğa sahip bir Akdeniz kıyı şehri; yakınında Alanya gibi gözde sahil ilçeleri bulunur. Talebi turizm ve ikinci konutlar belirler; bu nedenle kira geliri mevsimseldir ve kısa süreli kiralama artık izin gerektirir. Kıyı ve kırsal parsellerde askeri bölge sorgusunun sonuçlanması daha uzun sürebilir. İldeki bazı mahalleler yabancıların yeni ikamet kayıtlarına kapalı olanlar arasındadır ve bazı ilçelerde kısa dönem ikamet izinleri kısıtlanmıştır; bu nedenle tam adres için durumu teyit ediniz.',
    },
    {
      name: 'İzmir',
      text: "Ege kıyısında, Türkiye'nin üçüncü büyük şehri; liman, sanayi, üniversiteler ve turizmden oluşan karma bir ekonomiye sahiptir. Kıyı iklimiyle şehir yaşamı isteyen alıcılara uygundur ve ilin geneline yayılmış daha sakin sahil ilçeleri vardır. Yabancı alıcı piyasası İstanbul veya Antalya'dakinden küçüktür; bu nedenle yeniden satış daha uzun sürebilir ve karşılaştırılabilir satışlar daha azdır. Diğer yerlerde olduğu gibi, taşınmaza ikamet izni için güvenmeden önce mahallenin yabancıların yeni ikamet kayıtlarını kabul edip etmediğini kontrol ediniz.",
    },
    {
      name: 'Bursa',
      text: "İstanbul'un güneyinde, Marmara Denizi'nin karşı kıyısında, yakınında Uludağ bulunan sanayi ve tarih şehri. Fiyatlar genel olarak İstanbul'dakinden düşük olmuştur ve şehir, büyük şehre yakın, daha sakin bir yaşam yeri arayan alıcıları çeker. Piyasayı esas olarak yerel talep belirler; bu nedenle kiralama ve yeniden satış turizmden çok yerel koşullara bağlıdır. İkamet izni için satın almadan önce mahallenin ikamet kaydı kurallarını ve kısa dönem ikamet izinlerine ilişkin 2024 kısıtlamalarını kontrol ediniz.",
    },
    {
      name: 'Bodrum ve Muğla',
      text: 'Bodrum, Fethiye ve Marmaris dahil Muğla kıyısı; villaları, deniz manzarası ve güçlü yaz sezonuyla bir tatil bölgesidir. En gözde bölgelerde fiyatlar yüksektir ve birçok mülk yılın yalnızca bir bölümünde kullanılır. Kıyı imar kuralları, koruma alanları ve askeri bölgeler, arsa ve ruhsat kontrollerini bir şehirdekinden daha önemli hâle getirir. Villalarda yapı kullanma izni sık karşılaşılan bir sorundur. Kısa süreli kiralama izin gerektirir ve ilçedeki ikamet izni kuralları teyit edilmelidir.',
    },
    {
      name: 'Ankara',
      text: "Başkent ve devlet kurumlarının, üniversitelerin ve büyükelçiliklerin merkezi. Konut piyasasını turizmden çok yerel talep belirler ve fiyatlar genel olarak İstanbul'dakinden düşük olmuştur. Şehirde çalışan veya okuyan ya da istikrarlı, uzun dönemli bir kiracı isteyen alıcılara uygundur. Yabancı alıcılara yeniden satış daha az yaygındır; bu nedenle yerel bir piyasaya göre plan yapınız. İkamet kaydı kuralları ve kısa dönem ikamet izinlerine ilişkin 2024 kısıtlamaları burada da diğer şehirlerde olduğu gibi uygulanır; bu nedenle tam mahalleyi kontrol ediniz.",
    },
  ],
})
