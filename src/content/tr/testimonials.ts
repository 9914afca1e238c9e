import type { Testimonial } from '../schema.ts'
import { fill } from './fill.ts'

/** Sample testimonials (sample: true), written for the site as illustrations, not real clients' words. */
export const testimonials: Testimonial[] = fill([
  {
    quote:
      'Başlamadan önce gereken her belgenin yazılı bir listesini ve açık bir ücret teklifi aldık. Süreç boyunca, biz sormadan, neler olduğu ve sırada ne olduğu bize bildirildi. Yurt dışında yaşadığımız için bu, başvurunun tamamını takip etmemizi çok kolaylaştırdı.',
    author: 'Anna L., Almanya',
    matter: 'Yatırım yoluyla Türk vatandaşlığı',
    sample: true,
  },
  {
    quote:
      'Adresim değiştiği için ikamet izni uzatma başvurum konusunda endişeliydim. Göç İdaresinin neler isteyeceğini açıkladılar, randevudan önce belgelerimi kontrol ettiler ve mesajlarıma Arapça yanıt verdiler. Süreç sakin ve anlaşılır biçimde ilerledi.',
    author: 'Khalid M., Ürdün',
    matter: 'İkamet izni uzatma',
    sample: true,
  },
  {
    quote:
      "Şirketimizi, henüz Birleşik Krallık'ta yaşarken İstanbul'da kurduk. Her adım bize sade bir İngilizceyle açıklandı, vekaletname ilk seferde doğru şekilde hazırlandı ve bir sorumuz olduğunda kime başvuracağımızı her zaman bildik.",
    author: 'James R., Birleşik Krallık',
    matter: 'Şirket kuruluşu',
    sample: true,
  },
  {
    quote:
      'Bir daire satın almadan önce tapunun kontrol edilmesini istedim. Rapor, devirden önce çözülmesi gereken noktaları ve her birinin benim için ne anlama geldiğini sıralıyordu. Tapu müdürlüğünde her şey bana anlatıldığı gibi gerçekleşti.',
    author: 'Elena S., Ukrayna',
    matter: 'Gayrimenkul alımı ve tapu devri',
    sample: true,
  },
])
