import type { Guide } from '../schema.ts'
import { fill } from './fill.ts'
import { site } from '../../config/site.ts'

/**
 * Guide: Turkish Residence Permit Checklist (/guides/turkish-residence-permit-checklist).
 * Figures used: total fees about USD 300 (change every year), renewal from 60 days before expiry,
 * deportation appeal within 7 days (Law No. 6458 art. 53(3) as amended by Law No. 7196), work permit 1 / 2 / 3 years and indefinite after 8 years.
 */
export const residencePermitGuide: Guide = fill({
  slug: 'turkish-residence-permit-checklist',
  guidelineName: 'ResidencePermit_Guideline',
  lastReviewed: '2026-11-23',
  title: 'Turkish Residence Permit Checklist',
  subtitle: 'Which permit fits you, how to apply on e-İkamet, and every document to bring to the appointment.',
  summary:
    'A practical checklist for a Turkish residence permit: choosing the permit type, the e-İkamet application and appointment, fees, health insurance and renewals.',
  intro:
    'Anyone who wants to stay in Turkey longer than their visa or visa-free period allows needs a residence permit. The rules are set by Law No. 6458 on Foreigners and International Protection and applied by the Presidency of Migration Management. The process is mostly online, but a missing document or a wrong permit type can mean a refusal and a short deadline to leave. This guide explains the main permit types, the application and the appointment, the costs, and what to do after approval. It ends with a checklist you can print and tick off. It is general information; for your own case, please confirm the current requirements before you apply.',
  benefits: [
    {
      title: 'Choose the right permit',
      text: 'Match your real reason for staying to the right permit type, so that your documents support your application instead of contradicting it.',
    },
    {
      title: 'Apply on time',
      text: 'Understand the deadlines that matter: applying before your visa or visa-free stay ends, attending the appointment, and renewing from {{residenceRenewalDays}} before expiry.',
    },
    {
      title: 'Bring the right documents',
      text: 'Use the checklist to prepare a complete file for your permit type, including health insurance, proof of address and proof of funds.',
    },
    {
      title: 'Keep your status after approval',
      text: 'Know what to do once the card arrives: address registration, your foreigner ID number, renewals and the rules on time spent abroad.',
    },
  ],
  author: {
    member: 'deniz-arslan',
    bio: `Deniz Arslan is an associate attorney at ${site.name}. Deniz works on residence permit and work permit files for individuals, families and employers, from choosing the right permit type to renewals and responses to refusals.`,
  },
  chapters: [
    {
      title: 'Which permit type fits you',
      html: `<p>Turkish law has several residence permit types. Each has its own purpose, documents and rules. Apply for the one that matches your real reason for staying. If your documents do not fit the type you chose, the application is likely to be refused.</p>
<h3>Short-term residence permit</h3>
<p>The most common type. It covers, among other purposes, tourism, owning a home in Turkey, setting up business connections or investment, language courses, medical treatment and scientific research. It is issued for a limited period and must be renewed. Since 2024, short-term permits for tourism purposes have been restricted in some districts, and some neighbourhoods are closed to new residence registrations by foreigners. Check your intended address first.</p>
<h3>Family residence permit</h3>
<p>For the spouse, the minor children and some dependent children of a Turkish citizen, or of a foreigner who holds a residence permit or work permit in Turkey. The family member living in Turkey (the sponsor) must show sufficient regular income, health insurance for the family, suitable housing and a clean criminal record, among other conditions.</p>
<h3>Student residence permit</h3>
<p>For students enrolled in an associate, bachelor's, master's or doctoral programme in Turkey. Younger pupils usually stay on a family permit. A student permit does not include a general right to work.</p>
<h3>Long-term residence permit</h3>
<p>Available after at least eight years of uninterrupted legal residence. Not every permit type counts in full towards the eight years; time on a student permit, for example, counts only in part. Other conditions include sufficient income, health insurance and no recent reliance on social assistance.</p>
<h3>Work permit as a residence permit</h3>
<p>If you will work in Turkey, you need a work permit under Law No. 6735 on International Labour Force, and a valid work permit also counts as a residence permit. Your employer applies online to the Ministry of Labour and Social Security. A temporary work permit is first issued for up to 1 year, then renewed for 2 and then 3 years. An indefinite work permit can be applied for after {{indefiniteWorkPermitYears}} of legal work. See <a href="/services/work-permit-in-turkey-for-employees">work permits for employees</a>.</p>
<p>Other types exist, for example humanitarian permits, but they apply in specific situations. If you are unsure which type fits you, <a href="/contact-us">ask us</a> before you apply.</p>`,
    },
    {
      title: 'The online application on e-İkamet and the appointment',
      html: `<p>Applications are made through e-İkamet, the online system of the Presidency of Migration Management. The first application must be made before your visa or visa-free period ends. Applying late can lead to an overstay fine and, in some cases, an entry ban.</p>
<h3>Step by step</h3>
<ol>
<li><strong>Prepare first.</strong> Have your address, health insurance and other documents ready before you start. The form asks for details that must match them.</li>
<li><strong>Fill in the form.</strong> On e-İkamet, choose first application and the permit type. Enter your passport details exactly as they appear in the passport, and upload a recent biometric photo.</li>
<li><strong>Book the appointment.</strong> The system offers an appointment at the provincial directorate of migration management for your address. In large cities, appointments can be several weeks away.</li>
<li><strong>Print and sign.</strong> Print the completed application form and sign it. Keep a copy of the confirmation.</li>
<li><strong>Pay the fees.</strong> Pay the permit fee and the card fee as instructed by the system, and keep the receipts.</li>
<li><strong>Attend the appointment.</strong> Bring the originals and copies of all documents. The officer checks them, may take your fingerprints and may ask questions about your stay.</li>
</ol>
<h3>At the appointment</h3>
<p>Arrive on time with everything in one folder, in the order of the checklist. If the officer asks for an extra document, note exactly what is needed and the deadline for submitting it. Missing that deadline can end the application.</p>
<p>If you miss the appointment without a valid reason, the application may be treated as not made. Do not leave Turkey while a first application is pending unless you have checked the effect on your application.</p>
<h3>Renewals</h3>
<p>Renewals are also made on e-İkamet, using the extension option instead of a first application. Some renewals are decided on the documents alone; others need an appointment. The system tells you which applies.</p>
<p>Our <a href="/services/turkish-residence-permit">residence permit service</a> can prepare and file the application with you.</p>`,
    },
    {
      title: 'Fees and health insurance',
      html: `<h3>Fees</h3>
<p>There are two fees: the residence permit fee and the card fee. The permit fee depends on your nationality and on the length of the permit requested. In total the fees come to about {{residenceFeesUsd}} for a typical first permit, but they change every year, usually in January. Check the current amounts on e-İkamet when you apply, and keep the receipts for the appointment.</p>
<ul>
<li>Pay only through the channels the e-İkamet system shows you.</li>
<li>Pay before the appointment, unless the system states otherwise.</li>
<li>If you apply for a longer period, the permit fee is higher. The permit can only be issued for a period that ends before your passport expires.</li>
</ul>
<h3>Health insurance</h3>
<p>Most applicants must show health insurance that is valid in Turkey for the whole period of the permit requested. There are two main options:</p>
<ul>
<li><strong>Private health insurance</strong> from an insurance company licensed in Turkey. Policies written for residence permit applications are widely available. Make sure the start and end dates cover the full permit period.</li>
<li><strong>The state scheme (SGK)</strong>, if you are entitled to it, for example through employment in Turkey, a social security agreement with your home country, or voluntary registration where that is allowed.</li>
</ul>
<p>Insurance bought abroad is often not accepted, because it must be valid in Turkey and meet the requirements for residence permits. A Turkish policy is the safer choice.</p>
<p>Different rules can apply to some age groups and to some permit types. For example, the options for applicants over a certain age are limited, and students may be covered in other ways. Check the requirement for your own situation before you buy a policy.</p>
<h3>Proof of funds</h3>
<p>For short-term and family permits you must also show that you can support yourself, or that the sponsor can support the family. This is usually shown with bank statements or income documents. The required level is linked to the minimum wage and changes over time.</p>`,
    },
    {
      title: 'After approval: the card, your address and renewals',
      html: `<h3>Card delivery</h3>
<p>Once the permit is approved, the residence permit card is printed and sent by post to the address in your application. You can track the status on e-İkamet. Make sure someone can receive the card at that address. When it arrives, check your name, date of birth and permit dates against your passport, and report any error at once.</p>
<h3>Your foreigner ID number</h3>
<p>The card shows your foreigner identification number, which starts with 99. You will use it for banking, phone lines, utility contracts, tax matters and access to e-Devlet, the state's online services portal.</p>
<h3>Address registration</h3>
<p>Your address must be registered in the national address system. If you move, you must notify the new address within {{addressChangeWorkingDays}}. An out-of-date address can cause problems with renewals and official notices, and failure to notify can lead to a fine.</p>
<h3>Renewals</h3>
<ul>
<li>You can apply for renewal from {{residenceRenewalDays}} before the permit expires. Apply in any case before the expiry date.</li>
<li>Keep your health insurance continuous. A gap can be a reason for refusal.</li>
<li>Your situation must still match the permit type. If it has changed, for example through marriage, study or a job, you may need a different type.</li>
<li>Check that your passport is valid well beyond the period you are requesting.</li>
</ul>
<h3>Time abroad</h3>
<p>A residence permit expects you to live in Turkey. Long periods abroad can lead to cancellation of the permit or refusal of a renewal. For short-term permits, the rules count the total number of days spent outside Turkey in a year. For long-term permits, a long continuous absence can end the permit, with exceptions such as health or education. Time abroad can also interrupt the years you need for a long-term permit or for citizenship by residence. Keep a record of your travel dates, and take advice before a long stay abroad.</p>
<h3>Changes and cancellations</h3>
<p>Tell the migration directorate about changes such as a new passport, marriage or divorce. If you leave Turkey for good, you can hand in your card when you depart.</p>`,
    },
    {
      title: 'If your application is refused',
      html: `<p>A refusal is not always the end of the matter, but the time to act is short. Read the decision carefully: it states the reason and the legal basis.</p>
<h3>Common reasons for refusal</h3>
<ul>
<li>The permit type does not match the purpose shown in the documents.</li>
<li>Health insurance does not cover the full period, or is not valid in Turkey.</li>
<li>The address is in a neighbourhood closed to new residence registrations, or in a district where tourism-based short-term permits are restricted.</li>
<li>Insufficient proof of funds or, for family permits, of the sponsor's income.</li>
<li>Missing documents, or documents not submitted by the deadline given at the appointment.</li>
<li>A late application, an earlier overstay or an entry restriction.</li>
</ul>
<h3>What you can do</h3>
<ol>
<li><strong>Check your legal stay.</strong> After a refusal you are usually given a short period to leave Turkey or to regularise your stay. Note the date, and do not overstay.</li>
<li><strong>Consider a new application.</strong> If the problem was a missing document or the wrong permit type, a new, correct application may be the quickest route, if you still have a legal basis to apply.</li>
<li><strong>Consider a legal challenge.</strong> A refusal is an administrative decision and can be challenged before the administrative court within the legal deadline. Take advice at once, because the deadline runs from notification of the decision.</li>
</ol>
<h3>Deportation decisions</h3>
<p>A refusal can sometimes be followed by a deportation decision, especially after an overstay. A deportation decision can be appealed to the administrative court within {{deportationAppealDays}} of notification (Law No. 6458, article 53(3), as amended by Law No. 7196 in December 2019). An appeal made in time generally suspends removal while the court decides, with some exceptions. See <a href="/services/deportation">deportation</a> for how we help.</p>
<p>If you have received a refusal or a deportation decision, <a href="/contact-us">contact us</a> as soon as possible and bring the decision and your application documents.</p>`,
    },
  ],
  checklist: [
    {
      title: 'Before you apply',
      items: [
        'Note your date of entry and the last day of your visa or visa-free stay. The first application must be made before that day.',
        'Decide which permit type matches your real purpose of stay (tourism, property, family, study, work).',
        'Check that your passport is valid well beyond the permit period you want; the permit cannot run past its expiry.',
        'Check that your intended neighbourhood is open to new residence registrations by foreigners.',
        'Secure your address: a notarised rental contract in your name, or the title deed of your own home.',
        'Get a Turkish tax number and, if needed for proof of funds, open a Turkish bank account.',
        'Buy health insurance valid in Turkey for the full permit period.',
        'Have recent biometric photos taken (bring at least four).',
      ],
    },
    {
      title: 'Documents for everyone',
      items: [
        'Printed and signed e-İkamet application form',
        'Passport: original, plus copies of the photo page, the visa page and the latest entry stamp',
        'Recent biometric photos',
        'Health insurance policy covering the full permit period, or SGK entitlement document',
        'Proof of address: notarised rental contract or title deed',
        'Proof of sufficient funds: recent bank statements or income documents',
        'Receipts for the residence permit fee and the card fee',
        'Your previous residence permit card, if this is a renewal or change of type',
      ],
    },
    {
      title: 'Short-term (tourism or property) extra documents',
      items: [
        'For property owners: title deed in your name and, if requested, the valuation report',
        'For tourism: a short written explanation of your planned stay and travel within Turkey',
        'Bank statements showing funds for the whole stay, ideally from a Turkish account',
        'For business connections or investment: an invitation letter or documents about the company or investment',
        'For medical treatment: a letter from the treating hospital in Turkey',
      ],
    },
    {
      title: 'Family permit extra documents',
      items: [
        'Marriage certificate, apostilled or legalised, with a notarised Turkish translation',
        "Children's birth certificates, apostilled or legalised, with notarised Turkish translations",
        "Sponsor's Turkish ID card, or residence permit or work permit",
        "Sponsor's proof of regular income (payslips, tax records or bank statements)",
        "Sponsor's criminal record certificate from Turkey",
        'Notarised consent of the other parent, where a child will live in Turkey with only one parent',
        'Proof of the family home: rental contract or title deed showing the shared address',
      ],
    },
    {
      title: 'Student permit extra documents',
      items: [
        'Student certificate (öğrenci belgesi) from your university for the current term',
        'Acceptance letter, if you have not yet enrolled',
        'Health insurance, or proof of entitlement to SGK coverage as a student',
        'Proof of address: dormitory certificate or rental contract',
        'For students under 18: notarised consent of both parents',
      ],
    },
    {
      title: 'At the appointment',
      items: [
        'Arrive early with the appointment confirmation',
        'Bring all originals and one full set of copies, in checklist order',
        'Check that every name and date matches your passport exactly',
        'Write down any extra document requested and the deadline to submit it',
        'Keep your phone on: updates are sent by text message',
        'Keep the application documents and fee receipts in a safe place until the card arrives',
      ],
    },
    {
      title: 'After approval',
      items: [
        'Track card delivery on e-İkamet and make sure someone can receive it at your address',
        'Check the details on the card against your passport and report any error',
        'Use your foreigner ID number (starting with 99) for banking, phone, utilities and e-Devlet',
        'Notify any change of address within {{addressChangeWorkingDays}}',
        'Put a reminder in your calendar for {{residenceRenewalDays}} before expiry and renew on time',
        'Keep your health insurance continuous for the whole permit period',
        'Keep a record of your travel dates abroad',
      ],
    },
  ],
})
