/**
 * The platform's research-services agreement, version 1: what a research analyst (registration INH…)
 * signs its clients to, never the advisory agreement. It carries the most important terms and
 * conditions SEBI sets for research analysts (SEBI (Research Analysts) Regulations, 2014 as amended
 * in December 2024, and SEBI's guidelines for research analysts of 8 January 2025; sources in
 * docs/compliance.md). {{…}} fields are filled, HTML-escaped, when an investor opens
 * it (agreement-text.ts); the analyst's AI-use disclosure is one of them.
 */
export const AGREEMENT_RA_V1_TITLE = 'Research services agreement';

export const AGREEMENT_RA_V1_HTML = `<h2>Research services agreement</h2>
<p>This agreement is between <strong>{{client_name}}</strong> (the client) and <strong>{{adviser_name}}</strong>, a research analyst registered with the Securities and Exchange Board of India (SEBI) under registration number <strong>{{sebi_registration}}</strong> (the research analyst), for the plan <strong>{{plan_name}}</strong>. The research analyst is not an investment adviser: it publishes research and recommendations on securities and does not advise the client on their own portfolio or assess what suits them.</p>
<h3>1. Most important terms and conditions</h3>
<ol>
<li>The research analyst provides research services only: research reports, recommendations and model baskets on listed securities. It does not manage the client's money or securities, does not place orders for the client, and does not offer execution services; the client decides and trades through their own broker.</li>
<li>Research services are not an assurance of returns. Investments in the securities market are subject to market risks. Registration granted by SEBI, enlistment with the Research Analyst Administration and Supervisory Body and certification from NISM in no way guarantee performance of the research analyst or provide any assurance of returns to investors.</li>
<li>Fee: <strong>{{plan_fee}}</strong> (fixed fee, billed every {{plan_period}}), plus GST at 18 %. A research analyst charges a fixed fee only: it never charges a fee based on the client's assets (no AUA fee).</li>
<li>The fees of one research analyst for a client and their family (of individuals and HUFs) are at most <strong>{{fee_cap}}</strong> a year across all its services, excluding statutory charges; SEBI reviews this limit every three years.</li>
<li>Fees are paid in advance for at most one year, only through banking channels or SEBI's centralised fee collection mechanism (never in cash), and an invoice is issued for every payment.</li>
<li>The client may end the service at any time; the research analyst then refunds the fee for the unexpired period, in proportion to the days left. No breakage fee is charged.</li>
<li>The research analyst never asks the client for login details, passwords or one-time codes of their trading or bank accounts, and never offers a guaranteed or assured return.</li>
</ol>
<h3>2. Use of artificial intelligence</h3>
<p>SEBI's Research Analysts Regulations (Regulation 19) require a research analyst to disclose how far it uses AI tools in its research services. {{adviser_name}} discloses: <em>{{ai_use}}</em> The research analyst remains solely responsible for its research whatever tools it uses, and keeps the client's data secure and confidential.</p>
<h3>3. Conflicts of interest</h3>
<p>The research analyst discloses in each report any holding of its own or its associates in the securities it recommends, and any compensation from the companies covered. It does not trade against its own recommendations around a report as SEBI's rules forbid.</p>
<h3>4. Confidentiality</h3>
<p>The research analyst keeps the client's information confidential and uses it only to serve the client, unless the law requires otherwise.</p>
<h3>5. Grievances</h3>
<ol>
<li>Write to the research analyst first: it answers within 21 days.</li>
<li>If the answer does not satisfy you, lodge the complaint on SEBI's SCORES portal (scores.sebi.gov.in).</li>
<li>If it is still not resolved, you may seek online conciliation or arbitration through the Online Dispute Resolution portal (smartodr.in).</li>
</ol>
<h3>6. Electronic signature</h3>
<p>The client signs this agreement electronically with a one-time password sent to their registered mobile number or email. The time, the version of this agreement, the disclosures shown, the client's IP address and browser are recorded as the client's consent.</p>`;
