import type { CaseStudy } from '../schema.ts'
import { fill } from './fill.ts'

/**
 * Client stories for /case-studies. All clients are anonymised: first names or initials only, no amounts,
 * no dates more precise than a year, no employer or street names. Each outcome is specific to its facts and
 * is not a promise of the same result in another matter.
 */
export const caseStudies: CaseStudy[] = fill([
  {
    slug: 'from-homeowner-to-successfull-airbnb-host-a-legal-journey',
    sample: true,
    title: 'From Homeowner to Successful Airbnb Host: A Legal Journey',
    topic: 'Short-term rental permit, building consent and tax registration',
    summary:
      "How a foreign flat owner in Istanbul obtained a tourism rental permit under Law No. 7464, with her neighbours' consent and a tax registration.",
    description: `<h2>The situation</h2>
<p>C., a European national, had owned a flat in Istanbul for several years. She spent part of each year abroad and wanted to rent the flat to visitors for short stays through online platforms such as Airbnb while she was away.</p>
<p>The rules had changed. Law No. 7464, adopted in 2023 and applied from 2024, requires a permit from the Ministry of Culture and Tourism before a home is rented for tourism purposes for short periods (stays of up to 100 days). Renting or advertising a home for this purpose without a permit can lead to fines. C. had read conflicting advice online. She asked us to tell her exactly what she needed and to handle the process for her.</p>

<h2>What we did</h2>
<ol>
<li><strong>Checked the title and the building.</strong> We obtained a current record from the Land Registry (Tapu) to confirm that C. was the sole owner, that the flat was registered as a residence, and that there were no annotations or restrictions affecting its use. We also confirmed that the building was under condominium ownership, which decides whose consent is needed.</li>
<li><strong>Obtained the consent of the other owners.</strong> In a building with several independent units, the law requires the written consent of all the other owners. We prepared a short consent form in Turkish, with an English explanation for C., and a one-page set of house rules covering check-in, noise, rubbish and the number of guests. Two owners were worried about strangers in the building. We met them with the building manager, answered their questions and shared the house rules. All owners signed.</li>
<li><strong>Arranged the tax side.</strong> C. already had a Turkish tax number. Income from short-term rentals must be declared, so we worked with an independent accountant to register her with the tax office for this activity before the first booking. We explained which records she would need to keep and when filings fall due.</li>
<li><strong>Filed the permit application.</strong> Acting under a notarised power of attorney that C. signed before she travelled, we submitted the application to the Ministry's provincial directorate with the title record, the owners' consents and her identity documents. When the directorate asked for a clearer copy of one consent, we supplied it within days.</li>
<li><strong>Prepared her for day-to-day compliance.</strong> Once the permit was issued, we explained the duties that come with it: displaying the permit plaque at the entrance, showing the permit number in every online listing, reporting guests' identity details as the law requires, and keeping the flat in line with the conditions of the permit.</li>
</ol>

<h2>The outcome</h2>
<p>The permit was issued in 2024. C. updated her listings with the permit number and began taking guests on a lawful basis. Later that year a neighbour complained once about late arrivals. Because the house rules had been agreed with the other owners in advance, the building manager and C. settled the matter quickly, and no formal complaint followed.</p>
<p>C. now handles bookings herself. Her accountant looks after the tax filings, and she contacts us when a question comes up about the permit or a guest dispute.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Start with the building.</strong> The consent of every other owner is required in a building with several units. A single refusal can stop the application, so talk to neighbours early and give them clear house rules.</li>
<li><strong>Register for tax before the first guest.</strong> Rental income from short stays is taxable, and the records are easier to keep from day one.</li>
<li><strong>Keep the permit number visible.</strong> Listings and the building entrance both need to show it.</li>
<li><strong>The rules are still new.</strong> Authorities and platforms continue to refine how they apply the law, so check the current position before you advertise.</li>
<li><strong>Long-term lets are different.</strong> Tenancies for living purposes follow the Turkish Code of Obligations rather than the tourism rental rules. See our <a href="/services/rental-contracts">rental contracts</a> service.</li>
</ul>
<p>If you own, or plan to buy, a home you want to rent to visitors, read our <a href="/guides/real-estate-guide">real estate guide</a> or <a href="/contact-us">contact us</a> to review your building and your documents.</p>`,
  },
  {
    slug: 'bridging-cultures-fulfilling-dreams-of-homeownership-in-turkey',
    sample: true,
    title: 'Bridging Cultures: Fulfilling Dreams of Homeownership in Turkey',
    metaTitle: 'Bridging Cultures: A Family Home in Istanbul',
    topic: 'Home purchase for an Iranian-origin couple',
    summary:
      'An Iranian-origin couple bought a family home in Istanbul after checks on the property, clear banking documents and a title structure suited to their plans.',
    description: `<h2>The situation</h2>
<p>R. and M., a married couple of Iranian origin, had lived outside Iran for many years. One held Iranian citizenship only; the other also held a European citizenship. They had relatives in Istanbul and wanted a home there of their own, for long family visits and perhaps, later, to live in.</p>
<p>They came to us with three worries. First, whether they could buy at all. Second, how to move their savings to Turkey when some banks are cautious with clients who have links to countries under international sanctions. Third, trust: friends had told them about flats that turned out to have debts or missing permits. They wanted someone to check everything and explain it in plain terms.</p>

<h2>What we did</h2>
<ol>
<li><strong>Confirmed eligibility.</strong> Iranian nationals can acquire property in Turkey, subject to the general limits that apply to all foreigners, such as military and security zones and limits on the total area foreigners may own. We confirmed that the district they liked was not affected by these limits.</li>
<li><strong>Checked the flat before any deposit.</strong> For the flat they chose, we reviewed the Land Registry record for mortgages, liens and annotations, and checked that the building had an occupancy permit (iskan). We confirmed that the seller was the registered owner, asked the building management about unpaid service charges, and reviewed the municipal records for unpaid property tax.</li>
<li><strong>Prepared the banking file.</strong> Both spouses obtained Turkish tax numbers and opened accounts. Their bank asked for more information because of the Iranian link. We put together a clear file showing where the funds came from, with translated statements and employment records from their country of residence. The bank accepted the file and the funds were received through normal banking channels, so every payment could be traced.</li>
<li><strong>Agreed the title structure.</strong> We explained the difference between shared ownership with defined shares and other forms of co-ownership. The couple chose to register the flat in both names in equal shares. We also explained that inheritance of real property located in Turkey is governed by Turkish law, whatever the owners' nationality. On our advice they made wills, and we referred them to our <a href="/services/inheritance-law">inheritance law</a> team.</li>
<li><strong>Completed the transfer.</strong> We arranged the official valuation report required for foreign buyers, the compulsory earthquake insurance (DASK) and the appointment at the Land Registry. A sworn Persian translator attended, as the rules require when a buyer does not speak Turkish. We went through each document with them before they signed.</li>
<li><strong>Handled the next steps.</strong> We helped transfer the utility subscriptions into their names. We also checked whether their neighbourhood was open for new residence permit registrations, because some areas are closed to them. It was open, and we prepared their <a href="/services/turkish-residence-permit">residence permit</a> applications.</li>
</ol>

<h2>The outcome</h2>
<p>The title deed was issued in both names in 2024. The utilities were moved into their names without gaps in service, and the couple's residence permit applications were approved by the Presidency of Migration Management. They now spend several months a year in the flat, close to their family.</p>
<p>M. told us later that what helped most was knowing, before each step, what would happen and why.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Check eligibility first.</strong> Nationality and location both matter. Confirm them before you pay anything.</li>
<li><strong>Expect questions from banks.</strong> If you have links to a country under international sanctions, prepare clear source-of-funds documents early. Well-organised papers make the bank's review easier.</li>
<li><strong>Think about the title structure.</strong> How you register co-ownership affects later sales and inheritance. Turkish law governs inheritance of property in Turkey.</li>
<li><strong>Never skip the checks.</strong> Debts, missing permits and annotations are far easier to deal with before a deposit than after.</li>
</ul>
<p>For a step-by-step overview, read our <a href="/guides/real-estate-guide">real estate guide</a> or see our <a href="/services/real-property-sales-title-deed-transfers">property sales and title deed transfer</a> service.</p>`,
  },
  {
    slug: 'wei-journey-to-turkish-citizenship',
    sample: true,
    title: "Wei's Journey to Turkish Citizenship",
    topic: 'Citizenship by real-estate investment for a Chinese investor and his family',
    summary:
      'A Chinese investor and his family gained Turkish citizenship through property, after weighing the effect on his nationality and checking the property in depth.',
    description: `<h2>The situation</h2>
<p>Wei, a Chinese investor with business links in the region, wanted a second citizenship for himself, his wife and their two children, who were under 18. He had read about the Turkish citizenship by investment programme and had already been shown several flats by sales agents, each described as "citizenship-ready".</p>
<p>He asked us two questions: would the programme work for his family, and which of the properties, if any, actually qualified?</p>

<h2>What we did</h2>
<ol>
<li><strong>Raised the nationality question first.</strong> China's nationality law does not recognise dual nationality. A Chinese national who voluntarily acquires a foreign nationality generally loses Chinese nationality. This can affect residence, property and business in China. We recommended that Wei take advice from a lawyer in China before committing. He did so and decided to go ahead.</li>
<li><strong>Compared the routes.</strong> We explained the main options: buying real estate worth at least {{citizenshipPropertyUsd}}, or keeping a deposit of at least {{citizenshipDepositUsd}} in a Turkish bank. Both require the investment to be held for {{citizenshipHoldYears}}. These were the amounts in force at the time; they are set by regulation and can change. Wei preferred property he could use during visits.</li>
<li><strong>Checked the properties.</strong> For the flat he chose, we reviewed the title record, the building's occupancy permit and any annotations. We checked that the property had not already been used in another citizenship application, because a property cannot be used twice. We also checked that the official valuation report supported a value at or above the programme minimum. One of the other flats he had been shown did not meet these tests; we explained why, and he did not pursue it.</li>
<li><strong>Managed the payment.</strong> The funds were transferred through the banking system from abroad. The foreign currency was sold to a bank in Turkey and documented with the currency exchange certificate that the citizenship file requires. We made sure the amounts on the bank records, the valuation and the title deed were consistent.</li>
<li><strong>Completed the transfer and the commitment.</strong> At the Land Registry, the title was transferred to Wei and an annotation was added recording his commitment not to sell the property for {{citizenshipHoldYears}}. The certificate of conformity for citizenship purposes was then issued.</li>
<li><strong>Prepared the family file.</strong> China joined the Apostille Convention in 2023, so the family's birth and marriage certificates could be apostilled rather than legalised through a consulate. We arranged notarised Turkish translations and then applied for residence permits on the basis of the investment.</li>
<li><strong>Filed the citizenship application.</strong> We filed the application for Wei, his wife and the children, and tracked it through the security checks and the final decision stage.</li>
</ol>

<h2>The outcome</h2>
<p>The family's applications were approved in 2024, within the usual range of about 4 to 5 months from a complete application. Wei, his wife and the children received their Turkish identity cards and then applied for passports. Wei must keep the property for the 3-year period recorded on the title deed. We explained what happens if he wants to sell it after that.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Check your current nationality first.</strong> Some countries do not allow dual nationality. Take advice at home before you start.</li>
<li><strong>"Citizenship-ready" is a sales phrase, not a legal status.</strong> Whether a property qualifies depends on its valuation, its history and how the payment is made and documented.</li>
<li><strong>The paperwork must match.</strong> Bank records, the currency exchange certificate, the valuation report and the title deed have to tell the same story.</li>
<li><strong>Plan for {{citizenshipHoldYears}}.</strong> The holding period is a legal commitment recorded on the title deed.</li>
</ul>
<p>Read more about our <a href="/services/turkish-citizienship">Turkish citizenship</a> service, or <a href="/contact-us">contact us</a> to review a property before you pay a deposit.</p>`,
  },
  {
    slug: 'amara-journey-with-private-banking-in-turkey',
    sample: true,
    title: "Amara's Journey with Private Banking in Turkey",
    topic: 'Private banking relationship and account opening for an African entrepreneur',
    summary:
      'An African entrepreneur set up private banking in Turkey after we prepared a clear source-of-wealth file and helped her compare what different banks offered.',
    description: `<h2>The situation</h2>
<p>Amara runs a trading business in West Africa. Her company buys goods from Turkish suppliers, and she travels to Istanbul several times a year. She wanted a personal banking relationship in Turkey that went beyond a basic account. She was looking for foreign-currency accounts, investment options and a named adviser at the bank.</p>
<p>She had tried once on her own. A branch had asked for documents she did not have with her, and the application went no further. She asked us to prepare properly and to speak to the banks for her.</p>

<h2>What we did</h2>
<ol>
<li><strong>Clarified what she needed.</strong> We separated her personal needs from those of her company. Payments to suppliers belonged to the company, while savings and investments were personal. This shaped which banks and which teams we approached.</li>
<li><strong>Arranged the basics.</strong> Amara obtained a Turkish tax number. As she did not live in Turkey, we explained the difference between resident and non-resident accounts and which banks were open to non-resident clients at private banking level.</li>
<li><strong>Built the source-of-wealth file.</strong> Turkish banks must identify their clients and the origin of their funds under the rules on preventing money laundering (Law No. 5549), supervised by the Financial Crimes Investigation Board (MASAK). For private banking the checks go further. We helped Amara gather her company registry extracts, shareholding documents, financial statements, personal tax records and bank statements. We arranged apostilles and notarised Turkish translations where needed. We then wrote a short cover note explaining how her business had grown and where her funds came from.</li>
<li><strong>Approached several banks.</strong> We presented the file to the private banking teams of three banks and compared their minimum relationship levels, currency options, fees and reporting. One bank declined after its internal review and, as is common, gave no detailed reason. The other two asked follow-up questions, which we answered with additional documents.</li>
<li><strong>Explained the reporting side.</strong> Turkey takes part in the international automatic exchange of financial account information. We explained that details of her accounts could be reported to the tax authority of her country of residence. We recommended that she confirm her tax position with an adviser at home.</li>
<li><strong>Looked at the company side.</strong> Because her trade with Turkey was growing, we also outlined the option of setting up a Turkish company and the corporate banking steps that would follow, so she could decide in her own time.</li>
</ol>

<h2>The outcome</h2>
<p>Amara chose one of the two banks that accepted her file. She opened her personal accounts and was assigned a private banking adviser in 2024. She now manages her accounts remotely and meets her adviser during her visits to Istanbul. She has not yet decided whether to open a Turkish company, and has the information she needs to make that decision.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Preparation matters more than the branch.</strong> A clear, translated source-of-wealth file is usually what decides how smoothly an application goes.</li>
<li><strong>A refusal from one bank is not the end.</strong> Banks apply their own risk policies, and one bank may accept a file that another declines.</li>
<li><strong>Keep personal and business banking apart.</strong> Different rules, documents and teams apply to each.</li>
<li><strong>Think about tax reporting.</strong> Account information may be shared with your home tax authority, so get local tax advice.</li>
</ul>
<p>See our <a href="/services/bank-account-services">bank account services</a> and <a href="/services/banking-finance-law">banking and finance law</a> pages, or read about <a href="/guides/business-in-turkey">doing business in Turkey</a>.</p>`,
  },
  {
    slug: 'reclaiming-a-legacy-the-journey-of-selim',
    sample: true,
    title: 'Reclaiming a Legacy: The Journey of Selim',
    topic: 'Inheritance of a flat and bank savings by heirs living abroad',
    summary:
      "Selim, who lives abroad, inherited his late father's flat and savings in Turkey. We obtained the certificate of inheritance, handled the tax steps and resolved a relative's occupation of the flat.",
    description: `<h2>The situation</h2>
<p>Selim has lived in Europe since childhood. Years ago he gave up Turkish citizenship with official permission and holds a Blue Card (Mavi Kart), which lets former Turkish citizens inherit and own property in Turkey on largely the same terms as citizens. When his father died in 2023, Selim and his sister were his heirs. The estate included a flat in a city in central Anatolia and savings in a Turkish bank.</p>
<p>A relative had been living in the flat for some time. After the father's death, he told the family that the flat had been promised to him and that he would not leave. Selim did not know what records existed, what deadlines applied or whether the relative's claim had any legal basis.</p>

<h2>What we did</h2>
<ol>
<li><strong>Set up representation from abroad.</strong> Selim and his sister each signed a power of attorney at a Turkish consulate in their country of residence. This let us act for them without travelling.</li>
<li><strong>Collected the records.</strong> We obtained the family's civil registry records, searched the Land Registry for property registered to the father and asked the bank for information on his accounts. The searches confirmed the flat and the savings, and showed no other property.</li>
<li><strong>Obtained the certificate of inheritance.</strong> We applied to the civil court of peace (Sulh Hukuk Mahkemesi) for a certificate of inheritance (veraset ilamı) naming Selim and his sister as the legal heirs and setting out their shares.</li>
<li><strong>Dealt with the tax steps.</strong> With an accountant, we filed the inheritance and transfer tax return within the legal deadline, which runs from the date of death and is longer for heirs living abroad. After the tax was settled, the tax office issued the clearance letter that banks ask for before they release a deceased person's funds.</li>
<li><strong>Checked the relative's claim.</strong> We found no will and no sale or promise of sale made before a notary or at the Land Registry. Under Turkish law, a binding promise to transfer real property must be made in official form, so an informal promise did not give the relative a right to the flat. We explained this to him in writing.</li>
<li><strong>Registered the flat in the heirs' names.</strong> Using the certificate of inheritance and the tax documents, we completed the transfer of the flat to Selim and his sister at the Land Registry.</li>
<li><strong>Negotiated the relative's departure.</strong> Selim wanted to avoid a family lawsuit if he could. We proposed a reasonable period for the relative to move out. We also explained the alternatives: an eviction claim, and a claim for compensation for use of the flat without a legal basis. After some discussion, the relative agreed in writing to leave within the agreed period, and he did.</li>
</ol>

<h2>The outcome</h2>
<p>The flat was registered in the names of Selim and his sister, and the relative moved out without a court case. The bank released the savings to the heirs once it had the certificate of inheritance and the tax clearance letter. Selim and his sister then discussed what to do with the flat, and later asked us to help with its sale.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Act early.</strong> The inheritance tax return has deadlines counted from the date of death, and banks will not release funds without the right documents.</li>
<li><strong>You can do it from abroad.</strong> A power of attorney signed at a Turkish consulate, or apostilled and translated, lets a lawyer act for you.</li>
<li><strong>Informal promises rarely transfer property.</strong> In Turkey, transfers of real property and binding promises to transfer it need official form.</li>
<li><strong>Negotiation often comes first.</strong> A clear written explanation of the legal position can resolve a family dispute without a lawsuit.</li>
</ul>
<p>Learn more about our <a href="/services/inheritance-law">inheritance law</a> service, or <a href="/contact-us">contact us</a> if you are an heir to property in Turkey.</p>`,
  },
  {
    slug: 'a-journey-to-reclaim-identity-helping-a-dual-citizen-change-his-name',
    sample: true,
    title: 'A Journey to Reclaim Identity: Helping a Dual Citizen Change His Name',
    metaTitle: 'Helping a Dual Citizen Change His Name',
    topic: 'Name change in the Turkish civil registry for a dual citizen',
    summary:
      'A dual citizen living abroad had one name in his foreign passport and another in the Turkish registry. A court-ordered name change brought his Turkish records in line with the name he uses.',
    description: `<h2>The situation</h2>
<p>E. was born in Turkey and moved abroad with his family as a child. As an adult he acquired the citizenship of his country of residence while keeping his Turkish citizenship. During naturalisation abroad he adopted the first name he had used at school and at work for most of his life. He also began writing his surname without Turkish characters.</p>
<p>His Turkish civil registry record still showed his original first name and the Turkish spelling of his surname. For years this caused only small problems. Then it started to matter. A Turkish bank questioned whether his two passports belonged to the same person. An airline booking failed at check-in. He also expected to inherit family property in Turkey one day, and he did not want the mismatch to delay things for his own family later.</p>

<h2>What we did</h2>
<ol>
<li><strong>Chose the right route.</strong> We first looked at whether a foreign decision could be recognised in Turkey. His new name came from an administrative naturalisation process rather than a court judgment, so a name change case in Turkey was the clearer route. Under Article 27 of the Turkish Civil Code, a person may ask a court to change their name if there is a just cause.</li>
<li><strong>Set up representation.</strong> E. signed a power of attorney at a Turkish consulate so that we could bring the case and act for him without him travelling.</li>
<li><strong>Gathered evidence of the name he actually uses.</strong> The court needed to see that the change reflected real life, not a passing wish. We collected his foreign passport and naturalisation certificate, as well as school, work and tax documents showing the name he had used for many years. We arranged apostilles and notarised Turkish translations.</li>
<li><strong>Made sure the new name would be accepted.</strong> The Turkish civil registry records names in its own format. We checked that the spelling he wanted could be registered, and explained to E. how his name would appear on Turkish documents.</li>
<li><strong>Brought the case.</strong> We filed the claim at the competent civil court of first instance, with the population directorate as the opposing party, as the procedure requires. Two people who had known E. for many years gave statements about the name he uses. We answered the population directorate's response in writing.</li>
<li><strong>Followed up after the decision.</strong> Once the decision became final, we made sure it was sent to the civil registry and that his record was updated. E. then renewed his Turkish identity card and passport through the consulate.</li>
</ol>

<h2>The outcome</h2>
<p>The court accepted that E. had a just cause and ordered the change of his first name and the spelling of his surname. The decision became final in 2024 and his civil registry record was updated. His Turkish and foreign documents now show the same name. The bank accepted the updated documents and closed its query.</p>
<p>E. told us the practical problems were only part of it. He had used his name all his life, and now his Turkish records reflected it too.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Mismatched names cause problems later.</strong> Banking, property, inheritance and travel all depend on documents that match. Fixing the record early saves time for you and your family.</li>
<li><strong>Evidence of real use matters.</strong> Courts look for a just cause. Documents showing that you have used a name for years are central to the case.</li>
<li><strong>You do not need to travel.</strong> A consular power of attorney lets a lawyer handle the case in Turkey.</li>
<li><strong>Finish the paperwork.</strong> A court decision helps only once the registry is updated and your identity documents are renewed.</li>
</ul>
<p>See our <a href="/services/family-law">family law</a> service for civil status matters, or <a href="/contact-us">contact us</a> to discuss your records.</p>`,
  },
  {
    slug: 'a-swift-return-overturning-an-unfair-entry-ban',
    sample: true,
    title: 'A Swift Return: Overturning an Unfair Entry Ban',
    topic: 'Deportation appeal and removal of an entry ban code',
    summary:
      'A long-term resident was issued a deportation decision and entry ban over a lapsed permit. We appealed within the 7-day deadline and then had the ban code removed so he could return.',
    description: `<h2>The situation</h2>
<p>R. had lived in Istanbul for several years with a residence permit, together with his wife and their child. He had applied to renew his permit on time, but a document was missing from the application and it was not completed. He did not realise this, and his permit expired.</p>
<p>He was stopped at a routine identity check and transferred to a removal centre. A deportation decision was issued, and an entry ban code was added to his record. Rather than wait in the removal centre, R. chose to leave Turkey at his own expense. His wife contacted us the same week. The family's question was simple: could he come back?</p>

<h2>What we did</h2>
<ol>
<li><strong>Acted on the deadline.</strong> Under Law No. 6458 on Foreigners and International Protection, a deportation decision can be appealed to the administrative court within {{deportationAppealDays}} of notification (article 53(3), as amended by Law No. 7196 in December 2019). We obtained a power of attorney before R. left and got copies of the decision and the notification documents. Leaving the country did not end his right to challenge the decision.</li>
<li><strong>Identified the entry ban code.</strong> Entry bans appear on a person's record as short codes. The code does not explain the reason in plain words. We confirmed which code had been applied, the decision it was linked to and how long the ban was set to last.</li>
<li><strong>Built the appeal.</strong> We filed the case at the administrative court within the 7-day period. We argued that the decision was disproportionate. R. had years of lawful residence, he had applied for renewal on time, and the problem was an incomplete document, not an attempt to stay unlawfully. We also pointed to his family life in Turkey and his clean record. We submitted his earlier permits, the renewal application records, his marriage and birth certificates and evidence of his family's residence.</li>
<li><strong>Followed the case.</strong> We answered the administration's defence and kept the family informed at each stage.</li>
<li><strong>Had the code removed.</strong> A court decision does not update the records automatically. After the court annulled the deportation decision, we applied to the Presidency of Migration Management with the judgment and asked for the entry ban code to be lifted. We checked that the code no longer appeared before R. made any travel plans.</li>
<li><strong>Planned a lawful return.</strong> We told R. which entry route applied to his nationality and prepared his new <a href="/services/turkish-residence-permit">residence permit</a> application so it could be filed soon after he arrived.</li>
</ol>

<h2>The outcome</h2>
<p>The administrative court annulled the deportation decision in 2024. The Presidency of Migration Management then removed the entry ban code from R.'s record. He returned to Istanbul within months rather than years, filed a complete residence permit application and rejoined his family. Each case depends on its own facts, and the court's view of proportionality was central to this result.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>{{deportationAppealDays}} is short.</strong> Where a deportation decision is involved, the appeal period is {{deportationAppealDays}} from notification. Contact a lawyer at once, even if you have already left Turkey.</li>
<li><strong>Find out the code and the decision behind it.</strong> Different codes follow from different decisions, and the right response depends on which one applies.</li>
<li><strong>Winning in court is not the last step.</strong> Ask the Presidency of Migration Management to lift the code, and check that it is gone before you travel.</li>
<li><strong>Check your renewal is complete.</strong> An application that is not finished does not protect your status. Keep proof of every submission.</li>
</ul>
<p>Read about our <a href="/services/deportation">deportation and entry ban</a> service, use our <a href="/guides/turkish-residence-permit-checklist">residence permit checklist</a>, or <a href="/contact-us">contact us</a> without delay if you have received a decision.</p>`,
  },
  {
    slug: 'assisting-a-palestinian-client-in-purchasing-property-in-turkey',
    sample: true,
    title: 'Assisting a Palestinian Client in Purchasing Property in Turkey',
    metaTitle: 'A Palestinian Client Buys Property in Turkey',
    topic: 'Remote property purchase for a Palestinian client living abroad',
    summary:
      'A Palestinian client living in the Gulf bought a flat in Istanbul without travelling. We confirmed his eligibility, aligned the spelling of his name across documents and completed the transfer.',
    description: `<h2>The situation</h2>
<p>Y., a Palestinian national, has lived and worked in a Gulf country for many years. He wanted a flat in Istanbul, both as a base for family visits and as a long-term investment. His job made it hard to travel for the purchase, so he wanted to complete everything from abroad.</p>
<p>He had three concerns. First, whether his passport allowed him to buy property in Turkey. Second, whether he should buy a flat still under construction, which several agents had recommended. Third, how to handle payment and paperwork when his name was spelled differently in different documents.</p>

<h2>What we did</h2>
<ol>
<li><strong>Confirmed eligibility before anything else.</strong> The right of foreigners to buy property in Turkey depends on their citizenship and on the rules applied by the Land Registry at the time. We checked the position for the passport Y. held and confirmed it with the land registry office before he signed anything or paid any deposit. We also confirmed that the area he liked was outside military and security zones.</li>
<li><strong>Discussed off-plan risk.</strong> We explained the risks of buying a flat under construction: delays, changes to the project and, in some cases, a developer that cannot finish. Y. decided to buy a finished flat with an occupancy permit, which could be transferred at once.</li>
<li><strong>Checked the property.</strong> We reviewed the title record for mortgages, liens and annotations, confirmed the seller's identity and authority to sell, and checked for unpaid service charges and property tax.</li>
<li><strong>Made his name consistent.</strong> Y.'s name, written from Arabic, appeared with different Latin spellings in his passport, his residence card abroad and his bank records. We used the passport spelling throughout, reflected it in his Turkish tax number and in the notarised translations, and added a note to the bank file linking the different spellings to the same person.</li>
<li><strong>Set up representation.</strong> Y. signed a power of attorney with his photograph at the Turkish consulate in his country of residence, specifically authorising us to buy the named flat and sign at the Land Registry on his behalf.</li>
<li><strong>Handled the payment.</strong> The funds were transferred from his bank abroad to his Turkish account and then paid to the seller through the banking system. His banks asked routine questions about the source of the funds. We answered them with his employment and savings records.</li>
<li><strong>Completed the transfer.</strong> We obtained the valuation report required for foreign buyers, arranged the compulsory earthquake insurance (DASK) and attended the Land Registry appointment under the power of attorney. Afterwards we transferred the utilities and sent Y. copies of every document with a short English summary.</li>
</ol>

<h2>The outcome</h2>
<p>The title deed was issued in Y.'s name in 2024, without him needing to travel. On his first visit he collected the original documents and the keys, and found the flat as it had been described. We also explained the conditions for a residence permit based on property ownership, so that he could decide later whether to apply.</p>

<h2>What others can learn</h2>
<ul>
<li><strong>Confirm eligibility for your passport.</strong> The rules depend on citizenship and can change. Check before you pay a deposit.</li>
<li><strong>Finished or off-plan is a real choice.</strong> Off-plan purchases carry extra risk and call for careful contract review.</li>
<li><strong>One spelling, everywhere.</strong> Use the passport spelling of your name consistently to avoid delays at the bank and the Land Registry.</li>
<li><strong>Buying remotely is possible.</strong> A consular power of attorney lets a lawyer complete the purchase for you.</li>
</ul>
<p>Read our <a href="/guides/real-estate-guide">real estate guide</a>, see our <a href="/services/real-property-sales-title-deed-transfers">property sales and title deed transfer</a> service, or <a href="/contact-us">contact us</a>.</p>`,
  },
])
