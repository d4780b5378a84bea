/** Blog topics: basket ideas, sector notes and SIP explainers. */
import { parseTopics } from './blog-seed-topic';

export const basketIdeas = parseTopics(`
quality-compounders-2026 | Basket idea: quality compounders for a ten-year horizon
Companies that earn high returns on capital, carry little debt and reinvest at similar rates are the backbone of a long-term core portfolio.
- Return on capital employed above 20% for five straight years
- Net debt below one year of operating cash flow
- Promoter pledge at zero and a clean audit history

momentum-leaders-explained | Momentum leaders: riding six-month trends with a stop-loss
A rules-based basket that buys the strongest large and mid caps and exits them on a fixed schedule, not on feelings.
- Ranks the Nifty 200 by six-month return adjusted for volatility
- Rebalances monthly; laggards leave, new leaders enter
- A 12% trailing stop-loss caps the damage from sharp reversals

dividend-yield-plus | Dividend Yield Plus: income without chasing the highest yields
A high yield is often a warning sign. This basket looks for companies that have paid and raised dividends through a full cycle.
- At least seven years of uninterrupted dividends
- Payout ratio between 30% and 70%, so the dividend is covered
- Yield above the Nifty 50 average, not the highest in the market

banking-titans-basket | Banking Titans: owning the deposit franchises
Large banks with a granular, low-cost deposit base tend to compound book value steadily across rate cycles.
- CASA ratio above 35% keeps the cost of funds low
- Gross NPAs trending down for eight quarters
- Capital adequacy comfortably above the regulatory minimum

smallcap-discovery-rules | Smallcap Discovery: how we screen for liquidity and governance
Small caps can move a portfolio, but only if you can buy and sell them. Our screens reject the illiquid and the opaque.
- Average daily traded value above ₹5 crore
- No related-party red flags in the last three annual reports
- Position sizes capped at 5% so one stock cannot sink the basket

digital-india-basket | Digital India: software, payments and platforms
India’s digital public infrastructure created new profit pools. This basket owns the companies collecting the tolls.
- Exposure to UPI-led payments and lending platforms
- IT services firms with rising digital revenue share
- Valuation guard-rail: no stock above 60 times earnings

low-volatility-30-basket | Low Volatility 30: a calmer way to stay invested
Stocks that fall less in bad months let investors stay the course, and staying invested is most of the return.
- Thirty Nifty 200 stocks with the lowest one-year volatility
- Historically smaller drawdowns than the broad index
- Suits investors whose risk profile is medium or low

consumption-story-basket | The consumption story: FMCG, retail and autos
Rising household incomes show up first in what families buy. This basket follows spending from staples to discretionary.
- Mix of staples for stability and discretionary for growth
- Rural recovery signals tracked through tractor and two-wheeler sales
- Quarterly rebalance keeps weights close to target

manufacturing-revival-basket | Manufacturing revival: capital goods and the capex cycle
Order books at engineering companies are the earliest sign of a private capex cycle. We track them quarter by quarter.
- Order book at least three times annual revenue
- Beneficiaries of production-linked incentive schemes
- Balance sheets strong enough to fund working capital

green-energy-transition | Green energy: the transition basket
Renewable capacity additions, grid investment and storage are multi-decade themes, with volatility to match.
- Utilities adding solar and wind capacity
- Transmission and equipment suppliers with visible orders
- High risk: sized as a satellite, not a core holding

`);

