import type { Guide } from '../schema.ts'
import { fill } from './fill.ts'
import { site } from '../../config/site.ts'

/**
 * Guide: Investing in Turkish Real Estate (/guides/real-estate-guide).
 * Figures used: title deed fee usually 4% (general legal fact), citizenship USD 400,000 with a 3-year hold
 * and about 4 to 5 months, bank deposit route USD 500,000.
 */
export const realEstateGuide: Guide = fill({
  slug: 'real-estate-guide',
  guidelineName: 'RealEstate_Guideline',
  lastReviewed: '2026-11-23',
  title: 'Investing in Turkish Real Estate',
  subtitle: 'A plain-English guide for foreign buyers: checks, costs, the Land Registry and what comes after.',
  summary:
    'How foreigners buy property in Turkey: who may buy, title deed and zoning checks, the valuation report, Land Registry steps, costs, residence and citizenship.',
  intro:
    'Buying property in Turkey as a foreigner is a well-trodden legal path, but it has its own rules. This guide walks you through them in the order you will meet them: whether you may buy, how to check a property before you pay, the valuation report, the signing at the Land Registry, the costs and taxes, residence and citizenship through property, and what to do once the keys are yours. It is general information, not advice on your case, so please confirm the details for your purchase with a lawyer before you sign or pay.',
  benefits: [
    {
      title: 'Know the rules before you view',
      text: 'Find out early whether your nationality, the location and the type of property allow a foreign purchase, so you do not lose time or a deposit on a sale that cannot go through.',
    },
    {
      title: 'A checklist for the property itself',
      text: 'Learn what to look for in the title deed record, the zoning status and the occupancy permit, and which findings should make you stop and ask questions.',
    },
    {
      title: 'The Land Registry, step by step',
      text: 'See the documents, fees and appointments involved in a transfer, who usually pays what, and how to make the payment safely on the day of signing.',
    },
    {
      title: 'Residence, citizenship and life after the purchase',
      text: 'Understand how property can support a residence permit or a citizenship application, and what owners need to handle afterwards: insurance, utilities, rentals and taxes.',
    },
  ],
  author: {
    member: 'selin-aksoy',
    bio: `Selin Aksoy founded ${site.name} in ${site.founded}. As of 2023 she had more than four years of experience as an attorney. Her work focuses on real estate purchases and citizenship applications for foreign investors, from the first title deed check to the final application.`,
  },
  testimonial: {
    sample: true,
    quote:
      'The chapter on title deed checks told me which questions to ask before I paid anything. It made the process much easier to follow from abroad.',
    author: 'Maria K., Germany',
  },
  chapters: [
    {
      title: 'Who can buy property in Turkey',
      html: `<p>Most foreign nationals can buy property in Turkey in their own name. The legal basis is Article 35 of the Title Deed Law No. 2644. Since 2012 the old strict reciprocity rule has been replaced by a list of countries whose citizens may buy. The list is now set by Presidential decision, taking reciprocity and relations between the countries into account. Citizens of most countries are on that list. Citizens of a small number of countries cannot buy, or can only buy with extra approvals. Check your own nationality before you spend time on viewings.</p>
<h3>Limits on area and location</h3>
<ul>
<li>A foreign individual may own up to 30 hectares of land in total across Turkey.</li>
<li>Land owned by foreigners may not exceed 10% of the private land in a district. This rarely affects apartments, but it can affect land and villas in popular areas.</li>
<li>Property in military forbidden zones and security zones cannot be sold to foreigners. Some strategic areas need a separate permission.</li>
</ul>
<h3>How the military-zone check works</h3>
<p>You do not apply for this check yourself. When a foreigner applies to buy, the Land Registry asks the military authorities whether the plot is in a restricted zone. For most city apartments the answer comes back without delay. For land, coastal plots and rural villas it can take longer, and a negative answer ends the sale. If you pay a deposit before this check, make sure the contract says the deposit is returned if the sale is refused.</p>
<h3>Buying through a company</h3>
<p>A company set up in Turkey with foreign shareholders can also acquire real estate, under Article 36 of the same law, for the activities stated in its articles of association. The governor's office reviews these purchases, and the property must be used for the company's business. This route is not a way around the personal rules, and a purchase by a company does not support a citizenship application by its shareholders. See <a href="/services/company-establishment">company establishment</a> if you are considering it.</p>
<h3>Who signs</h3>
<p>You can sign at the Land Registry in person, or give a notarised power of attorney to a lawyer or another person you trust. A power of attorney signed abroad must carry an apostille, or be signed at a Turkish consulate. It then needs a Turkish translation by a sworn translator, certified by a notary. A property power of attorney should be specific: name the property or the area, and state what your representative may and may not do, for example whether they may receive money on your behalf.</p>`,
    },
    {
      title: 'Choosing and checking the property',
      html: `<p>Most problems in Turkish property purchases come from something that was not checked before the deposit was paid. At the start, ask the seller or agent for the title deed details: province, district, neighbourhood, block and parcel numbers. With these details and a power of attorney, a lawyer can obtain the current record from the Land Registry.</p>
<h3>The title deed search</h3>
<ul>
<li><strong>Owner:</strong> the seller must be the registered owner, or hold a valid power of attorney from the owner. If there are several owners, all of them must sign or be represented.</li>
<li><strong>Mortgages (ipotek):</strong> a bank mortgage must be released before or at the transfer. Agree in writing how this will happen.</li>
<li><strong>Seizures (haciz) and court injunctions:</strong> these block or complicate a sale and must be lifted first.</li>
<li><strong>Annotations (şerh) and easements:</strong> for example a registered lease, a right of way, a usufruct or a pre-emption right. Some of them stay with the property after you buy it.</li>
<li><strong>Type of title:</strong> full condominium ownership (kat mülkiyeti) is the stronger position. Construction servitude (kat irtifakı) means the building's completed status has not yet been registered.</li>
</ul>
<h3>Zoning and the occupancy permit (iskan)</h3>
<p>The municipality's zoning status (imar durumu) shows what may be built on the plot. The occupancy permit (yapı kullanma izin belgesi, usually called iskan) confirms that the building was completed in line with its approved project. A building without iskan can face problems with permanent utility connections, bank loans and resale, and unauthorised additions can attract fines or demolition orders. Check that the flat matches the approved project: extra floors, enclosed balconies and converted roof spaces are common issues.</p>
<h3>Off-plan and new-build purchases</h3>
<p>If you buy before completion, check the building permit (yapı ruhsatı), who owns the land and the developer's agreement with the landowner. A promise-to-sell agreement for real estate must be made before a notary to be valid. A reservation form or a private contract gives you much weaker protection.</p>
<h3>The building itself</h3>
<p>Turkey is an earthquake country. Ask for the construction year and the project documents, and consider an independent technical survey for older buildings. Ask the building management about unpaid service charges and planned repairs.</p>
<p>Our <a href="/services/real-property-sales-title-deed-transfers">title deed transfer service</a> covers these checks for you.</p>`,
    },
    {
      title: 'The valuation report',
      html: `<p>Since 2019, a valuation report is required when a foreign national buys property in Turkey. It must be prepared by a valuation company licensed by the Capital Markets Board and authorised to work with the Land Registry. The Land Registry will not complete a sale to a foreign buyer without it.</p>
<h3>How it works</h3>
<ol>
<li>The report is ordered once the sale application is made, or shortly before. The buyer usually pays for it.</li>
<li>A licensed valuer visits the property, checks the Land Registry and municipality records, and compares the property with recent sales nearby.</li>
<li>The report is sent to the Land Registry electronically. You or your lawyer can ask for a copy.</li>
<li>The report is valid for a limited period. If the transfer is delayed for a long time, a new report may be needed.</li>
</ol>
<h3>Why it matters to you</h3>
<ul>
<li><strong>An independent view of value.</strong> If the report comes in well below the agreed price, treat that as a warning. Ask why before you pay more.</li>
<li><strong>A second look at the paperwork.</strong> Because the valuer checks municipal records, the report can point to zoning or permit issues that were not mentioned to you.</li>
<li><strong>Citizenship.</strong> If you plan to apply for citizenship, the value in the report and the price you pay are both checked against the {{citizenshipPropertyUsd}} threshold. A property valued below it cannot be used on its own.</li>
</ul>
<h3>What the report is not</h3>
<p>A valuation report is a review of value. It is not a structural survey, and it does not replace the title deed search described in the previous chapter. A good report on a building with a legal problem is still a building with a legal problem.</p>
<h3>The declared price</h3>
<p>The price written at the Land Registry must be the real price. Sellers sometimes suggest declaring a lower figure to reduce the title deed fee. This is unlawful, and it can cause problems later: with a citizenship application, with tax when you sell, and in any dispute with the seller, because the declared price is the one on record. We do not assist with under-declaration, and we recommend that you refuse it.</p>`,
    },
    {
      title: 'The purchase at the Land Registry, step by step',
      html: `<p>The transfer itself takes place at the Land Registry office (Tapu Müdürlüğü) responsible for the property's district. For a completed apartment with a clean title, the whole process can take from one to a few weeks. The military-zone answer, the valuation report and the availability of appointments set the pace.</p>
<ol>
<li><strong>Agree the main terms in writing.</strong> Price, what is included (furniture, parking space, storage), the payment schedule and the transfer date. If you pay a deposit, state when it is refundable.</li>
<li><strong>Get a Turkish tax number.</strong> Every buyer needs one (vergi numarası). A tax office issues it on presentation of your passport, usually the same day.</li>
<li><strong>Open a Turkish bank account.</strong> It is not always required, but it makes the payment and later bills easier. See <a href="/services/bank-account-services">bank account services</a>.</li>
<li><strong>Complete the checks.</strong> Title deed record, zoning and occupancy permit, as described in the previous chapters.</li>
<li><strong>Apply to the Land Registry.</strong> The application can be made online or through the office. The Land Registry then runs the military-zone query and the valuation report is prepared.</li>
<li><strong>Compulsory earthquake insurance (DASK).</strong> A valid DASK policy is needed to transfer a residential property. A new policy takes minutes to arrange through an insurer.</li>
<li><strong>Municipal value certificate.</strong> A document from the municipality showing the property's value for property tax purposes. The seller or the lawyer usually obtains it.</li>
<li><strong>Pay the fees.</strong> The title deed fee and the Land Registry service fee (döner sermaye) are paid at a bank before the appointment.</li>
<li><strong>Sign.</strong> On the appointment day, buyer and seller, or their representatives, attend. If you do not speak Turkish, a sworn translator must be present. The officer reads out the deed and both sides sign. Ownership passes at that moment.</li>
<li><strong>Pay the price.</strong> Pay by bank transfer, timed with the signing, and keep the bank records. Do not pay the full price in cash, and do not pay the balance into an account that is not the seller's.</li>
</ol>
<h3>What to bring</h3>
<ul>
<li>Your passport (and its sworn translation if the office asks for one)</li>
<li>Two recent photographs of the buyer and of the seller</li>
<li>Your tax number</li>
<li>The DASK policy and the municipal value certificate</li>
<li>The power of attorney, if a representative signs for you</li>
</ul>
<p>After signing you receive the new title deed (tapu senedi). Keep it safe, and keep copies of the valuation report and the payment records. You will need them for a residence or citizenship application and when you sell.</p>`,
    },
    {
      title: 'Costs, taxes and currency rules',
      html: `<p>Budget for the costs of buying in addition to the price. The amounts below change each year, so ask for current figures before you agree the deal.</p>
<table>
<caption>Costs of buying property and who usually pays them</caption>
<thead>
<tr><th>Cost</th><th>Who usually pays</th><th>Notes</th></tr>
</thead>
<tbody>
<tr><td>Title deed fee</td><td>Buyer and seller, by custom half each</td><td>Usually {{titleDeedFeePercent}} of the declared price in total. Many contracts put the whole fee on the buyer, so agree this in writing.</td></tr>
<tr><td>Land Registry service fee</td><td>Buyer</td><td>A fixed fee, updated every year.</td></tr>
<tr><td>Valuation report</td><td>Buyer</td><td>Set by the valuation company.</td></tr>
<tr><td>DASK earthquake insurance</td><td>Owner</td><td>Annual premium, based on size, building type and location.</td></tr>
<tr><td>Translator and notary</td><td>Buyer</td><td>Needed if you do not speak Turkish or sign by power of attorney.</td></tr>
<tr><td>Agent's commission</td><td>Agreed with the agent</td><td>Agree the amount, and who pays it, before the first viewing.</td></tr>
<tr><td>Legal fees</td><td>Client</td><td>Agreed in advance in writing.</td></tr>
</tbody>
</table>
<h3>VAT on new property</h3>
<p>A new property bought from a developer is usually subject to VAT. Foreign buyers who are not resident in Turkey may qualify for an exemption on the first sale of a home or office, if they pay in foreign currency brought into Turkey and meet the other conditions, including keeping the property for a minimum period. The conditions are strict and are checked at the time of purchase. See <a href="/services/vat-exemption-services">VAT exemption services</a>.</p>
<h3>Annual taxes</h3>
<p>Owners pay an annual property tax (emlak vergisi) to the municipality, usually in two instalments. Homes above a value threshold, updated each year, can also be subject to a separate annual tax on high-value residences.</p>
<h3>Currency rules</h3>
<p>Under Decree No. 32 on the Protection of the Value of Turkish Currency, property prices in contracts between people resident in Turkey must generally be set in Turkish lira. Non-resident buyers have some exceptions. If you already live in Turkey on a residence permit, take advice before you agree a price in euros or dollars.</p>
<p>If you plan to apply for citizenship, the way you pay matters as much as the amount. The money is usually transferred from abroad in foreign currency and sold to a bank in Turkey, and the bank's documents become part of the file. Plan the transfer before you pay anything.</p>`,
    },
    {
      title: 'Residence permit and citizenship through property',
      html: `<h3>A residence permit as a property owner</h3>
<p>Owning a home in Turkey is one of the grounds for a short-term residence permit under Law No. 6458 on Foreigners and International Protection. A few points to know before you rely on it:</p>
<ul>
<li>The property must meet a minimum value, which is higher in the large metropolitan cities than elsewhere. The figures are set by regulation and can change, so confirm them before you buy.</li>
<li>Some neighbourhoods are closed to new residence registrations by foreigners. In 2024 the authorities also restricted short-term residence permits for tourism purposes in some districts. A property in one of these areas may not support a permit for you.</li>
<li>A residence permit lets you live in Turkey. It does not let you work.</li>
<li>The permit is issued for a limited period and must be renewed. Ownership alone does not lead to long-term residence; that depends on years of legal residence.</li>
</ul>
<p>Our <a href="/guides/turkish-residence-permit-checklist">residence permit checklist</a> lists the documents, and the <a href="/services/turkish-residence-permit">residence permit service</a> explains how we help.</p>
<h3>Citizenship by investment in real estate</h3>
<p>A foreign national who buys real estate worth at least {{citizenshipPropertyUsd}} can apply for Turkish citizenship. The main rules:</p>
<ul>
<li>The {{citizenshipPropertyUsd}} can be reached with one property or several properties.</li>
<li>You must commit not to sell the property for {{citizenshipHoldYears}}. This commitment is registered as an annotation on the title deed.</li>
<li>The payment must be documented through banks. Cash payments do not count.</li>
<li>A property that has already been used for a citizenship application cannot be used again for a new one.</li>
<li>Your spouse and your children under 18 can be included in the application.</li>
</ul>
<h3>The steps</h3>
<ol>
<li>Purchase, with the 3-year annotation and the bank records of payment.</li>
<li>A certificate of conformity from the Land Registry, confirming that the investment meets the conditions.</li>
<li>A residence permit for the applicant and the family members included.</li>
<li>The citizenship application, followed by security and background checks.</li>
<li>A Presidential decision and registration in the civil registry.</li>
</ol>
<p>The process usually takes about 4 to 5 months from a complete file. An alternative route is a bank deposit of {{citizenshipDepositUsd}} held for {{citizenshipHoldYears}}. Whether you can keep your current nationality depends on your home country's law. The rules have changed several times in recent years, so confirm them at the time you apply. See <a href="/services/turkish-citizienship">Turkish citizenship</a> for how we handle these files.</p>`,
    },
    {
      title: 'After the purchase',
      html: `<p>Once the title deed is in your name, a few practical and legal tasks follow. Most owners handle them in the first weeks.</p>
<h3>Insurance</h3>
<ul>
<li><strong>DASK</strong> earthquake insurance is compulsory for residential buildings and must be renewed every year. You will need a current policy to open some utility accounts and to sell.</li>
<li>DASK covers the building against earthquake damage up to a set limit. Home insurance for contents, fire, water damage and liability is separate and optional.</li>
</ul>
<h3>Utilities and registration</h3>
<ul>
<li>Transfer the electricity, water and natural gas accounts into your name. You will usually need the title deed, your passport and tax number, and the meter readings.</li>
<li>Ask the building management about the monthly service charge and how it is paid.</li>
<li>If you live in the property, make sure your address is registered. This is needed for a residence permit and for many official services.</li>
</ul>
<h3>Property tax</h3>
<p>The municipality charges an annual property tax, usually in two instalments. New owners are expected to declare the property to the municipality, and unpaid tax stays on the property's record and must be settled before a sale.</p>
<h3>Renting out</h3>
<ul>
<li>Long-term rentals are made with a written contract. Rent increases and eviction are regulated by law, and rental income must be declared on an annual income tax return. See <a href="/services/rental-contracts">rental contracts</a>.</li>
<li>Since 2024, renting a home to tourists for short stays requires a permit from the Ministry of Culture and Tourism. In a building with several flats, the consent of the other owners is also needed. Renting without a permit can lead to fines.</li>
</ul>
<h3>Selling</h3>
<ul>
<li>A foreign owner sells through the same Land Registry process, with a new valuation report if the buyer is also a foreigner.</li>
<li>If the property was used for citizenship, it cannot be sold before the 3-year annotation ends.</li>
<li>A gain on the sale of a home may be subject to income tax if it is sold within a set period after purchase, currently five years. Exemptions and calculation rules change, so check them before you agree a sale.</li>
<li>Sale proceeds can be transferred abroad through a bank. Keep the records of how the property was originally paid for.</li>
</ul>
<h3>Planning ahead</h3>
<p>Turkish property passes under Turkish inheritance rules, which include protected shares for close family. A Turkish will or a will recognised in Turkey can help. See <a href="/services/inheritance-law">inheritance law</a>, or <a href="/contact-us">contact us</a> with questions about your own purchase.</p>`,
    },
  ],
  bestCities: [
    {
      name: 'Istanbul',
      text: "Turkey's largest city and its business centre, with a very wide range of property, from new developments on the edges to older flats in central districts. Prices vary a great deal between districts and even between streets, so compare carefully. Many older buildings pre-date current earthquake codes, which makes the building checks more important. Several Istanbul neighbourhoods are closed to new residence registrations by foreigners, and short-term tourism residence permits are restricted in some districts, so check the address before you buy if you plan to live there.",
    },
    {
      name: 'Antalya',
      text: 'A Mediterranean coastal city with a large foreign community, and popular coastal towns nearby such as Alanya. Demand is driven by tourism and second homes, so rental income is seasonal and short-term letting now needs a permit. Coastal and rural plots may take longer to clear the military-zone check. Some neighbourhoods in the province are among those closed to new residence registrations by foreigners, and short-term residence permits are restricted in some districts, so confirm the position for the exact address.',
    },
    {
      name: 'Izmir',
      text: "Turkey's third-largest city, on the Aegean coast, with a mixed economy of port, industry, universities and tourism. It suits buyers who want city life with a coastal climate, and there are quieter coastal towns in the wider province. The foreign-buyer market is smaller than in Istanbul or Antalya, so resale can take longer and comparable sales are fewer. As elsewhere, check whether the neighbourhood accepts new residence registrations for foreigners before relying on the property for a residence permit.",
    },
    {
      name: 'Bursa',
      text: 'An industrial and historic city south of Istanbul across the Sea of Marmara, with Uludağ mountain nearby. Prices have generally been lower than in Istanbul, and the city attracts buyers looking for a quieter base within reach of the larger city. The market is driven mainly by local demand, so rental and resale depend on local conditions more than on tourism. Check residence registration rules for the neighbourhood, and the 2024 restrictions on short-term residence permits, before buying for a permit.',
    },
    {
      name: 'Bodrum and Muğla',
      text: 'The Muğla coast, including Bodrum, Fethiye and Marmaris, is a holiday region with villas, sea views and a strong summer season. Prices in the most popular areas are high and many properties are used only part of the year. Coastal zoning rules, protected areas and military zones make the land and permit checks more important than in a city. Occupancy permits for villas are a common issue. Short-term letting needs a permit, and residence permit rules for the district should be confirmed.',
    },
    {
      name: 'Ankara',
      text: 'The capital and the centre of government, universities and embassies. The property market is driven by local demand rather than tourism, and prices have generally been lower than in Istanbul. It suits buyers who work or study in the city, or who want a stable long-term rental. Resale to foreign buyers is less common, so plan for a local market. Residence registration rules and the 2024 restrictions on short-term residence permits apply here as in other cities, so check the exact neighbourhood.',
    },
  ],
})
