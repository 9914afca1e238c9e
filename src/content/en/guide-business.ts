import type { Guide } from '../schema.ts'
import { site } from '../../config/site.ts'
import { fill } from './fill.ts'

/**
 * "Doing Business in Turkey" guide: a practical walk-through for foreign founders and companies
 * setting up and running a business in Turkey.
 */
export const businessGuide: Guide = fill({
  slug: 'business-in-turkey',
  guidelineName: 'HowToDoBusinessInTurkey_Guideline',
  lastReviewed: '2026-11-23',
  title: 'Doing Business in Turkey',
  subtitle: `A practical guide for foreign founders: company types, registration, tax, staff, contracts and compliance.`,
  summary: `How foreign investors set up and run a company in Turkey: company types, registration, tax and accounting, hiring, work permits, contracts and data protection.`,
  intro: `Turkey lets foreign investors own and run a company on the same terms as Turkish citizens. The process is clear, but it has many small steps: notarised documents, a tax number, a bank account, an accountant, registration of staff and ongoing filings. This guide explains each step in plain language, so you know what to expect, what to prepare and where foreign founders usually lose time.`,
  benefits: [
    {
      title: 'The whole process in one place',
      text: `From choosing a company type to hiring your first employee, each chapter covers one stage of setting up and running a business in Turkey, in the order you will meet them.`,
    },
    {
      title: 'Written for foreign founders',
      text: `We explain Turkish terms such as MERSIS, SGK and KVKK, and point out the documents that must be notarised, apostilled or translated before they are accepted in Turkey.`,
    },
    {
      title: 'Concrete next steps',
      text: `Each chapter ends with practical points you can act on: what to prepare, who to contact and which deadlines apply. Use it as a checklist when you plan your timeline.`,
    },
    {
      title: 'Based on current Turkish law',
      text: `The guide follows the Turkish Commercial Code No. 6102, the Foreign Direct Investment Law No. 4875, the Labour Law No. 4857 and related rules. Where figures change often, we say so.`,
    },
  ],
  author: {
    member: 'emre-kaya',
    bio: `Emre Kaya is a Partner at ${site.name} and a member of the Istanbul Bar. He advises foreign-owned companies on company law, from incorporation and shareholder agreements to general assemblies and changes of capital. He also drafts and negotiates commercial contracts and handles employment matters, including employment contracts, work permits and termination procedures.`,
  },
  chapters: [
    {
      title: 'The legal framework and equal treatment of foreign investors',
      html: `<p>Foreign investment in Turkey is governed mainly by the <strong>Foreign Direct Investment Law No. 4875</strong>, in force since 2003. Its central principle is simple: foreign investors are treated the same as Turkish investors. A foreign individual or foreign company can set up a Turkish company, buy shares in an existing company or open a branch, usually without any prior approval from the state.</p>
<h3>What Law No. 4875 protects</h3>
<ul>
<li><strong>Freedom to invest:</strong> no screening or approval process for most sectors.</li>
<li><strong>Equal treatment:</strong> foreign investors have the same rights and obligations as local ones.</li>
<li><strong>Transfer of funds:</strong> profits, dividends, sale proceeds and liquidation proceeds can be transferred abroad freely through banks.</li>
<li><strong>Protection against expropriation:</strong> property may be expropriated only in the public interest and against compensation, in line with the law.</li>
<li><strong>Foreign staff:</strong> companies may employ foreign personnel, subject to the work permit rules.</li>
</ul>
<h3>Other laws you will meet</h3>
<p>Company formation and management follow the <strong>Turkish Commercial Code No. 6102</strong>. Contracts follow the Turkish Code of Obligations No. 6098. Employment follows the Labour Law No. 4857, and foreign staff need work permits under the International Labour Force Law No. 6735. Tax, social security and data protection have their own laws, covered in later chapters.</p>
<h3>Sector rules</h3>
<p>Some sectors need a licence or have specific ownership rules, for example banking and finance, broadcasting, civil aviation, energy, mining and certain maritime activities. If your business falls into a regulated sector, check the licence requirements before you incorporate, because they can affect the company type and the minimum capital.</p>
<p>Turkey has also signed bilateral investment treaties and double tax treaties with many countries. It is worth checking whether one applies between Turkey and your home country, as it may give additional protection or reduce withholding tax.</p>
<p>If you are not sure how these rules apply to your plans, our <a href="/services/corporate-partnership-law">corporate and partnership law</a> team can review them with you.</p>`,
    },
    {
      title: 'Choosing a company type: Ltd. Şti., A.Ş., branch or liaison office',
      html: `<p>Most foreign investors choose between a <strong>limited liability company</strong> (Limited Şirket, Ltd. Şti.) and a <strong>joint stock company</strong> (Anonim Şirket, A.Ş.). A foreign company can also open a <strong>branch</strong> or a <strong>liaison office</strong>.</p>
<table>
<caption>Company types for foreign investors compared</caption>
<thead>
<tr><th>Form</th><th>Main features</th><th>Usually suits</th></tr>
</thead>
<tbody>
<tr><td>Limited company (Ltd. Şti.)</td><td>1 to 50 shareholders; managed by one or more managers; share transfers need a notarised agreement and, as a rule, shareholder approval; lower minimum capital.</td><td>Small and medium businesses, trading and service companies, subsidiaries with one or a few owners.</td></tr>
<tr><td>Joint stock company (A.Ş.)</td><td>One or more shareholders; managed by a board of directors; shares transfer more easily; can raise capital from investors or go public; higher minimum capital.</td><td>Larger projects, companies planning outside investment, regulated sectors that require this form.</td></tr>
<tr><td>Branch</td><td>Registered with the trade registry but not a separate legal entity; the foreign parent is liable for its debts; needs a resident representative with full authority.</td><td>Foreign companies that want to trade in Turkey under their own name.</td></tr>
<tr><td>Liaison office</td><td>Needs permission from the Ministry of Industry and Technology; may not carry out commercial activity or earn income; costs are covered from abroad.</td><td>Market research, promotion and contact with local partners.</td></tr>
</tbody>
</table>
<h3>Minimum capital</h3>
<p>The minimum capital amounts were raised from 1 January 2024: {{limitedCompanyCapitalTry}} for a limited company and {{jointStockCompanyCapitalTry}} for a joint stock company (more under the registered capital system). These amounts are set by Presidential decision and can change, so confirm them before you file.</p>
<h3>Points to weigh</h3>
<ul>
<li>In a limited company, shareholders and managers can be held liable for unpaid tax and social security debts of the company, within limits set by law.</li>
<li>A joint stock company offers more flexibility for investors joining or leaving, but has more formalities.</li>
<li>A limited company can later be converted into a joint stock company if the business grows.</li>
</ul>
<p>We explain the options in more detail on our <a href="/services/company-establishment">company establishment</a> page.</p>`,
    },
    {
      title: 'Setting up a company step by step',
      html: `<p>Registration of a Turkish company usually takes a few weeks once all documents are ready. Preparing foreign documents is often the slowest part, so start there.</p>
<ol>
<li><strong>Choose the name, type, activity and address.</strong> The trade name must include the company type and must not be identical to an existing name. You need a registered address in Turkey; the tax office may check it.</li>
<li><strong>Prepare shareholder documents.</strong> Foreign individuals need a passport copy with a notarised Turkish translation. A foreign corporate shareholder needs a certificate of good standing or activity and a board resolution, apostilled (or legalised by a Turkish consulate) and translated into Turkish with a notarised translation.</li>
<li><strong>Obtain a potential tax number.</strong> Each foreign shareholder and manager needs a Turkish tax number. A tax office issues this potential tax number on the basis of passport or company documents.</li>
<li><strong>Give a power of attorney if you will not attend.</strong> You can sign it before a Turkish notary, or abroad before a notary (with apostille) or at a Turkish consulate.</li>
<li><strong>Draft the articles of association in MERSIS.</strong> MERSIS is the central online registry system. The articles, managers and capital are entered there and a file number is created.</li>
<li><strong>Deposit capital as required.</strong> For a joint stock company, at least a quarter of the cash capital is generally paid into a blocked bank account before registration. For a limited company, the capital can generally be paid after registration within the period set by law. A small contribution to the Competition Authority is also paid at the bank.</li>
<li><strong>Sign before the trade registry officer.</strong> Founders or their attorney sign the articles, and managers sign a signature declaration, at the trade registry office of the local chamber of commerce, or before a notary.</li>
<li><strong>Registration and publication.</strong> The trade registry registers the company and announces it in the Turkish Trade Registry Gazette.</li>
<li><strong>After registration.</strong> The tax office opens the company's tax file, the company sets up its registered electronic mail (KEP) address and e-notification, books and e-invoicing are set up with the accountant, and the workplace is registered with the Social Security Institution (SGK) before the first employee starts. Foreign-capital companies also report certain information to the Ministry of Industry and Technology.</li>
</ol>
<p>Our <a href="/services/company-establishment">company establishment</a> service covers each of these steps.</p>`,
    },
    {
      title: 'Tax basics',
      html: `<p>A Turkish company is taxed on its worldwide income. The main taxes are corporate income tax, value added tax (VAT) and withholding tax. <strong>Rates, thresholds and filing rules change often</strong>, sometimes several times a year, so treat the figures below as a starting point and confirm them with your accountant.</p>
<h3>Corporate income tax</h3>
<p>The general corporate tax rate is currently {{corporateTaxPercent}}, with higher rates for some financial sector companies and a domestic minimum corporate tax introduced from 2025. Companies pay advance tax on their quarterly profits and file an annual corporate tax return after the end of the financial year, usually the calendar year.</p>
<h3>Value added tax (VAT)</h3>
<p>VAT applies to most supplies of goods and services in Turkey and to imports. The standard rate is currently {{vatPercent}}, with reduced rates for certain goods and services. VAT returns are generally filed monthly. Exports and some other transactions can be exempt, and in certain cases the company can apply for a VAT refund. See our <a href="/services/vat-exemption-services">VAT exemption services</a> for more.</p>
<h3>Withholding tax</h3>
<p>Companies withhold tax on certain payments and pay it to the tax office on behalf of the recipient, for example:</p>
<ul>
<li>salaries of employees (income tax withheld through payroll);</li>
<li>rent paid to individuals for office space;</li>
<li>fees paid to self-employed professionals;</li>
<li>dividends distributed to individual shareholders and to foreign shareholders;</li>
<li>some payments made to foreign companies, such as royalties and service fees.</li>
</ul>
<p>A double tax treaty between Turkey and the recipient's country may reduce the withholding rate. To benefit, the foreign recipient usually needs to provide a certificate of tax residence.</p>
<h3>Other taxes</h3>
<p>Stamp duty applies to many signed documents, including contracts, and is calculated on the amount stated in the document. Property tax, customs duties and special consumption tax may apply depending on the business.</p>
<p>Plan the tax structure before you sign leases, agree transfer prices with group companies or pay the first dividend. Changing a structure later is usually harder than setting it up correctly.</p>`,
    },
    {
      title: 'Accounting and bookkeeping obligations',
      html: `<p>Every Turkish company must keep books under the Turkish Commercial Code No. 6102 and the Tax Procedure Law. In practice, this means working with a licensed accountant (Serbest Muhasebeci Mali Müşavir, SMMM) from the day the company is registered. Foreign founders sometimes wait until the first invoice; by then some filings may already be due.</p>
<h3>What the law requires</h3>
<ul>
<li><strong>Books in Turkish and in Turkish lira</strong>, following the Turkish uniform chart of accounts.</li>
<li><strong>Electronic books and invoices:</strong> most companies must use the e-ledger (e-Defter), e-invoice (e-Fatura) and e-archive invoice systems, depending on their turnover and sector. Some newly registered companies must join these systems from the start.</li>
<li><strong>Corporate books:</strong> the share ledger, board or manager resolution book and general assembly meeting book must be kept and certified as required.</li>
<li><strong>Regular filings:</strong> monthly VAT and withholding tax returns, quarterly advance tax returns and the annual corporate tax return.</li>
<li><strong>Payroll and social security:</strong> monthly declarations to the Social Security Institution (SGK) for each employee.</li>
</ul>
<h3>Annual corporate steps</h3>
<p>After the end of each financial year, the company prepares its financial statements and holds an <strong>ordinary general assembly</strong>, generally within three months. The shareholders approve the accounts, release the managers or board members and decide on the use of profit. Companies that reach the size thresholds set by Presidential decision must also have an independent audit.</p>
<h3>Record keeping</h3>
<p>Books, invoices and supporting documents must be kept for the periods set by law: ten years under the Commercial Code and five years under the tax rules. Keep them organised; tax inspections can look back several years.</p>
<h3>Practical tips</h3>
<ul>
<li>Agree in writing on what your accountant handles: bookkeeping, payroll, tax returns, general assembly documents.</li>
<li>Ask for a monthly summary in English if you do not read Turkish.</li>
<li>Keep company and personal spending separate from day one.</li>
</ul>`,
    },
    {
      title: 'Banking and opening a corporate account',
      html: `<p>A corporate bank account is needed early. A joint stock company needs one to deposit part of its capital before registration, and every company needs one to receive payments, pay salaries and pay taxes. Turkish banks apply strict know-your-customer checks under the anti-money-laundering rules of Law No. 5549 and the Financial Crimes Investigation Board (MASAK).</p>
<h3>Documents banks usually ask for</h3>
<ul>
<li>trade registry gazette showing the registration and the articles of association;</li>
<li>signature circular or signature declaration of the authorised signatories;</li>
<li>tax certificate or tax number of the company;</li>
<li>passports and Turkish tax numbers of the signatories and shareholders;</li>
<li>information on the <strong>ultimate beneficial owners</strong>, including the ownership chain of any foreign parent company;</li>
<li>an explanation of the business, its expected transactions and the source of funds.</li>
</ul>
<p>Foreign documents must be apostilled or legalised and carry a notarised Turkish translation. Each bank sets its own list, and requirements can differ between branches of the same bank.</p>
<h3>What to expect</h3>
<ul>
<li>Banks often want the authorised signatory to attend in person, at least for the first meeting.</li>
<li>Reviews can take longer for companies with complex foreign ownership or for activities the bank considers higher risk.</li>
<li>You can hold accounts in Turkish lira and in foreign currencies.</li>
<li>Rules on the protection of the value of the Turkish currency limit the use of foreign currency in some contracts between Turkish residents, such as certain leases and sales. Check this before you agree prices in foreign currency with local parties.</li>
</ul>
<h3>Moving funds in and out</h3>
<p>Capital and loans from abroad should come through banks, with clear descriptions of the transfer. Under Law No. 4875, profits and sale proceeds can be transferred abroad freely through banks, but the bank will ask for supporting documents such as the general assembly resolution on dividends and proof of tax payment.</p>
<p>We help clients prepare bank files and attend bank meetings through our <a href="/services/bank-account-services">bank account services</a> and <a href="/services/banking-finance-law">banking and finance law</a> practice.</p>`,
    },
    {
      title: 'Hiring staff and the Labour Law No. 4857',
      html: `<p>Employment in Turkey is governed mainly by the <strong>Labour Law No. 4857</strong>, the Social Security and General Health Insurance Law No. 5510 and the Occupational Health and Safety Law No. 6331. Many of its rules protect employees and cannot be waived by contract.</p>
<h3>Before the first day</h3>
<ul>
<li>Register the workplace with the Social Security Institution (SGK).</li>
<li>Register each employee with SGK <strong>before they start work</strong>. Working without registration leads to administrative fines.</li>
<li>Give the employee a written contract or a written statement of the main terms. Contracts for a term of one year or more must be in writing.</li>
<li>Arrange occupational health and safety services, such as a workplace doctor and safety specialist, as required for your risk class.</li>
</ul>
<h3>Key rules during employment</h3>
<ul>
<li><strong>Working time:</strong> up to 45 hours a week. Overtime is paid at a premium and is capped by law.</li>
<li><strong>Probation:</strong> up to two months, or longer only where a collective agreement allows.</li>
<li><strong>Minimum wage:</strong> set by the government, usually once a year.</li>
<li><strong>Annual paid leave:</strong> 14 working days for one to five years of service, 20 days for five to fifteen years and 26 days for fifteen years or more.</li>
</ul>
<h3>Ending employment</h3>
<p>Notice periods depend on length of service and range from two to eight weeks. An employee with at least one year of service who is dismissed without just cause is usually entitled to <strong>severance pay</strong>, calculated as 30 days' wages for each year of service, subject to a ceiling that is updated regularly.</p>
<p>In workplaces with 30 or more employees, employees with at least six months' service on an indefinite contract have <strong>job security</strong>: the employer must have a valid reason for dismissal and follow the required procedure. Employees may challenge a dismissal, and mediation is mandatory before most employment lawsuits.</p>
<h3>Practical points</h3>
<ul>
<li>Keep a personnel file for each employee, including the contract, ID, SGK records and leave records.</li>
<li>Pay salaries through a bank account.</li>
<li>Put termination reasons and warnings in writing.</li>
</ul>
<p>Our <a href="/services/labor-law">labour law</a> team drafts contracts and workplace policies and advises on terminations.</p>`,
    },
    {
      title: 'Work permits for foreign staff',
      html: `<p>A foreign national needs a work permit to work in Turkey, including as a manager or employee of their own company. Work permits are governed by the <strong>International Labour Force Law No. 6735</strong>, which replaced the earlier Law No. 4817, and are issued by the Ministry of Labour and Social Security. A valid work permit also serves as a residence permit.</p>
<h3>How the application works</h3>
<ul>
<li><strong>Employee abroad:</strong> the employee applies at the Turkish consulate in their country of residence, and the employer then completes the online application in Turkey within a short deadline.</li>
<li><strong>Employee already in Turkey:</strong> if the employee holds a suitable valid residence permit, the employer can usually apply online from within Turkey.</li>
<li>The employer submits company documents, the employment contract and the employee's passport, diploma and photograph. Foreign documents need translation and, where required, an apostille.</li>
</ul>
<p>The Ministry assesses each application against criteria such as the number of Turkish employees at the workplace, the company's capital or turnover, the employee's salary level and the employee's qualifications. Newly formed companies should check these criteria before they hire, as they affect whether and when a foreign employee can be employed.</p>
<h3>Duration and renewals</h3>
<ol>
<li>A first temporary work permit is issued for up to <strong>1 year</strong>.</li>
<li>It can be renewed for up to <strong>2 years</strong>.</li>
<li>Further renewals can be granted for up to <strong>3 years</strong>.</li>
<li>After <strong>{{indefiniteWorkPermitYears}}</strong> of legal work, the foreign national can apply for an <strong>indefinite (unlimited) work permit</strong>.</li>
</ol>
<p>Apply for renewal before the current permit expires. There is also the Turquoise Card for certain qualified investors and professionals, which has its own criteria.</p>
<h3>Points to remember</h3>
<ul>
<li>The permit is tied to the employer. A change of job needs a new permit.</li>
<li>The employee must be registered with SGK once the permit is issued.</li>
<li>Family members usually apply for family residence permits.</li>
<li>Employing a foreign national without a permit leads to fines for both employer and employee, and may lead to deportation of the employee.</li>
</ul>
<p>See our <a href="/services/work-permit-in-turkey-for-employers">work permit services for employers</a>.</p>`,
    },
    {
      title: 'Commercial contracts and dispute resolution',
      html: `<p>Commercial contracts in Turkey are governed by the Turkish Code of Obligations No. 6098 and the Turkish Commercial Code No. 6102. Parties have wide freedom to agree terms, but some rules cannot be excluded, and some contracts, such as share transfers in a limited company or real estate sales, must follow a special form.</p>
<h3>Drafting points</h3>
<ul>
<li><strong>Language:</strong> bilingual Turkish-English contracts are common. State which version prevails. Turkish courts and authorities work in Turkish and will need a translation of any foreign-language document.</li>
<li><strong>Governing law and forum:</strong> where the contract has a foreign element, the parties can usually choose the governing law and the competent court or arbitration, within the limits of the Turkish private international law rules (Law No. 5718).</li>
<li><strong>Currency:</strong> check the rules limiting foreign-currency pricing between Turkish residents.</li>
<li><strong>Stamp duty:</strong> many signed contracts are subject to stamp duty. Plan how the parties share it.</li>
<li><strong>Penalty clauses, termination rights and notices:</strong> write them clearly and set out how notices are served.</li>
</ul>
<h3>Mandatory mediation</h3>
<p>Before filing a lawsuit for a commercial claim to receive a sum of money or compensation, the claimant must first apply to a mediator. This <strong>mandatory mediation</strong> applies to most commercial receivables disputes. A lawsuit filed without it is dismissed on procedural grounds. Mediation is also mandatory for most employment claims and for many lease disputes. If mediation fails, the mediator's final report allows the case to go to court.</p>
<h3>Courts, enforcement and arbitration</h3>
<ul>
<li>Commercial disputes are heard by the commercial courts of first instance.</li>
<li>Undisputed debts can be pursued through enforcement proceedings under the Enforcement and Bankruptcy Law No. 2004, which can be faster than a lawsuit.</li>
<li>Arbitration is available, including through the Istanbul Arbitration Centre (ISTAC) or international institutions. Turkey is a party to the New York Convention on the recognition and enforcement of foreign arbitral awards.</li>
<li>Foreign court judgments can be enforced in Turkey through an enforcement (exequatur) case, subject to the conditions of Law No. 5718.</li>
</ul>
<p>Well-drafted contracts reduce the risk of disputes. Our <a href="/services/corporate-partnership-law">corporate and partnership law</a> and <a href="/services/bankruptcy-and-foreclosure-law">bankruptcy and foreclosure law</a> teams handle drafting, mediation and enforcement.</p>`,
    },
    {
      title: 'Intellectual property and trademarks',
      html: `<p>Trademarks, patents and designs are governed by the <strong>Industrial Property Law No. 6769</strong> and registered with the Turkish Patent and Trademark Office (TÜRKPATENT). Copyright is protected under Law No. 5846 without registration. In Turkey, trademark rights generally arise through registration, and the first valid application usually has priority. Apply before you launch, not after.</p>
<h3>The trademark registration process</h3>
<ol>
<li><strong>Search:</strong> check existing registrations and applications for identical or similar marks in the classes you need.</li>
<li><strong>Application:</strong> file with TÜRKPATENT, listing the goods and services under the Nice classification. Foreign applicants usually file through a trademark attorney in Turkey.</li>
<li><strong>Formal examination:</strong> if the application has deficiencies, the applicant has <strong>2 months</strong> to correct them.</li>
<li><strong>Examination on absolute grounds:</strong> the Office checks whether the mark is distinctive and not descriptive or misleading.</li>
<li><strong>Publication and opposition:</strong> the application is published in the Official Trademark Bulletin. Third parties have <strong>2 months</strong> from publication to file an opposition.</li>
<li><strong>Registration:</strong> if there is no opposition, or it is rejected, the applicant pays the registration fee. The registration certificate is issued within <strong>about 1 month</strong> after the fee is paid.</li>
</ol>
<p>A Turkish trademark registration lasts 10 years from the application date and can be renewed for further 10-year periods. Foreign owners can also extend an international registration to Turkey under the Madrid Protocol.</p>
<h3>Other points for a new business</h3>
<ul>
<li>Register your trade name and trademark separately; a company name in the trade registry does not give trademark protection.</li>
<li>Check that domain names, social media accounts and packaging match the registered mark.</li>
<li>Make sure employment and contractor agreements assign IP rights in work created for the company.</li>
<li>Use licence agreements when a foreign parent lets its Turkish company use the group's brand, and record them where needed.</li>
<li>Monitor the Official Trademark Bulletin so you can oppose similar marks in time.</li>
</ul>
<p>Our <a href="/services/trademark-registration">trademark registration</a> service handles searches, filings, responses and oppositions.</p>`,
    },
    {
      title: 'Real estate for companies',
      html: `<p>Most businesses start by renting an office, shop or warehouse. Some later buy property. The rules differ depending on whether the company is a Turkish company with foreign capital or a company registered abroad.</p>
<h3>Renting business premises</h3>
<ul>
<li>Workplace leases are governed by the Turkish Code of Obligations No. 6098. Sign a written lease. Stamp duty may apply to it.</li>
<li>Rent paid to an individual landlord is usually subject to withholding tax, which the company pays to the tax office.</li>
<li>Check that the premises can be used for your activity. Many businesses also need a workplace opening and operating licence from the municipality. The tax office, municipality and SGK may inspect the address.</li>
<li>Check the rules on foreign-currency rent between Turkish residents before you agree rent in euros or dollars.</li>
<li>Mediation is mandatory before many lease lawsuits.</li>
</ul>
<h3>Buying property through a Turkish company</h3>
<p>A Turkish company with foreign shareholders can acquire real estate under Article 36 of the Land Registry Law No. 2644 and its implementing regulation. The company must acquire the property for activities stated in its articles of association. The application is made through the Land Registry (Tapu), and the Governor's office reviews it, including for military and security zones. This review can add several weeks to the timeline.</p>
<h3>Companies registered abroad</h3>
<p>A company incorporated abroad generally cannot buy real estate in Turkey directly, except under specific laws such as tourism, industrial zone or petroleum laws. Most foreign investors therefore buy through a Turkish subsidiary.</p>
<h3>Due diligence before buying</h3>
<ul>
<li>Check the title deed record for mortgages, annotations and restrictions.</li>
<li>Check zoning status, building permits and the occupancy permit at the municipality.</li>
<li>Confirm the seller's authority to sign, especially when the seller is a company.</li>
<li>Plan the title deed fee, VAT where applicable and a valuation report where the Land Registry requires one.</li>
</ul>
<p>Read our <a href="/guides/real-estate-guide">real estate guide</a>, or see our <a href="/services/real-estate-construction-law">real estate and construction law</a> and <a href="/services/real-property-sales-title-deed-transfers">title deed transfer</a> services.</p>`,
    },
    {
      title: 'Compliance: KVKK data protection, VERBIS and other ongoing duties',
      html: `<p>Once the company is running, it has ongoing compliance duties. Data protection is the one foreign founders most often overlook.</p>
<h3>Personal data protection (KVKK)</h3>
<p>The <strong>Personal Data Protection Law No. 6698</strong> (KVKK) applies to any company that processes personal data of employees, customers, suppliers or website visitors. It is enforced by the Personal Data Protection Authority and its Board, which can impose administrative fines.</p>
<ul>
<li><strong>Legal basis:</strong> process personal data only on a basis set out in the law, such as performance of a contract, a legal obligation, legitimate interest or explicit consent.</li>
<li><strong>Privacy notices:</strong> inform people, at the time data is collected, who is processing their data, why, on what basis and to whom it may be transferred.</li>
<li><strong>Data security:</strong> take technical and organisational measures. Report data breaches to the Board and to affected persons within the required time.</li>
<li><strong>Transfers abroad:</strong> since amendments in force from June 2024, transfers abroad follow specific rules, such as an adequacy decision, standard contracts notified to the Authority, or limited exceptions. This matters if your servers, group company or software provider are outside Turkey.</li>
<li><strong>Data subject requests:</strong> answer requests from individuals within the legal deadline.</li>
</ul>
<h3>VERBIS registration</h3>
<p>VERBIS is the Data Controllers' Registry. Many data controllers must register and declare what data they process, for what purposes and how long they keep it. Some smaller companies are exempt, depending on their number of employees, annual balance sheet total and whether their main activity involves processing sensitive data. Check whether the exemption applies to your company each year, as your size changes.</p>
<h3>Other ongoing duties</h3>
<ul>
<li>Hold the ordinary general assembly each year and register required changes, such as new managers or a change of address, with the trade registry.</li>
<li>Keep the registered electronic mail (KEP) address active; official notices may be served electronically.</li>
<li>Follow anti-money-laundering rules where your sector is covered, and keep beneficial ownership information up to date.</li>
<li>E-commerce businesses must follow the E-Commerce Law No. 6563 and consumer protection rules. See our <a href="/services/e-commerce-law">e-commerce law</a> service.</li>
<li>Mergers and acquisitions above the thresholds of the Competition Law No. 4054 need approval from the Competition Authority.</li>
</ul>
<p>A short annual compliance review helps you catch changes in time. <a href="/contact-us">Contact us</a> to arrange one.</p>`,
    },
  ],
  faqChapter: {
    title: '15 Things to Know Before You Start',
    intro: `These are the points foreign founders ask about most often in their first meetings with us. Read them before you book flights, sign a lease or hire your first employee. Each one is explained in more detail in the chapters above, and you can find more answers on our FAQ page.`,
    items: [
      {
        title: 'You can own 100% of a Turkish company',
        text: `Under the Foreign Direct Investment Law No. 4875, a foreign individual or company can hold all the shares in a Turkish company. You do not need a Turkish partner, except in a small number of regulated sectors that have their own ownership rules or licence conditions. Check these before you choose your structure.`,
      },
      {
        title: 'You do not always need to travel to Turkey',
        text: `Most formation steps can be completed by a lawyer in Turkey under a power of attorney. You can sign the power of attorney before a notary in your country with an apostille, or at a Turkish consulate. Banks, however, often want the authorised signatory to attend in person, so plan at least one visit.`,
      },
      {
        title: 'Foreign documents take the longest',
        text: `Passports, corporate certificates and board resolutions from abroad must be apostilled or legalised and translated into Turkish, with the translation notarised in Turkey. Gathering these documents usually takes longer than the registration itself. Ask for the full list at the start and order several originals at once.`,
      },
      {
        title: 'Choose the company type for your plans, not just for cost',
        text: `A limited company is simpler and has lower minimum capital. A joint stock company makes it easier for investors to join and for shares to change hands. A branch makes the foreign parent liable. Think about where the business will be in three to five years, not only about the first year.`,
      },
      {
        title: 'Minimum capital rules change',
        text: `The statutory minimum capital for both limited and joint stock companies was raised in 2024. Amounts are set by Presidential decision and can change again. Some activities and work permit applications also expect capital above the legal minimum. Confirm the current figures when you plan your budget.`,
      },
      {
        title: 'You need a real address',
        text: `Every company needs a registered address in Turkey. The tax office may visit to confirm that it exists, and the address is used for official notices. Make sure the lease or use agreement allows commercial use, and update the trade registry and tax office if you move.`,
      },
      {
        title: 'Appoint an accountant on day one',
        text: `Tax and social security filings begin as soon as the company is registered, even if there is no income yet. A licensed accountant (SMMM) keeps the books, files returns and runs payroll. Agree in writing on the scope of their work and how often they report to you, in English if needed.`,
      },
      {
        title: 'Opening a bank account can take time',
        text: `Turkish banks carry out detailed checks on the company, its signatories and its ultimate beneficial owners. Complex foreign ownership chains lead to more questions. Prepare clear documents about the group structure, the business and the source of funds before your first bank meeting, and be ready for follow-up requests.`,
      },
      {
        title: 'A company does not give you a residence permit by itself',
        text: `Owning a Turkish company does not give you the right to live or work in Turkey. To work for the company, you need a work permit, which also serves as a residence permit. Other routes, such as a short-term residence permit, have their own conditions. Our residence permit checklist explains them.`,
      },
      {
        title: 'Work permits come before work',
        text: `A foreign employee, including a foreign shareholder who manages the company, must not start work before the permit is issued. The first permit is issued for up to 1 year, then renewed for up to 2 and then 3 years. After {{indefiniteWorkPermitYears}} of legal work, an indefinite permit can be requested.`,
      },
      {
        title: 'Register every employee with SGK before they start',
        text: `Employees must be registered with the Social Security Institution before their first working day. Monthly declarations and premium payments follow. Working without registration leads to fines and back payments. Your accountant usually handles the filings, but the employer remains responsible for them.`,
      },
      {
        title: 'File your trademark before you launch',
        text: `Registering a company name does not protect your brand. File a trademark application with TÜRKPATENT early. Expect a formal examination, publication, a 2-month opposition period, and a certificate issued within about 1 month after the registration fee is paid. Registration lasts 10 years and can be renewed.`,
      },
      {
        title: 'Put contracts in writing and in Turkish too',
        text: `Written contracts make disputes easier to avoid and to resolve. Use a bilingual Turkish-English version and state which language prevails. Agree on the governing law, the court or arbitration, payment terms and how notices are sent. Remember that stamp duty may apply to signed contracts.`,
      },
      {
        title: 'Mediation comes before most commercial lawsuits',
        text: `For commercial claims to receive money or compensation, mandatory mediation must be tried before going to court. A lawsuit filed without it is dismissed. Mediation is also mandatory for most employment and many lease disputes. Keep invoices, correspondence and delivery records so you can support your claim.`,
      },
      {
        title: 'Data protection applies from the start',
        text: `As soon as you collect employee or customer data, the Personal Data Protection Law No. 6698 applies. Prepare privacy notices, secure your systems and check the rules for transfers abroad. Check whether you must register in VERBIS. If you are not sure where to start, contact us for a review.`,
      },
    ],
  },
})
