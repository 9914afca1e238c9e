import type { privacyNotice as englishPrivacy } from '../en/privacy.ts'
import { fill } from './fill.ts'

// The KVKK (Law No. 6698) clarification text: the law's own terms (veri sorumlusu, veri işleyen, ilgili kişi,
// özel nitelikli kişisel veri, Kişisel Verileri Koruma Kurulu / Kurumu) and its article references (m. 5/2-c).
export const privacyNotice: typeof englishPrivacy = fill({
  title: 'Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Bu metin hakkında',
      paragraphs: [
        "Bu aydınlatma metni, bu internet sitesindeki formlar, yani iletişim formu ve rehberlerimizi talep etmeye yarayan formlar aracılığıyla toplanan kişisel verileri nasıl işlediğimizi açıklamaktadır. Metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun (KVKK) 10. maddesi uyarınca sunulmaktadır.",
        'Müvekkilimiz olduğunuzda işlediğimiz kişisel veriler, o aşamada size verdiğimiz vekalet ilişkisine ilişkin belgelerde ele alınır.',
      ],
    },
    {
      heading: 'Veri sorumlusu',
      paragraphs: [
        'Veri sorumlusu, bu internet sitesini işleten ve aşağıda, sorumluluğunu taşıyan avukatlarla birlikte kimliği belirtilen hukuk bürosudur. Bize bu bilgiler veya bu metnin sonundaki iletişim bilgileri üzerinden ulaşabilirsiniz.',
      ],
      controller: true,
    },
    {
      heading: 'İşlenen kişisel veriler',
      paragraphs: [
        'Bu internet sitesindeki bir formu kullandığınızda girdiğiniz verileri işleriz: adınız, soyadınız, e-posta adresiniz, mesajınız ve bir rehber talep ederseniz hangi rehberi talep ettiğiniz.',
        'Ayrıca gönderimin tarihini ve saatini ve gönderimin yapıldığı IP adresini kaydederiz. Bunları yalnızca formları otomatik spam gibi kötüye kullanımlara karşı korumak için kullanırız.',
        'Lütfen sağlık bilgileri veya ceza yargılamalarına ilişkin bilgiler gibi özel nitelikli kişisel verilerinizi internet sitesindeki formlar aracılığıyla göndermeyin. Konunuz bu tür veriler içeriyorsa bunu bize genel hatlarıyla belirtin; bu verileri paylaşmak için uygun bir yöntemi birlikte kararlaştıralım.',
      ],
    },
    {
      heading: 'Kişisel verilerin işlenme amaçları',
      paragraphs: [
        'Verilerinizi talebinizi yanıtlamak, talep etmeniz halinde bir görüşme ayarlamak, talep ettiğiniz rehberi size göndermek ve formların kötüye kullanılmasını önlemek amaçlarıyla işleriz.',
        'Verilerinizi reklam amacıyla kullanmayız ve sizi bir e-posta listesine eklemeyiz. Hakkınızda münhasıran otomatik yollarla karar vermeyiz.',
      ],
    },
    {
      heading: 'Hukuki sebep',
      paragraphs: [
        "Verilerinizi KVKK'nın 5. maddesinde belirtilen hukuki sebeplere dayanarak işleriz. Talebinizin yanıtlanması, görüşme ayarlanması ve talep ettiğiniz rehberin gönderilmesi, talebinizle ve sizinle kurulabilecek bir sözleşmeyle doğrudan doğruya ilgilidir (m. 5/2-c).",
        'Kötüye kullanımı önlemek amacıyla gönderimin IP adresinin ve saatinin kaydedilmesi, temel hak ve özgürlüklerinize zarar vermemek kaydıyla, internet sitesini ve formlarını güvenli tutmaya yönelik meşru menfaatimize dayanır (m. 5/2-f).',
      ],
    },
    {
      heading: 'Kişisel verilerin aktarıldığı kişiler',
      paragraphs: [
        'Form gönderimleri bize, adımıza veri işleyen sıfatıyla hareket eden ve verileri yalnızca kendi hizmetini sunmak için kullanabilen bir e-posta hizmet sağlayıcısı aracılığıyla iletilir. Bu internet sitesini barındıran şirket de siteyi sunabilmek için IP adresleri gibi teknik verileri işler.',
        "Bir hizmet sağlayıcının verileri Türkiye dışında saklaması halinde, verileri yurt dışına yalnızca KVKK'nın 9. maddesine uygun olarak, örneğin standart sözleşmelere dayanarak aktarırız.",
        'Kişisel verileri satmaz veya kiraya vermeyiz. Verileri kamu kurum ve kuruluşlarına yalnızca kanunen zorunlu olduğu hallerde açıklarız.',
      ],
    },
    {
      heading: 'Saklama süresi',
      paragraphs: [
        'Form gönderimleri, bunlarla birlikte kaydedilen IP adresi ve saat bilgisi dahil olmak üzere, 6 ay sonra silinir.',
        'Bir müvekkil ilişkisi başlarsa veriler müvekkil dosyanızın parçası olur ve avukatlara uygulanan mevzuatın, örneğin meslek kurallarının, vergi mevzuatının ve zamanaşımı kurallarının öngördüğü süreler boyunca saklanır. Bu süreler sona erdiğinde verileri siler, yok eder veya anonim hale getiririz.',
      ],
    },
    {
      heading: 'İlgili kişi olarak haklarınız',
      paragraphs: [
        "KVKK'nın 11. maddesi uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme; işlemeye ilişkin bilgi talep etme; işlenme amacını ve verilerin amacına uygun kullanılıp kullanılmadığını öğrenme; yurt içinde veya yurt dışında verilerin aktarıldığı üçüncü kişileri bilme; eksik veya yanlış işlenmiş verilerin düzeltilmesini isteme; KVKK'nın 7. maddesinde öngörülen şartlar çerçevesinde verilerin silinmesini veya yok edilmesini isteme; düzeltme, silme veya yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme; verilerinizin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme ve verilerin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız halinde zararın giderilmesini talep etme haklarına sahipsiniz.",
      ],
    },
    {
      heading: 'Başvuru yöntemi',
      paragraphs: [
        "KVKK'nın 13. maddesi uyarınca talebinizi bize aşağıdaki iletişim bilgileri üzerinden yazılı olarak veya Kişisel Verileri Koruma Kurulunun kabul ettiği başka bir yöntemle, örneğin daha önce bizimle yazışırken kullandığınız e-posta adresinizden göndereceğiniz bir e-postayla iletebilirsiniz. Sizi tanıyabilmemiz ve talebinizi yanıtlayabilmemiz için lütfen adınızı, iletişim bilgilerinizi ve talebinizin açık bir tanımını ekleyin.",
        'Talepleri mümkün olan en kısa sürede ve en geç {{dataRequestAnswerDays}} içinde yanıtlarız. Yanıtlar ücretsizdir; ancak işlemin ayrıca bir maliyet gerektirmesi halinde yalnızca Kurulca belirlenen tarifedeki ücret alınabilir.',
      ],
    },
    {
      heading: 'Şikâyet',
      paragraphs: [
        'Talebinizin reddedilmesi, verdiğimiz yanıtı yetersiz bulmanız veya talebinize {{dataRequestAnswerDays}} içinde yanıt vermememiz halinde, Kişisel Verileri Koruma Kurumu (KVK Kurumu) aracılığıyla Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz. Şikâyet, yanıtımızı öğrendiğiniz tarihten itibaren 30 gün içinde ve her hâlükârda bize başvurduğunuz tarihten itibaren 60 gün içinde yapılmalıdır.',
      ],
    },
    {
      heading: 'Çerezler ve üçüncü taraf içerikleri',
      paragraphs: [
        'Bu internet sitesi yalnızca çalışması için gerekli olan çerezleri ve benzeri teknolojileri kullanır; örneğin formları kötüye kullanıma karşı korumak için. Analitik veya reklam çerezleri kullanmayız.',
        'İletişim sayfamızdaki harita, üçüncü taraf bir harita hizmeti tarafından sağlanır. Harita, sayfayı açtığınızda yüklenmez. Yalnızca üzerine tıklarsanız yüklenir; bu noktada harita sağlayıcısı IP adresinizi alır ve kendi gizlilik politikası çerçevesinde kendi çerezlerini yerleştirebilir.',
      ],
    },
    {
      heading: 'Bu metindeki değişiklikler',
      paragraphs: [
        'İşleme faaliyetlerimiz veya mevzuat değiştiğinde bu metni güncelleyebiliriz. Sayfanın başındaki tarih, metnin en son ne zaman güncellendiğini gösterir.',
      ],
    },
  ],
})
