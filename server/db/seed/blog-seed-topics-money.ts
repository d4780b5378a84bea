/** Blog topics: tax, rebalancing and risk profiles. */
import { parseTopics } from './blog-seed-topic';

export const taxTopics = parseTopics(`
ltcg-on-equity | Long-term capital gains on shares: the current rules
Listed shares held for more than twelve months qualify as long-term. Gains above the yearly exemption are taxed at a flat rate.
- 12.5% on long-term gains above ₹1.25 lakh in a financial year
- The exemption resets every April
- Securities transaction tax must have been paid on the trade

stcg-on-equity | Short-term gains: why selling within a year costs more
Gains on listed shares held for twelve months or less are taxed at 20%, with no annual exemption.
- Rebalancing a basket can create short-term gains
- Short-term losses can offset both short and long-term gains
- Consider the holding period before acting on a rebalance

grandfathering-explained | Grandfathering: shares bought before February 2018
For shares bought before 1 February 2018, the cost used for tax is the higher of what you paid and the price on 31 January 2018.
- This protects gains made before long-term gains became taxable
- The adjusted cost cannot exceed the sale price
- Your broker’s tax statement usually applies it for you

tax-loss-harvesting | Tax-loss harvesting before 31 March
Selling a loss-making holding before the year ends books a loss that can offset gains, and you may buy it back later.
- Book losses to offset gains realised in the same year
- Long-term losses offset only long-term gains
- Unused losses carry forward for eight years if you file on time

dividend-taxation | How dividends are taxed now
Dividends are added to your income and taxed at your slab rate. Companies deduct tax above a yearly threshold.
- Tax is deducted at source above ₹10,000 a year per company
- Claim the deducted tax as credit in your return
- Senior citizens may submit Form 15H to avoid deduction

setting-off-losses | Setting off capital losses: the order that matters
Losses must be set off in a fixed order, and getting it wrong can cost you the exemption.
- Short-term losses first reduce short-term gains
- Long-term losses cannot reduce short-term gains
- File the return by the due date to carry losses forward

tax-on-basket-rebalancing | Rebalancing and tax: what each trade costs you
Every rebalance sell is a taxable event. Knowing which lots are sold helps you estimate the tax before you approve.
- Shares are sold first in, first out for tax purposes
- Lots held over a year pay the lower long-term rate
- Some advisers stagger rebalances to reduce short-term gains

stt-and-charges | STT, stamp duty and other charges on a trade
Beyond brokerage, every equity trade carries statutory charges. They are small per trade but add up with frequent rebalancing.
- Securities transaction tax of 0.1% on delivery buys and sells
- Stamp duty on purchases, collected by the exchange
- GST applies on brokerage and exchange fees

`);

export const rebalanceTopics = parseTopics(`
why-rebalance | Why rebalance at all?
Without rebalancing, winners grow into oversized positions and the basket drifts away from the risk you signed up for.
- Restores the weights the adviser designed
- Sells a little of what ran up, buys what lagged
- Keeps the basket’s risk level stable

monthly-vs-quarterly-rebalance | Monthly or quarterly rebalancing?
Momentum strategies need frequent rebalances; quality and value strategies do fine with a quarterly schedule.
- More rebalances mean more charges and more short-term gains
- Momentum signals decay within weeks
- Quarterly suits low-turnover strategies

rebalance-notification | What a rebalance notification means
When the adviser updates a basket, you get the list of suggested buys and sells. Nothing happens until you approve.
- Review each change: full sell, partial sell or no change
- Approve all changes or adjust the quantities
- Orders are placed through your connected broker

ignoring-a-rebalance | Can you ignore a rebalance?
You can, but the basket you hold then drifts from the one the adviser tracks, and its returns will differ.
- Ignored changes stay in your rebalance history
- Your holdings and the model basket start to diverge
- Apply the next rebalance to realign

drift-bands | Drift bands: rebalancing only when it matters
Instead of trading on a calendar, some strategies rebalance only when a weight drifts beyond a set band.
- A common band is five percentage points around target
- Fewer trades, lower costs and fewer taxable events
- Works best for baskets with stable target weights

rebalancing-in-volatile-markets | Rebalancing in volatile markets
Sharp moves create large drift. Rebalancing into a fall feels wrong, and that discomfort is the point.
- Rebalancing buys what fell, at lower prices
- Volatile markets may need a partial, staged rebalance
- Check order quantities against available funds first

rebalance-history | Reading your rebalance history
The history shows every change the adviser made, when, and whether you applied it.
- Each entry lists stocks added, removed and re-weighted
- Applied and ignored rebalances are marked separately
- Use it to understand how the strategy behaves

`);

export const riskTopics = parseTopics(`
what-is-a-risk-profile | What your risk profile says about you
A risk profile measures how much loss you can afford and how much you can stomach. The two are not always the same.
- Capacity depends on income, savings and time horizon
- Tolerance is how you actually behave when markets fall
- Advisers must match advice to your assessed profile

high-medium-low-risk | High, medium or low: what the basket risk labels mean
Each basket carries a risk label. It describes how much the basket can fall, not how much it will earn.
- High-risk baskets can fall 30% or more in a bad year
- Medium-risk baskets blend stable and cyclical stocks
- Low-risk baskets favour steady, cash-generating companies

risk-questionnaire | Answering the risk questionnaire honestly
The questionnaire works only if you answer for the investor you are, not the one you would like to be.
- Think about your reaction to the last real market fall
- Include every loan and dependant in your answers
- Retake it after a major life event

drawdowns-explained | Drawdowns: the number that tests your patience
A drawdown is the fall from a peak to a trough. Knowing the typical drawdown of a basket prepares you for it.
- Broad indices have fallen over 35% in past crises
- Recovery time matters as much as the depth of the fall
- Size positions so the worst case does not force a sale

time-horizon-and-risk | Time horizon: why a five-year goal changes everything
Money you need in two years should not be in a high-risk basket. Money for twenty years can afford more volatility.
- Short goals belong in debt or low-risk options
- Long goals can ride out several market cycles
- Shift money to safety as a goal approaches

volatility-is-not-risk | Volatility is not the same as risk
Volatility is how much prices move; risk is the chance of not meeting your goal. Confusing the two leads to bad decisions.
- Low volatility can hide concentration risk
- Permanent loss of capital is the risk that matters
- Diversification reduces risk without removing returns

matching-baskets-to-profile | Matching baskets to your risk profile
A sensible portfolio uses a low or medium-risk basket as its core and adds high-risk themes only as satellites.
- Core holdings make up 70% or more of the portfolio
- Satellites add growth without dominating outcomes
- Review the mix once a year, or when your profile changes
`);
