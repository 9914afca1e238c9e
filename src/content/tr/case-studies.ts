import type { CaseStudy } from '../schema.ts'
import { fill } from './fill.ts'

/**
 * Müvekkil hikâyeleri (/tr/case-studies), İngilizce metinden çevrildi. Tüm müvekkiller anonimdir: yalnızca ad veya
 * baş harf; tutar yok, yıldan daha kesin tarih yok, işveren veya sokak adı yok. Her sonuç kendi olgularına özgüdür ve
 * başka bir işte aynı sonucun vaadi değildir. Hepsi örnek hikâyedir (sample: true).
 */
export const caseStudies: CaseStudy[] = fill([
  {
    slug: 'from-homeowner-to-successfull-airbnb-host-a-legal-journey',
    sample: true,
    title: 'Daire Sahibinden Airbnb Ev Sahibine: Hukuki Bir Yolculuk',
    topic: 'Kısa süreli kiralama izni, bina maliklerinin muvafakati ve vergi kaydı',
    summary:
      "Bir yabancı, İstanbul'daki dairesi için 7464 sayılı Kanun uyarınca turizm amaçlı kiralama izni aldı, komşularının muvafakatini sağladı ve vergi kaydı yaptırdı.",
    description: `<h2>Durum</h2>
<p>Bir Avrupa ülkesi vatandaşı olan C., birkaç yıldır İstanbul'da bir dairenin sahibiydi. Her yılın bir bölümünü yurt dışında geçiriyordu ve kendisi yokken daireyi Airbnb gibi çevrim içi platformlar aracılığıyla kısa süreli konaklamalar için ziyaretçilere kiralamak istiyordu.</p>
<p>Kurallar değişmişti. 2023'te kabul edilen ve 2024'ten itibaren uygulanan 7464 sayılı Kanun, bir konutun turizm amacıyla kısa süreli olarak (100 güne kadar konaklamalar için) kiralanmasından önce Kültür ve Turizm Bakanlığından izin alınmasını şart koşmaktadır. Bir konutu bu amaçla izinsiz kiralamak veya ilan etmek para cezalarına yol açabilir. C. internette birbiriyle çelişen tavsiyeler okumuştu. Bizden tam olarak neye ihtiyacı olduğunu söylememizi ve süreci kendisi adına yürütmemizi istedi.</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Tapuyu ve binayı kontrol ettik.</strong> C.'nin tek malik olduğunu, dairenin mesken olarak kayıtlı olduğunu ve kullanımını etkileyen herhangi bir şerh veya kısıtlama bulunmadığını teyit etmek için tapu müdürlüğünden güncel bir tapu kaydı aldık. Binanın kat mülkiyetine tabi olduğunu da teyit ettik; kimin muvafakatinin gerektiğini bu belirler.</li>
<li><strong>Diğer maliklerin muvafakatini aldık.</strong> Birden fazla bağımsız bölümü olan bir binada Kanun, diğer tüm maliklerin yazılı muvafakatini arar. Türkçe kısa bir muvafakat formu ile C. için İngilizce bir açıklama hazırladık; giriş (check-in), gürültü, çöp ve misafir sayısını düzenleyen bir sayfalık ev kurallarını da yazdık. İki malik, binada tanımadıkları kişilerin bulunmasından endişe ediyordu. Bina yöneticisiyle birlikte onlarla görüştük, sorularını yanıtladık ve ev kurallarını paylaştık. Tüm malikler imzaladı.</li>
<li><strong>Vergi tarafını düzenledik.</strong> C.'nin zaten bir Türk vergi numarası vardı. Kısa süreli kiralamalardan elde edilen gelirin beyan edilmesi gerektiğinden, ilk rezervasyondan önce bu faaliyet için vergi dairesine kaydını yaptırmak üzere bağımsız bir mali müşavirle birlikte çalıştık. Hangi kayıtları tutması gerektiğini ve beyannamelerin ne zaman verileceğini açıkladık.</li>
<li><strong>İzin başvurusunu yaptık.</strong> C.'nin yola çıkmadan önce noterde imzaladığı vekaletnameye dayanarak; tapu kaydı, maliklerin muvafakatleri ve kimlik belgeleriyle birlikte başvuruyu Bakanlığın il müdürlüğüne sunduk. Müdürlük muvafakatlerden birinin daha okunaklı bir örneğini istediğinde, birkaç gün içinde teslim ettik.</li>
<li><strong>C.'yi günlük uyum yükümlülüklerine hazırladık.</strong> İzin belgesi verildikten sonra beraberinde gelen yükümlülükleri açıkladık: izin plaketinin girişe asılması, izin numarasının her çevrim içi ilanda gösterilmesi, misafirlerin kimlik bilgilerinin Kanunun gerektirdiği şekilde bildirilmesi ve dairenin izin koşullarına uygun tutulması.</li>
</ol>

<h2>Sonuç</h2>
<p>İzin 2024'te verildi. C. ilanlarını izin numarasıyla güncelledi ve misafirlerini hukuka uygun biçimde kabul etmeye başladı. Aynı yılın ilerleyen aylarında bir komşu, geç saatte gelen misafirlerden bir kez şikâyet etti. Ev kuralları diğer maliklerle önceden kararlaştırılmış olduğundan bina yöneticisi ve C. konuyu hızla çözdü ve resmî bir şikâyet yapılmadı.</p>
<p>C. artık rezervasyonları kendisi yönetiyor. Vergi beyannamelerini mali müşaviri takip ediyor; izinle ya da bir misafirle yaşanan bir uyuşmazlıkla ilgili bir soru çıktığında bize başvuruyor.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>İşe binadan başlayın.</strong> Birden fazla bağımsız bölümü olan bir binada diğer tüm maliklerin muvafakati gerekir. Tek bir ret başvuruyu durdurabilir; bu nedenle komşularla erkenden konuşun ve onlara açık ev kuralları verin.</li>
<li><strong>İlk misafirden önce vergi kaydı yaptırın.</strong> Kısa süreli konaklamalardan elde edilen kira geliri vergiye tabidir ve kayıtları ilk günden tutmak daha kolaydır.</li>
<li><strong>İzin numarasını görünür tutun.</strong> Hem ilanlarda hem de bina girişinde gösterilmesi gerekir.</li>
<li><strong>Kurallar hâlâ yeni.</strong> İdare ve platformlar Kanunu nasıl uygulayacaklarını netleştirmeye devam ediyor; bu nedenle ilan vermeden önce güncel durumu kontrol edin.</li>
<li><strong>Uzun süreli kiralamalar farklıdır.</strong> Konut amaçlı kira sözleşmeleri turizm amaçlı kiralama kurallarına değil, Türk Borçlar Kanununa tabidir. <a href="/services/rental-contracts">Kira sözleşmeleri</a> hizmetimize bakın.</li>
</ul>
<p>Ziyaretçilere kiralamak istediğiniz bir konutunuz varsa ya da böyle bir konut almayı planlıyorsanız <a href="/guides/real-estate-guide">gayrimenkul rehberimizi</a> okuyun veya binanızı ve belgelerinizi incelememiz için <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
  },
  {
    slug: 'bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey',
    sample: true,
    title: "Kültürler Arasında Köprü: Türkiye'de Ev Sahibi Olma Hayalini Gerçekleştirmek",
    metaTitle: "Kültürler Arasında Köprü: İstanbul'da Bir Aile Evi",
    topic: 'İran kökenli bir çift için konut alımı',
    summary:
      "İran kökenli bir çift; mülk üzerindeki kontroller, açık bankacılık belgeleri ve planlarına uygun bir mülkiyet yapısıyla İstanbul'da bir aile evi satın aldı.",
    description: `<h2>Durum</h2>
<p>İran kökenli evli bir çift olan R. ve M., uzun yıllardır İran dışında yaşıyordu. Eşlerden biri yalnızca İran vatandaşıydı; diğeri ayrıca bir Avrupa ülkesinin vatandaşlığına da sahipti. İstanbul'da akrabaları vardı ve orada uzun aile ziyaretleri için, belki de ileride yaşamak üzere, kendilerine ait bir ev istiyorlardı.</p>
<p>Bize üç endişeyle geldiler. Birincisi, mülk satın alıp alamayacakları. İkincisi, bazı bankalar uluslararası yaptırımlara tabi ülkelerle bağlantısı olan müşterilere karşı temkinli davranırken birikimlerini Türkiye'ye nasıl aktaracakları. Üçüncüsü güvendi: Arkadaşları onlara sonradan borçlu ya da izinleri eksik çıkan dairelerden söz etmişti. Her şeyi kontrol edecek ve sade bir dille açıklayacak birini istiyorlardı.</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Edinim hakkını teyit ettik.</strong> İran vatandaşları; askerî ve güvenlik bölgeleri ile yabancıların sahip olabileceği toplam alana ilişkin sınırlar gibi tüm yabancılara uygulanan genel sınırlamalar saklı kalmak kaydıyla Türkiye'de taşınmaz edinebilir. Beğendikleri ilçenin bu sınırlamalardan etkilenmediğini teyit ettik.</li>
<li><strong>Kapora ödenmeden önce daireyi kontrol ettik.</strong> Seçtikleri daire için tapu kaydını ipotek, haciz ve şerhler bakımından inceledik ve binanın iskânı (yapı kullanma izni) olup olmadığını kontrol ettik. Satıcının tapuda kayıtlı malik olduğunu teyit ettik, bina yönetimine ödenmemiş aidat olup olmadığını sorduk ve belediye kayıtlarını ödenmemiş emlak vergisi bakımından inceledik.</li>
<li><strong>Banka dosyasını hazırladık.</strong> Her iki eş de Türk vergi numarası aldı ve hesap açtı. Bankaları, İran bağlantısı nedeniyle ek bilgi istedi. Fonların nereden geldiğini gösteren; tercüme edilmiş hesap dökümlerini ve ikamet ettikleri ülkedeki çalışma kayıtlarını içeren açık bir dosya hazırladık. Banka dosyayı kabul etti ve fonlar olağan bankacılık kanallarıyla geldi; böylece her ödeme izlenebilir oldu.</li>
<li><strong>Mülkiyet yapısını belirledik.</strong> Payları belirli paylı mülkiyet ile diğer birlikte mülkiyet biçimleri arasındaki farkı açıkladık. Çift, daireyi eşit paylarla ikisi adına tescil ettirmeyi seçti. Türkiye'de bulunan taşınmazların mirasının, maliklerin vatandaşlığı ne olursa olsun Türk hukukuna tabi olduğunu da açıkladık. Tavsiyemiz üzerine vasiyetname düzenlediler; onları <a href="/services/inheritance-law">miras hukuku</a> ekibimize yönlendirdik.</li>
<li><strong>Devri tamamladık.</strong> Yabancı alıcılar için gereken resmî değerleme raporunu, zorunlu deprem sigortasını (DASK) ve tapu müdürlüğü randevusunu ayarladık. Alıcı Türkçe bilmediğinde kuralların gerektirdiği üzere, işlemde yeminli bir Farsça tercüman hazır bulundu. İmzalamadan önce her belgeyi onlarla birlikte tek tek gözden geçirdik.</li>
<li><strong>Sonraki adımları üstlendik.</strong> Abonelikleri adlarına devretmelerine yardımcı olduk. Mahallelerinin yeni ikamet izni kayıtlarına açık olup olmadığını da kontrol ettik; çünkü bazı bölgeler bu kayıtlara kapalıdır. Mahalle açıktı ve <a href="/services/turkish-residence-permit">ikamet izni</a> başvurularını hazırladık.</li>
</ol>

<h2>Sonuç</h2>
<p>Tapu 2024'te her iki eşin adına düzenlendi. Abonelikler hizmette kesinti olmadan adlarına geçirildi ve çiftin ikamet izni başvuruları Göç İdaresi Başkanlığı tarafından onaylandı. Artık yılın birkaç ayını ailelerine yakın olarak bu dairede geçiriyorlar.</p>
<p>M. daha sonra bize, en çok işine yarayan şeyin her adımdan önce ne olacağını ve nedenini bilmek olduğunu söyledi.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>Önce edinim hakkını kontrol edin.</strong> Hem vatandaşlık hem de konum önemlidir. Herhangi bir ödeme yapmadan önce bunları teyit edin.</li>
<li><strong>Bankaların soru sormasını bekleyin.</strong> Uluslararası yaptırımlara tabi bir ülkeyle bağlantınız varsa, fonların kaynağını gösteren açık belgeleri erkenden hazırlayın. İyi düzenlenmiş belgeler bankanın incelemesini kolaylaştırır.</li>
<li><strong>Mülkiyet yapısını düşünün.</strong> Birlikte mülkiyeti nasıl tescil ettirdiğiniz, ileride yapılacak satışları ve mirası etkiler. Türkiye'deki taşınmazların mirası Türk hukukuna tabidir.</li>
<li><strong>Kontrolleri asla atlamayın.</strong> Borçlar, eksik izinler ve şerhlerle kapora ödenmeden önce ilgilenmek, sonrasına göre çok daha kolaydır.</li>
</ul>
<p>Adım adım bir genel bakış için <a href="/guides/real-estate-guide">gayrimenkul rehberimizi</a> okuyun veya <a href="/services/real-property-sales-title-deed-transfers">gayrimenkul satışı ve tapu devri</a> hizmetimize göz atın.</p>`,
  },
  {
    slug: 'wei-journey-to-turkish-citizenship',
    sample: true,
    title: "Wei'nin Türk Vatandaşlığına Uzanan Yolculuğu",
    topic: 'Çinli bir yatırımcı ve ailesi için gayrimenkul yatırımı yoluyla vatandaşlık',
    summary:
      'Çinli bir yatırımcı ve ailesi, vatandaşlığına etkisini tarttıktan ve mülkü ayrıntılı biçimde inceledikten sonra gayrimenkul yoluyla Türk vatandaşlığı kazandı.',
    description: `<h2>Durum</h2>
<p>Bölgede ticari bağlantıları olan Çinli yatırımcı Wei; kendisi, eşi ve 18 yaşından küçük iki çocukları için ikinci bir vatandaşlık istiyordu. Yatırım yoluyla Türk vatandaşlığı programı hakkında okumuştu ve satış temsilcileri ona, her biri "vatandaşlığa hazır" diye tanıtılan birkaç daire göstermişti.</p>
<p>Bize iki soru sordu: Program ailesi için uygun muydu ve gösterilen mülklerden hangisi, eğer varsa, şartları gerçekten karşılıyordu?</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Önce vatandaşlık sorununu ele aldık.</strong> Çin'in vatandaşlık kanunu çifte vatandaşlığı tanımaz. İsteğiyle yabancı bir vatandaşlık edinen Çin vatandaşı, kural olarak Çin vatandaşlığını kaybeder. Bu, Çin'deki ikameti, mülkleri ve işleri etkileyebilir. Wei'ye, bağlayıcı bir adım atmadan önce Çin'de bir avukattan görüş almasını önerdik. Bunu yaptı ve devam etmeye karar verdi.</li>
<li><strong>Yolları karşılaştırdık.</strong> Başlıca seçenekleri açıkladık: en az {{citizenshipPropertyUsd}} değerinde gayrimenkul satın almak veya bir Türk bankasında en az {{citizenshipDepositUsd}} tutarında mevduat tutmak. Her ikisinde de yatırımın {{citizenshipHoldYears}} süreyle elde tutulması gerekir. Bunlar o tarihte yürürlükte olan tutarlardı; yönetmelikle belirlenirler ve değişebilirler. Wei, ziyaretleri sırasında kullanabileceği bir mülkü tercih etti.</li>
<li><strong>Mülkleri kontrol ettik.</strong> Seçtiği daire için tapu kaydını, binanın iskânını (yapı kullanma izni) ve varsa şerhleri inceledik. Mülkün daha önce başka bir vatandaşlık başvurusunda kullanılmadığını kontrol ettik; çünkü bir mülk iki kez kullanılamaz. Resmî değerleme raporunun, program için öngörülen asgari tutarda veya bunun üzerinde bir değeri desteklediğini de kontrol ettik. Kendisine gösterilen diğer dairelerden biri bu testleri karşılamıyordu; nedenini açıkladık ve o daireyle ilgilenmekten vazgeçti.</li>
<li><strong>Ödemeyi yönettik.</strong> Fonlar yurt dışından bankacılık sistemi aracılığıyla aktarıldı. Döviz Türkiye'de bir bankaya satıldı ve vatandaşlık dosyasının gerektirdiği döviz alım belgesiyle belgelendi. Banka kayıtlarındaki, değerleme raporundaki ve tapudaki tutarların birbiriyle tutarlı olmasını sağladık.</li>
<li><strong>Devri ve taahhüdü tamamladık.</strong> Tapu müdürlüğünde mülk Wei adına devredildi ve mülkü {{citizenshipHoldYears}} boyunca satmayacağına ilişkin taahhüdünü gösteren bir şerh tapuya işlendi. Ardından vatandaşlık amaçlı uygunluk belgesi düzenlendi.</li>
<li><strong>Aile dosyasını hazırladık.</strong> Çin 2023'te Apostil Sözleşmesine katıldı; böylece ailenin doğum ve evlilik belgeleri konsolosluk tasdiki yerine apostil ile onaylanabildi. Noter onaylı Türkçe tercümeleri ayarladık ve ardından yatırıma dayalı ikamet izinleri için başvurduk.</li>
<li><strong>Vatandaşlık başvurusunu yaptık.</strong> Wei, eşi ve çocuklar için başvuruyu yaptık ve başvuruyu güvenlik araştırmaları ile nihai karar aşaması boyunca takip ettik.</li>
</ol>

<h2>Sonuç</h2>
<p>Ailenin başvuruları 2024'te, eksiksiz bir başvurudan itibaren yaklaşık 4 ila 5 aylık olağan süre içinde onaylandı. Wei, eşi ve çocuklar Türk kimlik kartlarını aldılar ve ardından pasaport için başvurdular. Wei, mülkü tapuya kaydedilen süre olan {{citizenshipHoldYears}} boyunca elinde tutmak zorundadır. Bu sürenin ardından satmak isterse neler olacağını kendisine açıkladık.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>Önce mevcut vatandaşlığınızı kontrol edin.</strong> Bazı ülkeler çifte vatandaşlığa izin vermez. Başlamadan önce kendi ülkenizde hukuki görüş alın.</li>
<li><strong>"Vatandaşlığa hazır" bir satış ifadesidir, hukuki bir statü değildir.</strong> Bir mülkün şartları karşılayıp karşılamadığı; değerlemesine, geçmişine ve ödemenin nasıl yapılıp belgelendiğine bağlıdır.</li>
<li><strong>Belgeler birbiriyle uyumlu olmalıdır.</strong> Banka kayıtları, döviz alım belgesi, değerleme raporu ve tapu aynı hikâyeyi anlatmalıdır.</li>
<li><strong>{{citizenshipHoldYears}} için plan yapın.</strong> Elde tutma süresi, tapuya kaydedilen hukuki bir taahhüttür.</li>
</ul>
<p><a href="/services/turkish-citizienship">Türk vatandaşlığı</a> hizmetimiz hakkında daha fazla bilgi edinin veya kapora ödemeden önce bir mülkü incelememiz için <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
  },
  {
    slug: 'amara-journey-with-private-banking-in-turkey',
    sample: true,
    title: "Amara'nın Türkiye'de Özel Bankacılık Yolculuğu",
    topic: 'Afrikalı bir girişimci için özel bankacılık ilişkisi ve hesap açılışı',
    summary:
      "Afrikalı bir girişimci, servet kaynağı dosyasını hazırlamamız ve banka tekliflerini karşılaştırmadaki yardımımızla Türkiye'de özel bankacılık müşterisi oldu.",
    description: `<h2>Durum</h2>
<p>Amara, Batı Afrika'da bir ticaret şirketi işletiyor. Şirketi Türk tedarikçilerden mal satın alıyor ve kendisi yılda birkaç kez İstanbul'a geliyor. Türkiye'de temel bir hesabın ötesine geçen kişisel bir bankacılık ilişkisi istiyordu: döviz hesapları, yatırım seçenekleri ve bankada kendisine özel bir danışman arıyordu.</p>
<p>Daha önce bir kez kendi başına denemişti. Bir şube, yanında bulunmayan belgeler istemiş ve başvuru ilerlememişti. Bizden düzgün bir hazırlık yapmamızı ve bankalarla onun adına görüşmemizi istedi.</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>İhtiyaçlarını netleştirdik.</strong> Kişisel ihtiyaçlarını şirketinin ihtiyaçlarından ayırdık. Tedarikçilere yapılan ödemeler şirkete aitti; birikimler ve yatırımlar ise kişiseldi. Hangi bankalara ve hangi ekiplere başvuracağımızı bu ayrım belirledi.</li>
<li><strong>Temel adımları düzenledik.</strong> Amara bir Türk vergi numarası aldı. Türkiye'de yaşamadığı için yerleşik ve yerleşik olmayan kişi hesapları arasındaki farkı ve hangi bankaların özel bankacılık düzeyinde yerleşik olmayan müşterilerle çalıştığını açıkladık.</li>
<li><strong>Servet kaynağı dosyasını hazırladık.</strong> Türk bankaları, suç gelirlerinin aklanmasının önlenmesine ilişkin kurallar (5549 sayılı Kanun) uyarınca ve Mali Suçları Araştırma Kurulunun (MASAK) denetimi altında müşterilerini ve fonlarının kaynağını tespit etmek zorundadır. Özel bankacılıkta kontroller daha da kapsamlıdır. Amara'nın şirket sicil kayıtlarını, ortaklık belgelerini, finansal tablolarını, kişisel vergi kayıtlarını ve banka hesap dökümlerini toplamasına yardımcı olduk. Gerektiğinde apostil ve noter onaylı Türkçe tercümeleri ayarladık. Ardından işinin nasıl büyüdüğünü ve fonlarının nereden geldiğini anlatan kısa bir ön yazı hazırladık.</li>
<li><strong>Birkaç bankaya başvurduk.</strong> Dosyayı üç bankanın özel bankacılık ekiplerine sunduk ve asgari ilişki düzeylerini, döviz seçeneklerini, ücretlerini ve raporlamalarını karşılaştırdık. Bankalardan biri iç değerlendirmesinin ardından başvuruyu reddetti ve sık görüldüğü üzere ayrıntılı bir gerekçe bildirmedi. Diğer ikisi ek sorular sordu; bunları ek belgelerle yanıtladık.</li>
<li><strong>Raporlama tarafını açıkladık.</strong> Türkiye, finansal hesap bilgilerinin uluslararası otomatik değişimine katılmaktadır. Hesaplarına ilişkin bilgilerin ikamet ettiği ülkenin vergi idaresine bildirilebileceğini açıkladık. Vergisel durumunu kendi ülkesindeki bir danışmanla teyit etmesini önerdik.</li>
<li><strong>Şirket tarafına da baktık.</strong> Türkiye ile ticareti büyüdüğü için, kendi zamanında karar verebilmesi amacıyla bir Türk şirketi kurma seçeneğini ve bunu izleyecek kurumsal bankacılık adımlarını da özetledik.</li>
</ol>

<h2>Sonuç</h2>
<p>Amara, dosyasını kabul eden iki bankadan birini seçti. 2024'te kişisel hesaplarını açtı ve kendisine bir özel bankacılık danışmanı atandı. Artık hesaplarını uzaktan yönetiyor ve İstanbul ziyaretlerinde danışmanıyla görüşüyor. Bir Türk şirketi kurup kurmayacağına henüz karar vermedi; bu kararı vermek için ihtiyaç duyduğu bilgilere sahip.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>Hazırlık, şubeden daha önemlidir.</strong> Başvurunun ne kadar sorunsuz ilerleyeceğini çoğu zaman açık ve tercüme edilmiş bir servet kaynağı dosyası belirler.</li>
<li><strong>Bir bankanın reddi son nokta değildir.</strong> Bankalar kendi risk politikalarını uygular; bir bankanın reddettiği dosyayı başka bir banka kabul edebilir.</li>
<li><strong>Kişisel ve ticari bankacılığı ayrı tutun.</strong> Her birine farklı kurallar, belgeler ve ekipler uygulanır.</li>
<li><strong>Vergi raporlamasını düşünün.</strong> Hesap bilgileri kendi ülkenizin vergi idaresiyle paylaşılabilir; bu nedenle orada vergi danışmanlığı alın.</li>
</ul>
<p><a href="/services/bank-account-services">Banka hesabı hizmetleri</a> ve <a href="/services/banking-finance-law">bankacılık ve finans hukuku</a> sayfalarımıza bakın veya <a href="/guides/business-in-turkey">Türkiye'de iş yapmak</a> hakkında okuyun.</p>`,
  },
  {
    slug: 'reclaiming-a-legacy-the-journey-of-selim',
    sample: true,
    title: "Bir Mirası Geri Kazanmak: Selim'in Yolculuğu",
    topic: 'Yurt dışında yaşayan mirasçılar için bir dairenin ve banka birikimlerinin mirası',
    summary:
      "Yurt dışında yaşayan Selim, merhum babasının Türkiye'deki dairesini ve birikimlerini miras aldı. Mirasçılık belgesini aldık, vergi adımlarını yürüttük ve bir akrabanın daireyi işgalini çözdük.",
    description: `<h2>Durum</h2>
<p>Selim çocukluğundan beri Avrupa'da yaşıyor. Yıllar önce izin alarak Türk vatandaşlığından çıktı ve eski Türk vatandaşlarının Türkiye'de büyük ölçüde vatandaşlarla aynı koşullarda mirasçı olmasını ve mülk edinmesini sağlayan Mavi Kart sahibidir. Babası 2023'te vefat ettiğinde mirasçıları Selim ve kız kardeşiydi. Terekede İç Anadolu'daki bir şehirde bir daire ve bir Türk bankasında birikimler bulunuyordu.</p>
<p>Bir akraba bir süredir dairede oturuyordu. Babanın ölümünden sonra aileye, dairenin kendisine vaat edildiğini ve çıkmayacağını söyledi. Selim hangi kayıtların bulunduğunu, hangi sürelerin işlediğini ya da akrabanın iddiasının hukuki bir dayanağı olup olmadığını bilmiyordu.</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Yurt dışından temsili düzenledik.</strong> Selim ve kız kardeşi, ikamet ettikleri ülkedeki bir Türk konsolosluğunda ayrı ayrı vekaletname imzaladı. Bu, seyahat etmelerine gerek kalmadan onlar adına işlem yapmamızı sağladı.</li>
<li><strong>Kayıtları topladık.</strong> Ailenin nüfus kayıtlarını aldık, babanın adına kayıtlı taşınmazlar için tapu müdürlüğünde sorgulama yaptık ve bankadan hesaplarına ilişkin bilgi istedik. Sorgulamalar daireyi ve birikimleri doğruladı; başka bir taşınmaz bulunmadığını gösterdi.</li>
<li><strong>Mirasçılık belgesini aldık.</strong> Selim ve kız kardeşini yasal mirasçılar olarak gösteren ve paylarını belirleyen bir mirasçılık belgesi (veraset ilamı) için Sulh Hukuk Mahkemesine başvurduk.</li>
<li><strong>Vergi adımlarıyla ilgilendik.</strong> Bir mali müşavirle birlikte veraset ve intikal vergisi beyannamesini yasal süre içinde verdik; bu süre ölüm tarihinden itibaren işler ve yurt dışında yaşayan mirasçılar için daha uzundur. Vergi ödendikten sonra vergi dairesi, bankaların vefat eden bir kişinin parasını ödemeden önce istediği ilişik kesme yazısını düzenledi.</li>
<li><strong>Akrabanın iddiasını inceledik.</strong> Bir vasiyetname bulamadık; noterde veya tapu müdürlüğünde yapılmış bir satış ya da satış vaadi de yoktu. Türk hukukunda taşınmazı devretmeye yönelik bağlayıcı bir vaadin resmî şekilde yapılması gerekir; bu nedenle resmî şekle uyulmadan verilmiş bir söz, akrabaya daire üzerinde bir hak vermiyordu. Bunu kendisine yazılı olarak açıkladık.</li>
<li><strong>Daireyi mirasçılar adına tescil ettirdik.</strong> Mirasçılık belgesini ve vergi belgelerini kullanarak dairenin Selim ve kız kardeşi adına intikalini tapu müdürlüğünde tamamladık.</li>
<li><strong>Akrabanın daireden çıkmasını müzakere ettik.</strong> Selim mümkünse bir aile davasından kaçınmak istiyordu. Akrabanın taşınması için makul bir süre önerdik. Alternatifleri de açıkladık: tahliye davası ve dairenin hukuki bir dayanak olmaksızın kullanılması nedeniyle tazminat (ecrimisil) talebi. Bir süre görüşmenin ardından akraba, kararlaştırılan süre içinde çıkmayı yazılı olarak kabul etti ve çıktı.</li>
</ol>

<h2>Sonuç</h2>
<p>Daire Selim ve kız kardeşi adına tescil edildi ve akraba dava açılmadan taşındı. Banka, mirasçılık belgesini ve vergi dairesinin ilişik kesme yazısını aldıktan sonra birikimleri mirasçılara ödedi. Selim ve kız kardeşi daha sonra daireyle ne yapacaklarını konuştular ve ileride satışı için bizden yardım istediler.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>Erken harekete geçin.</strong> Veraset ve intikal vergisi beyannamesinin ölüm tarihinden itibaren işleyen süreleri vardır ve bankalar gerekli belgeler olmadan parayı ödemez.</li>
<li><strong>Bunu yurt dışından yapabilirsiniz.</strong> Bir Türk konsolosluğunda imzalanan ya da apostilli ve tercüme edilmiş bir vekaletname, bir avukatın sizin adınıza işlem yapmasını sağlar.</li>
<li><strong>Resmî şekle uyulmadan verilen sözler mülkiyeti nadiren devreder.</strong> Türkiye'de taşınmazların devri ve bunları devretmeye yönelik bağlayıcı vaatler resmî şekle tabidir.</li>
<li><strong>Çoğu zaman önce müzakere gelir.</strong> Hukuki durumun yazılı ve açık bir şekilde anlatılması, bir aile uyuşmazlığını dava açılmadan çözebilir.</li>
</ul>
<p><a href="/services/inheritance-law">Miras hukuku</a> hizmetimiz hakkında daha fazla bilgi edinin veya Türkiye'de bir taşınmazın mirasçısıysanız <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
  },
  {
    slug: 'a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name',
    sample: true,
    title: 'Kimliğini Geri Kazanma Yolculuğu: Çifte Vatandaş Bir Müvekkilin Ad Değişikliği',
    metaTitle: 'Çifte Vatandaş Bir Müvekkilin Ad Değişikliği',
    topic: 'Çifte vatandaş bir kişi için Türk nüfus kaydında ad değişikliği',
    summary:
      'Yurt dışında yaşayan çifte vatandaş bir müvekkilin yabancı pasaportunda bir ad, Türk nüfus kaydında başka bir ad yazılıydı. Mahkeme kararıyla yapılan değişiklik, Türk kayıtlarını kullandığı adla uyumlu hâle getirdi.',
    description: `<h2>Durum</h2>
<p>E. Türkiye'de doğdu ve çocukken ailesiyle birlikte yurt dışına taşındı. Yetişkin olduğunda, Türk vatandaşlığını korurken ikamet ettiği ülkenin vatandaşlığını kazandı. Yurt dışında vatandaşlığa kabul sırasında, hayatının büyük bölümünde okulda ve işte kullandığı adı resmî adı olarak benimsedi. Soyadını da Türkçe karakterler olmadan yazmaya başladı.</p>
<p>Türk nüfus kaydında ise hâlâ asıl adı ve soyadının Türkçe yazılışı görünüyordu. Bu durum yıllarca yalnızca küçük sorunlara yol açtı. Sonra önem kazanmaya başladı. Bir Türk bankası, iki pasaportunun aynı kişiye ait olup olmadığını sorguladı. Bir havayolu rezervasyonu check-in sırasında sorun çıkardı. Ayrıca bir gün Türkiye'deki aile mülklerini miras almayı bekliyordu ve bu uyumsuzluğun ileride kendi ailesi için işleri geciktirmesini istemiyordu.</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Doğru yolu seçtik.</strong> Önce yabancı bir kararın Türkiye'de tanınıp tanınamayacağına baktık. Yeni adı bir mahkeme kararından değil, idari bir vatandaşlığa kabul işleminden kaynaklandığı için Türkiye'de ad değişikliği davası açmak daha açık bir yoldu. Türk Medeni Kanununun 27. maddesine göre, haklı bir sebep varsa kişi mahkemeden adının değiştirilmesini isteyebilir.</li>
<li><strong>Temsili düzenledik.</strong> E., seyahat etmesine gerek kalmadan davayı açabilmemiz ve onun adına işlem yapabilmemiz için bir Türk konsolosluğunda vekaletname imzaladı.</li>
<li><strong>Fiilen kullandığı ada ilişkin delil topladık.</strong> Mahkemenin, değişikliğin geçici bir istek değil gerçek hayatı yansıttığını görmesi gerekiyordu. Yabancı pasaportunu ve vatandaşlığa kabul belgesini, ayrıca uzun yıllardır kullandığı adı gösteren okul, iş ve vergi belgelerini topladık. Apostil ve noter onaylı Türkçe tercümeleri ayarladık.</li>
<li><strong>Yeni adın kabul edileceğinden emin olduk.</strong> Türk nüfus kaydı adları kendi biçimine göre kaydeder. İstediği yazılışın kaydedilebileceğini kontrol ettik ve adının Türk belgelerinde nasıl görüneceğini E.'ye açıkladık.</li>
<li><strong>Davayı açtık.</strong> Usulün gerektirdiği üzere nüfus müdürlüğünü hasım göstererek davayı yetkili asliye hukuk mahkemesinde açtık. E.'yi uzun yıllardır tanıyan iki kişi, kullandığı ad hakkında beyanda bulundu. Nüfus müdürlüğünün cevabına yazılı olarak karşılık verdik.</li>
<li><strong>Karardan sonra takibi yaptık.</strong> Karar kesinleştikten sonra nüfus müdürlüğüne gönderilmesini ve kaydının güncellenmesini sağladık. E. daha sonra konsolosluk aracılığıyla Türk kimlik kartını ve pasaportunu yeniletti.</li>
</ol>

<h2>Sonuç</h2>
<p>Mahkeme, E.'nin haklı bir sebebi olduğunu kabul etti ve adının ve soyadının yazılışının değiştirilmesine karar verdi. Karar 2024'te kesinleşti ve nüfus kaydı güncellendi. Türk ve yabancı belgelerinde artık aynı ad yazıyor. Banka güncellenmiş belgeleri kabul etti ve sorgusunu kapattı.</p>
<p>E. bize pratik sorunların işin yalnızca bir parçası olduğunu söyledi. Adını tüm hayatı boyunca kullanmıştı; artık Türk kayıtları da bunu yansıtıyordu.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>Uyumsuz adlar ileride sorun çıkarır.</strong> Bankacılık, mülk, miras ve seyahat, birbiriyle uyumlu belgelere bağlıdır. Kaydı erkenden düzeltmek size ve ailenize zaman kazandırır.</li>
<li><strong>Fiilî kullanımın delilleri önemlidir.</strong> Mahkemeler haklı bir sebep arar. Bir adı yıllardır kullandığınızı gösteren belgeler davanın merkezindedir.</li>
<li><strong>Seyahat etmeniz gerekmez.</strong> Konsoloslukta düzenlenen bir vekaletname, bir avukatın davayı Türkiye'de yürütmesini sağlar.</li>
<li><strong>Evrak işlerini tamamlayın.</strong> Bir mahkeme kararı, ancak kayıt güncellendiğinde ve kimlik belgeleriniz yenilendiğinde işe yarar.</li>
</ul>
<p>Kişi hâline ilişkin konular için <a href="/services/family-law">aile hukuku</a> hizmetimize bakın veya kayıtlarınızı konuşmak için <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
  },
  {
    slug: 'a-swift-return-overturning-an-unfair-entry-ban',
    sample: true,
    title: 'Hızlı Bir Dönüş: Haksız Bir Giriş Yasağının Kaldırılması',
    topic: 'Sınır dışı etme (deport) kararına karşı dava ve giriş yasağı kodunun kaldırılması',
    summary:
      "Uzun süredir Türkiye'de yaşayan bir yabancı hakkında, süresi dolan izni nedeniyle sınır dışı etme kararı ve giriş yasağı verildi. {{deportationAppealDays}} içinde dava açtık, ardından dönebilmesi için yasak kodunu kaldırttık.",
    description: `<h2>Durum</h2>
<p>R., eşi ve çocuğuyla birlikte birkaç yıldır ikamet izniyle İstanbul'da yaşıyordu. İzninin uzatılması için süresinde başvurmuştu, ancak başvurusunda bir belge eksikti ve başvuru tamamlanmamıştı. Bunun farkına varmadı ve izninin süresi doldu.</p>
<p>Olağan bir kimlik kontrolünde durduruldu ve bir geri gönderme merkezine götürüldü. Hakkında sınır dışı etme kararı verildi ve kayıtlarına bir giriş yasağı kodu işlendi. R., geri gönderme merkezinde beklemek yerine masrafı kendisine ait olmak üzere Türkiye'den ayrılmayı seçti. Eşi aynı hafta bizimle iletişime geçti. Ailenin sorusu basitti: R. geri dönebilir miydi?</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Süreyi gözeterek hemen harekete geçtik.</strong> 6458 sayılı Yabancılar ve Uluslararası Koruma Kanunu uyarınca sınır dışı etme kararına karşı, tebliğden itibaren {{deportationAppealDays}} içinde idare mahkemesinde dava açılabilir (Aralık 2019'da 7196 sayılı Kanunla değiştirilen 53. madde, üçüncü fıkra). R. ülkeden ayrılmadan önce vekaletname aldık ve kararın ve tebliğ belgelerinin örneklerini edindik. Ülkeden ayrılmış olması, karara karşı dava açma hakkını ortadan kaldırmadı.</li>
<li><strong>Giriş yasağı kodunu belirledik.</strong> Giriş yasakları kişinin kayıtlarında kısa kodlar olarak görünür. Kod, gerekçeyi açık bir dille belirtmez. Hangi kodun uygulandığını, hangi karara bağlı olduğunu ve yasağın ne kadar süre için konduğunu teyit ettik.</li>
<li><strong>Davayı hazırladık.</strong> Davayı {{deportationAppealDays}} içinde idare mahkemesinde açtık. Kararın ölçüsüz olduğunu ileri sürdük: R. yıllarca hukuka uygun olarak ikamet etmişti, uzatma için süresinde başvurmuştu ve sorun, kaçak kalma girişimi değil eksik bir belgeydi. Türkiye'deki aile hayatına ve temiz siciline de dikkat çektik. Önceki ikamet izinlerini, uzatma başvurusu kayıtlarını, evlilik ve doğum belgelerini ve ailesinin ikametine ilişkin kanıtları sunduk.</li>
<li><strong>Davayı takip ettik.</strong> İdarenin savunmasına cevap verdik ve aileyi her aşamada bilgilendirdik.</li>
<li><strong>Kodu kaldırttık.</strong> Mahkeme kararı kayıtları kendiliğinden güncellemez. Mahkeme sınır dışı etme kararını iptal ettikten sonra kararla birlikte Göç İdaresi Başkanlığına başvurduk ve giriş yasağı kodunun kaldırılmasını istedik. R. herhangi bir seyahat planı yapmadan önce kodun artık görünmediğini kontrol ettik.</li>
<li><strong>Hukuka uygun bir dönüş planladık.</strong> R.'ye vatandaşlığına göre hangi giriş yolunun geçerli olduğunu anlattık ve geldikten kısa süre sonra sunulabilmesi için yeni <a href="/services/turkish-residence-permit">ikamet izni</a> başvurusunu hazırladık.</li>
</ol>

<h2>Sonuç</h2>
<p>İdare mahkemesi 2024'te sınır dışı etme kararını iptal etti. Göç İdaresi Başkanlığı da ardından giriş yasağı kodunu R.'nin kayıtlarından kaldırdı. R. yıllar değil aylar içinde İstanbul'a döndü, eksiksiz bir ikamet izni başvurusu yaptı ve ailesine kavuştu. Her dava kendi olgularına bağlıdır; bu sonuçta mahkemenin ölçülülüğe ilişkin değerlendirmesi belirleyici oldu.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>{{deportationAppealDays}} kısa bir süredir.</strong> Sınır dışı etme kararı söz konusu olduğunda dava açma süresi, tebliğden itibaren {{deportationAppealDays}} ile sınırlıdır. Türkiye'den ayrılmış olsanız bile derhal bir avukata başvurun.</li>
<li><strong>Kodu ve arkasındaki kararı öğrenin.</strong> Farklı kodlar farklı kararlardan kaynaklanır ve doğru adım, hangisinin uygulandığına bağlıdır.</li>
<li><strong>Davayı kazanmak son adım değildir.</strong> Göç İdaresi Başkanlığından kodun kaldırılmasını isteyin ve seyahat etmeden önce kaldırıldığını kontrol edin.</li>
<li><strong>Uzatma başvurunuzun eksiksiz olduğunu kontrol edin.</strong> Tamamlanmamış bir başvuru statünüzü korumaz. Yaptığınız her başvurunun kanıtını saklayın.</li>
</ul>
<p><a href="/services/deportation">Sınır dışı etme ve giriş yasağı</a> hizmetimiz hakkında okuyun, <a href="/guides/turkish-residence-permit-checklist">ikamet izni kontrol listemizi</a> kullanın veya size bir karar tebliğ edildiyse vakit kaybetmeden <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
  },
  {
    slug: 'assisting-a-palestinian-client-in-purchasing-property-in-turkey',
    sample: true,
    title: "Filistinli Bir Müvekkile Türkiye'de Mülk Alımında Yardım",
    metaTitle: "Filistinli Bir Müvekkil Türkiye'de Mülk Satın Alıyor",
    topic: 'Yurt dışında yaşayan Filistinli bir müvekkil için uzaktan mülk alımı',
    summary:
      "Körfez'de yaşayan Filistinli bir müvekkil, seyahat etmeden İstanbul'da bir daire satın aldı. Edinim hakkını teyit ettik, adının belgelerdeki yazılışını uyumlu hâle getirdik ve devri tamamladık.",
    description: `<h2>Durum</h2>
<p>Filistin vatandaşı Y., uzun yıllardır bir Körfez ülkesinde yaşıyor ve çalışıyor. İstanbul'da hem aile ziyaretleri için bir üs hem de uzun vadeli bir yatırım olarak bir daire istiyordu. İşi nedeniyle alım için seyahat etmesi zordu; bu yüzden her şeyi yurt dışından tamamlamak istiyordu.</p>
<p>Üç endişesi vardı. Birincisi, pasaportunun Türkiye'de mülk edinmesine izin verip vermediği. İkincisi, birkaç emlakçının önerdiği gibi hâlâ inşaat hâlindeki bir daireyi alıp almaması gerektiği. Üçüncüsü, adı farklı belgelerde farklı yazılırken ödemenin ve evrak işlerinin nasıl yürütüleceği.</p>

<h2>Neler yaptık</h2>
<ol>
<li><strong>Her şeyden önce edinim hakkını teyit ettik.</strong> Yabancıların Türkiye'de taşınmaz edinme hakkı, vatandaşlıklarına ve tapu idaresinin o tarihte uyguladığı kurallara bağlıdır. Y.'nin taşıdığı pasaport bakımından durumu kontrol ettik ve herhangi bir şey imzalamadan veya kapora ödemeden önce tapu müdürlüğüyle teyit ettik. Beğendiği bölgenin askerî ve güvenlik bölgelerinin dışında olduğunu da teyit ettik.</li>
<li><strong>Topraktan alımın risklerini konuştuk.</strong> İnşaat hâlindeki bir daireyi satın almanın risklerini açıkladık: gecikmeler, projede değişiklikler ve bazı durumlarda projeyi tamamlayamayan bir müteahhit. Y., hemen devredilebilecek, iskânı alınmış bitmiş bir daire almaya karar verdi.</li>
<li><strong>Mülkü kontrol ettik.</strong> Tapu kaydını ipotek, haciz ve şerhler bakımından inceledik; satıcının kimliğini ve satış yetkisini teyit ettik; ödenmemiş aidat ve emlak vergisi olup olmadığını kontrol ettik.</li>
<li><strong>Adının yazılışını tutarlı hâle getirdik.</strong> Y.'nin Arapçadan aktarılan adı; pasaportunda, yurt dışındaki ikamet kartında ve banka kayıtlarında farklı Latin harfli yazılışlarla yer alıyordu. Her yerde pasaporttaki yazılışı kullandık, bunu Türk vergi numarasına ve noter onaylı tercümelere yansıttık ve banka dosyasına farklı yazılışları aynı kişiyle ilişkilendiren bir not ekledik.</li>
<li><strong>Temsili düzenledik.</strong> Y., ikamet ettiği ülkedeki Türk konsolosluğunda, bizi belirli daireyi satın almak ve onun adına tapu müdürlüğünde imza atmak için özel olarak yetkilendiren fotoğraflı bir vekaletname imzaladı.</li>
<li><strong>Ödemeyi yönettik.</strong> Para, yurt dışındaki bankasından Türkiye'deki hesabına aktarıldı ve ardından bankacılık sistemi üzerinden satıcıya ödendi. Bankaları fonların kaynağı hakkında olağan sorular sordu. Bunları çalışma ve birikim kayıtlarıyla yanıtladık.</li>
<li><strong>Devri tamamladık.</strong> Yabancı alıcılar için gereken değerleme raporunu aldık, zorunlu deprem sigortasını (DASK) yaptırdık ve vekaletnameye dayanarak tapu müdürlüğündeki randevuya katıldık. Ardından abonelikleri devrettik ve Y.'ye her belgenin bir örneğini kısa bir İngilizce özetle birlikte gönderdik.</li>
</ol>

<h2>Sonuç</h2>
<p>Tapu 2024'te, Y.'nin seyahat etmesine gerek kalmadan onun adına düzenlendi. İlk ziyaretinde belgelerin asıllarını ve anahtarları teslim aldı ve daireyi anlatıldığı gibi buldu. Ayrıca ileride başvurup başvurmayacağına karar verebilmesi için taşınmaz sahipliğine dayalı ikamet izninin koşullarını da açıkladık.</p>

<h2>Başkaları için çıkarılacak dersler</h2>
<ul>
<li><strong>Pasaportunuz bakımından edinim hakkını teyit edin.</strong> Kurallar vatandaşlığa bağlıdır ve değişebilir. Kapora ödemeden önce kontrol edin.</li>
<li><strong>Bitmiş daire mi, topraktan mı: Bu gerçek bir tercihtir.</strong> Topraktan alımlar ek risk taşır ve sözleşmenin dikkatle incelenmesini gerektirir.</li>
<li><strong>Tek yazılış, her yerde.</strong> Bankada ve tapu müdürlüğünde gecikmeleri önlemek için adınızın pasaporttaki yazılışını tutarlı biçimde kullanın.</li>
<li><strong>Uzaktan satın almak mümkündür.</strong> Konsoloslukta düzenlenen bir vekaletname, bir avukatın alımı sizin adınıza tamamlamasını sağlar.</li>
</ul>
<p><a href="/guides/real-estate-guide">Gayrimenkul rehberimizi</a> okuyun, <a href="/services/real-property-sales-title-deed-transfers">gayrimenkul satışı ve tapu devri</a> hizmetimize bakın veya <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
  },
])
