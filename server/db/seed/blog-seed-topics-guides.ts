/** Blog topics: SEBI adviser rules, investing basics and how-to guides. */
import { parseTopics } from './blog-seed-topic';

export const sebiTopics = parseTopics(`
ria-vs-research-analyst | Registered Investment Adviser or Research Analyst: what is the difference?
Both are registered with SEBI, but they do different jobs. An adviser plans your portfolio; an analyst researches securities.
- Investment Advisers give personalised advice after risk profiling
- Research Analysts publish research and recommendations
- Both must display their registration number everywhere they advise

checking-sebi-registration | How to check an adviser’s SEBI registration
Before paying anyone for advice, look up their registration on SEBI’s website. It takes two minutes.
- Adviser numbers start with INA, analyst numbers with INH
- Check that the name and address match the registration
- Unregistered advice on social media is a red flag

adviser-fee-rules | What SEBI allows advisers to charge
Fees for individual clients are capped, either as a fixed amount per year or as a percentage of the assets advised.
- A fixed fee of up to ₹1.51 lakh a year per family
- Or up to 2.5% a year of assets under advice
- Fees can be collected in advance for a limited period only

advice-vs-distribution | Advice versus distribution: why the separation matters
An adviser paid by you and a distributor paid by product commissions face different incentives. SEBI keeps the roles apart.
- Advisers may not earn commissions from the products they advise on
- Distribution is offered only through a separate entity
- Ask every adviser how they are paid

filing-a-complaint | How to raise a complaint against an adviser
Start with the adviser’s grievance officer. If that fails, SEBI’s SCORES portal and online dispute resolution are next.
- Advisers must acknowledge complaints within a fixed time
- SCORES tracks the complaint until it is resolved
- Online dispute resolution handles unresolved disputes

conflicts-of-interest | Conflicts of interest: what advisers must disclose
Advisers must tell you about any holding, payment or relationship that could colour their advice.
- Personal holdings in recommended stocks must be disclosed
- Research Analysts face trading restrictions around reports
- Disclosures appear in the basket factsheet

risk-profiling-rules | Why SEBI requires risk profiling before advice
An adviser may recommend only what suits your assessed risk profile. The profile is part of the advisory agreement.
- The assessment is documented and shared with you
- Unsuitable products cannot be recommended
- You may ask for a reassessment at any time
`);

export const basicsTopics = parseTopics(`
cagr-explained | CAGR: the growth rate that smooths the ride
Compound annual growth rate is the steady yearly rate that would turn the start value into the end value.
- It ignores the path taken between the two dates
- Use it to compare investments over the same period
- It is not the return you earned every single year

xirr-for-sips | XIRR: measuring returns when you invest every month
CAGR breaks down when money goes in at different times. XIRR weighs each instalment by how long it was invested.
- The right measure for SIPs and top-ups
- Available in most portfolio statements
- Compare it with the benchmark’s XIRR over the same dates

reading-a-factsheet | How to read a basket factsheet
The factsheet is the basket’s one-page summary: holdings, weights, returns, risk and fees.
- Look at concentration in the top five holdings
- Compare returns with the stated benchmark
- Check the fee type: fixed fee or a percentage of assets

benchmarks-nifty-sensex | Benchmarks: Nifty 50, Sensex and why they matter
A benchmark tells you whether the adviser added anything over simply owning the market.
- The Nifty 50 covers fifty large companies on the NSE
- Mid and small-cap baskets need broader benchmarks
- Judge returns over at least one full market cycle

diversification-basics | Diversification: how many stocks are enough?
Most of the benefit of diversification comes from the first fifteen to twenty well-chosen stocks.
- Spread holdings across unrelated sectors
- Too many stocks dilute every good idea
- Baskets diversify for you within a strategy

emergency-fund-first | Build an emergency fund before you invest
Six months of expenses in a savings account or liquid fund keeps you from selling shares at the worst time.
- Keep it separate from investment money
- Rebuild it after every withdrawal
- Insurance comes before equity investing too

compounding-and-patience | Compounding needs time more than returns
Starting ten years earlier does more for your corpus than finding a slightly better return.
- Money doubles roughly every six years at 12%
- The last years of compounding add the most
- Interruptions cost more than they seem

large-mid-small-caps | Large, mid and small caps: how the market is divided
SEBI’s categories rank every listed company by market value. Each band behaves differently through a cycle.
- The top 100 companies are large caps
- The next 150 are mid caps
- Everything below 250th place is a small cap

direct-equity-vs-funds | Owning shares directly versus through a fund
With a basket you hold the shares yourself; with a fund you hold units. Each has trade-offs in cost, control and tax.
- Direct holdings show every stock and weight
- Funds rebalance internally without tax for you
- Baskets let you skip a stock you do not want

behavioural-mistakes | Five behavioural mistakes that cost investors most
Returns are lost less to bad stocks than to bad timing: selling in panics and buying in manias.
- Checking prices daily makes losses feel larger
- Recent winners feel safer than they are
- Write down why you invested, and reread it in a fall
`);

export const howToTopics = parseTopics(`
connect-your-broker | How to connect your broker account
Baskets are bought through your own demat account. Connecting the broker once lets you place orders in one step.
- Choose your broker and log in on its own page
- You return here with the connection confirmed
- Disconnect any time from broker settings

order-window | When can you place basket orders?
Orders are accepted between 9:15 AM and 3:25 PM on trading days. Outside that window, come back at the next session.
- The window closes five minutes before the market
- Weekends and exchange holidays are closed
- Pending orders show their status in your orders list

market-order-margin | Why market orders need extra margin
Prices can move while a market order fills, so an extra margin is blocked on top of the order value.
- The margin is 2% of the order value or ₹5,000, whichever is lower
- Unused margin is released after the order completes
- Limit orders avoid slippage but may not fill

first-basket-purchase | Buying your first basket, step by step
From choosing a basket to seeing it in your investments takes a few minutes.
- Check the minimum amount and the risk label
- Review the order quantities before you confirm
- Track the order until every line is complete

partial-fills | What to do when an order is partly filled
Sometimes only some shares in a basket order are bought. You can retry the rest or adjust quantities.
- Partly filled lines show the quantity bought
- Retry the remaining quantity from the order page
- Prices may have moved since the first attempt

starting-a-basket-sip | Starting a SIP in a basket
Pick a basket, an amount and a date. Each month you get a reminder to approve the order.
- The amount must cover at least one share of each stock
- Skip a month without cancelling the SIP
- Stop the SIP from your investments page

closing-an-investment | Closing an investment
Closing sells every stock in the basket through your broker and ends adviser updates for it.
- Review the sell quantities before confirming
- Proceeds arrive as per the exchange settlement cycle
- Closed baskets remain in your history
`);
