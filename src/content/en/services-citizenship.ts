import type { Service } from '../schema.ts'
import { fill } from './fill.ts'

/**
 * Citizenship and residence programmes (group: 'citizenship').
 * Order and titles follow the spec. Slugs keep the firm's URL spellings.
 */
export const citizenshipServices: Service[] = fill([
  {
    slug: 'turkish-citizienship',
    title: 'Turkish Citizenship by Investment',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      'Turkish citizenship through a {{citizenshipPropertyUsd}} property purchase or a {{citizenshipDepositUsd}} bank deposit, held for {{citizenshipHoldYears}}. We handle due diligence, the title deed and the application.',
    description: `<h2>What the programme is</h2>
<p>Turkey grants citizenship to foreign nationals who make a qualifying investment and keep it for at least {{citizenshipHoldYears}}. The legal basis is the Turkish Citizenship Law No. 5901 and its implementing regulation. Citizenship is granted by a Presidential decision after security checks. Your spouse and your children under 18 can be included in the same application.</p>
<p>When the file is complete and the investment is in order, the process usually takes about 4 to 5 months. Turkey allows dual citizenship, but your own country may not. Please check this before you start.</p>

<h2>Who it suits</h2>
<ul>
<li>Investors who want a second citizenship and a long-term base in Turkey.</li>
<li>Families who want to live, study or run a business in Turkey without renewing permits.</li>
<li>Buyers who already plan to own property in Turkey and can keep it for at least {{citizenshipHoldYears}}.</li>
</ul>

<h2>The main routes</h2>
<ul>
<li><strong>Real estate:</strong> buy property worth at least {{citizenshipPropertyUsd}} and register an annotation on the title deed that it will not be sold for {{citizenshipHoldYears}}.</li>
<li><strong>Bank deposit:</strong> deposit at least {{citizenshipDepositUsd}}, or the equivalent in another foreign currency, in a bank in Turkey and keep it there for {{citizenshipHoldYears}}.</li>
<li><strong>Other routes:</strong> the regulation also covers government debt instruments, fixed capital investment, shares in real estate or venture capital investment funds, and creating jobs. Each has its own conditions and approving authority.</li>
</ul>
<p><strong>Thresholds and rules change.</strong> The amounts above are those in force when this page was last reviewed; we confirm the current rule before you commit any money.</p>
<p>Real estate is the route used most often. The value is confirmed by an official valuation report. The price must be paid in foreign currency through a bank in Turkey, with proof of the currency conversion. A property that has already been used for a citizenship application cannot be used again.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>First review.</strong> We look at your nationality, family members, source of funds and the route that fits.</li>
<li><strong>Tax number and bank account.</strong> We obtain your Turkish tax number and help you open an account. See our <a href="/services/bank-account-services">bank account services</a>.</li>
<li><strong>Property due diligence.</strong> We check the title deed, zoning status, debts, mortgages, annotations and the seller's authority to sell.</li>
<li><strong>Valuation.</strong> A licensed valuation company prepares the report. The appraised value must meet the minimum.</li>
<li><strong>Payment and transfer.</strong> You pay through the bank, the currency conversion document is issued, and the title is transferred at the Land Registry (Tapu) with the 3-year annotation. See <a href="/services/real-property-sales-title-deed-transfers">title deed transfers</a>.</li>
<li><strong>Certificate of eligibility.</strong> The land registry authorities confirm in writing that the investment meets the conditions.</li>
<li><strong>Residence permit.</strong> You obtain a residence permit on investment grounds, which the citizenship file requires.</li>
<li><strong>Citizenship application.</strong> We file the application with the citizenship authorities and attend with you for biometrics.</li>
<li><strong>Decision.</strong> After the security checks and the Presidential decision, you apply for your Turkish ID card and passport.</li>
</ol>

<h2>Documents</h2>
<ul>
<li>Valid passport for each applicant, with a notarised Turkish translation.</li>
<li>Birth certificate showing both parents' names, and a marriage certificate where relevant.</li>
<li>Birth certificates of children under 18.</li>
<li>Biometric photographs.</li>
<li>Title deed, valuation report, certificate of eligibility, bank receipts and currency conversion documents.</li>
<li>Residence permit and Turkish tax number.</li>
</ul>
<p>Foreign civil documents must carry an apostille or consular legalisation and be translated into Turkish by a sworn translator, with the translation notarised.</p>

<h2>Timelines and costs</h2>
<p>Allow about 4 to 5 months from the investment to the decision. Costs besides the investment include title deed fees, the valuation report, translations and notarisation, residence permit fees and our legal fees. They depend on the property and the size of your family. We give you a written estimate before you commit.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Agreeing a price above what the valuation report will confirm.</li>
<li>Paying in cash or in Turkish lira without the conversion document.</li>
<li>Names spelled differently across passports and civil records.</li>
<li>Buying before checking whether the property has already been used for citizenship.</li>
<li>Not checking whether your home country permits dual citizenship.</li>
</ul>

<p>If you are weighing this route, <a href="/contact-us">write to us</a> with your nationality, family members and the route you have in mind. For background on buying property, read our <a href="/guides/real-estate-guide">real estate guide</a>.</p>`,
  },
  {
    slug: 'turkish-residence-permit',
    title: 'Turkish Residence Permit',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      'Short-term, family, student and long-term residence permits in Turkey: the right type, the e-İkamet application and renewals, with fees of about {{residenceFeesUsd}}.',
    description: `<h2>What a residence permit is</h2>
<p>Foreign nationals who want to stay in Turkey longer than their visa or visa-free period allows need a residence permit. The rules are in Law No. 6458 on Foreigners and International Protection. Applications are handled by the Presidency of Migration Management and its provincial directorates. Most applications start online through the e-İkamet system.</p>

<h2>Who it suits</h2>
<p>Property owners, retirees, people with business ties in Turkey, spouses and children of residents or Turkish citizens, and students. If you plan to work for a Turkish employer, you need a work permit instead. A valid work permit also serves as a residence permit. See <a href="/services/work-permit-in-turkey-for-employees">work permits for employees</a>.</p>

<h2>The main types</h2>
<ul>
<li><strong>Short-term residence permit:</strong> for property owners, people with business connections, those attending courses or receiving treatment, and certain other purposes. It is issued for a limited period and can be renewed.</li>
<li><strong>Family residence permit:</strong> for the spouse and children of a Turkish citizen or of a foreigner who holds a residence permit.</li>
<li><strong>Student residence permit:</strong> for students enrolled in higher education in Turkey.</li>
<li><strong>Long-term residence permit:</strong> for those with at least {{longTermResidenceYears}} of uninterrupted legal residence, subject to further conditions.</li>
</ul>
<p>Owning a residential property can support a short-term application. Minimum value rules apply in many cities, and the property must be registered for residential use. Since 2024, short-term permits for tourism purposes have been restricted. Some districts and neighbourhoods are also closed to new residence registrations by foreigners. Check the address before you buy or sign a lease. Our <a href="/guides/real-estate-guide">real estate guide</a> covers the property side.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>Choose the permit type.</strong> We match your purpose of stay to the right category and check that the address can be registered.</li>
<li><strong>Prepare the documents.</strong> This includes your proof of accommodation, health insurance valid in Turkey and proof of income or funds.</li>
<li><strong>Apply online.</strong> We complete the e-İkamet form and book the appointment at the provincial directorate.</li>
<li><strong>Pay the fees.</strong> The permit fee and the card fee are paid before the appointment.</li>
<li><strong>Attend the appointment.</strong> You bring the originals and copies. Fingerprints may be taken. We attend with you where needed.</li>
<li><strong>Follow the file.</strong> The directorate may ask for more documents. We track the status and answer within the deadline.</li>
<li><strong>Receive the card.</strong> The residence card is sent by post to your registered address.</li>
</ol>
<p>You must apply before your visa or visa-free stay ends. For a renewal, apply within the {{residenceRenewalDays}} before the permit expires, and in any case before it expires.</p>

<h2>Documents</h2>
<ul>
<li>Passport valid for longer than the permit you request, with copies of the relevant pages.</li>
<li>Biometric photographs.</li>
<li>Signed application form from e-İkamet.</li>
<li>Health insurance that meets the directorate's requirements.</li>
<li>Title deed or notarised rental contract.</li>
<li>Proof of sufficient and regular income or funds.</li>
<li>For family permits: marriage and birth certificates with apostille and notarised Turkish translations.</li>
<li>For student permits: proof of enrolment.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Processing times vary by city and season. Plan for several weeks and apply early. Total government fees are about {{residenceFeesUsd}} for a typical adult application. The fees change every year and depend on nationality and permit length. Health insurance is priced separately.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Applying after the visa-free period has ended, which can lead to fines and entry bans.</li>
<li>Renting or buying in a neighbourhood closed to new registrations.</li>
<li>Health insurance that does not cover the full permit period.</li>
<li>Not updating your address after moving.</li>
<li>Spending long periods outside Turkey, which can lead to cancellation.</li>
</ul>
<p>If a permit is refused or cancelled, act quickly. A deportation decision can be appealed to the administrative court within only {{deportationAppealDays}} of notification (Law No. 6458, article 53(3)). See our <a href="/services/deportation">deportation services</a>.</p>

<p>Before you apply, read our <a href="/guides/turkish-residence-permit-checklist">residence permit checklist</a>. Then <a href="/contact-us">write to us</a> with your purpose of stay and your current visa status, and we will tell you which permit fits.</p>`,
  },
  {
    slug: 'greece-golden-visa',
    title: 'Greece Golden Visa',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "Greece's residence-by-investment programme: a renewable five-year permit for non-EU investors and their families. We coordinate the file with licensed Greek lawyers.",
    description: `<h2>What the programme is</h2>
<p>Greece grants a five-year residence permit to non-EU nationals who make a qualifying investment in the country. The programme has run since 2013 and is usually called the Golden Visa. The permit can be renewed as long as the investment is kept. Real estate is the most common route.</p>
<p>The permit does not require you to live in Greece for a minimum number of days to keep it. It allows travel in the Schengen area under the usual short-stay rules. It does not by itself give the right to work as an employee in Greece. It is a residence permit, not citizenship. Greek citizenship follows separate rules on long residence and integration.</p>

<h2>Who it suits</h2>
<ul>
<li>Families who want a European residence option without moving full time.</li>
<li>Investors who already plan to own property in Greece.</li>
<li>Clients in Turkey who want easier travel in the Schengen area for the family.</li>
</ul>

<h2>The routes</h2>
<ul>
<li><strong>Real estate:</strong> the purchase of property in Greece above a minimum value.</li>
<li><strong>Financial investments:</strong> options such as deposits in Greek banks, Greek government bonds, shares or units in qualifying investment funds.</li>
</ul>
<p>Greece raised the real estate thresholds in 2023 and 2024. The amounts are now higher in Attica, Thessaloniki and the most popular islands than in other regions. Recent changes also limit how a qualifying property can be used, including restrictions on short-term holiday letting. <strong>Thresholds and rules change. They must be confirmed at the time of application.</strong> We do not quote a figure until a Greek lawyer has confirmed the current rule for the specific property.</p>

<h2>How we work</h2>
<p>We are a law firm in Istanbul. Greek law requires certain acts to be done by professionals licensed in Greece, such as the notarial purchase contract and the filing with Greek authorities. We coordinate with licensed Greek lawyers and agents. We explain each step to you, review the documents from your side and keep the file moving.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>Eligibility review.</strong> We check nationality, family members and the source of funds.</li>
<li><strong>Tax number and bank account.</strong> The Greek lawyer obtains a Greek tax number (AFM) and helps open a Greek bank account, usually under a power of attorney.</li>
<li><strong>Property due diligence.</strong> The Greek lawyer checks the title, the land registry or cadastre records, permits and debts.</li>
<li><strong>Purchase.</strong> The contract is signed before a Greek notary. Payment is made by bank transfer, and the deed is registered.</li>
<li><strong>Application.</strong> The permit file is submitted to the Greek migration authorities.</li>
<li><strong>Biometrics.</strong> Each applicant gives fingerprints in Greece.</li>
<li><strong>Permit.</strong> The residence cards are issued and renewed every five years while the investment is kept.</li>
</ol>

<h2>Documents</h2>
<ul>
<li>Valid passports and biometric photographs.</li>
<li>Proof of the investment, such as the notarial contract and registration certificate.</li>
<li>Health insurance covering Greece.</li>
<li>Marriage and birth certificates for family members, with apostille and certified Greek translations.</li>
<li>Other certificates the authorities request, such as a criminal record certificate.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timelines depend on the property search, the purchase and the workload of the Greek authorities. Costs besides the investment include transfer tax, notary and land registry fees, Greek legal fees, government application fees and translations. We give you a written breakdown once the route is confirmed.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Relying on thresholds from older articles.</li>
<li>Buying in a higher-threshold area without checking the amount that applies.</li>
<li>Planning to use the property for short-term holiday letting.</li>
<li>Paying outside the banking system, which breaks the proof of investment.</li>
<li>Assuming the permit allows employment.</li>
</ul>

<p>To compare Greece with other options, see our <a href="/global-citizienship-programs">global citizenship programmes</a>. When you are ready, <a href="/contact-us">write to us</a> with your family details and the route you are considering.</p>`,
  },
  {
    slug: 'uae-golden-visa',
    title: 'UAE Golden Visa',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "The UAE's long-term residence visa for investors, entrepreneurs and skilled professionals. We review eligibility and coordinate the application with licensed UAE partners.",
    description: `<h2>What the programme is</h2>
<p>The United Arab Emirates offers a long-term residence visa, known as the Golden Visa. It is usually issued for 10 years and can be renewed. The holder sponsors himself or herself, so no employer or local sponsor is needed. The visa stays valid even if the holder spends long periods outside the UAE. This is an important difference from ordinary residence visas.</p>
<p>The Golden Visa is a residence status. It does not lead to UAE citizenship.</p>

<h2>Who it suits</h2>
<ul>
<li>Property investors who want a long-term base in the UAE.</li>
<li>Business owners and entrepreneurs who operate in or through the UAE.</li>
<li>Skilled professionals, such as doctors, engineers and senior managers, who meet the published criteria.</li>
<li>Families who want residence in the UAE without depending on an employer.</li>
</ul>

<h2>The routes</h2>
<ul>
<li><strong>Real estate investors:</strong> ownership of property above a minimum value set by the authorities.</li>
<li><strong>Investors in public investments:</strong> such as deposits in approved funds or capital in a UAE company.</li>
<li><strong>Entrepreneurs:</strong> owners of approved projects or start-ups.</li>
<li><strong>Skilled professionals:</strong> based on qualifications, job level and salary.</li>
<li><strong>Exceptional talents, outstanding students and graduates:</strong> based on recommendations and academic results.</li>
</ul>
<p>Each route has its own criteria and minimum amounts. <strong>Thresholds and rules change and vary between emirates. They must be confirmed at the time of application.</strong></p>

<h2>How we work</h2>
<p>We are a law firm in Istanbul and are not licensed in the UAE. Applications are filed with the UAE authorities. These include the Federal Authority for Identity, Citizenship, Customs and Port Security and, in Dubai, the General Directorate of Residency and Foreigners Affairs. Where local licensing is required, we coordinate with licensed UAE partners, such as legal consultants, property brokers and service centres. We review your eligibility, prepare and check documents from Turkey or your home country, and keep you informed.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>Eligibility review.</strong> We identify the route that fits your profile and list the proof needed.</li>
<li><strong>Investment or qualification proof.</strong> For property, the title deed is obtained from the land department of the emirate. For other routes, certificates or approvals are gathered.</li>
<li><strong>Document legalisation.</strong> Foreign documents are attested or apostilled, as the UAE authorities require, and translated into Arabic where needed.</li>
<li><strong>Application.</strong> The application is filed online or through an authorised service centre, and fees are paid.</li>
<li><strong>Entry permit.</strong> If you are outside the UAE, an entry permit may be issued so you can complete the steps locally.</li>
<li><strong>Medical test and biometrics.</strong> You take the medical fitness test and give biometrics for the Emirates ID.</li>
<li><strong>Visa and Emirates ID.</strong> The residence visa and ID card are issued. Family members can then be added.</li>
</ol>

<h2>Documents</h2>
<ul>
<li>Valid passport and photographs.</li>
<li>Proof of the investment, such as a title deed, or proof of the qualification or salary.</li>
<li>Health insurance valid in the UAE.</li>
<li>Marriage and birth certificates for family members, attested or apostilled and translated as required.</li>
<li>Other documents the authority requests for the chosen route.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timelines depend on the route, the emirate and how quickly the supporting documents are ready. Costs include government fees, medical and Emirates ID fees, insurance, attestation and translation, and fees of local service providers. We give you an estimate once the route is clear.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Using thresholds from old sources.</li>
<li>Documents that are not attested in the way the UAE requires.</li>
<li>Assuming the rules are the same in every emirate.</li>
<li>Buying property that does not qualify, for example because of how it is financed or registered.</li>
</ul>

<p>To compare the UAE with other options, see our <a href="/global-citizienship-programs">global citizenship programmes</a>. Then <a href="/contact-us">write to us</a> with your profile and the route you have in mind.</p>`,
  },
  {
    slug: 'saint-kitts-and-nevis-citizienship-by-investment',
    title: 'Saint Kitts and Nevis Citizenship by Investment',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      'Citizenship of Saint Kitts and Nevis through an approved investment or contribution. We prepare your file and coordinate with a licensed authorised agent.',
    description: `<h2>What the programme is</h2>
<p>Saint Kitts and Nevis has offered citizenship by investment since 1984. It is one of the oldest programmes of its kind. Applicants who make an approved investment or contribution and pass due diligence checks receive citizenship and can apply for a passport. The programme is run by the Citizenship by Investment Unit of Saint Kitts and Nevis.</p>
<p>The country allows dual citizenship, and there is no requirement to live there before or after citizenship is granted. Family members can be included in the application.</p>

<h2>Who it suits</h2>
<ul>
<li>Investors who want a second citizenship for travel or planning reasons.</li>
<li>Families who want to add the spouse, children and, in some cases, parents in one application.</li>
<li>Applicants who can document a clear and lawful source of funds.</li>
</ul>

<h2>The routes</h2>
<ul>
<li><strong>Contribution:</strong> a non-refundable contribution to a government fund.</li>
<li><strong>Approved real estate:</strong> purchase of property in a government-approved development, to be held for a minimum period.</li>
<li><strong>Other options:</strong> investment routes that the government designates from time to time.</li>
</ul>
<p>The minimum amounts, fees and family rules have been revised several times in recent years. The Eastern Caribbean programmes have also been coordinating on minimum prices and on due diligence standards. Foreign governments, including the European Union, review these programmes. This can affect visa-free travel for passport holders. <strong>Thresholds, fees and travel benefits change. They must be confirmed at the time of application.</strong></p>

<h2>How we work</h2>
<p>Applications must be filed through an authorised agent licensed by the Citizenship by Investment Unit. We are a law firm in Istanbul and are not that agent. We coordinate with a licensed authorised agent and, where needed, with local lawyers. We review eligibility, prepare and check your documents, explain the forms and follow the file with you.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>Eligibility review.</strong> We look at your nationality, travel history, family and source of funds.</li>
<li><strong>Engaging the agent.</strong> The licensed authorised agent is appointed to file for you.</li>
<li><strong>Document preparation.</strong> Civil, financial and police documents are collected, apostilled or legalised, and translated into English.</li>
<li><strong>Submission.</strong> The agent submits the application with the due diligence and processing fees.</li>
<li><strong>Due diligence.</strong> Background checks are run on each adult applicant. An interview may be required.</li>
<li><strong>Approval in principle.</strong> If approved, you are asked to complete the investment or contribution.</li>
<li><strong>Certificate and passport.</strong> After the funds are confirmed, the certificate of registration is issued and you can apply for the passport.</li>
</ol>

<h2>Documents</h2>
<ul>
<li>Valid passports, national ID cards and photographs.</li>
<li>Birth and marriage certificates.</li>
<li>Police clearance certificates from the relevant countries.</li>
<li>Medical certificates on the official forms.</li>
<li>Proof of source of funds and bank reference letters.</li>
<li>Government application forms, signed as required.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timelines depend on the completeness of the file, the due diligence and the workload of the unit. Costs include the investment or contribution, government and due diligence fees, the agent's fees, translations and our legal fees. We set them out in writing once the current rules are confirmed.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Weak or undocumented source of funds.</li>
<li>Undisclosed past visa refusals or legal proceedings.</li>
<li>Relying on travel benefits that may change.</li>
<li>Working with an intermediary who is not linked to a licensed authorised agent.</li>
<li>Not checking whether your own country permits dual citizenship.</li>
</ul>

<p>For an overview of the programmes we assist with, see our <a href="/global-citizienship-programs">global citizenship programmes</a>. To discuss your case, <a href="/contact-us">write to us</a> with your nationality and family details.</p>`,
  },
  {
    slug: 'portugal-golden-visa',
    title: 'Portugal Golden Visa',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      "Portugal's residence permit for investment, after the 2023 reform removed the property routes. We review the remaining routes and coordinate with licensed Portuguese lawyers.",
    description: `<h2>What the programme is</h2>
<p>Portugal's residence permit for investment, known as the Golden Visa, started in 2012. It gives non-EU investors and their families a residence permit in Portugal. The permit is renewed as long as the investment is kept. The minimum stay requirement is low: a few days a year on average.</p>
<p>Holders can later apply for permanent residence or Portuguese citizenship if they meet the legal conditions, which include knowledge of Portuguese. Portugal's nationality law was under review in 2025, including the residence period needed for citizenship. Check the current rule before you count on a timeline.</p>

<h2>Who it suits</h2>
<ul>
<li>Investors who want a European residence option with light presence requirements.</li>
<li>Families who may later want to live in Portugal or apply for citizenship.</li>
<li>Investors comfortable with fund investments or business projects rather than property.</li>
</ul>

<h2>The routes</h2>
<p>A 2023 reform removed the real estate purchase routes and the pure capital transfer route. Routes that have remained include:</p>
<ul>
<li><strong>Investment funds:</strong> subscription of units in qualifying investment funds that meet the legal conditions.</li>
<li><strong>Research:</strong> capital for scientific research at approved institutions.</li>
<li><strong>Culture:</strong> support for artistic production or national cultural heritage.</li>
<li><strong>Business:</strong> setting up or investing in a company in Portugal with job creation.</li>
</ul>
<p><strong>Thresholds and rules change. They must be confirmed at the time of application.</strong> Fund eligibility in particular depends on the fund's structure and investment policy.</p>

<h2>How we work</h2>
<p>We are a law firm in Istanbul and are not licensed in Portugal. The application is filed with AIMA, the Agency for Integration, Migration and Asylum, which replaced SEF in 2023. We coordinate with licensed Portuguese lawyers and with regulated fund managers where relevant. We explain the routes, prepare and check documents from Turkey or your home country, and follow the file with you.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>Eligibility review.</strong> We look at your nationality, family and source of funds, and the routes open to you.</li>
<li><strong>Tax number and bank account.</strong> A Portuguese tax number (NIF) is obtained and a Portuguese bank account is opened, usually through a local representative.</li>
<li><strong>Investment.</strong> The funds are transferred from abroad and invested in the chosen route, with documents confirming the investment.</li>
<li><strong>Online application.</strong> The Portuguese lawyer files the application with AIMA and uploads the supporting documents.</li>
<li><strong>Biometrics.</strong> Each applicant attends an appointment in Portugal.</li>
<li><strong>Permit.</strong> The residence cards are issued and later renewed while the investment and minimum stay conditions are met.</li>
</ol>

<h2>Documents</h2>
<ul>
<li>Valid passports and photographs.</li>
<li>Proof of the investment and of the transfer of funds from abroad.</li>
<li>Criminal record certificates from the relevant countries, apostilled and translated.</li>
<li>Health insurance valid in Portugal.</li>
<li>Proof of tax and social security status in Portugal.</li>
<li>Marriage and birth certificates for family members.</li>
</ul>

<h2>Timelines and costs</h2>
<p>AIMA has had long processing backlogs, so timelines are hard to predict. Costs include the investment, government fees for the application and each renewal, Portuguese legal fees, fund costs, translations and our fees. We set them out in writing once the route is confirmed.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Relying on older articles that still describe property routes.</li>
<li>Choosing a fund without checking that it qualifies.</li>
<li>Missing the minimum stay days, which can affect renewals.</li>
<li>Assuming a fixed date for citizenship while the law is under review.</li>
</ul>

<p>To compare Portugal with Greece and other options, see our <a href="/global-citizienship-programs">global citizenship programmes</a>. Then <a href="/contact-us">write to us</a> with your goals and family details.</p>`,
  },
  {
    slug: 'saint-luca-citizienship',
    title: 'Saint Lucia Citizenship by Investment',
    group: 'citizenship',
    lastReviewed: '2026-11-23',
    summary:
      'Citizenship of Saint Lucia through an approved contribution or investment. We prepare your documents and coordinate the application with a licensed authorised agent.',
    description: `<h2>What the programme is</h2>
<p>Saint Lucia launched its citizenship by investment programme in 2016. Applicants who make an approved investment and pass due diligence checks receive citizenship by registration and can apply for a Saint Lucia passport. The programme is run by the Citizenship by Investment Unit of Saint Lucia.</p>
<p>Saint Lucia allows dual citizenship. There is no requirement to live in the country before or after citizenship is granted. The main applicant can include a spouse, dependent children and, under the rules in force, certain other dependants.</p>

<h2>Who it suits</h2>
<ul>
<li>Investors who want a second citizenship for travel, business or family planning.</li>
<li>Families who want to include several members in one application.</li>
<li>Applicants with a clear and documented source of funds.</li>
</ul>

<h2>The routes</h2>
<ul>
<li><strong>National Economic Fund:</strong> a non-refundable contribution to the government's fund.</li>
<li><strong>Approved real estate:</strong> purchase in a government-approved project, to be held for a minimum period.</li>
<li><strong>Enterprise project:</strong> investment in an approved business project.</li>
<li><strong>Government bonds:</strong> purchase of approved non-interest-bearing government bonds, held for a set period.</li>
</ul>
<p>The amounts and conditions for each route have changed over the years. The Eastern Caribbean programmes have also been coordinating on minimum prices and due diligence standards. Foreign governments, including the European Union, review these programmes, which can affect visa-free travel. <strong>Thresholds, fees and travel benefits change. They must be confirmed at the time of application.</strong></p>

<h2>How we work</h2>
<p>Applications must be submitted through an authorised agent licensed by the Citizenship by Investment Unit. We are a law firm in Istanbul and are not that agent. We coordinate with a licensed authorised agent and, where needed, with local lawyers. Our role is to review your eligibility, prepare and check your documents, explain each form and keep you informed.</p>

<h2>The process step by step</h2>
<ol>
<li><strong>Eligibility review.</strong> We look at your nationality, travel history, family and source of funds, and compare the routes.</li>
<li><strong>Engaging the agent.</strong> A licensed authorised agent is appointed.</li>
<li><strong>Documents.</strong> Civil, financial, police and medical documents are collected, apostilled or legalised, and translated into English.</li>
<li><strong>Submission.</strong> The agent files the application and pays the processing and due diligence fees.</li>
<li><strong>Due diligence.</strong> Background checks are carried out on the adult applicants. An interview may be required.</li>
<li><strong>Approval.</strong> If the application is approved, you complete the investment within the set period.</li>
<li><strong>Certificate and passport.</strong> The certificate of registration is issued and you can apply for the passport.</li>
</ol>

<h2>Documents</h2>
<ul>
<li>Valid passports, national ID cards and photographs.</li>
<li>Birth and marriage certificates.</li>
<li>Police clearance certificates.</li>
<li>Medical certificates on the official forms.</li>
<li>Proof of source of funds, bank reference letters and, for business owners, company documents.</li>
<li>Signed government forms.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timelines depend on the completeness of the file and the due diligence. Costs include the investment or contribution, government and due diligence fees, the agent's fees, translations and our legal fees. We set them out in writing once the current rules are confirmed.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Inconsistent information between the forms and the supporting documents.</li>
<li>Gaps in the explanation of where the funds came from.</li>
<li>Undisclosed visa refusals or legal proceedings.</li>
<li>Relying on visa-free travel lists that may change.</li>
<li>Not checking whether your own country permits dual citizenship.</li>
</ul>

<p>To compare Saint Lucia with Saint Kitts and Nevis and other options, see our <a href="/global-citizienship-programs">global citizenship programmes</a>. To discuss your case, <a href="/contact-us">write to us</a> with your nationality and family details.</p>`,
  },
])