export const sectorNotes = parseTopics(`
sector-note-private-banks | Sector note: private banks after the deposit crunch
Deposit growth lagged loan growth for two years. We look at which banks adjusted and which are still paying up for funds.
- Loan-to-deposit ratios are back near 80% for the leaders
- Margins stabilise once deposit repricing is complete
- Unsecured retail loans remain the asset-quality watch item

sector-note-it-services | Sector note: IT services and the discretionary spending pause
Large deals are being signed, but clients are cutting small projects. Margins depend on how fast utilisation recovers.
- Deal wins remain healthy; revenue conversion is slower
- Pricing pressure is sharper in vendor-consolidation deals
- Generative AI work is still a small share of revenue

sector-note-pharma | Sector note: pharma exports and the US generics cycle
Price erosion in US generics has eased, and complex launches are lifting margins for companies with the right pipeline.
- Fewer regulatory warning letters than in past cycles
- Domestic formulations grow steadily at high single digits
- Contract manufacturing is a new growth engine

sector-note-fmcg | Sector note: FMCG volumes and the rural recovery
Volume growth, not price increases, now drives FMCG revenue. Rural demand is the swing factor.
- Input costs have eased, supporting gross margins
- Quick commerce is changing how brands reach urban buyers
- Valuations already price in a strong recovery

sector-note-autos | Sector note: autos, from two-wheelers to EVs
Two-wheeler demand is recovering while passenger vehicles slow. EV adoption is uneven across segments.
- Two-wheelers benefit most from the rural recovery
- Passenger vehicle inventories need watching
- EV penetration is highest in three-wheelers and buses

sector-note-capital-goods | Sector note: capital goods and order books
Government capex carried the cycle so far. Private capex is picking up in power, defence and electronics.
- Defence and railways orders are at record levels
- Execution, not orders, is now the constraint
- Working-capital cycles are lengthening for some players

sector-note-cement | Sector note: cement consolidation
The top players keep buying smaller rivals. Pricing discipline improves as the industry consolidates.
- Capacity additions are concentrated in the largest groups
- Fuel costs drive most of the margin swings
- Housing and infrastructure demand both support volumes

sector-note-metals | Sector note: metals and the global cycle
Indian steel makers depend on domestic demand, but prices follow China. Expect volatility.
- Domestic steel consumption grows faster than GDP
- Safeguard duties cushion against cheap imports
- Aluminium margins follow power and coal costs

sector-note-power | Sector note: power demand keeps surprising
Peak power demand keeps setting records, and the grid needs generation, storage and transmission at the same time.
- Thermal capacity additions are back after a decade
- Renewable tenders shift towards round-the-clock power
- Transmission companies have the most visible growth

sector-note-telecom | Sector note: telecom tariffs and the three-player market
With three private players, tariff increases have stuck. Average revenue per user is the number to watch.
- Tariff hikes flow straight to operating margin
- 5G capex has peaked for the leaders
- Balance-sheet repair at the weakest player is the key risk

`);

export const sipTopics = parseTopics(`
what-is-a-sip | What is a SIP, and why does it work?
A systematic investment plan invests a fixed amount every month. Its real advantage is behavioural: it takes the timing decision away.
- You buy more units when prices fall and fewer when they rise
- Small, regular amounts build a large corpus over decades
- You can start, pause or stop a basket SIP at any time

step-up-sip | Step-up SIPs: raise your instalment as your income grows
Raising the SIP amount by 10% a year can nearly double the final corpus compared with a flat SIP.
- Match the step-up to your expected salary increase
- Automate it so the decision is made once
- Review the step-up whenever your income changes

sip-vs-lump-sum | SIP or lump sum: what the data says
A lump sum wins when markets rise steadily; a SIP wins when they are volatile. Most investors cannot tell in advance which it will be.
- A lump sum is fully exposed from day one
- A SIP spreads entry risk across many months
- A staggered entry over six to twelve months is a middle path

choosing-a-sip-date | Does the SIP date matter?
Over ten years, the difference between the 1st and the 28th of the month is negligible. Pick the date that suits your cash flow.
- Set the date two or three days after your salary arrives
- Avoid dates when several debits already hit your account
- Consistency matters far more than the date

missed-sip-instalment | Missed a SIP instalment? Here is what happens
A single missed instalment does not cancel the plan. Repeated failures may, and your bank may charge a bounce fee.
- Keep a buffer in the debit account
- Pause the SIP rather than letting it bounce
- Catch up with a one-time top-up if you want

sip-in-baskets | SIPs in stock baskets: how they differ from mutual funds
A basket SIP buys the actual shares in your demat account every month, weighted as the adviser recommends.
- You own the shares directly and can see every holding
- Rebalances arrive as suggestions you approve
- The minimum amount depends on the share prices in the basket

sip-in-falling-markets | Why you should not stop your SIP when markets fall
Falling markets are when a SIP does its best work: every instalment buys more units at lower prices.
- Investors who paused in 2020 missed the sharpest recovery
- Units bought in a fall add the most to long-term returns
- If you must cut back, reduce the amount instead of stopping

rupee-cost-averaging | Rupee cost averaging, explained with numbers
When you invest a fixed amount, your average cost per unit ends up below the average price over the same months.
- A fixed amount buys more units at low prices
- The average cost is a harmonic mean of the prices
- It reduces regret, not the underlying market risk

`);
