import type { Guide } from '../schema.ts'
import { site } from '../../config/site.ts'
import { fill } from './fill.ts'

/**
 * "Türkiye'de İş Yapmak" rehberi (Turkish translation of src/content/en/guide-business.ts, which prevails):
 * yabancı kurucular ve şirketler için Türkiye'de şirket kurma ve işletme rehberi.
 */
export const businessGuide: Guide = fill({
  slug: 'business-in-turkey',
  guidelineName: 'HowToDoBusinessInTurkey_Guideline',
  lastReviewed: '2026-11-23',
  title: "Türkiye'de İş Yapmak",
  subtitle: `Yabancı kurucular için uygulamalı bir rehber: şirket türleri, tescil, vergi, personel, sözleşmeler ve uyum.`,
  summary: `Yabancı yatırımcılar Türkiye'de nasıl şirket kurar ve işletir: şirket türleri, tescil, vergi ve muhasebe, istihdam, çalışma izni, sözleşmeler ve veri koruma.`,
  intro: `Türkiye, yabancı yatırımcıların Türk vatandaşlarıyla aynı koşullarda şirket sahibi olmasına ve şirket işletmesine izin verir. Süreç açıktır, ancak pek çok küçük adımdan oluşur: noter onaylı belgeler, vergi numarası, banka hesabı, mali müşavir, personelin kaydı ve düzenli beyannameler. Bu rehber her adımı sade bir dille açıklar; böylece neyle karşılaşacağınızı, neyi hazırlamanız gerektiğini ve yabancı kurucuların genellikle nerede zaman kaybettiğini bilirsiniz.`,
  benefits: [
    {
      title: 'Sürecin tamamı tek bir yerde',
      text: `Şirket türünü seçmekten ilk çalışanınızı işe almaya kadar her bölüm, Türkiye'de şirket kurma ve işletmenin bir aşamasını, karşılaşacağınız sırayla ele alır.`,
    },
    {
      title: 'Yabancı kurucular için yazıldı',
      text: `MERSİS, SGK ve KVKK gibi Türkçe terimleri açıklıyor ve Türkiye'de kabul edilmeden önce noter onaylı, apostilli veya tercüme edilmiş olması gereken belgelere dikkat çekiyoruz.`,
    },
    {
      title: 'Somut sonraki adımlar',
      text: `Her bölüm, harekete geçebileceğiniz uygulamaya yönelik noktalarla biter: neyi hazırlamanız gerektiği, kiminle iletişime geçeceğiniz ve hangi sürelerin geçerli olduğu. Takviminizi planlarken rehberi bir kontrol listesi olarak kullanın.`,
    },
    {
      title: 'Güncel Türk hukukuna dayanır',
      text: `Rehber, 6102 sayılı Türk Ticaret Kanunu, 4875 sayılı Doğrudan Yabancı Yatırımlar Kanunu, 4857 sayılı İş Kanunu ve ilgili düzenlemeleri esas alır. Sık değişen rakamlar olduğunda bunu belirtiyoruz.`,
    },
  ],
  author: {
    member: 'emre-kaya',
    bio: `Emre Kaya, ${site.name} bünyesinde ortak ve İstanbul Barosu üyesidir. Yabancı sermayeli şirketlere kuruluştan ve pay sahipleri sözleşmelerinden genel kurullara ve sermaye değişikliklerine kadar şirketler hukuku konularında danışmanlık verir. Ayrıca ticari sözleşmeleri hazırlar ve müzakere eder; iş sözleşmeleri, çalışma izinleri ve fesih usulleri dahil iş hukuku konularını da yürütür.`,
  },
  chapters: [
    {
      title: 'Hukuki çerçeve ve yabancı yatırımcılara eşit muamele',
      html: `<p>Türkiye'de yabancı yatırımlar esas olarak 2003'ten bu yana yürürlükte olan <strong>4875 sayılı Doğrudan Yabancı Yatırımlar Kanunu</strong> ile düzenlenir. Kanunun temel ilkesi basittir: yabancı yatırımcılar Türk yatırımcılarla eşit muamele görür. Yabancı bir gerçek kişi veya yabancı bir şirket, genellikle devletten önceden herhangi bir izin almaksızın Türkiye'de şirket kurabilir, mevcut bir şirketten pay satın alabilir veya şube açabilir.</p>
<h3>4875 sayılı Kanun neyi güvence altına alır</h3>
<ul>
<li><strong>Yatırım serbestisi:</strong> sektörlerin çoğunda herhangi bir ön inceleme veya izin süreci yoktur.</li>
<li><strong>Eşit muamele:</strong> yabancı yatırımcılar yerli yatırımcılarla aynı hak ve yükümlülüklere sahiptir.</li>
<li><strong>Fon transferi:</strong> kâr, temettü, satış bedeli ve tasfiye bedeli bankalar aracılığıyla yurt dışına serbestçe transfer edilebilir.</li>
<li><strong>Kamulaştırmaya karşı koruma:</strong> mülkiyet ancak kamu yararı amacıyla ve bedeli ödenerek, kanuna uygun olarak kamulaştırılabilir.</li>
<li><strong>Yabancı personel:</strong> şirketler, çalışma izni kurallarına tabi olarak yabancı personel istihdam edebilir.</li>
</ul>
<h3>Karşılaşacağınız diğer kanunlar</h3>
<p>Şirketlerin kuruluşu ve yönetimi <strong>6102 sayılı Türk Ticaret Kanunu</strong>'na tabidir. Sözleşmeler 6098 sayılı Türk Borçlar Kanunu'na, iş ilişkileri 4857 sayılı İş Kanunu'na tabidir; yabancı personelin 6735 sayılı Uluslararası İşgücü Kanunu uyarınca çalışma izni alması gerekir. Vergi, sosyal güvenlik ve kişisel verilerin korunması kendi kanunlarıyla düzenlenir; bunlar sonraki bölümlerde ele alınmaktadır.</p>
<h3>Sektörel kurallar</h3>
<p>Bazı sektörler lisans gerektirir veya özel ortaklık kurallarına tabidir; örneğin bankacılık ve finans, yayıncılık, sivil havacılık, enerji, madencilik ve bazı denizcilik faaliyetleri. İşiniz düzenlemeye tabi bir sektördeyse, şirketi kurmadan önce lisans şartlarını kontrol edin; çünkü bu şartlar şirket türünü ve asgari sermayeyi etkileyebilir.</p>
<p>Türkiye ayrıca pek çok ülkeyle ikili yatırım anlaşmaları ve çifte vergilendirmeyi önleme anlaşmaları imzalamıştır. Türkiye ile kendi ülkeniz arasında böyle bir anlaşmanın bulunup bulunmadığını kontrol etmekte fayda vardır; anlaşma ek koruma sağlayabilir veya stopaj vergisini azaltabilir.</p>
<p>Bu kuralların planlarınıza nasıl uygulanacağından emin değilseniz, <a href="/services/corporate-partnership-law">şirketler ve ortaklık hukuku</a> ekibimiz bunları sizinle birlikte inceleyebilir.</p>`,
    },
    {
      title: 'Şirket türünü seçmek: Ltd. Şti., A.Ş., şube veya irtibat bürosu',
      html: `<p>Yabancı yatırımcıların çoğu <strong>limited şirket</strong> (Ltd. Şti.) ile <strong>anonim şirket</strong> (A.Ş.) arasında seçim yapar. Yabancı bir şirket ayrıca <strong>şube</strong> veya <strong>irtibat bürosu</strong> da açabilir.</p>
<table>
<caption>Yabancı yatırımcılar için şirket türlerinin karşılaştırması</caption>
<thead>
<tr><th>Tür</th><th>Temel özellikler</th><th>Genellikle uygun olduğu durumlar</th></tr>
</thead>
<tbody>
<tr><td>Limited şirket (Ltd. Şti.)</td><td>1 ila 50 ortak; bir veya birden fazla müdür tarafından yönetilir; pay devirleri noter onaylı bir sözleşme ve kural olarak ortakların onayını gerektirir; asgari sermaye daha düşüktür.</td><td>Küçük ve orta ölçekli işletmeler, ticaret ve hizmet şirketleri, tek veya birkaç ortaklı bağlı şirketler.</td></tr>
<tr><td>Anonim şirket (A.Ş.)</td><td>Bir veya birden fazla pay sahibi; yönetim kurulu tarafından yönetilir; paylar daha kolay devredilir; yatırımcılardan sermaye toplayabilir veya halka açılabilir; asgari sermaye daha yüksektir.</td><td>Daha büyük projeler, dışarıdan yatırım almayı planlayan şirketler, bu türü zorunlu kılan düzenlemeye tabi sektörler.</td></tr>
<tr><td>Şube</td><td>Ticaret siciline tescil edilir ancak ayrı bir tüzel kişiliği yoktur; borçlarından yabancı ana şirket sorumludur; tam yetkili, Türkiye'de yerleşik bir temsilci gerektirir.</td><td>Türkiye'de kendi unvanıyla ticaret yapmak isteyen yabancı şirketler.</td></tr>
<tr><td>İrtibat bürosu</td><td>Sanayi ve Teknoloji Bakanlığından izin gerektirir; ticari faaliyette bulunamaz ve gelir elde edemez; giderleri yurt dışından karşılanır.</td><td>Pazar araştırması, tanıtım ve yerel ortaklarla iletişim.</td></tr>
</tbody>
</table>
<h3>Asgari sermaye</h3>
<p>Asgari sermaye tutarları 1 Ocak 2024'ten itibaren artırılmıştır: limited şirket için {{limitedCompanyCapitalTry}}, anonim şirket için {{jointStockCompanyCapitalTry}} (kayıtlı sermaye sisteminde daha fazla). Bu tutarlar Cumhurbaşkanı kararıyla belirlenir ve değişebilir; bu nedenle başvurudan önce teyit edin.</p>
<h3>Göz önünde bulundurulacak noktalar</h3>
<ul>
<li>Limited şirkette ortaklar ve müdürler, şirketin ödenmemiş vergi ve sosyal güvenlik borçlarından kanunun belirlediği sınırlar içinde sorumlu tutulabilir.</li>
<li>Anonim şirket, yatırımcıların şirkete katılması veya şirketten ayrılması bakımından daha fazla esneklik sunar, ancak daha fazla şekil şartı içerir.</li>
<li>İşler büyürse limited şirket daha sonra anonim şirkete dönüştürülebilir.</li>
</ul>
<p>Seçenekleri <a href="/services/company-establishment">şirket kuruluşu</a> sayfamızda daha ayrıntılı açıklıyoruz.</p>`,
    },
    {
      title: 'Adım adım şirket kuruluşu',
      html: `<p>Tüm belgeler hazır olduğunda bir Türk şirketinin tescili genellikle birkaç hafta sürer. Yabancı belgelerin hazırlanması çoğu zaman en yavaş kısımdır; bu nedenle işe oradan başlayın.</p>
<ol>
<li><strong>Unvanı, türü, faaliyet konusunu ve adresi belirleyin.</strong> Ticaret unvanı şirket türünü içermeli ve mevcut bir unvanla aynı olmamalıdır. Türkiye'de bir kayıtlı adrese ihtiyacınız vardır; vergi dairesi bu adresi yerinde kontrol edebilir.</li>
<li><strong>Ortaklara ait belgeleri hazırlayın.</strong> Yabancı gerçek kişiler için pasaport fotokopisi ve noter onaylı Türkçe tercümesi gerekir. Tüzel kişi yabancı ortak için faaliyet belgesi (good standing) ve yönetim kurulu kararı gerekir; bunlar apostilli (veya Türk konsolosluğunca onaylı) olmalı ve noter onaylı tercümeyle Türkçeye çevrilmelidir.</li>
<li><strong>Potansiyel vergi numarası alın.</strong> Her yabancı ortak ve müdürün bir Türk vergi numarasına ihtiyacı vardır. Vergi dairesi bu potansiyel vergi numarasını pasaport veya şirket belgelerine dayanarak verir.</li>
<li><strong>Kuruluşta bulunmayacaksanız vekaletname verin.</strong> Vekaletnameyi bir Türk noterinde ya da yurt dışında bir noterde (apostilli olarak) veya bir Türk konsolosluğunda imzalayabilirsiniz.</li>
<li><strong>Esas sözleşmeyi MERSİS'te hazırlayın.</strong> MERSİS, merkezi çevrim içi sicil sistemidir. Esas sözleşme, müdürler ve sermaye bu sisteme girilir ve bir dosya numarası oluşturulur.</li>
<li><strong>Sermayeyi gerektiği şekilde yatırın.</strong> Anonim şirkette nakdi sermayenin en az dörtte biri genellikle tescilden önce bir bankada bloke hesaba yatırılır. Limited şirkette sermaye genellikle tescilden sonra, kanunda belirlenen süre içinde ödenebilir. Bankada ayrıca Rekabet Kurumu için küçük bir pay da ödenir.</li>
<li><strong>Ticaret sicili müdürlüğü yetkilisi önünde imza atın.</strong> Kurucular veya vekilleri esas sözleşmeyi, müdürler ise imza beyannamesini yerel ticaret odasının ticaret sicili müdürlüğünde veya bir noter önünde imzalar.</li>
<li><strong>Tescil ve ilan.</strong> Ticaret sicili müdürlüğü şirketi tescil eder ve Türkiye Ticaret Sicili Gazetesi'nde ilan eder.</li>
<li><strong>Tescilden sonra.</strong> Vergi dairesi şirketin vergi dosyasını açar; şirket kayıtlı elektronik posta (KEP) adresini ve elektronik tebligat adresini oluşturur; defterler ve e-fatura mali müşavirle birlikte kurulur; işyeri ilk çalışan işe başlamadan önce Sosyal Güvenlik Kurumuna (SGK) tescil ettirilir. Yabancı sermayeli şirketler ayrıca bazı bilgileri Sanayi ve Teknoloji Bakanlığına bildirir.</li>
</ol>
<p><a href="/services/company-establishment">Şirket kuruluşu</a> hizmetimiz bu adımların her birini kapsar.</p>`,
    },
    {
      title: 'Vergiye ilişkin temel bilgiler',
      html: `<p>Bir Türk şirketi dünya genelindeki kazancı üzerinden vergilendirilir. Başlıca vergiler kurumlar vergisi, katma değer vergisi (KDV) ve stopaj vergisidir. <strong>Oranlar, eşikler ve beyan kuralları sık değişir</strong>, bazen yılda birkaç kez; bu nedenle aşağıdaki rakamları bir başlangıç noktası olarak kabul edin ve mali müşavirinizle teyit edin.</p>
<h3>Kurumlar vergisi</h3>
<p>Genel kurumlar vergisi oranı hâlen {{corporateTaxPercent}} olup bazı finans sektörü şirketleri için daha yüksek oranlar uygulanır ve 2025'ten itibaren yurt içi asgari kurumlar vergisi getirilmiştir. Şirketler üç aylık dönem kârları üzerinden geçici vergi öder ve hesap döneminin, genellikle takvim yılının, sona ermesinden sonra yıllık kurumlar vergisi beyannamesi verir.</p>
<h3>Katma değer vergisi (KDV)</h3>
<p>KDV, Türkiye'deki mal ve hizmet teslimlerinin çoğuna ve ithalata uygulanır. Genel oran hâlen {{vatPercent}} olup bazı mal ve hizmetler için indirimli oranlar uygulanır. KDV beyannameleri genellikle aylık olarak verilir. İhracat ve bazı diğer işlemler istisna kapsamında olabilir ve belirli durumlarda şirket KDV iadesi için başvurabilir. Ayrıntılar için <a href="/services/vat-exemption-services">KDV istisnası hizmetlerimize</a> bakın.</p>
<h3>Stopaj vergisi</h3>
<p>Şirketler belirli ödemeler üzerinden vergi keser ve bunu alıcı adına vergi dairesine öder; örneğin:</p>
<ul>
<li>çalışanların ücretleri (bordro yoluyla kesilen gelir vergisi);</li>
<li>gerçek kişilere ödenen büro kirası;</li>
<li>serbest meslek erbabına ödenen ücretler;</li>
<li>gerçek kişi ortaklara ve yabancı ortaklara dağıtılan kâr payları;</li>
<li>yabancı şirketlere yapılan bazı ödemeler, örneğin lisans bedelleri (royalty) ve hizmet bedelleri.</li>
</ul>
<p>Türkiye ile alıcının ülkesi arasındaki bir çifte vergilendirmeyi önleme anlaşması stopaj oranını düşürebilir. Bundan yararlanmak için yabancı alıcının genellikle mukimlik belgesi sunması gerekir.</p>
<h3>Diğer vergiler</h3>
<p>Sözleşmeler dahil imzalanan pek çok belgeye damga vergisi uygulanır ve vergi belgede yazılı tutar üzerinden hesaplanır. Faaliyete bağlı olarak emlak vergisi, gümrük vergileri ve özel tüketim vergisi de söz konusu olabilir.</p>
<p>Kira sözleşmelerini imzalamadan, grup şirketleriyle transfer fiyatlarını kararlaştırmadan veya ilk kâr payını dağıtmadan önce vergi yapısını planlayın. Bir yapıyı sonradan değiştirmek, genellikle baştan doğru kurmaktan daha zordur.</p>`,
    },
    {
      title: 'Muhasebe ve defter tutma yükümlülükleri',
      html: `<p>Her Türk şirketi 6102 sayılı Türk Ticaret Kanunu ve Vergi Usul Kanunu uyarınca defter tutmak zorundadır. Uygulamada bu, şirketin tescil edildiği günden itibaren ruhsatlı bir mali müşavirle (Serbest Muhasebeci Mali Müşavir, SMMM) çalışmak anlamına gelir. Yabancı kurucular bazen ilk faturayı bekler; o zamana kadar bazı beyannamelerin süresi gelmiş olabilir.</p>
<h3>Kanun ne gerektirir</h3>
<ul>
<li><strong>Türkçe ve Türk lirası cinsinden defterler</strong>, Tekdüzen Hesap Planı'na uygun olarak.</li>
<li><strong>Elektronik defter ve faturalar:</strong> şirketlerin çoğu, cirolarına ve sektörlerine göre e-Defter, e-Fatura ve e-Arşiv Fatura sistemlerini kullanmak zorundadır. Yeni kurulan bazı şirketler bu sistemlere baştan dahil olmak zorundadır.</li>
<li><strong>Ticari defterler:</strong> pay defteri, yönetim kurulu veya müdürler kurulu karar defteri ile genel kurul toplantı ve müzakere defteri tutulmalı ve gerektiği şekilde tasdik ettirilmelidir.</li>
<li><strong>Düzenli beyannameler:</strong> aylık KDV ve muhtasar beyannameleri, üç aylık geçici vergi beyannameleri ve yıllık kurumlar vergisi beyannamesi.</li>
<li><strong>Bordro ve sosyal güvenlik:</strong> her çalışan için Sosyal Güvenlik Kurumuna (SGK) aylık bildirgeler.</li>
</ul>
<h3>Yıllık şirket işlemleri</h3>
<p>Her hesap döneminin sona ermesinden sonra şirket finansal tablolarını hazırlar ve genellikle üç ay içinde <strong>olağan genel kurul</strong> toplantısı yapar. Ortaklar hesapları onaylar, müdürleri veya yönetim kurulu üyelerini ibra eder ve kârın kullanımına karar verir. Cumhurbaşkanı kararıyla belirlenen büyüklük eşiklerine ulaşan şirketler ayrıca bağımsız denetime tabidir.</p>
<h3>Kayıtların saklanması</h3>
<p>Defterler, faturalar ve dayanak belgeler kanunda belirlenen süreler boyunca saklanmalıdır: Ticaret Kanunu uyarınca on yıl, vergi mevzuatı uyarınca beş yıl. Bunları düzenli tutun; vergi incelemeleri geriye dönük birkaç yılı kapsayabilir.</p>
<h3>Pratik öneriler</h3>
<ul>
<li>Mali müşavirinizin hangi işleri üstleneceğini yazılı olarak kararlaştırın: defter tutma, bordro, vergi beyannameleri, genel kurul belgeleri.</li>
<li>Türkçe okumuyorsanız aylık bir özeti İngilizce olarak isteyin.</li>
<li>Şirket harcamalarını ve kişisel harcamaları ilk günden ayrı tutun.</li>
</ul>`,
    },
    {
      title: 'Bankacılık ve kurumsal hesap açılışı',
      html: `<p>Kurumsal bir banka hesabına erken aşamada ihtiyaç duyulur. Anonim şirketin, sermayesinin bir kısmını tescilden önce yatırmak için bir hesaba ihtiyacı vardır; her şirketin de ödeme almak, maaş ödemek ve vergi ödemek için bir hesaba ihtiyacı vardır. Türk bankaları, 5549 sayılı Kanun ve Mali Suçları Araştırma Kurulunun (MASAK) suç gelirlerinin aklanmasının önlenmesine ilişkin kuralları uyarınca sıkı "müşterini tanı" kontrolleri uygular.</p>
<h3>Bankaların genellikle istediği belgeler</h3>
<ul>
<li>tescili ve esas sözleşmeyi gösteren Türkiye Ticaret Sicili Gazetesi;</li>
<li>yetkili imza sahiplerinin imza sirküleri veya imza beyannamesi;</li>
<li>şirketin vergi levhası veya vergi numarası;</li>
<li>imza yetkililerinin ve ortakların pasaportları ile Türk vergi numaraları;</li>
<li>yabancı ana şirketin ortaklık zinciri dahil, <strong>gerçek faydalanıcılara</strong> ilişkin bilgiler;</li>
<li>faaliyete, beklenen işlemlere ve fonların kaynağına ilişkin bir açıklama.</li>
</ul>
<p>Yabancı belgeler apostilli veya konsolosluk onaylı olmalı ve noter onaylı Türkçe tercümesini taşımalıdır. Her banka kendi listesini belirler ve şartlar aynı bankanın şubeleri arasında bile farklılık gösterebilir.</p>
<h3>Neyle karşılaşırsınız</h3>
<ul>
<li>Bankalar, en azından ilk görüşme için, yetkili imza sahibinin şahsen gelmesini sıklıkla ister.</li>
<li>Karmaşık yabancı ortaklık yapısına sahip şirketlerde veya bankanın daha yüksek riskli gördüğü faaliyetlerde inceleme daha uzun sürebilir.</li>
<li>Türk lirası ve yabancı para cinsinden hesaplar açabilirsiniz.</li>
<li>Türk Parasının Kıymetini Koruma hakkındaki kurallar, Türkiye'de yerleşik kişiler arasındaki bazı sözleşmelerde, örneğin belirli kira ve satış sözleşmelerinde, yabancı para kullanımını sınırlar. Yerel taraflarla yabancı para cinsinden fiyat kararlaştırmadan önce bunu kontrol edin.</li>
</ul>
<h3>Fonların yurda girişi ve yurt dışına çıkışı</h3>
<p>Yurt dışından gelen sermaye ve krediler, transferin açık bir açıklamasıyla birlikte bankalar aracılığıyla gelmelidir. 4875 sayılı Kanun uyarınca kâr ve satış bedelleri bankalar aracılığıyla yurt dışına serbestçe transfer edilebilir; ancak banka, kâr dağıtımına ilişkin genel kurul kararı ve verginin ödendiğini gösteren belge gibi dayanak belgeler isteyecektir.</p>
<p>Müvekkillerimize banka dosyalarını hazırlamada ve banka görüşmelerine katılmada <a href="/services/bank-account-services">banka hesabı hizmetlerimiz</a> ve <a href="/services/banking-finance-law">bankacılık ve finans hukuku</a> çalışmalarımız aracılığıyla yardımcı oluyoruz.</p>`,
    },
    {
      title: 'Personel istihdamı ve 4857 sayılı İş Kanunu',
      html: `<p>Türkiye'de iş ilişkileri esas olarak <strong>4857 sayılı İş Kanunu</strong>, 5510 sayılı Sosyal Sigortalar ve Genel Sağlık Sigortası Kanunu ve 6331 sayılı İş Sağlığı ve Güvenliği Kanunu ile düzenlenir. Bu kuralların çoğu çalışanı korur ve sözleşmeyle bunlardan vazgeçilemez.</p>
<h3>İlk iş gününden önce</h3>
<ul>
<li>İşyerini Sosyal Güvenlik Kurumuna (SGK) tescil ettirin.</li>
<li>Her çalışanı <strong>işe başlamadan önce</strong> SGK'ya bildirin. Sigortasız çalıştırma idari para cezalarına yol açar.</li>
<li>Çalışana yazılı bir iş sözleşmesi veya temel çalışma koşullarını gösteren yazılı bir belge verin. Süresi bir yıl veya daha uzun olan sözleşmelerin yazılı yapılması zorunludur.</li>
<li>Tehlike sınıfınızın gerektirdiği iş sağlığı ve güvenliği hizmetlerini, örneğin işyeri hekimi ve iş güvenliği uzmanını, sağlayın.</li>
</ul>
<h3>İş ilişkisi süresince temel kurallar</h3>
<ul>
<li><strong>Çalışma süresi:</strong> haftada en fazla 45 saat. Fazla çalışma zamlı ücretle ödenir ve kanunla sınırlandırılmıştır.</li>
<li><strong>Deneme süresi:</strong> en fazla iki ay; daha uzun bir süre ancak toplu iş sözleşmesinin izin verdiği hallerde mümkündür.</li>
<li><strong>Asgari ücret:</strong> devlet tarafından, genellikle yılda bir kez belirlenir.</li>
<li><strong>Yıllık ücretli izin:</strong> bir yıldan beş yıla kadar kıdemde 14 iş günü, beş yıldan on beş yıla kadar kıdemde 20 gün, on beş yıl ve daha fazla kıdemde 26 gün.</li>
</ul>
<h3>İş ilişkisinin sona ermesi</h3>
<p>İhbar süreleri kıdeme bağlıdır ve iki ila sekiz hafta arasında değişir. En az bir yıllık kıdemi olup haklı bir neden olmaksızın işten çıkarılan çalışan, kural olarak, her hizmet yılı için 30 günlük ücret üzerinden hesaplanan ve düzenli olarak güncellenen bir tavana tabi olan <strong>kıdem tazminatına</strong> hak kazanır.</p>
<p>30 veya daha fazla işçi çalıştıran işyerlerinde, belirsiz süreli sözleşmeyle en az altı aylık kıdemi olan çalışanlar <strong>iş güvencesinden</strong> yararlanır: işveren fesih için geçerli bir nedene dayanmalı ve öngörülen usule uymalıdır. Çalışanlar feshe itiraz edebilir ve iş davalarının çoğundan önce arabuluculuğa başvurmak zorunludur.</p>
<h3>Pratik noktalar</h3>
<ul>
<li>Her çalışan için sözleşme, kimlik, SGK kayıtları ve izin kayıtlarını içeren bir özlük dosyası tutun.</li>
<li>Maaşları banka hesabı aracılığıyla ödeyin.</li>
<li>Fesih gerekçelerini ve uyarıları yazılı olarak yapın.</li>
</ul>
<p><a href="/services/labor-law">İş hukuku</a> ekibimiz iş sözleşmelerini ve işyeri politikalarını hazırlar, fesihler konusunda danışmanlık verir.</p>`,
    },
    {
      title: 'Yabancı personel için çalışma izinleri',
      html: `<p>Yabancı bir kişinin Türkiye'de çalışabilmesi için, kendi şirketinin müdürü veya çalışanı olarak çalışması dahil, çalışma izni alması gerekir. Çalışma izinleri, önceki 4817 sayılı Kanunun yerini alan <strong>6735 sayılı Uluslararası İşgücü Kanunu</strong> ile düzenlenir ve Çalışma ve Sosyal Güvenlik Bakanlığı tarafından verilir. Geçerli bir çalışma izni aynı zamanda ikamet izni yerine geçer.</p>
<h3>Başvuru nasıl işler</h3>
<ul>
<li><strong>Yurt dışındaki çalışan:</strong> çalışan, ikamet ettiği ülkedeki Türk konsolosluğuna başvurur; ardından işveren kısa bir süre içinde Türkiye'de çevrim içi başvuruyu tamamlar.</li>
<li><strong>Hâlihazırda Türkiye'de bulunan çalışan:</strong> çalışanın uygun ve geçerli bir ikamet izni varsa, işveren genellikle Türkiye içinden çevrim içi başvuru yapabilir.</li>
<li>İşveren şirket belgelerini, iş sözleşmesini ve çalışanın pasaportunu, diplomasını ve fotoğrafını sunar. Yabancı belgelerin tercümesi ve gerektiğinde apostil şerhi gerekir.</li>
</ul>
<p>Bakanlık her başvuruyu işyerindeki Türk çalışan sayısı, şirketin sermayesi veya cirosu, çalışanın ücret düzeyi ve çalışanın nitelikleri gibi kriterlere göre değerlendirir. Yeni kurulan şirketler, yabancı bir çalışanın istihdam edilip edilemeyeceğini ve ne zaman edilebileceğini etkilediğinden, işe alım yapmadan önce bu kriterleri kontrol etmelidir.</p>
<h3>Süre ve uzatmalar</h3>
<ol>
<li>İlk süreli çalışma izni en fazla <strong>1 yıl</strong> için verilir.</li>
<li>En fazla <strong>2 yıl</strong> için uzatılabilir.</li>
<li>Sonraki uzatmalar en fazla <strong>3 yıl</strong> için verilebilir.</li>
<li><strong>{{indefiniteWorkPermitYears}}</strong> boyunca yasal olarak çalıştıktan sonra yabancı kişi <strong>süresiz çalışma izni</strong> için başvurabilir.</li>
</ol>
<p>Mevcut iznin süresi dolmadan uzatma başvurusu yapın. Ayrıca belirli nitelikli yatırımcılar ve profesyoneller için, kendine özgü kriterleri olan Turkuaz Kart da bulunmaktadır.</p>
<h3>Akılda tutulacak noktalar</h3>
<ul>
<li>İzin işverene bağlıdır. İş değişikliği yeni bir izin gerektirir.</li>
<li>İzin verildikten sonra çalışanın SGK'ya bildirilmesi gerekir.</li>
<li>Aile üyeleri genellikle aile ikamet izni için başvurur.</li>
<li>Yabancı bir kişiyi izinsiz çalıştırmak hem işveren hem de çalışan için para cezalarına yol açar ve çalışanın sınır dışı edilmesiyle sonuçlanabilir.</li>
</ul>
<p><a href="/services/work-permit-in-turkey-for-employers">İşverenlere yönelik çalışma izni hizmetlerimize</a> bakın.</p>`,
    },
    {
      title: 'Ticari sözleşmeler ve uyuşmazlık çözümü',
      html: `<p>Türkiye'de ticari sözleşmeler 6098 sayılı Türk Borçlar Kanunu ve 6102 sayılı Türk Ticaret Kanunu'na tabidir. Taraflar sözleşme koşullarını belirlemekte geniş bir serbestiye sahiptir; ancak bazı kurallar bertaraf edilemez ve limited şirket pay devirleri veya taşınmaz satışları gibi bazı sözleşmeler özel bir şekle tabidir.</p>
<h3>Sözleşme hazırlarken dikkat edilecek noktalar</h3>
<ul>
<li><strong>Dil:</strong> Türkçe-İngilizce iki dilli sözleşmeler yaygındır. Hangi metnin esas alınacağını belirtin. Türk mahkemeleri ve makamları Türkçe çalışır ve yabancı dildeki her belgenin tercümesine ihtiyaç duyar.</li>
<li><strong>Uygulanacak hukuk ve yetkili yer:</strong> sözleşmede yabancılık unsuru varsa, taraflar Türk milletlerarası özel hukuk kuralları (5718 sayılı Kanun) çerçevesinde genellikle uygulanacak hukuku ve yetkili mahkemeyi veya tahkimi seçebilir.</li>
<li><strong>Para birimi:</strong> Türkiye'de yerleşik kişiler arasında yabancı para cinsinden fiyat belirlenmesini sınırlayan kuralları kontrol edin.</li>
<li><strong>Damga vergisi:</strong> imzalanan pek çok sözleşme damga vergisine tabidir. Tarafların bunu nasıl paylaşacağını planlayın.</li>
<li><strong>Cezai şartlar, fesih hakları ve bildirimler:</strong> bunları açıkça yazın ve bildirimlerin nasıl yapılacağını belirleyin.</li>
</ul>
<h3>Zorunlu arabuluculuk</h3>
<p>Bir ticari alacak için bir miktar paranın ödenmesi veya tazminat talebiyle dava açmadan önce, davacının önce bir arabulucuya başvurması gerekir. Bu <strong>zorunlu arabuluculuk</strong> ticari alacak uyuşmazlıklarının çoğuna uygulanır. Arabulucuya başvurulmadan açılan dava usulden reddedilir. Arabuluculuk ayrıca iş davalarının çoğu ve pek çok kira uyuşmazlığı için de zorunludur. Arabuluculuk başarısız olursa, arabulucunun son tutanağı davanın mahkemeye taşınmasına imkân verir.</p>
<h3>Mahkemeler, icra ve tahkim</h3>
<ul>
<li>Ticari uyuşmazlıklara asliye ticaret mahkemelerinde bakılır.</li>
<li>Çekişmesiz alacaklar, 2004 sayılı İcra ve İflas Kanunu uyarınca icra takibi yoluyla takip edilebilir; bu yol davadan daha hızlı olabilir.</li>
<li>İstanbul Tahkim Merkezi (ISTAC) veya uluslararası kurumlar aracılığıyla dahil olmak üzere tahkim yoluna başvurulabilir. Türkiye, yabancı hakem kararlarının tanınması ve tenfizine ilişkin New York Sözleşmesi'ne taraftır.</li>
<li>Yabancı mahkeme kararları, 5718 sayılı Kanunun şartlarına tabi olarak tenfiz davası yoluyla Türkiye'de icra edilebilir.</li>
</ul>
<p>İyi hazırlanmış sözleşmeler uyuşmazlık riskini azaltır. <a href="/services/corporate-partnership-law">Şirketler ve ortaklık hukuku</a> ile <a href="/services/bankruptcy-and-foreclosure-law">icra ve iflas hukuku</a> ekiplerimiz sözleşme hazırlığını, arabuluculuğu ve icra takiplerini yürütür.</p>`,
    },
    {
      title: 'Fikri mülkiyet ve markalar',
      html: `<p>Markalar, patentler ve tasarımlar <strong>6769 sayılı Sınai Mülkiyet Kanunu</strong> ile düzenlenir ve Türk Patent ve Marka Kurumuna (TÜRKPATENT) tescil ettirilir. Telif hakları, 5846 sayılı Kanun uyarınca tescil gerekmeksizin korunur. Türkiye'de marka hakkı genel olarak tescille doğar ve ilk geçerli başvuru kural olarak önceliğe sahiptir. Başvurunuzu ürününüzü piyasaya sürdükten sonra değil, önce yapın.</p>
<h3>Marka tescil süreci</h3>
<ol>
<li><strong>Araştırma:</strong> ihtiyaç duyduğunuz sınıflarda aynı veya benzer markalar için mevcut tescilleri ve başvuruları kontrol edin.</li>
<li><strong>Başvuru:</strong> Nice sınıflandırmasına göre mal ve hizmetleri listeleyerek TÜRKPATENT'e başvurun. Yabancı başvuru sahipleri genellikle Türkiye'deki bir marka vekili aracılığıyla başvurur.</li>
<li><strong>Şekli inceleme:</strong> başvuruda eksiklik varsa, başvuru sahibinin bunları gidermek için <strong>2 ay</strong> süresi vardır.</li>
<li><strong>Mutlak ret nedenleri yönünden inceleme:</strong> Kurum, markanın ayırt edici olup olmadığını ve tanımlayıcı veya yanıltıcı olmadığını inceler.</li>
<li><strong>Yayın ve itiraz:</strong> başvuru Resmî Marka Bülteni'nde yayımlanır. Üçüncü kişilerin yayından itibaren itiraz etmek için <strong>2 ay</strong> süresi vardır.</li>
<li><strong>Tescil:</strong> itiraz yoksa veya itiraz reddedilirse, başvuru sahibi tescil ücretini öder. Tescil belgesi ücretin ödenmesinden sonra <strong>yaklaşık 1 ay</strong> içinde düzenlenir.</li>
</ol>
<p>Türkiye'de bir marka tescili başvuru tarihinden itibaren 10 yıl geçerlidir ve 10'ar yıllık dönemler için yenilenebilir. Yabancı marka sahipleri, Madrid Protokolü kapsamında uluslararası bir tescili Türkiye'yi kapsayacak şekilde de genişletebilir.</p>
<h3>Yeni bir işletme için diğer noktalar</h3>
<ul>
<li>Ticaret unvanınızı ve markanızı ayrı ayrı tescil ettirin; ticaret sicilindeki şirket unvanı marka koruması sağlamaz.</li>
<li>Alan adlarının, sosyal medya hesaplarının ve ambalajların tescilli markayla uyumlu olduğunu kontrol edin.</li>
<li>İş ve hizmet sözleşmelerinin, şirket için oluşturulan eserlerdeki fikri mülkiyet haklarını şirkete devrettiğinden emin olun.</li>
<li>Yabancı ana şirket, grubun markasını Türk şirketine kullandırdığında lisans sözleşmeleri yapın ve gerektiğinde bunları sicile kaydettirin.</li>
<li>Benzer markalara zamanında itiraz edebilmek için Resmî Marka Bülteni'ni takip edin.</li>
</ul>
<p><a href="/services/trademark-registration">Marka tescili</a> hizmetimiz araştırmaları, başvuruları, cevapları ve itirazları kapsar.</p>`,
    },
    {
      title: 'Şirketler için gayrimenkul',
      html: `<p>İşletmelerin çoğu bir ofis, dükkân veya depo kiralayarak başlar. Bazıları daha sonra gayrimenkul satın alır. Kurallar, şirketin yabancı sermayeli bir Türk şirketi mi yoksa yurt dışında kurulmuş bir şirket mi olduğuna göre farklılık gösterir.</p>
<h3>İşyeri kiralamak</h3>
<ul>
<li>İşyeri kiraları 6098 sayılı Türk Borçlar Kanunu'na tabidir. Yazılı bir kira sözleşmesi imzalayın. Sözleşme damga vergisine tabi olabilir.</li>
<li>Gerçek kişi kiraya verene ödenen kira genellikle stopaja tabidir; şirket bu vergiyi vergi dairesine öder.</li>
<li>Taşınmazın faaliyetiniz için kullanılabilir olduğunu kontrol edin. Pek çok işletmenin ayrıca belediyeden işyeri açma ve çalışma ruhsatı alması gerekir. Vergi dairesi, belediye ve SGK adresi denetleyebilir.</li>
<li>Kirayı avro veya dolar cinsinden kararlaştırmadan önce, Türkiye'de yerleşik kişiler arasında yabancı para cinsinden kira bedeline ilişkin kuralları kontrol edin.</li>
<li>Pek çok kira davasından önce arabuluculuk zorunludur.</li>
</ul>
<h3>Türk şirketi aracılığıyla gayrimenkul edinmek</h3>
<p>Yabancı ortakları olan bir Türk şirketi, 2644 sayılı Tapu Kanunu'nun 36. maddesi ve uygulama yönetmeliği uyarınca taşınmaz edinebilir. Şirket taşınmazı esas sözleşmesinde yazılı faaliyetler için edinmelidir. Başvuru tapu müdürlüğü aracılığıyla yapılır ve Valilik, askeri yasak ve güvenlik bölgeleri bakımından da dahil olmak üzere başvuruyu inceler. Bu inceleme süreci birkaç hafta uzatabilir.</p>
<h3>Yurt dışında kurulmuş şirketler</h3>
<p>Yurt dışında kurulmuş bir şirket, turizm, sanayi bölgeleri veya petrol mevzuatı gibi özel kanunlardaki durumlar dışında, Türkiye'de genellikle doğrudan taşınmaz satın alamaz. Bu nedenle yabancı yatırımcıların çoğu bir Türk bağlı şirketi aracılığıyla satın alır.</p>
<h3>Satın almadan önce hukuki inceleme</h3>
<ul>
<li>Tapu kaydını ipotek, şerh ve kısıtlamalar bakımından kontrol edin.</li>
<li>İmar durumunu, yapı ruhsatını ve yapı kullanma izin belgesini (iskân) belediyede kontrol edin.</li>
<li>Özellikle satıcı bir şirket olduğunda, satıcının imza yetkisini teyit edin.</li>
<li>Tapu harcını, uygulanıyorsa KDV'yi ve tapu müdürlüğünün istediği durumlarda değerleme raporunu hesaba katın.</li>
</ul>
<p><a href="/guides/real-estate-guide">Gayrimenkul rehberimizi</a> okuyun veya <a href="/services/real-estate-construction-law">gayrimenkul ve inşaat hukuku</a> ile <a href="/services/real-property-sales-title-deed-transfers">tapu devri</a> hizmetlerimize göz atın.</p>`,
    },
    {
      title: 'Uyum: KVKK, VERBİS ve diğer sürekli yükümlülükler',
      html: `<p>Şirket faaliyete geçtikten sonra sürekli uyum yükümlülükleri doğar. Yabancı kurucuların en sık gözden kaçırdığı konu kişisel verilerin korunmasıdır.</p>
<h3>Kişisel verilerin korunması (KVKK)</h3>
<p><strong>6698 sayılı Kişisel Verilerin Korunması Kanunu</strong> (KVKK), çalışanların, müşterilerin, tedarikçilerin veya internet sitesi ziyaretçilerinin kişisel verilerini işleyen her şirkete uygulanır. Kanunun uygulanmasını, idari para cezası verebilen Kişisel Verileri Koruma Kurumu ve Kurulu denetler.</p>
<ul>
<li><strong>Hukuki dayanak:</strong> kişisel verileri yalnızca kanunda sayılan bir işleme şartına, örneğin bir sözleşmenin ifasına, hukuki bir yükümlülüğe, meşru menfaate veya açık rızaya dayanarak işleyin.</li>
<li><strong>Aydınlatma metinleri:</strong> veriler toplanırken kişileri, verilerini kimin, hangi amaçla, hangi hukuki sebebe dayanarak işlediği ve kime aktarılabileceği konusunda bilgilendirin.</li>
<li><strong>Veri güvenliği:</strong> teknik ve idari tedbirleri alın. Veri ihlallerini öngörülen süre içinde Kurula ve ilgili kişilere bildirin.</li>
<li><strong>Yurt dışına aktarım:</strong> Haziran 2024'ten itibaren yürürlükte olan değişikliklerden bu yana yurt dışına aktarım; yeterlilik kararı, Kuruma bildirilen standart sözleşmeler veya sınırlı istisnalar gibi özel kurallara tabidir. Sunucularınız, grup şirketiniz veya yazılım sağlayıcınız Türkiye dışındaysa bu önem taşır.</li>
<li><strong>İlgili kişi başvuruları:</strong> kişilerin başvurularını kanuni süre içinde cevaplayın.</li>
</ul>
<h3>VERBİS kaydı</h3>
<p>VERBİS, Veri Sorumluları Sicil Bilgi Sistemidir. Pek çok veri sorumlusu bu sisteme kaydolmak ve hangi verileri, hangi amaçlarla işlediğini ve ne kadar süre sakladığını bildirmek zorundadır. Çalışan sayısına, yıllık mali bilanço toplamına ve ana faaliyetinin özel nitelikli kişisel veri işlemeyi içerip içermediğine bağlı olarak bazı küçük şirketler muaftır. Şirketinizin büyüklüğü değiştikçe muafiyetin şirketinize uygulanıp uygulanmadığını her yıl kontrol edin.</p>
<h3>Diğer sürekli yükümlülükler</h3>
<ul>
<li>Her yıl olağan genel kurulu yapın ve yeni müdürler veya adres değişikliği gibi tescili gereken değişiklikleri ticaret siciline tescil ettirin.</li>
<li>Kayıtlı elektronik posta (KEP) adresini aktif tutun; resmî bildirimler elektronik ortamda tebliğ edilebilir.</li>
<li>Sektörünüz kapsamdaysa suç gelirlerinin aklanmasının önlenmesine ilişkin kurallara uyun ve gerçek faydalanıcı bilgilerini güncel tutun.</li>
<li>E-ticaret işletmeleri 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun'a ve tüketicinin korunmasına ilişkin kurallara uymak zorundadır. <a href="/services/e-commerce-law">E-ticaret hukuku</a> hizmetimize bakın.</li>
<li>4054 sayılı Rekabetin Korunması Hakkında Kanun'daki eşikleri aşan birleşme ve devralmalar Rekabet Kurumunun iznine tabidir.</li>
</ul>
<p>Kısa bir yıllık uyum incelemesi, değişiklikleri zamanında fark etmenize yardımcı olur. Bunu planlamak için <a href="/contact-us">bizimle iletişime geçin</a>.</p>`,
    },
  ],
  faqChapter: {
    title: 'Başlamadan Önce Bilmeniz Gereken 15 Konu',
    intro: `Bunlar, yabancı kurucuların bizimle ilk görüşmelerinde en sık sorduğu konulardır. Uçak bileti almadan, kira sözleşmesi imzalamadan veya ilk çalışanınızı işe almadan önce bunları okuyun. Her biri yukarıdaki bölümlerde daha ayrıntılı açıklanmıştır; daha fazla cevabı Sıkça Sorulan Sorular sayfamızda bulabilirsiniz.`,
    items: [
      {
        title: "Bir Türk şirketinin %100'üne sahip olabilirsiniz",
        text: `4875 sayılı Doğrudan Yabancı Yatırımlar Kanunu uyarınca yabancı bir gerçek kişi veya şirket, bir Türk şirketinin paylarının tamamına sahip olabilir. Kendi ortaklık kuralları veya lisans şartları bulunan az sayıdaki düzenlemeye tabi sektör dışında Türk ortağa ihtiyacınız yoktur. Yapınızı seçmeden önce bunları kontrol edin.`,
      },
      {
        title: "Türkiye'ye gelmeniz her zaman gerekmez",
        text: `Kuruluş adımlarının çoğu, Türkiye'deki bir avukat tarafından vekaletnameyle tamamlanabilir. Vekaletnameyi kendi ülkenizde bir noter önünde apostilli olarak veya bir Türk konsolosluğunda imzalayabilirsiniz. Ancak bankalar yetkili imza sahibinin şahsen gelmesini sıklıkla ister; bu nedenle en az bir ziyaret planlayın.`,
      },
      {
        title: 'En uzun süren iş yabancı belgelerdir',
        text: `Yurt dışından gelen pasaportlar, şirket belgeleri ve yönetim kurulu kararları apostilli veya konsolosluk onaylı olmalı ve Türkçeye çevrilmeli, tercüme de Türkiye'de noter tarafından onaylanmalıdır. Bu belgelerin toplanması genellikle tescilin kendisinden daha uzun sürer. Tam listeyi baştan isteyin ve birkaç asıl nüshayı aynı anda sipariş edin.`,
      },
      {
        title: 'Şirket türünü yalnızca maliyete göre değil, planlarınıza göre seçin',
        text: `Limited şirket daha basittir ve asgari sermayesi daha düşüktür. Anonim şirket, yatırımcıların şirkete katılmasını ve payların el değiştirmesini kolaylaştırır. Şube, yabancı ana şirketi sorumlu kılar. Yalnızca ilk yılı değil, işinizin üç ila beş yıl sonra nerede olacağını da düşünün.`,
      },
      {
        title: 'Asgari sermaye kuralları değişir',
        text: `Hem limited hem de anonim şirketler için kanuni asgari sermaye 2024'te artırıldı. Tutarlar Cumhurbaşkanı kararıyla belirlenir ve yeniden değişebilir. Bazı faaliyetler ve çalışma izni başvuruları da kanuni asgari tutarın üzerinde sermaye bekler. Bütçenizi planlarken güncel rakamları teyit edin.`,
      },
      {
        title: 'Gerçek bir adrese ihtiyacınız var',
        text: `Her şirketin Türkiye'de kayıtlı bir adrese ihtiyacı vardır. Vergi dairesi adresin var olduğunu teyit etmek için yoklama yapabilir ve resmî bildirimler bu adrese gönderilir. Kira veya kullanım sözleşmesinin ticari kullanıma izin verdiğinden emin olun ve taşınırsanız ticaret sicilini ve vergi dairesini güncelleyin.`,
      },
      {
        title: 'İlk gün bir mali müşavir atayın',
        text: `Vergi ve sosyal güvenlik bildirimleri, henüz gelir olmasa bile şirket tescil edilir edilmez başlar. Ruhsatlı bir mali müşavir (SMMM) defterleri tutar, beyannameleri verir ve bordroyu yürütür. Çalışmasının kapsamını ve size ne sıklıkla rapor vereceğini, gerekirse İngilizce olarak, yazılı şekilde kararlaştırın.`,
      },
      {
        title: 'Banka hesabı açmak zaman alabilir',
        text: `Türk bankaları şirketi, imza yetkililerini ve gerçek faydalanıcılarını ayrıntılı biçimde inceler. Karmaşık yabancı ortaklık zincirleri daha fazla soruya yol açar. İlk banka görüşmenizden önce grup yapısı, faaliyet ve fonların kaynağı hakkında açık belgeler hazırlayın ve ek bilgi taleplerine hazırlıklı olun.`,
      },
      {
        title: 'Şirket tek başına size ikamet izni sağlamaz',
        text: `Bir Türk şirketine sahip olmak size Türkiye'de yaşama veya çalışma hakkı vermez. Şirket için çalışmak üzere, aynı zamanda ikamet izni yerine geçen bir çalışma iznine ihtiyacınız vardır. Kısa dönem ikamet izni gibi diğer yolların kendine özgü şartları vardır. İkamet izni kontrol listemiz bunları açıklar.`,
      },
      {
        title: 'Önce çalışma izni, sonra çalışma',
        text: `Şirketi yöneten yabancı ortak dahil yabancı bir çalışan, izin verilmeden işe başlamamalıdır. İlk izin en fazla 1 yıl için verilir, ardından en fazla 2 yıl ve sonra 3 yıl için uzatılır. {{indefiniteWorkPermitYears}} yasal çalışmanın ardından süresiz çalışma izni talep edilebilir.`,
      },
      {
        title: "Her çalışanı işe başlamadan önce SGK'ya bildirin",
        text: `Çalışanların ilk iş gününden önce Sosyal Güvenlik Kurumuna bildirilmesi gerekir. Bunu aylık bildirgeler ve prim ödemeleri izler. Sigortasız çalıştırma para cezalarına ve geriye dönük ödemelere yol açar. Bildirimleri genellikle mali müşaviriniz yapar, ancak bunlardan işveren sorumlu olmaya devam eder.`,
      },
      {
        title: 'Ürününüzü piyasaya sürmeden önce marka başvurusu yapın',
        text: `Şirket unvanının tescili markanızı korumaz. TÜRKPATENT'e erkenden marka başvurusu yapın. Şekli inceleme, yayın, 2 aylık itiraz süresi ve tescil ücretinin ödenmesinden sonra yaklaşık 1 ay içinde düzenlenen bir belge bekleyin. Tescil 10 yıl geçerlidir ve yenilenebilir.`,
      },
      {
        title: 'Sözleşmeleri yazılı ve Türkçe olarak da yapın',
        text: `Yazılı sözleşmeler uyuşmazlıkların önlenmesini ve çözülmesini kolaylaştırır. Türkçe-İngilizce iki dilli bir metin kullanın ve hangi dilin esas alınacağını belirtin. Uygulanacak hukuku, mahkemeyi veya tahkimi, ödeme koşullarını ve bildirimlerin nasıl gönderileceğini kararlaştırın. İmzalanan sözleşmelere damga vergisi uygulanabileceğini unutmayın.`,
      },
      {
        title: 'Ticari davaların çoğundan önce arabuluculuk gelir',
        text: `Bir miktar paranın ödenmesi veya tazminat talebine ilişkin ticari alacaklarda, mahkemeye gitmeden önce zorunlu arabuluculuğa başvurulmalıdır. Arabuluculuğa başvurulmadan açılan dava reddedilir. Arabuluculuk ayrıca iş uyuşmazlıklarının çoğunda ve pek çok kira uyuşmazlığında zorunludur. Talebinizi ispatlayabilmek için faturaları, yazışmaları ve teslim kayıtlarını saklayın.`,
      },
      {
        title: 'Kişisel verilerin korunması ilk günden geçerlidir',
        text: `Çalışan veya müşteri verisi toplamaya başladığınız anda 6698 sayılı Kişisel Verilerin Korunması Kanunu uygulanır. Aydınlatma metinleri hazırlayın, sistemlerinizi güvenceye alın ve yurt dışına aktarım kurallarını kontrol edin. VERBİS'e kaydolmanız gerekip gerekmediğini kontrol edin. Nereden başlayacağınızdan emin değilseniz, bir inceleme için bizimle iletişime geçin.`,
      },
    ],
  },
})
