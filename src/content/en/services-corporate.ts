import type { Service } from '../schema.ts'
import { fill } from './fill.ts'

/**
 * Corporate services: the 11 pages under /services/{slug} listed on /all-corporate-services, in the spec's order.
 */
export const corporateServices: Service[] = fill([
  {
    slug: 'company-establishment',
    title: 'Company Establishment',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Setting up a limited or joint stock company, branch or liaison office in Turkey as a foreign investor: structure, documents, registration, tax and bank.',
    description: `
<h2>What company establishment in Turkey involves</h2>
<p>Foreign individuals and foreign companies can set up a company in Turkey on the same terms as Turkish citizens. Under the Foreign Direct Investment Law No. 4875, a foreign investor may hold all of the shares. Companies are governed by the Turkish Commercial Code No. 6102 and registered with the Trade Registry Directorate of the city where they have their registered address.</p>
<p>Most foreign investors choose one of these forms:</p>
<ul>
<li><strong>Limited company (Ltd. Şti.)</strong> – one or more shareholders and simpler governance. It suits most small and medium businesses.</li>
<li><strong>Joint stock company (A.Ş.)</strong> – shares, a board of directors and more flexibility for new investors and later share sales. Some regulated activities require this form.</li>
<li><strong>Branch</strong> – an extension of a foreign company. The foreign company remains liable for the branch's debts.</li>
<li><strong>Liaison office</strong> – for market research and promotion only. It may not earn income and needs approval from the Ministry of Industry and Technology.</li>
</ul>

<h2>Who needs this service</h2>
<p>Entrepreneurs moving to Turkey, foreign companies opening a local subsidiary or branch, investors buying into a new Turkish venture, and consultants who need a legal entity to invoice clients. A company can also be the employer for a foreign manager or staff member, if it meets the Ministry of Labour's criteria for work permits.</p>

<h2>How we help</h2>
<p>We advise on the structure that fits your plans, draft the articles of association, prepare and check every document, and deal with the trade registry, tax office and bank for you. With a power of attorney, most steps can be completed without you travelling to Turkey. We also coordinate with the certified accountant who will keep the company's books.</p>

<h2>The process step by step</h2>
<ol>
<li>Initial consultation on your activity, shareholders, capital and management.</li>
<li>Choice of company type, trade name and activity codes.</li>
<li>Turkish tax numbers for foreign shareholders and managers.</li>
<li>Power of attorney, signed at a notary in Turkey, at a Turkish consulate, or at a notary abroad with an apostille and a Turkish translation.</li>
<li>Drafting of the articles of association and filing through MERSİS, the central registry system.</li>
<li>Payment of capital where the law requires it before registration, and payment of the Competition Authority fee.</li>
<li>Signature before the trade registry official, registration, and announcement in the Turkish Trade Registry Gazette.</li>
<li>Tax office registration and the opening inspection at the registered address.</li>
<li>Corporate bank account, e-invoicing, a registered electronic mail (KEP) address, and social security registration before the first employee starts work.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport copies of shareholders and managers, with notarised Turkish translations.</li>
<li>Turkish tax numbers for each foreign shareholder and manager.</li>
<li>For a corporate shareholder: certificate of incorporation or good standing, current articles and a board resolution approving the investment, apostilled or legalised and translated.</li>
<li>A lease agreement or title deed for the registered address.</li>
<li>A power of attorney for our team if you will not attend in person.</li>
<li>Proof of the capital deposit, where required.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Once the documents are complete and translated, registration itself is often finished within a few working days. Obtaining apostilles and translations abroad usually takes longer than the registration. Costs depend on the company type, capital, notary and registry charges and the volume of translation. Minimum capital amounts are set by law and were increased in 2024, so we confirm the current figures when we plan your company.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Foreign corporate documents without an apostille, or translations that spell names differently from the passport.</li>
<li>Activity clauses that are too narrow and later need an amendment to the articles.</li>
<li>A registered address that does not meet the tax office's requirements.</li>
<li>Assuming that owning a company gives a right to live or work in Turkey. Shareholding alone does not. A foreign manager or employee still needs a work permit; see <a href="/services/work-permit-in-turkey-for-employers">work permits for employers</a>.</li>
<li>Delays in opening a bank account because of compliance checks; see our <a href="/services/bank-account-services">bank account services</a>.</li>
</ul>

<h2>Start with a clear plan</h2>
<p>Our guide to <a href="/guides/business-in-turkey">doing business in Turkey</a> gives more background. If you are planning a company, <a href="/contact-us">write to us</a> with your activity, the shareholders and your timing. We will reply with the structure we suggest, the list of documents you need and a written fee quote.</p>
`,
  },
  {
    slug: 'corporate-partnership-law',
    title: 'Corporate & Partnership Law',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      "Ongoing legal support for Turkish companies: shareholders' agreements, general assemblies, share transfers, capital changes and shareholder disputes.",
    description: `
<h2>What corporate and partnership law covers</h2>
<p>Once a company exists, it must be run according to the Turkish Commercial Code No. 6102 and its own articles of association. Corporate and partnership law covers the relationship between shareholders, the duties of managers and board members, and the legal steps needed whenever the company changes. It also covers partnerships that are not companies, such as ordinary partnerships set up by contract under the Turkish Code of Obligations No. 6098.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreign shareholders in a Turkish limited or joint stock company who want to understand and protect their rights.</li>
<li>Founders entering a business with a Turkish partner.</li>
<li>Companies planning a capital increase, a new investor, a share transfer, or a change of address, name or activity.</li>
<li>Shareholders or managers facing a dispute, a deadlock or an exit.</li>
<li>Owners who want to close a company through liquidation.</li>
</ul>

<h2>How we help</h2>
<p>We act as outside counsel for the company or for individual shareholders. We draft shareholders' agreements and align them with the articles, so that key protections bind the company as well as the parties. We prepare board and general assembly resolutions, handle trade registry filings and keep corporate records in order. In disputes, we review the company's books and records, explain the options, represent you in mediation where it is required, and act in court.</p>

<h2>Typical process for a corporate change</h2>
<ol>
<li>Review of the articles of association, share register, earlier resolutions and registry records.</li>
<li>Advice on the steps, approvals and voting majorities the change requires.</li>
<li>Drafting of resolutions, amended articles, share transfer agreements or a shareholders' agreement.</li>
<li>Board meeting or general assembly, in person or electronically where the law and the articles allow it.</li>
<li>Notarisation where the law requires it, for example signatures on share transfers in limited companies.</li>
<li>Filing with the Trade Registry Directorate and announcement in the Turkish Trade Registry Gazette.</li>
<li>Update of the share register and notification of the tax office and banks.</li>
</ol>

<h2>Documents we usually ask for</h2>
<ul>
<li>Articles of association and all amendments.</li>
<li>Trade Registry Gazette announcements and a current activity certificate.</li>
<li>Share register, board resolution book and general assembly meeting book.</li>
<li>Existing shareholders' agreements and any loans between shareholders and the company.</li>
<li>Identity documents, tax numbers and powers of attorney of the people involved.</li>
</ul>

<h2>Time limits to keep in mind</h2>
<p>The ordinary general assembly must meet within three months after the end of each financial year to approve the financial statements and release the managers. A shareholder who wants to challenge a general assembly resolution in court generally has three months from the date of the resolution to file an annulment action. Missing these dates can weaken your position.</p>

<h2>Costs</h2>
<p>Routine changes are usually handled for a fixed fee agreed in advance, plus notary and registry charges. Disputes are priced on their scope after we have reviewed the documents.</p>

<h2>Common pitfalls</h2>
<ul>
<li>A shareholders' agreement that contradicts the articles, or that not all shareholders signed.</li>
<li>Share transfers in a limited company without notarised signatures or without general assembly approval, which leaves the transfer incomplete.</li>
<li>Years without annual general assemblies, which causes problems when the company later needs a bank loan, a sale or a closure.</li>
<li>Underestimating personal exposure: in limited companies, shareholders and managers can in some cases be pursued for the company's unpaid tax and social security debts.</li>
<li>Informal exits, where a partner leaves the business but stays on the register and remains exposed.</li>
</ul>
<p>If a change of control or the sale of the whole business is on the table, see <a href="/services/mergers-and-acquisitions">mergers and acquisitions</a>. If you are still at the start, see <a href="/services/company-establishment">company establishment</a>.</p>

<h2>Talk to us about your company</h2>
<p>Whether you need a single resolution or long-term support, <a href="/contact-us">write to us</a> with a short description of the company and the question. We will tell you what we need to review and how we would handle it.</p>
`,
  },
  {
    slug: 'e-commerce-law',
    title: 'E-Commerce Law',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Legal set-up for selling online in Turkey: e-commerce and consumer rules, distance sales contracts, data protection, marketing consent and registrations.',
    description: `
<h2>What e-commerce law covers</h2>
<p>Selling goods or services online to customers in Turkey brings several sets of rules together. The main ones are:</p>
<ul>
<li><strong>Law No. 6563 on the Regulation of Electronic Commerce</strong> – information duties, commercial electronic messages and the obligations of online sellers and marketplaces. Amendments in 2022 added further duties, including licence requirements, for large marketplaces above certain transaction volumes.</li>
<li><strong>Consumer Protection Law No. 6502</strong> and the regulation on distance contracts – pre-contract information, the distance sales contract and the consumer's 14-day right of withdrawal, with its legal exceptions.</li>
<li><strong>Personal Data Protection Law No. 6698</strong> – privacy notices, consent, data security and the rules on transferring personal data abroad, which were changed in 2024.</li>
<li>Advertising, price display and discount rules supervised by the Ministry of Trade.</li>
</ul>

<h2>Who needs it</h2>
<p>Online stores, marketplace sellers, subscription and software businesses, platforms that connect buyers and sellers, and foreign companies that sell into Turkey from abroad. Foreign providers of electronic services to consumers in Turkey may also have tax registration duties, which we review with your accountant.</p>

<h2>How we help</h2>
<p>We look at how your business actually works, then prepare the legal documents and registrations it needs. We write the documents in Turkish, with English versions for your team, and check that your checkout and sign-up screens match them. Later, we answer consumer complaints, Ministry of Trade requests and cases before consumer arbitration committees and courts.</p>

<h2>The process step by step</h2>
<ol>
<li>Review of the business model: own store, marketplace, platform, subscription or digital service.</li>
<li>A map of the rules that apply and the registrations you need.</li>
<li>Drafting of the terms of use, pre-information form, distance sales contract, return and withdrawal policy, privacy notice, consent texts and cookie policy.</li>
<li>Registrations where they apply: the e-commerce information system (ETBİS), the message management system (İYS) for marketing messages, and the data controllers' registry (VERBİS). A foreign data controller may need a representative in Turkey.</li>
<li>Review of contracts with payment providers, logistics companies, marketplaces and influencers.</li>
<li>Check of the live website or app: consent boxes, price and discount display, contact details and order confirmation.</li>
<li>Ongoing support for complaints, data requests and regulatory questions.</li>
</ol>

<h2>Documents we usually ask for</h2>
<ul>
<li>Company registration documents and tax details.</li>
<li>Access to, or screenshots of, the website or app, including the checkout flow.</li>
<li>Existing terms, policies and customer communications.</li>
<li>A list of the personal data you collect, where it is stored and which service providers receive it.</li>
<li>Contracts with suppliers, payment providers and platforms.</li>
<li>A description of your marketing: e-mail, SMS, social media and affiliates.</li>
</ul>

<h2>Timelines and costs</h2>
<p>A small online store can usually be set up with its documents and registrations within a few weeks, depending on how quickly you supply information. Platforms and cross-border businesses need more time. We quote a fixed fee for the initial set-up after reviewing your model.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Using terms translated from another country that do not reflect Turkish consumer law.</li>
<li>Missing or incomplete pre-contract information, which can extend the consumer's withdrawal period and lead to fines.</li>
<li>Applying withdrawal exceptions to products they do not cover.</li>
<li>Sending marketing e-mails or SMS without valid consent or without registering in İYS.</li>
<li>Transferring customer data to servers abroad without a lawful basis under the updated rules.</li>
<li>Showing discounts against prices that were never actually charged.</li>
</ul>
<p>If you are setting up a Turkish company for your online business, see <a href="/services/company-establishment">company establishment</a> and our guide to <a href="/guides/business-in-turkey">doing business in Turkey</a>.</p>

<h2>Sell online with the right foundations</h2>
<p><a href="/contact-us">Write to us</a> with a link to your website or a short description of your plans. We will tell you which rules apply, what documents you need and what we would charge to put them in place.</p>
`,
  },
  {
    slug: 'mergers-and-acquisitions',
    title: 'Mergers and Acquisitions',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Buying, selling or merging a business in Turkey: structuring, due diligence, share purchase agreements, merger control filings and the closing steps.',
    description: `
<h2>What mergers and acquisitions involve</h2>
<p>An acquisition in Turkey usually takes one of three forms: buying shares in a company (a share deal), buying its business assets (an asset deal), or a statutory merger, demerger or conversion under the Turkish Commercial Code No. 6102. Each form carries different risks, taxes and formalities. In a share deal you take over the company with its past, including its debts and disputes. In an asset deal you choose what to take, but each asset, contract and permit has to be transferred.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreign investors buying a Turkish company or a stake in one.</li>
<li>Turkish business owners selling to a foreign buyer or bringing in an investor.</li>
<li>Groups reorganising their Turkish companies through a merger or demerger.</li>
<li>Joint venture partners entering or leaving a Turkish business.</li>
</ul>

<h2>How we help</h2>
<p>We run the legal side of the transaction from the first term sheet to the steps after closing. We carry out legal due diligence, explain the findings in plain language, negotiate the agreements, handle the regulatory filings and complete the registrations. We work alongside your financial and tax advisers so that the legal structure matches the commercial deal.</p>

<h2>The process step by step</h2>
<ol>
<li>Confidentiality agreement and a letter of intent or term sheet setting out the main terms.</li>
<li>Choice of structure: share deal, asset deal or merger, with input from tax advisers.</li>
<li>Legal due diligence: corporate records, key contracts, employees, real estate, permits and licences, intellectual property, litigation, and tax and social security exposure.</li>
<li>A due diligence report that lists the risks and suggests how to deal with each one: a price adjustment, a condition, a specific indemnity or a fix before closing.</li>
<li>Negotiation of the share or asset purchase agreement, the disclosure letter and, if partners remain, a shareholders' agreement.</li>
<li>Approvals: Competition Authority clearance where the parties' turnover exceeds the legal thresholds, and sector regulators where relevant, such as banking, energy, media or capital markets.</li>
<li>Signing and closing: payment, share transfer formalities, board and general assembly resolutions, resignations and appointments.</li>
<li>After closing: trade registry filings, share register updates, amended articles, new bank signatories and notices to employees and counterparties.</li>
</ol>

<h2>Documents we usually review</h2>
<ul>
<li>Articles of association, registry records, share register and meeting books.</li>
<li>Financial statements and tax and social security debt certificates.</li>
<li>Material contracts, especially those with change-of-control or exclusivity clauses.</li>
<li>Employment contracts, workplace policies and pending employee claims.</li>
<li>Title deeds, leases, zoning status and building permits.</li>
<li>Licences, permits and trademark registrations.</li>
<li>Court and enforcement files.</li>
</ul>

<h2>Rules that often shape the deal</h2>
<p>Under Law No. 4054 on the Protection of Competition, a transaction that requires approval must not be closed before clearance. Closing early can lead to fines and leaves the transaction without legal effect until approval. When a workplace is transferred, employment contracts pass to the new owner with the employees' accrued rights, and the old and new employers share liability for earlier debts for a period set by law. Companies with foreign capital that own or acquire real estate are subject to additional permission and notification procedures.</p>

<h2>Timelines and costs</h2>
<p>Timing depends on the size of the business, the quality of its records and whether regulatory approval is needed. We agree a fee for each phase, usually due diligence, negotiation and closing, so you know the cost before each step begins.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Relying on the seller's statements without checking the company's records.</li>
<li>Overlooking unpaid taxes, social security premiums or employee claims that stay with the company.</li>
<li>Key customer or supplier contracts that end on a change of control.</li>
<li>Earn-out and price adjustment clauses written too loosely, which later lead to disputes.</li>
<li>Payment clauses in foreign currency that do not comply with Turkish currency rules for contracts between residents.</li>
</ul>
<p>For ongoing shareholder matters after the deal, see <a href="/services/corporate-partnership-law">corporate and partnership law</a>. For employee questions, see <a href="/services/labor-law">labour law</a>.</p>

<h2>Plan your transaction</h2>
<p>If you are considering a purchase, sale or merger, <a href="/contact-us">write to us</a> early, before the letter of intent if possible. Tell us about the target, the structure you have in mind and your timetable, and we will propose a work plan and fee.</p>
`,
  },
  {
    slug: 'real-estate-construction-law',
    title: 'Real Estate & Construction Law',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Legal support for property and construction projects in Turkey: company acquisitions, zoning checks, flat-for-land contracts, leases and disputes.',
    description: `
<h2>What real estate and construction law covers</h2>
<p>This area covers buying, developing, building and leasing property in Turkey. The main rules are in the Turkish Civil Code No. 4721, the Land Registry Law No. 2644, the Zoning Law No. 3194, the Condominium Law No. 634 and the Turkish Code of Obligations No. 6098, which governs construction contracts and leases. Ownership is recorded at the Land Registry (Tapu), and building permits and occupancy permits are issued by the municipality.</p>

<h2>Who needs it</h2>
<ul>
<li>Companies, including companies with foreign capital, buying land, offices, hotels or factories.</li>
<li>Developers and investors running residential or commercial projects.</li>
<li>Landowners entering flat-for-land agreements with contractors.</li>
<li>Contractors, subcontractors and employers in construction projects.</li>
<li>Businesses signing or ending commercial leases.</li>
</ul>

<h2>How we help</h2>
<p>We check the legal status of the property before you commit, draft and negotiate the contracts, manage registrations and permits with the relevant offices, and represent you if a dispute arises. We explain each risk in plain language so that you can decide with full information.</p>

<h2>The process step by step</h2>
<ol>
<li>Title check at the Land Registry: owner, share structure, mortgages, attachments, annotations and easements.</li>
<li>Zoning check at the municipality: zoning plan, building permit, occupancy permit and any unlicensed additions.</li>
<li>Eligibility check for foreign buyers and companies with foreign capital, including restricted and military zones and the permission procedure for company acquisitions.</li>
<li>Drafting and negotiation of the sale contract, construction contract, flat-for-land agreement or lease, with clear specifications, payment stages, delay penalties and security.</li>
<li>Notarisation and annotation at the Land Registry where required, for example for promises to sell and flat-for-land agreements.</li>
<li>Title transfer at the Land Registry, with the valuation report, taxes and fees the transaction requires.</li>
<li>During construction: progress payments, site records, defect notices, acceptance and handover.</li>
<li>If a dispute arises: mandatory mediation where it applies, a court-appointed technical report, and court or arbitration.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Title deed or current Land Registry record.</li>
<li>Zoning status letter, building permit, approved project and occupancy permit.</li>
<li>Company documents and signature circulars of the parties.</li>
<li>Existing contracts, specifications and payment records.</li>
<li>Site reports, photographs and correspondence if there is a dispute.</li>
<li>Passports, tax numbers and powers of attorney for foreign parties.</li>
</ul>

<h2>Timelines and costs</h2>
<p>A title and zoning check is usually the quickest part. Negotiating a construction or flat-for-land contract depends on the project and the other side. Title deed fees and taxes are set by law and change from year to year, so we confirm them for each transaction. Our fees are agreed in writing before work starts.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Buying a unit that is registered only with construction servitude (kat irtifakı) and has no occupancy permit, without understanding what remains to be completed.</li>
<li>Floors or extensions built without a permit, which can lead to fines or demolition orders.</li>
<li>Flat-for-land agreements signed without a notary, which puts their validity at risk.</li>
<li>Vague specifications and no clear delivery date, which make delay claims hard to prove.</li>
<li>Defects not reported in time after handover, which can weaken your claim.</li>
<li>Sale or rent prices agreed in foreign currency between Turkish residents, where currency rules require Turkish lira unless an exception applies.</li>
<li>Skipping mediation before filing a lease or commercial claim where mediation is mandatory.</li>
</ul>
<p>For individual purchases, see <a href="/services/real-property-sales-title-deed-transfers">real property sales and title deed transfers</a> and <a href="/services/rental-contracts">rental contracts</a>. Our <a href="/guides/real-estate-guide">real estate guide</a> explains the buying process in more detail.</p>

<h2>Discuss your project with us</h2>
<p><a href="/contact-us">Write to us</a> with the property's location, the title details if you have them and a short description of the deal or dispute. We will tell you what we need to check first and give you a written fee quote.</p>
`,
  },
  {
    slug: 'bankruptcy-and-foreclosure-law',
    title: 'Bankruptcy and Foreclosure Law',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Debt collection, enforcement proceedings, mortgage foreclosure, concordat and bankruptcy in Turkey, for creditors and for companies facing financial difficulty.',
    description: `
<h2>What this area covers</h2>
<p>Debt collection and insolvency in Turkey are governed mainly by the Enforcement and Bankruptcy Law No. 2004. Claims are pursued through enforcement offices, which work on the national electronic judicial system, UYAP. The main procedures are:</p>
<ul>
<li><strong>Enforcement without a judgment</strong> – based on a contract or invoice. The debtor receives a payment order and may object within {{paymentOrderObjectionDays}}. An objection stops the proceedings until the creditor has it removed or set aside by a court.</li>
<li><strong>Enforcement based on cheques, promissory notes and bills of exchange</strong> – a faster route with shorter periods for the debtor.</li>
<li><strong>Enforcement of judgments and arbitral awards</strong>. Foreign court judgments must first be recognised by a Turkish court under Law No. 5718; foreign arbitral awards are recognised under the New York Convention.</li>
<li><strong>Foreclosure of mortgages and pledges</strong> – sale of the secured asset by public auction.</li>
<li><strong>Provisional attachment</strong> – a court order freezing the debtor's assets before or during proceedings, usually against security.</li>
<li><strong>Concordat (konkordato)</strong> – a court-supervised restructuring that gives a debtor in difficulty temporary protection from enforcement.</li>
<li><strong>Bankruptcy</strong> – liquidation of a debtor's assets for the benefit of all creditors.</li>
</ul>

<h2>Who needs it</h2>
<p>Foreign suppliers whose Turkish customers have not paid, lenders holding a mortgage or pledge, holders of unpaid cheques and notes, and companies that are being pursued by creditors or are considering a restructuring.</p>

<h2>How we help</h2>
<p>For creditors, we choose the route that fits the evidence and the debtor's situation, start proceedings, follow them through UYAP and pursue the debtor's assets. For debtors, we respond to payment orders, negotiate payment plans and assess whether a concordat is realistic and suitable.</p>

<h2>The process for a creditor, step by step</h2>
<ol>
<li>Review of the claim and evidence: contract, invoices, delivery records, correspondence and commercial books.</li>
<li>Choice of route: enforcement, a lawsuit preceded by mandatory mediation for commercial money claims, or provisional attachment.</li>
<li>Filing of the enforcement request and service of the payment order.</li>
<li>If the debtor objects: a court action to remove or set aside the objection.</li>
<li>Attachment of bank accounts, receivables, vehicles and real estate.</li>
<li>Sale of attached assets by auction and distribution of the proceeds.</li>
<li>Registration of your claim if the debtor enters concordat or bankruptcy.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>A power of attorney, notarised and apostilled if signed abroad, with a Turkish translation.</li>
<li>Company documents of the creditor.</li>
<li>Contracts, invoices, account statements and correspondence.</li>
<li>Original cheques, promissory notes or bills of exchange.</li>
<li>Mortgage deeds, pledge agreements and surety documents.</li>
<li>Foreign judgments or awards, apostilled and translated.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timing depends mostly on the debtor. An unopposed claim moves to attachment quickly; a claim that turns into a lawsuit takes much longer. Court and enforcement fees are generally calculated on the amount claimed, are advanced by the creditor and can be recovered from the debtor if you succeed. Foreign claimants may be asked to provide security for costs unless a treaty exemption applies.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Waiting too long, so that limitation periods expire or the debtor moves assets.</li>
<li>Pursuing the wrong legal entity within a group of companies.</li>
<li>Missing the presentation rules for cheques and notes.</li>
<li>Suretyship agreements that do not meet the formal rules of the Code of Obligations, such as the handwritten maximum amount and date, and spousal consent where required.</li>
<li>Failing to register a claim within the period set in a concordat or bankruptcy.</li>
<li>For debtors: ignoring a payment order, which lets the debt become final.</li>
</ul>
<p>For loan and security documents, see <a href="/services/banking-finance-law">banking and finance law</a>.</p>

<h2>Act early</h2>
<p>If you have an unpaid claim in Turkey, or your company is under pressure from creditors, <a href="/contact-us">write to us</a> with the main documents. We will explain the options, the likely steps and our fees before you decide.</p>
`,
  },
  {
    slug: 'banking-finance-law',
    title: 'Banking & Finance Law',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Legal advice on loans, security packages, currency rules, regulatory questions and disputes with banks in Turkey, for companies, lenders and foreign investors.',
    description: `
<h2>What banking and finance law covers</h2>
<p>Banking and finance law governs how money is lent, secured and moved in Turkey. The main rules and authorities are:</p>
<ul>
<li>The Banking Law No. 5411 and the Banking Regulation and Supervision Agency (BDDK), which licenses and supervises banks and financing companies.</li>
<li>Law No. 6493 on payment services and electronic money, supervised by the Central Bank of the Republic of Turkey.</li>
<li>The Capital Markets Law No. 6362 and the Capital Markets Board, which since 2024 also covers crypto-asset service providers.</li>
<li>Decree No. 32 on the Protection of the Value of Turkish Currency, which sets rules on foreign currency loans and on contracts in foreign currency between residents.</li>
<li>Law No. 6750 on pledges over movable assets in commercial transactions, and the mortgage rules of the Turkish Civil Code.</li>
<li>Law No. 5549 on the prevention of laundering proceeds of crime, which shapes banks' compliance checks.</li>
</ul>

<h2>Who needs it</h2>
<ul>
<li>Turkish companies borrowing from Turkish or foreign banks.</li>
<li>Foreign lenders and parent companies financing a Turkish borrower or subsidiary.</li>
<li>Businesses giving or taking security: mortgages, share pledges, movable pledges or assignments of receivables.</li>
<li>Fintech and payment businesses checking whether their activity needs a licence.</li>
<li>Companies and individuals whose accounts have been restricted, or who are in dispute with a bank.</li>
</ul>

<h2>How we help</h2>
<p>We review and negotiate loan and credit agreements, draft and register the security, and confirm that the transaction complies with currency and regulatory rules. In disputes, we answer banks' compliance requests, challenge unfair terms and charges, and act in restructuring talks and enforcement.</p>

<h2>The process step by step</h2>
<ol>
<li>A first call to understand the transaction or problem.</li>
<li>Review of the term sheet, draft agreements and the regulatory position, including currency rules.</li>
<li>Negotiation of the loan terms, covenants, events of default and security package.</li>
<li>Conditions before funding: corporate resolutions, signature circulars, registrations and legal opinions.</li>
<li>Perfection of security: mortgages at the Land Registry, movable pledges in the movable pledge registry, share pledges recorded in the share register.</li>
<li>Funding, and the reporting of foreign loans that the rules require.</li>
<li>Support during the life of the loan: waivers, amendments, restructuring and, if needed, enforcement.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Company documents, signature circulars and recent financial statements.</li>
<li>The term sheet and any existing facility agreements.</li>
<li>Title deeds for mortgaged property and the share register for share pledges.</li>
<li>Lists and invoices for movable assets to be pledged.</li>
<li>For disputes: account statements, bank letters and your correspondence with the bank.</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timing depends on the lender's own approvals and on the registrations the security requires. Mortgage and pledge registrations carry official fees. We quote a fee for the transaction or the dispute after a first review of the documents.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Foreign currency loans to Turkish companies that do not meet the conditions of the currency rules.</li>
<li>Security that was signed but never registered, so it does not protect the lender against other creditors.</li>
<li>Mortgage amounts set too low for the real exposure, including interest and costs.</li>
<li>Personal suretyships that do not meet the formal rules of the Code of Obligations.</li>
<li>Leaving a bank's compliance request unanswered, which can lead to restricted accounts.</li>
</ul>
<p>For help opening or using a bank account in Turkey, see <a href="/services/bank-account-services">bank account services</a>. For collection and foreclosure, see <a href="/services/bankruptcy-and-foreclosure-law">bankruptcy and foreclosure law</a>.</p>

<h2>Get advice before you sign</h2>
<p><a href="/contact-us">Write to us</a> with the draft agreement or a short description of the issue. We will tell you what we need to review, how long it should take and what it will cost.</p>
`,
  },
  {
    slug: 'vat-exemption-services',
    title: 'VAT Exemption Services',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Advice on VAT exemptions in Turkey: property purchases by non-residents, exports of goods and services, investment incentive certificates and VAT refund claims.',
    description: `
<h2>What VAT exemption means in Turkey</h2>
<p>Value added tax in Turkey is governed by the Value Added Tax Law No. 3065 and administered by the Revenue Administration and local tax offices. The law exempts certain transactions from VAT when strict conditions are met. An exemption only works if the conditions are met on the day of the transaction and the paperwork proves it. If a condition is missed, the tax office can later collect the VAT with late payment interest and penalties.</p>
<p>The exemptions our clients most often ask about are:</p>
<ul>
<li><strong>First sale of residential or commercial property to non-residents</strong> – available in certain cases to foreign buyers who do not reside in Turkey, when the price is paid in foreign currency brought into Turkey. There are conditions on residence status and on resale within a set period. This exemption has been amended several times, so we confirm the current text before every purchase.</li>
<li><strong>Exports of goods</strong>, and <strong>services supplied to customers abroad</strong> where the benefit is used abroad.</li>
<li><strong>Investment incentive certificates</strong> – VAT exemption for machinery and equipment bought within the scope of a certificate issued by the Ministry of Industry and Technology.</li>
<li><strong>Tax-free shopping</strong> refunds for travellers resident abroad, and exemptions for diplomatic missions and international organisations.</li>
</ul>

<h2>Who needs this service</h2>
<p>Foreign buyers of new property, developers selling to foreign buyers, exporters, software and consulting firms with foreign clients, and manufacturers planning investments in machinery.</p>

<h2>How we help</h2>
<p>We check whether an exemption applies before you sign or pay, plan the payment and documents so that the conditions are met, and coordinate with the seller, the bank and your accountant. Where the seller or exporter has a refund claim, we support the file. If the tax office rejects an exemption or issues an assessment, we handle the objection and, if needed, the case before the tax court, which must usually be filed within {{taxCaseDays}} of notification.</p>

<h2>The process step by step</h2>
<ol>
<li>Review of the transaction and your status: residence, nationality and business activity.</li>
<li>Identification of the exemption and its legal conditions.</li>
<li>Planning of payment and documents before any contract is signed.</li>
<li>Preparation of supporting documents, such as bank records showing the foreign currency transfer and its conversion.</li>
<li>Check that the invoice is issued with the correct exemption.</li>
<li>Support for the refund claim, working with the accountant or sworn financial adviser.</li>
<li>Answers to tax office questions, and objection or court action if the exemption is refused.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport and Turkish tax number.</li>
<li>Evidence of residence status, such as entry and exit records.</li>
<li>Bank records of the foreign currency transfer and the exchange certificate from the Turkish bank.</li>
<li>Sale contract, invoice and title deed.</li>
<li>For companies: incentive certificate, export documents, service contracts with foreign clients.</li>
</ul>

<h2>Costs</h2>
<p>We agree our fee in advance for each transaction or refund file. The exemption itself does not remove other taxes and fees, such as title deed fees, which apply under their own rules.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Paying from a Turkish lira account, or converting money in a way that leaves no record of foreign currency brought in.</li>
<li>A change in residence status before the sale, which can affect eligibility.</li>
<li>Buying a property that is not a first sale, or from a seller who cannot issue an exempt invoice.</li>
<li>Relying on a verbal "VAT-free" promise from a developer without checking the conditions.</li>
<li>Selling the property too early and being asked for the VAT that was not paid.</li>
<li>Missing the deadline to challenge a tax assessment.</li>
</ul>
<p>If you are buying property, see <a href="/services/real-property-sales-title-deed-transfers">real property sales and title deed transfers</a>, our <a href="/guides/real-estate-guide">real estate guide</a> and, if citizenship is your goal, <a href="/services/turkish-citizienship">Turkish citizenship</a>.</p>

<h2>Check before you pay</h2>
<p>Most VAT exemption problems start with a payment made the wrong way. <a href="/contact-us">Write to us</a> before you sign, with the property or transaction details, and we will tell you whether an exemption may apply and what is needed to rely on it.</p>
`,
  },
  {
    slug: 'labor-law',
    title: 'Labor Law',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Employment law support for companies in Turkey: contracts, workplace policies, terminations, severance pay, mediation and disputes under Labour Law No. 4857.',
    description: `
<h2>What labour law covers</h2>
<p>Employment in Turkey is governed mainly by the Labour Law No. 4857, the Social Security and General Health Insurance Law No. 5510, the Occupational Health and Safety Law No. 6331 and the Labour Courts Law No. 7036. These laws apply to every employer in Turkey, including foreign-owned companies. Some key rules:</p>
<ul>
<li>Employees must be registered with the Social Security Institution (SGK) before they start work.</li>
<li>Normal working time is up to 45 hours a week. Overtime needs the employee's written consent and is paid at a higher rate.</li>
<li>Paid annual leave is 14 days for 1 to 5 years of service, 20 days for more than 5 and less than 15 years, and 26 days for 15 years or more.</li>
<li>Notice periods are 2, 4, 6 or 8 weeks depending on length of service.</li>
<li>Employees with at least one year of service are entitled to severance pay in many termination cases: 30 days' gross wage for each full year, subject to a ceiling that is updated regularly.</li>
<li>In workplaces with 30 or more employees, staff with at least six months' service have job security, and dismissal needs a valid reason.</li>
</ul>

<h2>Who needs it</h2>
<p>Foreign companies hiring their first staff in Turkey, growing businesses that need proper contracts and policies, and employers facing a termination, a restructuring or a claim from a current or former employee.</p>

<h2>How we help</h2>
<p>We draft employment contracts and workplace policies, advise on day-to-day questions, and plan terminations so that they follow the law. When a dispute arises, we represent the company at mandatory mediation and, if it fails, before the labour court. We also cover the data protection rules for employee data and the rules on remote working.</p>

<h2>A termination, step by step</h2>
<ol>
<li>Review of the contract, personnel file, payroll records and the reason for termination.</li>
<li>Check whether job security applies, and which type of termination fits the facts.</li>
<li>Where the reason is the employee's conduct or performance, a written request for the employee's defence before the decision.</li>
<li>A written termination notice that states the reason clearly.</li>
<li>Calculation of final payments: salary, unused annual leave, notice pay and severance pay where due.</li>
<li>The SGK exit notification within the legal deadline.</li>
<li>If the employee disputes the termination: mediation, and then the labour court. A reinstatement claim must first go to a mediator within one month of the termination notice.</li>
</ol>

<h2>Documents we usually ask for</h2>
<ul>
<li>Employment contracts and any amendments.</li>
<li>Payroll records, SGK registration records and bank payment records.</li>
<li>Working time, overtime and leave records.</li>
<li>Written warnings, performance reviews and defence statements.</li>
<li>Workplace regulations, policies and occupational health and safety records.</li>
</ul>

<h2>Costs</h2>
<p>Contract and policy packages are usually priced as a fixed fee. Disputes are priced after we review the file. We tell you in advance what the employee may be entitled to, so you can plan.</p>

<h2>Common pitfalls</h2>
<ul>
<li>No written contract, or a contract copied from another country.</li>
<li>Paying part of the salary unofficially, which leads to claims and social security penalties later.</li>
<li>Renewing fixed-term contracts repeatedly without an objective reason, which turns them into indefinite contracts.</li>
<li>Dismissing for performance or conduct without warnings, evidence or a defence request.</li>
<li>Non-compete clauses that are too broad in time, place or scope to be enforced.</li>
<li>Employing a foreign national before the work permit is granted. See <a href="/services/work-permit-in-turkey-for-employers">work permits for employers</a>.</li>
</ul>

<h2>Get employment questions answered early</h2>
<p>A short review before you hire or dismiss is usually simpler than dealing with a claim later. <a href="/contact-us">Write to us</a> with the number of employees, the question and any documents, and we will reply with our advice on the next steps and a fee quote.</p>
`,
  },
  {
    slug: 'trademark-registration',
    title: 'Trademark Registration',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Trademark registration in Turkey with TÜRKPATENT: search, classes, filing, examination, opposition periods, registration and renewal, explained step by step.',
    description: `
<h2>What trademark registration is</h2>
<p>A trademark is a sign that distinguishes your goods or services from those of others: a word, a logo, a combination of both, and in some cases a shape, colour or sound. In Turkey, trademarks are governed by the Industrial Property Law No. 6769 and registered by the Turkish Patent and Trademark Office (TÜRKPATENT). Registration gives you the exclusive right to use the mark in Turkey for the goods and services listed, in the classes of the international Nice Classification.</p>
<p>A registered trademark is protected for 10 years from the filing date and can be renewed for further 10-year periods. A trade name registered at the trade registry is not a trademark, and it does not give the same protection.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreign brands entering the Turkish market, directly or through a distributor.</li>
<li>Start-ups and companies launching a new name, product or service.</li>
<li>Businesses that found a similar mark filed by someone else and want to oppose it.</li>
<li>Owners of foreign registrations who want to extend protection to Turkey.</li>
</ul>

<h2>How we help</h2>
<p>We run a search before filing, advise on the classes and the wording of the goods and services, prepare and file the application, follow the examination and respond to any objection. Applicants who do not live in Turkey must be represented in the filing; we handle this, working with a registered trademark attorney where the rules require one. After registration, we can watch the official bulletin for similar marks and remind you of renewal dates.</p>

<h2>The process step by step</h2>
<ol>
<li>Availability search in the TÜRKPATENT database for identical and similar marks.</li>
<li>Choice of classes and drafting of the list of goods and services.</li>
<li>Online filing of the application; the filing date sets your priority in Turkey.</li>
<li>Formal examination. If the office finds deficiencies, the applicant has 2 months to correct them.</li>
<li>Examination on absolute grounds, for example whether the mark is distinctive or only describes the product.</li>
<li>Publication in the Official Trademark Bulletin. Third parties have 2 months from publication to file an opposition.</li>
<li>Response to any opposition, with evidence and arguments.</li>
<li>Payment of the registration fee. The registration certificate is issued within about 1 month after the fee is paid.</li>
<li>Use, monitoring and renewal every 10 years.</li>
</ol>

<h2>Documents and information needed</h2>
<ul>
<li>The applicant's full name or company name and address.</li>
<li>A copy of the passport or company registration documents.</li>
<li>The mark itself: the word, or a clear image file of the logo.</li>
<li>The list of goods and services you use or plan to use the mark for.</li>
<li>A power of attorney for filing on your behalf.</li>
<li>If you claim priority from an earlier foreign application: its number, date and a certified copy. Under the Paris Convention, priority can be claimed within 6 months of the first filing.</li>
</ul>

<h2>Timelines and costs</h2>
<p>The fixed periods are the 2-month correction period, the 2-month opposition period and the issue of the certificate about 1 month after the registration fee. The overall time depends on the office's examination and on whether anyone opposes. Official fees are set by TÜRKPATENT each year and depend on the number of classes; we confirm them in our quote.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Filing without a search and facing an opposition from an earlier similar mark.</li>
<li>Choosing a descriptive name that the office refuses as non-distinctive.</li>
<li>A list of goods and services that is too narrow to cover future products, or too broad to defend.</li>
<li>Letting a distributor or agent file your mark in its own name.</li>
<li>Not using the mark: after 5 years of non-use, a registration can be cancelled on request.</li>
<li>Missing the renewal date.</li>
</ul>
<p>If you are setting up a business in Turkey at the same time, see <a href="/services/company-establishment">company establishment</a>.</p>

<h2>Protect your brand</h2>
<p><a href="/contact-us">Write to us</a> with your mark, the goods or services it covers and where you already hold registrations. We will run a first search and send you our recommendation and fee quote.</p>
`,
  },
  {
    slug: 'work-permit-in-turkey-for-employers',
    title: 'Work Permit in Turkey for Employers',
    group: 'corporate',
    lastReviewed: '2026-11-23',
    summary:
      'Helping employers in Turkey hire foreign staff legally: eligibility criteria, e-Permit applications, renewals and ongoing duties under Law No. 6735.',
    description: `
<h2>What a work permit is</h2>
<p>A foreign national may not work in Turkey without a work permit unless an exemption applies. The rules are set by Law No. 6735 on International Labour Force, which replaced Law No. 4817 in 2016. Applications are decided by the Ministry of Labour and Social Security, through its General Directorate of International Labour Force, and are made online through the e-Permit (e-İzin) system. For most employees, the employer makes the application. A valid work permit also counts as a residence permit.</p>
<p>The main types are:</p>
<ul>
<li><strong>Temporary work permit</strong> – first issued for up to 1 year for a specific employer and position. With the same employer, it can be renewed for up to 2 years and then for up to 3 years at a time.</li>
<li><strong>Indefinite (unlimited) work permit</strong> – can be applied for after {{indefiniteWorkPermitYears}} of legal work in Turkey.</li>
<li><strong>Turquoise Card</strong> – for qualified foreigners who meet specific criteria.</li>
</ul>

<h2>Who needs this service</h2>
<p>Turkish companies, including foreign-owned companies, that want to hire a foreign manager, engineer, teacher, specialist or other staff member, and companies whose foreign shareholders will also work in the business.</p>

<h2>How we help</h2>
<p>We check whether your company and the position meet the Ministry's criteria before you apply. These criteria generally look at the number of Turkish employees for each foreign employee, the company's paid-in capital, turnover or exports, and a salary level suited to the position. We then prepare the file, submit it through e-Permit, answer the Ministry's questions and manage renewals. Some professions are reserved for Turkish citizens by law, such as practising as a lawyer, notary or pharmacist, and we tell you at the start if this affects your plan.</p>

<h2>The process step by step</h2>
<ol>
<li>Eligibility review of the company, the position and the candidate.</li>
<li>Choice of route: from abroad, where the candidate applies at a Turkish consulate and the employer completes the file online, or from within Turkey, where the candidate holds a valid residence permit of a type the rules accept.</li>
<li>Set-up of the employer's e-Permit access, usually with an electronic signature.</li>
<li>Preparation of the employment contract and supporting documents.</li>
<li>Online application and upload of documents.</li>
<li>Ministry review, and answers to any request for more information.</li>
<li>Approval, payment of the work permit and card fees, and delivery of the permit card.</li>
<li>Social security (SGK) registration before the employee starts, and payment of the declared salary through a bank.</li>
<li>Renewal: the application can be made from 60 days before the permit expires and must be made before it expires.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>The employee's passport, photograph and diploma, with an equivalence decision where the profession requires one.</li>
<li>A signed employment contract stating the position and salary.</li>
<li>The company's Trade Registry Gazette records, activity certificate and latest balance sheet or profit and loss statement.</li>
<li>The employee's residence permit, if applying from within Turkey.</li>
<li>Any sector licence or professional approval the position requires.</li>
</ul>

<h2>Timelines and costs</h2>
<p>The Ministry decides after it has a complete file; incomplete files are the most common cause of delay. Work permit and card fees are set by law and change every year, so we confirm the current amounts when we prepare your file.</p>

<h2>Employer duties and common pitfalls</h2>
<ul>
<li>Letting the employee start work before the permit is granted. Both the employer and the employee can be fined, and the employee may face removal from Turkey.</li>
<li>Declaring a salary that is too low for the position, which can lead to refusal.</li>
<li>Employing the person in a different role or at a different company from the one on the permit. A new employer needs a new permit.</li>
<li>Missing the renewal window.</li>
<li>Not notifying the Ministry within the legal period when the employment ends.</li>
</ul>
<p>Employees can read our page on <a href="/services/work-permit-in-turkey-for-employees">work permits for employees</a>. For diplomas, see <a href="/services/diploma-equalization-services">diploma equalization services</a>, and for general employment rules, see <a href="/services/labor-law">labour law</a>.</p>

<h2>Plan your hire with us</h2>
<p><a href="/contact-us">Write to us</a> with the position, the candidate's nationality and where they live now, and a few details about your company. We will tell you whether the criteria appear to be met, which documents to prepare and what our fee will be.</p>
`,
  },
])
