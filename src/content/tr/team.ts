import { site } from '../../config/site.ts'
import type { TeamMember } from '../schema.ts'
import { fill } from './fill.ts'

// `role` and `gender` are the same in every language; the page shows the title the Turkish dictionary gives them
// (`team.roles`: Kurucu Avukat, Ortak Avukat, Avukat, Hukuk Stajyeri, Müvekkil Temsilcisi).
export const teamMembers: TeamMember[] = fill([
  {
    id: 'selin-aksoy',
    sample: true,
    name: 'Selin Aksoy',
    role: 'founder',
    gender: 'f',
    bio: [
      `Selin Aksoy, büroyu ${site.founded} yılında İstanbul'da kurdu. Hukuk eğitimini İstanbul'da tamamladı ve İstanbul Barosu'na kayıtlıdır. 2023 yılı itibarıyla dört yılı aşkın avukatlık deneyimi vardı; bu deneyimin büyük bölümü Türkiye'de gayrimenkul satın alan ve Türkiye'ye yerleşen yabancı müvekkillerle ilgiliydi.`,
      'Çalışmaları gayrimenkul, yatırım yoluyla Türk vatandaşlığı ve ikamet izinleri üzerinde yoğunlaşır. Tapu kontrolleri ve tapu devirleri, gayrimenkul alımı yoluyla vatandaşlık başvuruları ile bunlardan önce ve bunlarla birlikte alınan ikamet izinleri ile ilgilenir.',
      'Selin, yabancı müvekkillere açık adımlar, yazılı ücret sözleşmeleri ve anladıkları bir dilde düzenli bilgilendirme sunmak için büroyu kurdu. Türkçe ve İngilizce çalışmaktadır.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-selin-aksoy',
    languages: ['Türkçe', 'İngilizce'],
  },
  {
    id: 'emre-kaya',
    sample: true,
    name: 'Emre Kaya',
    role: 'partner',
    gender: 'm',
    bio: [
      "Emre Kaya, büronun ortağıdır ve büronun şirketlere yönelik çalışmalarını yönetir. Hukuk eğitimini İstanbul'da tamamladı ve İstanbul Barosu'na kayıtlıdır.",
      'Şirketler hukuku, ticari sözleşmeler, iş hukuku meseleleri ile birleşme ve devralmalar konularında danışmanlık verir. Çalışmaları arasında yabancı yatırımcılar için limited şirket ve anonim şirket kurulması, pay sahipleri sözleşmelerinin hazırlanması, sözleşmelerin incelenmesi ve işverenlere çalışma izinleri ile çalışma koşulları konusunda danışmanlık yer alır.',
      'Emre, müvekkillerin kendi kararlarını verebilmeleri için bir hükmün hukuki anlamının yanı sıra ticari etkisini de açıklamayı tercih eder. Türkçe, İngilizce ve Almanca çalışmaktadır.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-emre-kaya',
    languages: ['Türkçe', 'İngilizce', 'Almanca'],
  },
  {
    id: 'deniz-arslan',
    sample: true,
    name: 'Deniz Arslan',
    role: 'associate',
    // Not stated (the bios use no gendered pronoun): titles take the form for an unspecified person.
    gender: 'm',
    bio: [
      "Deniz Arslan, büroda avukat olarak çalışmaktadır. Deniz hukuk eğitimini İstanbul'da tamamladı ve İstanbul Barosu'na kayıtlıdır.",
      "Deniz; ikamet izinleri ve çalışma izinleri, sınır dışı etme kararları ve giriş yasakları ile boşanma ve yabancı boşanma kararlarının tanınması gibi aile hukuku konularında çalışır. Bu çalışmalar, Göç İdaresi Başkanlığı'na yapılacak başvuruların hazırlanmasını ve idare mahkemeleri ile aile mahkemelerinde dava açılmasını kapsar.",
      'Bu işlerin çoğunda süreler kısadır; bu nedenle Deniz, müvekkilleri her adımda bilgilendirir ve hangi belgelerin gerektiğini erkenden bildirir. Deniz Türkçe, İngilizce ve Fransızca çalışmaktadır.',
    ],
    languages: ['Türkçe', 'İngilizce', 'Fransızca'],
  },
  {
    id: 'zeynep-celik',
    sample: true,
    name: 'Zeynep Çelik',
    role: 'intern',
    gender: 'f',
    bio: [
      "Zeynep Çelik, İstanbul'da hukuk öğrencisidir ve büroda hukuk stajyeri olarak çalışmaktadır.",
      'Avukatlara hukuki araştırma, mevzuat ve mahkeme kararlarının kontrolü ile belge listelerinin, dilekçelerin ve başvuru dosyalarının hazırlanmasında destek olur. Ayrıca tercümelerin ve resmî randevuların takibine yardımcı olur.',
      'Zeynep hukuki danışmanlık vermez. Çalışmaları büronun avukatlarının gözetiminde yürütülür ve onlar tarafından kontrol edilir. Türkçe ve İngilizce çalışmaktadır.',
    ],
    languages: ['Türkçe', 'İngilizce'],
  },
  {
    id: 'omar-haddad',
    sample: true,
    name: 'Omar Haddad',
    role: 'clientRepresentative',
    gender: 'm',
    bio: [
      'Omar Haddad, müvekkillerin büroda genellikle ilk görüştüğü kişidir. İlk başvuruları yanıtlar, danışmanlık görüşmesi randevularını ayarlar ve her talebin doğru avukata ulaşmasını sağlar.',
      'Bir iş başladıktan sonra randevuları, belgeleri ve sonraki adımları takip eder; müvekkilleri dosyalarının ne aşamada olduğu konusunda bilgilendirir. Arapça, İngilizce ve Türkçe çalışmaktadır.',
      'Omar avukat değildir ve hukuki danışmanlık vermez; hukuki sorular büronun avukatları tarafından yanıtlanır.',
    ],
    linkedin: 'https://www.linkedin.com/in/example-omar-haddad',
    languages: ['Arapça', 'İngilizce', 'Türkçe'],
  },
])
