import type { FaqItem } from '../schema.ts'
import { fill } from './fill.ts'
import { officeHours } from '../../config/site.ts'

/** Joins paragraphs with a blank line, as FaqItem.answer expects. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n')

export { faqPage } from '../reviewed.ts'

export const faqItems: FaqItem[] = fill([
  {
    question: 'How does Turkish citizenship by investment work?',
    answer: paragraphs(
      'The most common route is buying real estate worth at least {{citizenshipPropertyUsd}} and keeping it for {{citizenshipHoldYears}}. The commitment not to sell is recorded on the title deed. Another route is a bank deposit of at least {{citizenshipDepositUsd}}, also held for {{citizenshipHoldYears}}. Other routes exist, such as investment in government bonds or fixed capital, but they are used less often. These amounts are set by regulation and can change, so we confirm the current figures before you commit.',
      'The value of the property is confirmed by an official valuation report, and the money must come in through a bank in a way that can be documented. Some properties do not qualify, for example property that was already used for another citizenship application. We check these points before you sign anything. See our page on Turkish citizenship for the full steps.',
    ),
  },
  {
    question: 'How long does citizenship by investment take, and can my family be included?',
    answer: paragraphs(
      'In our experience the process takes about 4 to 5 months from a complete application. Before that, you need time to choose and buy the property, obtain the valuation report and collect your documents. The authorities carry out security checks, and their timing is outside our control.',
      'Your spouse and your children under 18 can be included in the same application. Older children usually need their own route. You need certified documents proving each family relationship, such as marriage and birth certificates, with an apostille and a sworn Turkish translation. Turkey generally allows dual citizenship, but you should check whether your own country does.',
    ),
  },
  {
    question: 'Which residence permit do I need to live in Turkey?',
    answer: paragraphs(
      'It depends on why you are staying. Most foreigners who are not working in Turkey apply for a short-term residence permit, for example for tourism, property ownership or business contacts. Spouses and children of residents or citizens apply for a family residence permit, and students apply for a student residence permit. A valid work permit also counts as a residence permit.',
      'After {{longTermResidenceYears}} of uninterrupted legal residence you may apply for a long-term residence permit. The rules come from Law No. 6458 on Foreigners and International Protection. Since 2024, first-time short-term permits for tourism have been restricted in some districts, so your address matters. In the free consultation we tell you which permit fits your situation.',
    ),
  },
  {
    question: 'How do I apply for a residence permit, and what does it cost?',
    answer: paragraphs(
      'You usually apply from inside Turkey, before your visa or visa-free period ends. You fill in the online form on e-İkamet, the system of the Presidency of Migration Management. You then attend an appointment at the provincial migration office with your documents. These usually include your passport, photos, health insurance, proof of address and proof of income. The card is sent by post.',
      'Official fees for a residence permit come to about {{residenceFeesUsd}} in total, including the card fee, but the amounts change every year. The decision often takes several weeks. Renewals are filed online, within {{residenceRenewalDays}} before the permit expires, and in any case before it ends.',
    ),
  },
  {
    question: 'Can foreigners buy property in Turkey?',
    answer: paragraphs(
      'Yes. Citizens of most countries can buy houses, apartments and land in Turkey. There are limits: foreigners cannot buy in military or security zones, and the total area a foreign person may own is capped by law. The Land Registry checks these points before the transfer.',
      'To buy, you need a passport, a Turkish tax number and an official valuation report on the property. You pay the price through a bank so that the payment can be documented. We recommend a full legal check of the property before you pay any deposit. Our free real estate guide explains the steps in more detail.',
    ),
  },
  {
    question: 'What should be checked on a title deed before I buy?',
    answer: paragraphs(
      'First, who the registered owner is and whether the seller has the right to sell. Then any mortgages, attachments for debt, annotations or rights of third parties recorded on the deed. These records can be seen in the Land Registry system.',
      'We also check whether the building has a building permit and an occupancy permit, and whether the deed shows full condominium ownership or only construction servitude, which is common for new buildings. Other points are zoning status, unpaid property tax, service charges and the compulsory earthquake insurance (DASK). If a problem appears, we explain what it means and whether it can be solved before the transfer.',
    ),
  },
  {
    question: 'How does the title deed transfer take place?',
    answer: paragraphs(
      'The transfer is signed at the Land Registry Directorate (Tapu Müdürlüğü) responsible for the property, on an appointment made in advance. Buyer and seller, or their representatives with a valid power of attorney, attend in person. If the buyer does not speak Turkish, a sworn translator must be present.',
      'Before the appointment the valuation report, earthquake insurance and payment of the title deed fee must be ready. The fee is a percentage of the sale price and is shared between buyer and seller under the law, although the contract often says otherwise. Once everything is signed, the new title deed is usually issued the same day.',
    ),
  },
  {
    question: 'Can a foreigner set up a company in Turkey?',
    answer: paragraphs(
      'Yes. Foreign investors have the same rights as Turkish investors and can own all the shares of a Turkish company. The most common types are the limited company (Ltd. Şti.) and the joint-stock company (A.Ş.), both regulated by the Turkish Commercial Code No. 6102. Minimum capital amounts apply and were raised in 2024.',
      'The main steps are: obtaining tax numbers for foreign shareholders, preparing the articles of association, registering with the Trade Registry, opening a bank account for the capital and registering with the tax office. You also need a certified accountant for the bookkeeping. Registration is usually quick once the documents are complete; preparing documents abroad often takes longer.',
    ),
  },
  {
    question: 'How do I get a work permit in Turkey?',
    answer: paragraphs(
      'Work permits are issued by the Ministry of Labour and Social Security under Law No. 6735 on International Labour Force. In most cases the employer files the application online. If you are abroad, you first apply for a work visa at a Turkish consulate and the employer then completes the online application. If you are in Turkey, you generally need a valid residence permit.',
      'A temporary work permit is first issued for up to 1 year. It can then be renewed for up to 2 years, and after that for up to 3 years. After {{indefiniteWorkPermitYears}} of legal work you can apply for an unlimited (indefinite) work permit. Employers must also meet certain criteria, which we check at the start.',
    ),
  },
  {
    question: 'Can I open a bank account in Turkey as a foreigner?',
    answer: paragraphs(
      'Yes, in most cases. Banks usually ask for your passport, a Turkish tax number, a Turkish phone number and proof of address. Some banks open accounts for non-residents, while others ask for a residence permit. Each bank applies its own checks and may ask where your money comes from.',
      'Policies differ between banks and sometimes between branches of the same bank, and they change often. We can tell you what documents are likely to be requested, prepare them with you and, where the bank accepts it, handle the process with a power of attorney. For a property purchase or a citizenship application, the bank account should be planned early.',
    ),
  },
  {
    question: 'How does the firm charge for its work?',
    answer: paragraphs(
      'After a first consultation we understand what you need and can estimate the work. We then send you a written proposal that states the scope of the work, the fee and when it is payable. Work starts only after you accept it. There are no hidden charges and no fees added later without your written agreement.',
      'Official costs are separate from our fee. These include government and card fees, notary fees, sworn translations, valuation reports and court costs. We list the expected costs in advance so you can plan. Our fees also respect the minimum fee tariff that applies to lawyers in Turkey.',
    ),
  },
  {
    question: 'What happens in the free 15-minute consultation?',
    answer: paragraphs(
      'It is a short call by phone or video, free of charge. You tell us what you need, and we tell you whether we can help, which route may fit your situation and which documents you should start collecting. It is also a chance for you to see how we work before you decide anything.',
      'Fifteen minutes is not enough for a full legal opinion or a review of documents. If you decide to continue, we send you a written fee proposal. To book the consultation, use the Schedule link below: it opens our booking page in a new tab, where you choose a time that suits you. There is no obligation to instruct us afterwards.',
    ),
    bookingLink: true,
  },
  {
    question: 'Can I give a power of attorney from abroad?',
    answer: paragraphs(
      'Yes. The simplest way is to sign the power of attorney at a Turkish consulate in your country. The consulate prepares it in Turkish and it can be used in Turkey directly.',
      'You can also sign it before a notary in your country. If your country is a party to the Hague Apostille Convention, the document then needs an apostille. If not, it needs legalisation by your foreign ministry and the Turkish consulate. In Turkey it is translated by a sworn translator and the translation is notarised. For property sales, the Land Registry has its own requirements, such as a photo of the person giving the power. We send you the exact wording before you sign.',
    ),
  },
  {
    question: 'Do I need to come to Turkey, or can we work remotely?',
    answer: paragraphs(
      'Most of our work with foreign clients is done remotely. We hold meetings by video call, exchange documents by e-mail and keep you updated in writing at each step. Original documents can be sent by courier.',
      'With a power of attorney we can act for you at the Land Registry, banks, the tax office, the Trade Registry and the courts. Some steps still need you in person. Examples are the residence permit appointment, giving biometric data, and some court hearings such as an uncontested divorce. We tell you at the start which steps need your presence, so you can plan your travel.',
    ),
  },
  {
    question: 'Which languages do you work in?',
    answer: paragraphs(
      'We work in Turkish, English and Arabic. Some members of the team also speak German or French. Our client representative handles first contact and appointments in Arabic, English and Turkish.',
      'Official procedures in Turkey are in Turkish. Petitions, contracts filed with authorities and court documents are written in Turkish. We explain each document to you in your language before you sign, and we can arrange sworn translations where an official translation is needed. At the Land Registry and the notary, a sworn translator must be present if you do not speak Turkish.',
    ),
  },
  {
    question: 'How long will my matter take?',
    answer: paragraphs(
      'It depends on the matter and on the authorities involved. As a guide: citizenship by investment takes about 4 to 5 months from a complete application. A residence permit decision often takes several weeks. A title deed transfer is usually completed on the day of the appointment once everything is ready. Company registration is usually quick once the documents are complete.',
      'Court cases take longer, often many months, and contested cases can take years. Delays usually come from missing or unapostilled documents, so we give you a document list at the start. We give you a realistic estimate in writing and tell you promptly if something changes.',
    ),
  },
  {
    question: 'I have received a deportation decision. What can I do?',
    answer: paragraphs(
      'Act quickly. A deportation decision can be appealed to the administrative court within {{deportationAppealDays}} of notification (Law No. 6458 on Foreigners and International Protection, article 53(3), as amended in December 2019). In most cases the deportation is not carried out while the appeal is pending, but there are exceptions, for example in cases related to public security.',
      'If you are held in a removal centre, the administrative detention can be challenged separately before the criminal judgeship of peace. Keep a copy of every document you were given and note the date you received it. Contact us as soon as possible with your passport details and the decision. See our deportation page for how we handle these cases.',
    ),
  },
  {
    question: 'I have an entry ban to Turkey. Can it be lifted?',
    answer: paragraphs(
      'Often, yes, but it depends on the reason. Entry bans are recorded as restriction codes by the Presidency of Migration Management. They can follow a visa overstay, a deportation or a security assessment. The length of the ban varies with the reason.',
      'Depending on the case, we can request the lifting of the ban from the administration, challenge it before the administrative court, or ask for permission to enter for a limited period while the ban continues. First we find out which code was applied and why. Please do not travel to Turkey to test whether the ban is still active; ask us to check first.',
    ),
  },
  {
    question: 'How is inheritance handled when a foreigner owns property in Turkey?',
    answer: paragraphs(
      'Under Turkish private international law, inheritance is generally governed by the national law of the person who died. For real estate located in Turkey, however, Turkish law applies. This matters for who the heirs are, their shares and the reserved portions protected by law.',
      'The heirs need a Turkish certificate of inheritance, issued by a notary or by the civil court of peace. A certificate from another country is not usually accepted by the Land Registry on its own. Inheritance tax returns must then be filed before the property can be registered in the heirs’ names. We can handle these steps with a power of attorney.',
    ),
  },
  {
    question: 'Can foreigners divorce in Turkey, and is a foreign divorce valid here?',
    answer: paragraphs(
      'Foreigners who live in Turkey can often file for divorce before the Turkish family courts. Which country’s law applies depends on the spouses’ nationality and residence. An uncontested divorce is possible if the marriage has lasted at least one year and both spouses agree on all terms; both must attend the hearing. Contested cases take much longer.',
      'A divorce granted abroad does not automatically change Turkish records. If one spouse is a Turkish citizen, the foreign decision must be registered in Turkey. In some cases this is an administrative step at the civil registry. Otherwise a recognition case is filed in a Turkish court.',
    ),
  },
  {
    question: 'Do my foreign documents need to be translated?',
    answer: paragraphs(
      'Yes. Turkish authorities accept foreign documents only with a Turkish translation made by a sworn translator and certified by a Turkish notary. Foreign public documents, such as birth or marriage certificates and court decisions, first need an apostille or, for countries outside the Hague Apostille Convention, consular legalisation.',
      'The order matters: the apostille is added in the country that issued the document, and then the document and the apostille are translated in Turkey. Some documents must also be recent, so check the issue date before you send them. We give you a list of documents for your matter and arrange the translations if you wish.',
    ),
  },
  {
    question: 'What are your office hours?',
    answer: paragraphs(
      `Our office is open ${officeHours}. Turkey does not change its clocks in summer or winter, so the time difference with your country may change during the year.`,
      'Messages sent outside these hours or on public holidays are answered on the next working day. Meetings are by appointment, either at our office in Istanbul or by video call. If you are detained or have received a deportation decision, say so clearly in your first message so that we can prioritise it.',
    ),
  },
  {
    question: 'How do you protect my personal data?',
    answer: paragraphs(
      'We process personal data in line with Turkey’s Personal Data Protection Law No. 6698 (KVKK). We use the information you send us only to answer your request and to carry out the work you instruct us to do. We do not sell personal data, and this website uses no analytics or advertising cookies.',
      'As lawyers, we are also bound by professional secrecy under the Attorneys’ Act. Form submissions that do not lead to a client relationship are deleted after 6 months. You have rights to access, correction and deletion under article 11 KVKK. Our Privacy Notice explains how to use them.',
    ),
  },
])

/** The questions to show: the one about the free consultation goes with the offer when the firm switches it off. */
export function visibleFaqItems(features: { freeConsultation: boolean }): FaqItem[] {
  return faqItems.filter((item) => features.freeConsultation || !item.bookingLink)
}
