/**
 * The platform's advisory agreement, version 1: the terms SEBI's guidelines for investment advisers
 * (circular SEBI/HO/IMD/DF1/CIR/P/2020/182, 23 September 2020, and its later amendments) require in
 * an agreement with a client. {{…}} fields are filled, HTML-escaped, when an investor opens it
 * (agreement-text.ts). Plain markup only: the app's one sanitizing policy keeps it unchanged.
 */
export const AGREEMENT_V1_TITLE = 'Investment advisory agreement';

export const AGREEMENT_V1_HTML = `<h2>Investment advisory agreement</h2>
<p>This agreement is between <strong>{{client_name}}</strong> (the client) and <strong>{{adviser_name}}</strong>, an investment adviser registered with the Securities and Exchange Board of India (SEBI) under registration number <strong>{{sebi_registration}}</strong> (the adviser), for the plan <strong>{{plan_name}}</strong>.</p>
<h3>1. Services</h3>
<p>The adviser gives the client investment advice on the stock baskets of the plan, suited to the client's risk profile. The adviser does not hold the client's money or securities and does not place orders for the client; the client decides and trades through their own broker.</p>
<h3>2. Risk profile and suitability</h3>
<p>Before advising, the adviser assesses the client's risk profile and advises only what suits it. The client agrees to give true and complete information and to take the risk profile again at least once a year or when their circumstances change.</p>
<h3>3. Fees</h3>
<ul>
<li>Fee: <strong>{{plan_fee}}</strong> ({{fee_mode}}), plus GST at 18 %.</li>
<li>The adviser charges fees in one mode only for a client and their family: either a fixed fee of at most ₹1,51,000 a year per family, or a fee on assets under advice of at most 2.5 % a year per family.</li>
<li>Fees are paid in advance for at most one year, only through banking channels (never in cash), and an invoice is issued for every payment.</li>
</ul>
<h3>4. Termination and refund</h3>
<p>The client may end this agreement at any time without giving a reason. The adviser may end it with 30 days' written notice. On termination the adviser refunds the fee for the unexpired period, in proportion to the days left; the adviser may keep a breakage fee of at most one quarter's fee.</p>
<h3>5. Conflicts of interest</h3>
<p>The adviser discloses every conflict of interest: any holding of the adviser or its people in a security it recommends, and any payment it receives from anyone other than the client. The adviser does not act as a distributor for the client or the client's family and earns no commission on what it advises.</p>
<h3>6. No guaranteed returns</h3>
<p>Investments in the securities market are subject to market risks. Read all the related documents carefully before investing. The adviser does not guarantee or assure any return. Registration granted by SEBI, membership of BASL and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.</p>
<h3>7. Confidentiality</h3>
<p>The adviser keeps the client's information confidential and uses it only to advise the client, unless the law requires otherwise.</p>
<h3>8. Grievances</h3>
<ol>
<li>Write to the adviser first: the adviser answers within 21 days.</li>
<li>If the answer does not satisfy you, lodge the complaint on SEBI's SCORES portal (scores.sebi.gov.in).</li>
<li>If it is still not resolved, you may seek online conciliation or arbitration through the Online Dispute Resolution portal (smartodr.in).</li>
</ol>
<h3>9. Electronic signature</h3>
<p>The client signs this agreement electronically with a one-time password sent to their registered mobile number or email. The time, the version of this agreement, the client's IP address and browser are recorded as the client's consent.</p>`;
