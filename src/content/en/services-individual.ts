import type { Service } from '../schema.ts'
import { fill } from './fill.ts'

export const individualServices: Service[] = fill([
  {
    slug: 'maritime-yacht-services',
    title: 'Maritime & Yacht Services',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Legal support for yacht owners and buyers in Turkey: purchase and sale, registration, charter and crew contracts, marina agreements and disputes.',
    description: `<h2>What this service covers</h2>
<p>Turkey's coasts attract many private yacht owners, charter operators and buyers. Owning or using a yacht here means dealing with Turkish maritime law, customs rules, the harbour master and marina operators. Most maritime rules are in the Fifth Book of the Turkish Commercial Code No. 6102, with further rules in customs and port regulations.</p>
<p>We help private owners and small operators with the legal side of buying, selling, registering, mooring and chartering a yacht in Turkey. We also act when a dispute arises along the way.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreign owners who keep a yacht in a Turkish marina or plan to cruise Turkish waters.</li>
<li>Buyers and sellers of a yacht located in Turkey, whether it flies the Turkish flag or a foreign one.</li>
<li>Owners who want to register a yacht under the Turkish flag, or remove it from a Turkish registry.</li>
<li>Owners and operators who charter out a yacht, with or without crew.</li>
<li>Owners in a dispute with a shipyard, marina, broker, buyer, seller or crew member.</li>
</ul>

<h2>How we help</h2>
<p>We review and negotiate sale and purchase agreements, brokerage terms, shipyard and refit contracts, marina berthing contracts and charter agreements. Before you pay, we check the registry record of the vessel for mortgages, liens and other annotations. We prepare filings for registration and deregistration. We coordinate with the registry office, notaries and customs agents, and we explain in plain English what each document means.</p>
<p>If a dispute arises, we send formal notices, negotiate with the other side and, where needed, represent you before the Turkish courts. In some cities, including Istanbul, commercial courts with maritime specialisation hear these cases.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>First review.</strong> You tell us about the vessel, its flag, where it is and what you want to achieve. We list the legal steps and the documents needed.</li>
<li><strong>Checks.</strong> We check the registry record, existing mortgages or claims, and the seller's authority to sell. If the yacht flies a foreign flag and has been kept in Turkey, we also check its customs status.</li>
<li><strong>Contract.</strong> We draft or review the agreement: price and deposit, survey and sea trial, delivery, transfer of risk, and what happens if either side withdraws.</li>
<li><strong>Signing and payment.</strong> We arrange signing before a notary where the law requires it, and a payment structure that protects both sides.</li>
<li><strong>Registration.</strong> We file the change of ownership or the new registration with the competent registry office. Where the yacht comes from another registry, we first obtain the deletion certificate.</li>
<li><strong>After completion.</strong> We help with customs formalities, marina contracts, insurance questions and charter paperwork.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport, and a Turkish tax number for the buyer or owner</li>
<li>The current registry certificate of the vessel, and any deletion certificate from a previous registry</li>
<li>The sale contract or bill of sale</li>
<li>The builder's certificate or other evidence of the chain of ownership for new or imported vessels</li>
<li>Company documents, if a company owns the yacht</li>
<li>A power of attorney, if you will not attend in person: notarised and apostilled if signed abroad, with a sworn Turkish translation</li>
<li>Insurance documents and, for commercial charter, the licences the activity requires</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timelines depend on the registry office, the state of the paperwork and whether a previous registry must first issue a deletion certificate. Official fees and any taxes depend on the vessel and the type of transaction. Before we start, we give you a written fee proposal for our own work and tell you which official costs to expect.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Paying a deposit before checking the registry for mortgages or claims against the vessel.</li>
<li>Buying a foreign-flagged yacht in Turkey without checking its customs status and how long it may stay.</li>
<li>Taking paying guests on a private yacht without the licences that commercial use requires.</li>
<li>Using a broker's standard form that does not say who bears the risk before delivery.</li>
<li>Signing documents in Turkish without a translation you understand.</li>
</ul>

<h2>Talk to us</h2>
<p>If you are buying, selling or keeping a yacht in Turkey, <a href="/contact-us">write to us</a> with the vessel's details and your plans. We will reply with the steps, the documents and a fee proposal. You can also see our other <a href="/all-individual-services">services for individuals</a>.</p>`,
  },
  {
    slug: 'rental-contracts',
    title: 'Rental Contracts',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Drafting, reviewing and enforcing residential and commercial lease contracts in Turkey for foreign tenants, landlords and property owners.',
    description: `<h2>What this service covers</h2>
<p>Leases in Turkey are governed mainly by the Turkish Code of Obligations No. 6098. The law gives tenants of homes and business premises strong protection, and some of its rules apply whatever the contract says. A clear written contract avoids most problems. We draft, review and negotiate lease contracts, and we act for tenants and landlords when something goes wrong.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreign tenants renting a flat or house, often as the address for a residence permit.</li>
<li>Foreign owners who let a property they bought in Turkey.</li>
<li>Individuals renting an office, shop or studio for their own business.</li>
<li>Landlords or tenants in a dispute over rent, the deposit, repairs or eviction.</li>
</ul>

<h2>How we help</h2>
<p>We check the title deed, so you know the person letting the property is the owner or is authorised by the owner. We draft or review the contract in Turkish and English, so both sides read the same terms. We explain the rules on rent increases, deposits, notice and costs. If a dispute arises, we handle the mandatory mediation stage and, if needed, court or enforcement proceedings.</p>

<h2>Key rules to know</h2>
<ul>
<li><strong>Rent increases.</strong> For residential and business premises, the yearly increase on renewal cannot exceed the twelve-month average change in the consumer price index. After five years, either side may ask a court to set a new rent.</li>
<li><strong>Currency.</strong> Under Turkish currency-protection rules, rent for property in Turkey must in most cases be agreed in Turkish lira. There are limited exceptions, so check before agreeing rent in another currency.</li>
<li><strong>Deposit.</strong> The deposit for homes and business premises cannot be more than three months' rent.</li>
<li><strong>End of term.</strong> A residential tenant may leave at the end of a fixed term by giving notice at least 15 days before it ends. Otherwise the lease renews for another year. The landlord cannot end the lease only because the term has expired; the law sets the grounds on which a landlord may do so.</li>
<li><strong>Mediation.</strong> Since September 2023, most lease disputes must go to a mediator before a court case can be filed.</li>
<li><strong>Short-term letting.</strong> Since 2024, letting a home to tourists for short stays requires a permit from the Ministry of Culture and Tourism and, in a building with other flats, the consent of the other owners.</li>
</ul>

<h2>The process, step by step</h2>
<ol>
<li><strong>Brief.</strong> Send us the draft contract, or tell us the property and the terms agreed so far.</li>
<li><strong>Checks.</strong> We confirm the owner on the title deed, any restrictions on the property, and whether the intended use is allowed.</li>
<li><strong>Contract.</strong> We draft or revise a bilingual contract covering rent, increases, deposit, duration, furniture inventory, repairs, utilities, subletting and ending the lease.</li>
<li><strong>Signing.</strong> We advise whether to sign before a notary, which can help for a residence permit application or later enforcement.</li>
<li><strong>Hand-over.</strong> We recommend a signed inventory with photos and meter readings, and the transfer of utility subscriptions.</li>
<li><strong>During and after the lease.</strong> We send formal notices, deal with the return of the deposit and handle any dispute.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport and Turkish tax number of each foreign party</li>
<li>Title deed copy, or the owner's authorisation if someone else is letting the property</li>
<li>Identity documents of the landlord or the company letting the property</li>
<li>Residence permit card, if you already have one</li>
<li>For short-term letting: the permit and building consent described above</li>
</ul>

<h2>Timelines and costs</h2>
<p>A review or a new contract can usually be prepared within a few working days once we have the information. Stamp duty and notary fees may apply to the contract. Dispute timelines depend on mediation and the court. We agree our fee in writing before we start.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Paying rent or a deposit to an intermediary who is not the owner and has no written authority.</li>
<li>Paying in cash without receipts. Bank transfers leave a clear record.</li>
<li>Relying on a clause that the tenant "must leave at the end of the term". It does not override the law.</li>
<li>Signing an eviction undertaking on the same day as the lease. The law does not accept an undertaking given at the start of the lease.</li>
<li>Letting a flat on short-stay platforms without the permit now required.</li>
<li>No inventory, so the deposit becomes a dispute when the lease ends.</li>
</ul>

<h2>Talk to us</h2>
<p>If you are renting, letting or in a dispute over a lease, <a href="/contact-us">write to us</a> with the contract or the key terms. If the lease is for a residence permit address, see also our <a href="/services/turkish-residence-permit">residence permit service</a>.</p>`,
  },
  {
    slug: 'bank-account-services',
    title: 'Bank Account Services',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Help for foreigners opening and using a bank account in Turkey: tax number, choice of bank, documents, source-of-funds questions and citizenship accounts.',
    description: `<h2>What this service covers</h2>
<p>A Turkish bank account is often the first practical step for a foreigner in Turkey. You need one to pay rent, buy property, receive a salary, pay bills and, for some applicants, to use the bank deposit route to Turkish citizenship. Foreigners can open accounts in Turkey, but each bank sets its own requirements and the checks on identity and source of funds can be detailed. We prepare your file, choose a suitable bank with you and attend the appointment.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners who have just arrived or are planning to move to Turkey.</li>
<li>Property buyers who need to transfer and document the purchase price.</li>
<li>Applicants for citizenship by investment through the bank deposit route.</li>
<li>Employees, students and retirees who need an account for daily life.</li>
<li>Heirs or account holders with a blocked or frozen account.</li>
</ul>

<h2>How we help</h2>
<p>We obtain your Turkish tax number, check the current requirements of the banks you are considering, and prepare your documents with translations where needed. We attend the branch with you, explain the forms and help you answer compliance questions. Later, we help with larger transfers for property, with the foreign currency conversion certificate that a citizenship application needs, and with problems such as blocked accounts.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Tax number.</strong> We obtain a Turkish tax number in your passport name. It is free and usually quick.</li>
<li><strong>Choice of bank.</strong> Requirements differ between banks, and sometimes between branches. We check which banks open accounts for your status, for example with or without a residence permit.</li>
<li><strong>File.</strong> We prepare your documents: identity, address, the purpose of the account and the source of the money you will deposit.</li>
<li><strong>Appointment.</strong> Most banks ask the account holder to attend in person. We attend with you, translate and explain each form before you sign.</li>
<li><strong>Activation.</strong> We help you set up online banking, cards and a Turkish mobile number for security codes.</li>
<li><strong>Later updates.</strong> When you receive a residence permit, the bank must record your foreigner identity number. We also help when the bank asks for more information.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Valid passport</li>
<li>Turkish tax number</li>
<li>Proof of address in Turkey or abroad, such as a lease, a utility bill or a residence permit card</li>
<li>Residence permit card and foreigner identity number, if you have one</li>
<li>Evidence of income or source of funds, such as payslips, a sale contract or bank statements</li>
<li>A Turkish mobile number</li>
<li>For the citizenship route: documents showing that the funds came from abroad and were converted as the rules require</li>
</ul>

<h2>Accounts for property and citizenship</h2>
<p>For a property purchase, a clear payment trail through a bank is safer than cash and is needed for a citizenship application. Under the bank deposit route, an applicant deposits at least {{citizenshipDepositUsd}} or its equivalent in Turkish banks and keeps it there for {{citizenshipHoldYears}}. A citizenship application takes about 4 to 5 months once the file is complete. Read more on our <a href="/services/turkish-citizienship">Turkish citizenship service</a> page.</p>

<h2>Timelines and costs</h2>
<p>If the file is complete and the bank accepts your status, an account can often be opened at a single appointment. Some banks take longer because of internal approvals. Account fees and transfer charges are set by each bank. We agree our own fee with you in advance.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Names spelled differently on the passport, the tax number and other documents.</li>
<li>Large transfers from abroad without documents showing where the money came from. The bank may hold the transfer until it receives them.</li>
<li>Assuming every bank has the same rules. A refusal at one bank does not mean all banks will refuse.</li>
<li>Using a personal account for business income, which can raise tax and compliance questions.</li>
<li>For citizenship: converting or moving money in a way that does not meet the rules, so the deposit cannot be counted.</li>
<li>Letting an account go dormant, or not updating the bank when your passport or address changes.</li>
</ul>

<h2>Talk to us</h2>
<p>If you need a Turkish bank account, or have a problem with one, <a href="/contact-us">write to us</a> with your nationality, your status in Turkey and what the account is for. We will tell you the documents and the next steps.</p>`,
  },
  {
    slug: 'diploma-equalization-services',
    title: 'Diploma Equalization Services',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Recognition and equivalence (denklik) of foreign diplomas in Turkey before YÖK or the Ministry of National Education, for work, study or a profession.',
    description: `<h2>What this service covers</h2>
<p>A diploma earned abroad does not automatically have legal effect in Turkey. To work in a regulated profession, to hold some jobs, to continue studies or to enrol a child in a Turkish school, you may need a Turkish equivalence decision, called <em>denklik</em>. University degrees are handled by the Council of Higher Education (YÖK). School certificates for primary and secondary education are handled by the Ministry of National Education through its provincial directorates. We prepare and follow these applications for you.</p>

<h2>Who needs it</h2>
<ul>
<li>Engineers, architects, doctors, dentists, pharmacists, nurses, teachers and others in regulated professions who want to work in Turkey.</li>
<li>Foreign employees whose work permit depends on their profession or qualification.</li>
<li>Turkish citizens, including new citizens, who studied abroad.</li>
<li>Graduates applying for a master's or doctoral programme in Turkey.</li>
<li>Families moving to Turkey whose children need school records recognised.</li>
</ul>

<h2>How we help</h2>
<p>We confirm which authority is competent and whether you need equivalence at all. We check your documents against the current requirements, arrange apostilles and sworn translations, and prepare and file the application. We follow the file, answer requests for more information and explain the decision. If the decision is negative or conditional, we explain the options, including an objection or a court challenge.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Assessment.</strong> We review your diploma, transcript and study history, and identify the authority and the procedure.</li>
<li><strong>Documents.</strong> We obtain apostilles or consular certification from the country of study, and sworn translations into Turkish, certified by a notary where required.</li>
<li><strong>Application.</strong> For university degrees, the application is made online through YÖK's recognition and equivalence system. YÖK may ask to see original documents. For school certificates, the application goes to the provincial directorate of national education.</li>
<li><strong>Review.</strong> YÖK first checks that the foreign institution is recognised, then compares your programme with Turkish programmes. It may check that you lived in the country of study during your studies.</li>
<li><strong>Exam or extra courses.</strong> For some fields, including medicine, dentistry and pharmacy, YÖK may require an aptitude exam held by ÖSYM, or additional courses, before it grants equivalence.</li>
<li><strong>Decision.</strong> Once equivalence is granted, we help you use it with your employer, professional chamber or the work permit authority.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport, and Turkish identity number or foreigner identity number if you have one</li>
<li>Original diploma, or a temporary graduation certificate</li>
<li>Transcript listing all courses and grades</li>
<li>Apostille or consular certification of the diploma and transcript</li>
<li>Sworn Turkish translations of the diploma and transcript</li>
<li>Entry and exit records for the years of study, where requested</li>
<li>For school records: report cards and the school leaving certificate</li>
</ul>

<h2>Timelines and costs</h2>
<p>Timelines depend on the authority and the field. A YÖK review can take several months, and longer where it asks for more information or requires an exam. Official fees are set by the authorities and change over time. We tell you the current fees when we start and agree our own fee in writing.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Missing apostilles, or translations made by a translator who is not sworn.</li>
<li>Different spellings of your name on the passport and the diploma.</li>
<li>No proof that you lived in the country of study during the programme.</li>
<li>Distance or online programmes, which may not be accepted for equivalence.</li>
<li>Assuming equivalence is enough to practise. Some professions also need registration with a chamber. Others, such as practising as an attorney in Turkey, are open only to Turkish citizens, whatever the diploma.</li>
</ul>

<h2>Talk to us</h2>
<p>If you need a foreign diploma recognised in Turkey, <a href="/contact-us">write to us</a> with the country and field of study and your reason for applying. If the diploma is for a work permit, see also our <a href="/services/work-permit-in-turkey-for-employees">work permit service for employees</a>.</p>`,
  },
  {
    slug: 'real-property-sales-title-deed-transfers',
    title: 'Real Property Sales & Title Deed Transfers',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Legal checks for buying or selling property in Turkey: title deed review, contracts, the valuation report, the Land Registry appointment and transfer.',
    description: `<h2>What this service covers</h2>
<p>In Turkey, ownership of land and buildings passes only when the transfer is registered at the Land Registry (Tapu) office. A contract alone does not make you the owner. Foreigners can buy most types of property, subject to some legal limits. We act for buyers and sellers: we check the property, prepare the contracts and complete the title deed transfer with you or on your behalf.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners buying a home, holiday property or investment property in Turkey.</li>
<li>Buyers who plan to apply for <a href="/services/turkish-citizienship">Turkish citizenship by investment</a> through real estate.</li>
<li>Foreign owners selling property in Turkey, including heirs.</li>
<li>Buyers of off-plan property from a developer.</li>
</ul>

<h2>How we help</h2>
<p>We check the title deed record and the building's legal status before you commit. We draft or review the sale contract and any deposit agreement. We obtain your tax number, arrange the valuation report and apply for the transfer. We attend the Land Registry appointment with you, or for you under a power of attorney. We act only for you, not for the seller or the agent.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>First call.</strong> We discuss the property, the price, your timeline and whether you plan a citizenship or residence application.</li>
<li><strong>Title and building checks.</strong> We check the registered owner, mortgages, seizures, annotations and restrictions. We also check the type of title, the occupancy permit and the zoning status.</li>
<li><strong>Contract.</strong> We review or draft the contract, with clear terms on price, payment stages, delivery and defects. A promise-to-sell contract must be made before a notary to be valid.</li>
<li><strong>Preparation.</strong> We obtain your tax number, help with a bank account, and arrange the valuation report by a licensed appraiser, which is required when a foreigner buys.</li>
<li><strong>Application.</strong> We file the transfer application and book the appointment. The Land Registry also runs the checks that apply to foreign buyers.</li>
<li><strong>Transfer.</strong> At the appointment, the buyer and seller, or their attorneys, sign the official deed. A sworn interpreter attends if a party does not speak Turkish. Payment is made by bank transfer and the new title deed is issued.</li>
<li><strong>After the transfer.</strong> We help with the compulsory earthquake insurance (DASK), utility subscriptions and registration for annual property tax.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport, with a sworn Turkish translation</li>
<li>Turkish tax number</li>
<li>Recent photographs</li>
<li>Valuation report from a licensed appraiser</li>
<li>Compulsory earthquake insurance policy for buildings</li>
<li>Proof of payment and, for a citizenship application, the foreign currency conversion certificate from the bank</li>
<li>Power of attorney with your photograph, if you will not attend: given at a Turkish consulate, or notarised and apostilled abroad with a sworn translation</li>
</ul>

<h2>Timelines and costs</h2>
<p>Once the checks, documents and valuation report are ready, the transfer itself is usually completed at one appointment. The time before that depends on the property and on how quickly documents arrive from abroad. Title deed fees are calculated on the declared value and are usually shared between buyer and seller. A citizenship application based on the purchase requires a property value of at least {{citizenshipPropertyUsd}}, a 3-year holding period, and takes about 4 to 5 months. The threshold is set by regulation and can change, so we confirm it before you sign.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Paying a deposit before checking the title deed and the seller's authority.</li>
<li>Declaring a lower price than the real one. This creates tax risk and can block a citizenship application.</li>
<li>Buying a building without an occupancy permit, or an off-plan unit without checking the developer's title and permits.</li>
<li>Signing a broad power of attorney that allows more than the sale you intended.</li>
<li>Relying on a lawyer chosen by the seller or the agent.</li>
</ul>

<h2>Talk to us</h2>
<p>Before you sign or pay, <a href="/contact-us">write to us</a> with the property details. For background, read our <a href="/guides/real-estate-guide">real estate guide</a>.</p>`,
  },
  {
    slug: 'international-car-transfers',
    title: 'International Car Transfers',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Advice on bringing a foreign-registered car into Turkey, importing or exporting a vehicle, and the customs, registration and insurance rules that apply.',
    description: `<h2>What this service covers</h2>
<p>Moving a car across the Turkish border looks simple, but the customs rules are strict. A foreign-registered car in Turkey is under customs control for the whole of its stay. Who may drive it, how long it may stay and what happens when you leave all depend on your status. Importing a car permanently, or exporting a Turkish-registered car, follows a separate procedure. We explain the rules that apply to you, prepare the documents and deal with customs and the other authorities.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners moving to Turkey who want to bring their car.</li>
<li>Residence permit holders driving a foreign-registered car in Turkey.</li>
<li>Owners whose car has overstayed its permitted period, or has been seized or fined.</li>
<li>People who want to import a car permanently, or export a Turkish-registered car.</li>
<li>Heirs dealing with a vehicle that belonged to a deceased relative.</li>
</ul>

<h2>How we help</h2>
<p>We review your residence status, the car's registration and your plans. We tell you whether temporary use, permanent import or export is possible, and what it involves. We prepare powers of attorney and other documents, work with licensed customs brokers, and represent you if customs imposes a fine or seizes the car.</p>

<h2>Key rules to know</h2>
<ul>
<li><strong>Temporary use.</strong> Under Customs Law No. 4458, people resident abroad, and foreigners with certain residence permits, may use a foreign-registered car in Turkey for a limited period. The period and conditions depend on your status, so confirm them before you travel.</li>
<li><strong>Who may drive.</strong> The car is generally for the owner's use. Others may drive it only within the limits set by the customs rules, usually with written authorisation.</li>
<li><strong>No sale or rental.</strong> A temporarily imported car may not be sold, rented out or given to someone in Turkey.</li>
<li><strong>Leaving without the car.</strong> If you leave Turkey without the car, it usually has to be placed under customs supervision.</li>
<li><strong>Permanent import.</strong> Permanent import involves customs duty, special consumption tax and VAT, plus technical conformity checks. The import of used cars is restricted, with limited exceptions.</li>
<li><strong>Driving licence.</strong> A foreign licence can be used for a limited period. Residents must then exchange it for a Turkish licence.</li>
</ul>

<h2>The process, step by step</h2>
<ol>
<li><strong>Assessment.</strong> We review your passport, residence status, the car's registration and the route you plan to take.</li>
<li><strong>Documents.</strong> We prepare the registration certificate, ownership documents and any authorisation for another driver, with translations and apostilles where needed.</li>
<li><strong>Insurance.</strong> We confirm that your insurance covers Turkey, or that you can buy Turkish traffic insurance at the border.</li>
<li><strong>Entry.</strong> At the border, customs records the car against the owner's passport. We explain what to check before you drive away.</li>
<li><strong>During the stay.</strong> We track the permitted period and any extension tied to your residence permit.</li>
<li><strong>Exit, import or export.</strong> We prepare the car's exit, the customs procedure for permanent import, or the deregistration and export of a Turkish-registered car.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport, and residence permit card if you have one</li>
<li>Vehicle registration certificate in the owner's name</li>
<li>Driving licence, and an international driving permit where needed</li>
<li>Insurance valid in Turkey</li>
<li>Notarised authorisation if someone other than the owner will drive</li>
<li>For import or export: invoices, technical documents and customs declarations prepared with a customs broker</li>
</ul>

<h2>Timelines and costs</h2>
<p>Temporary entry is usually handled at the border on the day. Permanent import or export takes longer and depends on customs and technical checks. Duties and taxes on permanent import can be high, so we review them before you decide. Our fee is agreed in writing in advance.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Staying beyond the permitted period. This can lead to fines and seizure of the car.</li>
<li>Letting a friend or relative drive without the required authorisation.</li>
<li>Selling a foreign-registered car informally in Turkey.</li>
<li>Leaving Turkey without the car and without placing it under customs supervision.</li>
<li>Buying a used car abroad to import, without first checking the import restrictions.</li>
</ul>

<h2>Talk to us</h2>
<p>If you plan to bring a car to Turkey, or have a customs problem with one, <a href="/contact-us">write to us</a> with the car's country of registration and your status in Turkey. We will explain the rules that apply before you travel.</p>`,
  },
  {
    slug: 'criminal-law-services',
    title: 'Criminal Law Services',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Defence and victim representation for foreigners in Turkish criminal matters: police custody, investigation, trial, appeals and the effect on residence status.',
    description: `<h2>What this service covers</h2>
<p>Being questioned, detained or accused in a foreign country is stressful. The language, the procedure and the deadlines are unfamiliar. Turkish criminal law is set out mainly in the Turkish Criminal Code No. 5237 and the Code of Criminal Procedure No. 5271. We represent foreigners as suspects, defendants and victims, and we explain each stage in plain English.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners called to give a statement to the police or the public prosecutor.</li>
<li>Foreigners held in police custody, or whose relatives have been detained.</li>
<li>Defendants in a criminal trial, and those facing a travel ban or other judicial control.</li>
<li>Victims of fraud, assault, theft or other offences who want to file a complaint and follow the case.</li>
<li>Foreigners whose residence or work status may be affected by a criminal case.</li>
</ul>

<h2>Your rights in custody</h2>
<ul>
<li>The right to a lawyer from the start, and to meet the lawyer in private.</li>
<li>The right to an interpreter free of charge if you do not speak Turkish.</li>
<li>The right to remain silent.</li>
<li>The right to have a relative informed, and to have your consulate informed if you wish.</li>
</ul>
<p>Police custody is in general limited to 24 hours, with longer periods allowed for offences committed by several people together. After that, the suspect is released or brought before a judge.</p>

<h2>How we help</h2>
<p>We attend your statement, explain the accusation and your rights, and make sure what is written matches what you said. We challenge detention and judicial control measures such as travel bans. We review the file and the evidence, submit defence petitions and represent you at every hearing. For victims, we file the complaint, join the case as a party and follow it to the end. We also look at the effect of the case on your residence permit.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Investigation.</strong> The public prosecutor collects evidence and takes statements. The prosecutor may close the file or file an indictment.</li>
<li><strong>Detention decision.</strong> If the prosecutor asks, a criminal judgeship of peace decides on arrest or on lighter measures, such as a travel ban or regular reporting.</li>
<li><strong>Indictment.</strong> If accepted by the court, the case goes to trial before a criminal court of first instance or a high criminal court.</li>
<li><strong>Trial.</strong> The court hears the parties and witnesses, reviews the evidence and gives its judgment.</li>
<li><strong>Appeals.</strong> A judgment can be appealed to a regional court of appeal and, in some cases, to the Court of Cassation. The deadlines are short and strict.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport, and residence or work permit</li>
<li>Every document you have received: summons, statement records, notifications, court decisions</li>
<li>Any evidence in your favour: messages, receipts, photos, names of witnesses</li>
<li>A power of attorney for proceedings after the custody stage</li>
</ul>

<h2>Timelines and costs</h2>
<p>Investigations and trials can take months, and sometimes longer. Deadlines for objections and appeals are counted in days or weeks from notification, so act at once. For offences that are prosecuted only on complaint, a victim generally has six months from learning of the offence and the offender to file the complaint. We agree our fee in writing. You may also ask for a lawyer appointed by the bar association.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Giving a statement without a lawyer or a proper interpreter.</li>
<li>Signing a statement you do not understand.</li>
<li>Leaving Turkey and ignoring a summons. This can lead to an arrest warrant.</li>
<li>Missing notifications sent through e-Devlet or to your registered address.</li>
<li>Assuming a criminal case has no effect on your residence permit. Some convictions can lead to <a href="/services/deportation">deportation</a>.</li>
</ul>

<h2>Talk to us</h2>
<p>If you or a family member are involved in a criminal matter in Turkey, <a href="/contact-us">write to us</a> as soon as possible. Tell us where the person is held, or send the documents you have received.</p>`,
  },
  {
    slug: 'deportation',
    title: 'Deportation',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Help for foreigners facing deportation from Turkey: reviewing the decision, appealing to the administrative court within {{deportationAppealDays}}, detention and entry bans.',
    description: `<h2>What this service covers</h2>
<p>Deportation (removal) of foreigners from Turkey is governed by Law No. 6458 on Foreigners and International Protection. A removal decision is taken by the governorship, often on the instruction of the Presidency of Migration Management. The time to react is short: a removal decision can be appealed to the administrative court within {{deportationAppealDays}} of notification (article 53(3) of Law No. 6458, as amended by Law No. 7196 in December 2019). We act quickly to review the decision, file the appeal and deal with detention and entry bans.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners who have received a removal decision, or whose relative has.</li>
<li>Foreigners held in a removal centre under administrative detention.</li>
<li>People whose residence permit was refused or cancelled, or who overstayed their visa or permit.</li>
<li>Foreigners found working without a work permit.</li>
<li>People outside Turkey who have an entry ban and want to return.</li>
</ul>

<h2>Common grounds for removal</h2>
<p>The law lists the grounds. They include overstaying a visa or residence permit by a significant period, working without a permit, using false documents, breaching the rules on entry and exit, certain criminal convictions, and a threat to public order, public security or public health. The law also protects some people from removal, for example where there are serious grounds to believe they would face the death penalty, torture or inhuman treatment in the destination country.</p>

<h2>How we help</h2>
<p>We obtain and read the decision and the notification record and check that the procedure was followed. We gather evidence of your ties to Turkey, such as family, work, property and the length of your stay. We file the appeal with the administrative court within the deadline. In most cases, filing the appeal stops removal until the court decides, though there are exceptions for some security-related grounds. If you are detained, we challenge the detention before the criminal judgeship of peace.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Urgent contact.</strong> Contact us the day you receive the decision. Keep a copy of every document you are given.</li>
<li><strong>Review.</strong> We read the decision, identify the legal ground and check the notification date, since the 7-day period runs from it.</li>
<li><strong>Evidence.</strong> We collect documents that show your situation: permits, family records, employment, health and any pending cases.</li>
<li><strong>Appeal.</strong> We file the appeal with the administrative court and ask for removal to be stopped until the court decides.</li>
<li><strong>Detention.</strong> If you are held, we challenge the detention and visit you at the removal centre.</li>
<li><strong>Decision.</strong> The law requires the court to decide quickly, and its decision on the appeal is final. If the decision is cancelled, we help you put your residence status in order.</li>
<li><strong>Entry bans.</strong> If you have left Turkey, we check for an entry ban or restriction code and apply to lift it or challenge it where grounds exist.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>The removal decision and its notification record</li>
<li>Passport, and residence or work permit (current or expired)</li>
<li>Marriage and birth certificates of family members in Turkey</li>
<li>Employment contract, payslips or proof of income</li>
<li>Lease or title deed showing your address</li>
<li>Medical reports, if health is relevant</li>
<li>Court documents, if the decision is linked to a criminal case</li>
<li>A power of attorney for the lawyer; for detained persons we arrange this at the centre</li>
</ul>

<h2>Common pitfalls</h2>
<ul>
<li>Missing the 7-day appeal deadline. After it passes, the options become much narrower.</li>
<li>Signing forms in a removal centre without understanding them.</li>
<li>Not keeping a copy of the decision and notification.</li>
<li>Assuming an entry ban will lapse on its own, or trying to re-enter while it is in force.</li>
<li>Not fixing the cause, such as an expired permit, once the immediate danger has passed.</li>
</ul>

<h2>Talk to us</h2>
<p>If you or a family member received a removal decision, <a href="/contact-us">write to us</a> today with a photo of the decision and the date you received it. For permit questions, see our <a href="/services/turkish-residence-permit">residence permit service</a>.</p>`,
  },
  {
    slug: 'inheritance-law',
    title: 'Inheritance Law',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Inheritance in Turkey for foreign heirs and owners: certificates of inheritance, wills, reserved shares, bank assets, property transfers and tax.',
    description: `<h2>What this service covers</h2>
<p>When someone dies owning property, bank accounts or a car in Turkey, the heirs must follow Turkish procedures to take over those assets, even if they live abroad. For foreigners, Law No. 5718 on International Private and Procedural Law decides which country's law applies. As a rule, inheritance follows the law of the deceased person's nationality, but real estate in Turkey is governed by Turkish law. Turkish inheritance rules are in the Turkish Civil Code No. 4721. We guide heirs through the whole process and help owners plan ahead.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreign heirs of someone who owned property or bank accounts in Turkey.</li>
<li>Foreign owners of Turkish property who want to make a will or plan their estate.</li>
<li>Families where the heirs disagree on how to share the estate.</li>
<li>Heirs who want to renounce an estate that may carry debts.</li>
</ul>

<h2>Key rules to know</h2>
<ul>
<li><strong>Legal heirs.</strong> Under Turkish law, the estate goes first to descendants, then to parents and their descendants, then to grandparents and their descendants. The surviving spouse inherits alongside them, with a share that depends on which relatives survive.</li>
<li><strong>Reserved shares.</strong> Descendants, parents and the spouse have reserved shares that a will cannot take away. Dispositions that go beyond the free portion can be reduced by a court.</li>
<li><strong>Wills.</strong> Turkish law recognises a will made before a notary, a will written entirely by hand with date and signature, and an oral will in emergencies. A will made abroad can be valid in Turkey if it meets the form rules that apply, for example those of the country where it was made.</li>
<li><strong>Renunciation.</strong> An heir can renounce the estate, generally within three months of learning of the death and of being an heir.</li>
<li><strong>Inheritance tax.</strong> Heirs must file an inheritance tax declaration with the Turkish tax office within a period set by law. The period depends on where the death occurred and where the heirs live.</li>
</ul>

<h2>How we help</h2>
<p>We identify the assets in Turkey, obtain the certificate of inheritance, file the tax declaration and transfer the assets to the heirs. Heirs abroad can give us a power of attorney, so they do not need to travel. Where heirs disagree, we negotiate a division agreement or, if needed, bring a partition case. For owners, we draft a will that works under Turkish law and fits with any will made in another country.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Asset search.</strong> We look for title deeds, bank accounts, vehicles and other assets of the deceased in Turkey.</li>
<li><strong>Certificate of inheritance.</strong> We obtain a certificate of inheritance from a Turkish civil court of peace or, where possible, a notary. A certificate issued abroad usually needs recognition by a Turkish court before Turkish offices accept it.</li>
<li><strong>Will.</strong> If there is a will, we apply to the court to open it and notify the heirs.</li>
<li><strong>Tax.</strong> We file the inheritance tax declaration and arrange payment, so the tax office can issue the clearance that banks and the Land Registry need.</li>
<li><strong>Transfer.</strong> We register the property in the heirs' names at the Land Registry, and release bank balances and other assets.</li>
<li><strong>Division.</strong> The heirs can keep the property jointly, agree a division, or sell. If they cannot agree, a court can order a partition.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Death certificate, apostilled and with a sworn Turkish translation</li>
<li>Birth and marriage certificates showing the family relationship</li>
<li>Passports of the deceased and of each heir</li>
<li>The will, if there is one, or a foreign certificate of inheritance</li>
<li>Title deeds, bank details and vehicle documents, if available</li>
<li>Powers of attorney from heirs who will not attend in person</li>
</ul>

<h2>Timelines and costs</h2>
<p>A straightforward file, with one asset and heirs who agree, moves faster than a file that needs court recognition or has disputes. Inheritance tax, court fees and Land Registry fees depend on the value of the estate and the heirs' relationship to the deceased. We tell you the expected official costs and agree our fee in writing.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Missing the renunciation period when the estate may have debts.</li>
<li>Filing the tax declaration late, which leads to penalties.</li>
<li>Relying on a foreign certificate of inheritance that Turkish offices do not accept without recognition.</li>
<li>Names spelled differently on foreign and Turkish records.</li>
<li>Owners making a will abroad without checking how it works for property in Turkey.</li>
</ul>

<h2>Talk to us</h2>
<p>If you are an heir to assets in Turkey, or want to plan for your own property here, <a href="/contact-us">write to us</a> with the details. See also our <a href="/services/real-property-sales-title-deed-transfers">title deed transfer service</a>.</p>`,
  },
  {
    slug: 'family-law',
    title: 'Family Law',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Family law for foreigners in Turkey: marriage, contested and uncontested divorce, custody, maintenance, property division and foreign judgments.',
    description: `<h2>What this service covers</h2>
<p>Family matters often cross borders: spouses of different nationalities, children in more than one country, property in Turkey and abroad. Turkish family law is set out mainly in the Turkish Civil Code No. 4721. Which country's law applies to foreigners is decided under Law No. 5718 on International Private and Procedural Law. Family cases are heard by the family courts. We advise and represent foreigners and mixed couples in all the main family matters.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners who want to marry in Turkey, or register a marriage made abroad.</li>
<li>Spouses seeking a divorce, by agreement or contested.</li>
<li>Parents dealing with custody, contact, child support or a child taken across a border.</li>
<li>Spouses dividing property after divorce.</li>
<li>People who need a foreign divorce or custody judgment recognised in Turkey.</li>
<li>Anyone needing protection from domestic violence under Law No. 6284.</li>
</ul>

<h2>Main matters we handle</h2>
<ul>
<li><strong>Marriage.</strong> Foreigners can marry at a municipal marriage office. The usual documents include a certificate of no impediment, a birth certificate, a health report and a passport, with apostilles and sworn translations.</li>
<li><strong>Uncontested divorce.</strong> If the marriage has lasted at least one year, both spouses attend the hearing in person and agree on all terms, the judge can grant the divorce on the basis of their agreement.</li>
<li><strong>Contested divorce.</strong> Without agreement, the spouse filing must prove a legal ground, most often an irretrievable breakdown of the marriage.</li>
<li><strong>Children.</strong> The court decides custody, contact and child support in the child's interest. Turkey is a party to the Hague Convention on child abduction.</li>
<li><strong>Property.</strong> Unless the spouses chose another regime, Turkish law applies participation in acquired property. Each spouse generally shares in what the other acquired during the marriage.</li>
<li><strong>Recognition.</strong> A foreign divorce must be recognised before it takes effect in Turkish records. Some divorces by mutual consent can be registered by the civil registry; others need a recognition case before a Turkish court.</li>
</ul>

<h2>How we help</h2>
<p>We first check which country's courts and law apply, because this affects the outcome. We draft marriage and divorce agreements in Turkish and English, file cases and represent you at hearings. We also work with lawyers in other countries where the family has ties.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Consultation.</strong> We hear your situation, check nationality, residence, children and assets, and explain the options.</li>
<li><strong>Strategy.</strong> We advise whether an agreed route is possible, and which court and law apply.</li>
<li><strong>Documents.</strong> We collect certificates, translations and evidence.</li>
<li><strong>Agreement or filing.</strong> We negotiate a protocol covering property, maintenance, custody and contact, or file a contested case.</li>
<li><strong>Hearings.</strong> We represent you in court. An interpreter is provided if you do not speak Turkish.</li>
<li><strong>After judgment.</strong> We register the decision, enforce payments or contact arrangements, and deal with recognition abroad.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passports and residence permits</li>
<li>Marriage certificate and children's birth certificates</li>
<li>Evidence of income and assets, including title deeds and bank records</li>
<li>Foreign judgments with apostille and sworn translation, for recognition</li>
<li>A power of attorney for the lawyer</li>
</ul>

<h2>Timelines and costs</h2>
<p>An uncontested divorce can often be concluded at a single hearing once filed. Contested cases take considerably longer, depending on the court's workload and the evidence. Court fees, and the cost of any reports the court orders, are paid by the parties. We agree our fee in writing.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Signing a divorce protocol that does not deal with property, maintenance or the children in full.</li>
<li>Taking a child abroad without the other parent's consent or a court order.</li>
<li>Assuming a foreign divorce is valid in Turkey without recognition, then trying to remarry or sell property.</li>
<li>Waiting too long to claim property rights after divorce.</li>
</ul>

<h2>Talk to us</h2>
<p>Family matters are personal, and we handle them in confidence. <a href="/contact-us">Write to us</a> with a short description of your situation and the countries involved.</p>`,
  },
  {
    slug: 'work-permit-in-turkey-for-employees',
    title: 'Work Permit in Turkey for Employees',
    group: 'individual',
    lastReviewed: '2026-11-23',
    summary:
      'Turkish work permits for foreign employees: how the application works, renewals for 1, 2 and 3 years, the 8-year indefinite permit and changing jobs.',
    description: `<h2>What this service covers</h2>
<p>A foreigner who works in Turkey needs a work permit, unless an exemption applies. Work permits are governed by Law No. 6735 on International Labour Force, which replaced Law No. 4817. The Ministry of Labour and Social Security decides applications, which the employer files online. A valid work permit also counts as a residence permit. We advise employees on their rights and obligations and help them and their employers prepare a complete file.</p>

<h2>Who needs it</h2>
<ul>
<li>Foreigners who have a job offer from a company in Turkey.</li>
<li>Foreigners already in Turkey on a residence permit who want to start work.</li>
<li>Employees whose permit is about to expire, or who want to change employer.</li>
<li>Long-term workers who may qualify for an indefinite permit.</li>
</ul>

<h2>How work permits are issued</h2>
<ul>
<li><strong>First permit.</strong> A temporary work permit is first issued for up to 1 year.</li>
<li><strong>Extensions.</strong> With the same employer, it can be extended for up to 2 years, then for up to 3 years.</li>
<li><strong>Indefinite permit.</strong> After {{indefiniteWorkPermitYears}} of legal work in Turkey, you can apply for an indefinite (unlimited) work permit.</li>
<li><strong>Tied to the employer.</strong> A temporary permit is tied to a specific employer and position. A new employer must apply for a new permit.</li>
<li><strong>Extension timing.</strong> Extension applications are made within the 60 days before the permit expires, and in any case before it expires.</li>
</ul>

<h2>How we help</h2>
<p>We explain the route that fits you: applying from abroad through a Turkish consulate, or from inside Turkey on a valid residence permit. We check your documents, including whether your profession needs diploma equivalence, and we coordinate with your employer, who files the application. We follow the file, answer requests from the Ministry and advise on extensions, job changes and family residence.</p>

<h2>The process, step by step</h2>
<ol>
<li><strong>Eligibility check.</strong> We review your job, qualifications and status, and the employer's situation. The Ministry looks at criteria such as the number of Turkish employees, the company's financial position and the salary offered.</li>
<li><strong>Application.</strong> From abroad, you apply at a Turkish consulate and the employer then files online. From within Turkey, the employer files online while your residence permit is valid.</li>
<li><strong>Review.</strong> The Ministry aims to decide on a complete application within 30 days. Incomplete files or requests for more information take longer.</li>
<li><strong>Approval.</strong> If you applied from abroad, you collect your work visa and enter Turkey. The employer registers you with the Social Security Institution (SGK).</li>
<li><strong>Card and address.</strong> The work permit card is issued, and you register your address in Turkey.</li>
<li><strong>Extensions and changes.</strong> We diarise the expiry date and prepare the extension, or the new application if you change employer.</li>
</ol>

<h2>Documents usually needed</h2>
<ul>
<li>Passport valid for the period applied for</li>
<li>Biometric photograph</li>
<li>Diploma and transcript with sworn translation, and <a href="/services/diploma-equalization-services">diploma equivalence</a> for regulated professions</li>
<li>Signed employment contract or job offer</li>
<li>Residence permit, if applying from within Turkey</li>
<li>Company documents, which the employer provides</li>
</ul>

<h2>Timelines and costs</h2>
<p>Work permit fees and the permit card fee are set each year. The employer usually pays them, but check your contract. If your family joins you, they apply for family residence permits. A residence permit costs about {{residenceFeesUsd}} in total fees, and fees change every year.</p>

<h2>Common pitfalls</h2>
<ul>
<li>Starting work before the permit is approved. Both the employee and the employer can be fined, and the employee may face deportation.</li>
<li>Changing jobs without a new permit for the new employer.</li>
<li>Missing the extension window.</li>
<li>A salary in the contract that does not match what the employer declares.</li>
<li>Gaps in legal work that delay eligibility for the indefinite permit.</li>
</ul>

<h2>Talk to us</h2>
<p>If you have a job offer in Turkey or a question about your permit, <a href="/contact-us">write to us</a> with your nationality, profession and the employer's details. Employers can see our <a href="/services/work-permit-in-turkey-for-employers">work permit service for employers</a>.</p>`,
  },
])
