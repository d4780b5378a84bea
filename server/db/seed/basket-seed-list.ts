import type { FeeKind, RebalanceFrequency, RiskType } from '#contract/baskets/types';
import type { BasketStatus } from '#contract/baskets/details';
import type { IndexSymbol } from '../../market/instrument-types';
import { THEMES, type ThemeKey } from './basket-seed-themes';

/**
 * The seed's 40 baskets, one per line:
 * hash | name | adviser slug | theme | fund type | MF category | benchmark | seed risk | flags | status |
 * fee kind:amount | frequency | fixed minimum ('-' none) | popularity | years since launch | rebalances |
 * stocks | tags | description
 * Flags: P subscriber-only, S shareable. The first eight are the original seed's (tests and e2e name them);
 * the others are less popular, so the original order of the top of the listing stands.
 */
const TABLE = `
quality-compounders|Quality Compounders|meera-iyer|quality|Equity|Flexi Cap|NIFTY 50|medium|PS|published|FIXFEE:1499|quarterly|25000|980|5|5|15|quality,large-cap|Market leaders with high return on capital and low debt.
momentum-leaders|Momentum Leaders|arjun-mehta|momentum|Equity|Large & Mid Cap|NIFTY 500|high|PS|published|AUM:1.5|monthly|15000|870|3|6|12|momentum,multi-cap|Large and mid caps with the strongest six-month price trends.
dividend-yield-plus|Dividend Yield Plus|kaveri-capital|dividend|Equity|Dividend Yield|NIFTY 50|low|S|published|FIXFEE:999|quarterly|10000|760|4|4|14|dividend,value,large-cap|Steady dividend payers with a history of raising payouts.
banking-titans|Banking Titans|meera-iyer|banking|Sectoral|Sectoral/Thematic|NIFTY BANK|medium|PS|published|FIXFEE:1299|quarterly|20000|720|5|3|8|banking,large-cap|The largest private and public sector banks by deposits.
smallcap-discovery|Smallcap Discovery|northstar-quant|smallcap|Equity|Small Cap|NIFTY SMALLCAP 250|high|PS|published|AUM:2|monthly|30000|690|3|6|18|small-cap,growth|Under-researched small caps passing liquidity and governance screens.
digital-india|Digital India|arjun-mehta|digital|Thematic|Sectoral/Thematic|NIFTY IT|high|S|published|FIXFEE:799|monthly|12000|640|4|5|10|technology,growth|Software, payments and platform companies riding digital adoption.
low-volatility-30|Low Volatility 30|northstar-quant|lowvol|Equity|Large Cap|NIFTY 50|low|S|published|FIXFEE:599|quarterly|8000|580|5|6|20|low-volatility,large-cap|Thirty stocks with the lowest one-year volatility in the Nifty 200.
consumption-story|Consumption Story|kaveri-capital|consumption|Thematic|Sectoral/Thematic|NIFTY 500|medium|PS|published|AUM:1.25|quarterly|18000|550|3|4|12|consumption,multi-cap|FMCG, retail and auto names tied to household spending.
goal-builder-large-cap|Goal Builder Large Cap|sahyadri-wealth|largecap|Equity|Large Cap|NIFTY 50|medium|PS|published|FIXFEE:1199|quarterly|-|530|4|4|15|quality,large-cap|Fifteen large caps for long-term goals: a child's education, a home, retirement.
family-balanced-multi-cap|Family Balanced Multi Cap|sahyadri-wealth|flexi|Equity|Multi Cap|NIFTY 500|medium|S|published|FIXFEE:699|quarterly|-|505|3|3|16|multi-cap,quality|Large, mid and small caps in fixed proportions, for families starting to invest.
retirement-income|Retirement Income|sahyadri-wealth|dividend|Equity|Dividend Yield|NIFTY 50|low|P|published|AUM:1|quarterly|50000|480|2|2|12|dividend,low-volatility|Dividend payers chosen for a steady income in retirement.
sahyadri-green-energy|Sahyadri Green Energy|sahyadri-wealth|energy|Thematic|Sectoral/Thematic|NIFTY 500|high|-|draft|FIXFEE:999|quarterly|-|0|1|1|8|energy|Power producers and grid companies of the energy transition (in preparation).
sahyadri-realty-revival|Sahyadri Realty Revival|sahyadri-wealth|realty|Thematic|Sectoral/Thematic|NIFTY 500|high|P|hidden|FIXFEE:1499|quarterly|-|120|2|2|8|realty,growth|Developers and building-material makers of the housing upcycle.
make-in-india-manufacturing|Make in India Manufacturing|ganga-equity-research|manufacturing|Thematic|Sectoral/Thematic|NIFTY 500|high|PS|published|AUM:1.75|quarterly|-|470|3|4|14|manufacturing,growth|Manufacturers gaining from supply chains moving to India.
capital-goods-cycle|Capital Goods Cycle|ganga-equity-research|infra|Sectoral|Sectoral/Thematic|NIFTY 500|high|-|published|FIXFEE:899|quarterly|-|455|2|2|10|infrastructure,growth|Engineering and capital goods makers at the start of a capex cycle.
infra-builders|Infra Builders|ganga-equity-research|infra|Thematic|Sectoral/Thematic|NIFTY 500|high|S|closed|FIXFEE:799|monthly|-|300|4|3|9|infrastructure|Roads, power and construction companies (closed to new investors).
auto-revival|Auto Revival|ganga-equity-research|auto|Sectoral|Sectoral/Thematic|NIFTY 500|high|-|published|FIXFEE:599|monthly|-|410|2|3|8|consumption,momentum|Two-wheeler, car and truck makers and their suppliers.
flexi-cap-core|Flexi Cap Core|priya-raghavan|flexi|Equity|Flexi Cap|NIFTY 500|medium|PS|published|FIXFEE:1599|quarterly|-|445|5|5|18|multi-cap,quality|A diversified core portfolio across market caps with a valuation discipline.
large-mid-blend|Large & Mid Blend|priya-raghavan|momentum|Equity|Large & Mid Cap|NIFTY 500|medium|S|published|FIXFEE:899|quarterly|-|430|3|3|16|multi-cap|Half large caps, half mid caps, rebalanced to keep the blend.
value-opportunities|Value Opportunities|priya-raghavan|value|Equity|Value|NIFTY 500|medium|P|published|AUM:1.5|quarterly|-|425|4|4|14|value|Sound businesses priced below their own long-run valuations.
midcap-growth|Midcap Growth|priya-raghavan|midcap|Equity|Mid Cap|NIFTY MIDCAP 150|high|S|published|FIXFEE:799|quarterly|-|400|3|3|15|mid-cap,growth|Mid caps growing earnings faster than the market.
earnings-upgrade-momentum|Earnings Upgrade Momentum|deccan-alpha|momentum|Equity|Flexi Cap|NIFTY 500|high|P|published|AUM:2|monthly|-|395|2|6|12|momentum,quant|Stocks whose analyst estimates rise fastest, held while price strength confirms.
midcap-momentum|Midcap Momentum|deccan-alpha|midcap|Equity|Mid Cap|NIFTY MIDCAP 150|high|S|published|FIXFEE:699|monthly|-|385|2|5|12|mid-cap,momentum,quant|Mid caps ranked by twelve-month price strength, rebalanced monthly.
quant-value-15|Quant Value 15|deccan-alpha|value|Equity|Value|NIFTY 500|medium|P|published|FIXFEE:1099|quarterly|-|370|3|4|15|value,quant|Fifteen stocks ranked on earnings yield, book value and cash flow.
smallcap-quant-20|Smallcap Quant 20|deccan-alpha|smallcap|Equity|Small Cap|NIFTY SMALLCAP 250|high|P|published|AUM:2.25|monthly|-|355|1|2|20|small-cap,quant|Twenty small caps picked by a quality and momentum score.
cash-flow-champions|Cash Flow Champions|vikram-sethi|quality|Equity|Large Cap|NIFTY 50|low|S|published|FIXFEE:799|quarterly|-|345|4|3|12|quality,large-cap|Businesses turning most of their profit into free cash.
fair-price-compounders|Fair Price Compounders|vikram-sethi|flexi|Equity|Flexi Cap|NIFTY 500|medium|P|published|FIXFEE:1299|quarterly|40000|330|3|3|14|quality,value,multi-cap|Compounders bought only when their price is fair.
healthcare-leaders|Healthcare Leaders|vikram-sethi|pharma|Sectoral|Sectoral/Thematic|NIFTY 500|medium|PS|published|FIXFEE:999|quarterly|-|320|3|2|10|healthcare|Drug makers and hospitals with export and domestic growth.
chemicals-champions|Chemicals Champions|vikram-sethi|manufacturing|Sectoral|Sectoral/Thematic|NIFTY 500|high|-|published|AUM:1.5|quarterly|-|290|2|2|7|manufacturing|Specialty chemicals and capital goods makers winning global customers.
energy-transition|Energy Transition|narmada-insights|energy|Thematic|Sectoral/Thematic|NIFTY 500|medium|S|published|FIXFEE:899|quarterly|-|310|3|3|12|energy|Power, gas and fuel companies investing in cleaner capacity.
infrastructure-india|Infrastructure India|narmada-insights|infra|Thematic|Sectoral/Thematic|NIFTY 500|high|P|published|AUM:1.75|monthly|-|280|4|5|14|infrastructure|Builders, cement and power grid companies of India's infrastructure push.
rural-consumption|Rural Consumption|narmada-insights|consumption|Thematic|Sectoral/Thematic|NIFTY 500|medium|-|published|FIXFEE:499|quarterly|-|270|2|2|10|consumption|Tractors, two-wheelers and staples that sell in villages and small towns.
media-and-leisure|Media and Leisure|narmada-insights|media|Thematic|Sectoral/Thematic|NIFTY SMALLCAP 250|high|-|closed|FIXFEE:499|monthly|-|150|3|2|9|media,small-cap|Cinemas, music, television and hotels (closed to new investors).
steady-income|Steady Income|lakshmi-nair|dividend|Equity|Dividend Yield|NIFTY 50|low|S|published|FIXFEE:399|quarterly|-|260|5|3|14|dividend,low-volatility|Dividend payers with calm prices for investors who sleep well.
first-investor-large-cap|First Investor Large Cap|lakshmi-nair|largecap|Equity|Large Cap|NIFTY 50|low|S|published|FIXFEE:299|quarterly|5000|250|2|1|10|large-cap|Ten household names for a first equity investment.
conservative-dividend|Conservative Dividend|lakshmi-nair|lowvol|Equity|Large Cap|NIFTY 50|low|P|published|FIXFEE:699|quarterly|-|240|3|2|12|low-volatility,dividend|The calmest large caps that also pay a dividend.
it-services-leaders|IT Services Leaders|bluechip-analytics|it|Sectoral|Sectoral/Thematic|NIFTY IT|medium|S|published|FIXFEE:699|quarterly|-|230|4|4|10|technology,large-cap|India's largest IT services exporters and engineering firms.
private-bank-basket|Private Bank Basket|bluechip-analytics|banking|Sectoral|Sectoral/Thematic|NIFTY BANK|medium|P|published|AUM:1.25|monthly|-|220|3|6|8|banking|Private banks with the best deposit growth and asset quality.
staples-shield|Staples Shield|bluechip-analytics|lowvol|Equity|Large Cap|NIFTY 50|low|-|published|FIXFEE:499|monthly|-|210|2|3|9|consumption,low-volatility|Consumer staples and utilities that hold up in a fall.
bluechip-20|Bluechip 20|bluechip-analytics|largecap|Equity|Large Cap|NIFTY 50|medium|PS|published|FIXFEE:999|quarterly|-|200|5|5|20|large-cap,quality|Twenty of the largest listed companies, weighted by conviction.
`;

export interface SeedBasket {
  hash: string;
  name: string;
  adviser: string;
  theme: ThemeKey;
  fundType: string;
  mfCategory: string;
  benchmark: IndexSymbol;
  risk: RiskType;
  premium: boolean;
  shareable: boolean;
  status: BasketStatus;
  feeKind: FeeKind;
  fee: number;
  frequency: RebalanceFrequency;
  fixedMinimum: number | null;
  popularity: number;
  years: number;
  rebalances: number;
  size: number;
  tags: string[];
  description: string;
}

/** The original seed's stored CAGRs (the listing now computes its own; kept for old databases). */
export const ORIGINAL_CAGR: Record<string, number> = {
  'quality-compounders': 18.4,
  'momentum-leaders': 24.1,
  'dividend-yield-plus': 12.7,
  'banking-titans': 14.9,
  'smallcap-discovery': 27.8,
  'digital-india': 19.6,
  'low-volatility-30': 11.2,
  'consumption-story': 15.3,
};

function parse(line: string): SeedBasket {
  const c = line.split('|');
  if (c.length !== 19) throw new Error(`seed basket: 19 columns expected: ${line}`);
  const [hash, name, adviser, theme, fundType, mfCategory, benchmark, risk, flags, status, fee, frequency] = c;
  if (!Object.hasOwn(THEMES, theme!)) throw new Error(`seed basket ${hash}: unknown theme ${theme}`);
  const [feeKind, feeAmount] = fee!.split(':');
  return {
    hash: hash!,
    name: name!,
    adviser: adviser!,
    theme: theme as ThemeKey,
    fundType: fundType!,
    mfCategory: mfCategory!,
    benchmark: benchmark as IndexSymbol,
    risk: risk as RiskType,
    premium: flags!.includes('P'),
    shareable: flags!.includes('S'),
    status: status as BasketStatus,
    feeKind: feeKind as FeeKind,
    fee: Number(feeAmount),
    frequency: frequency as RebalanceFrequency,
    fixedMinimum: c[12] === '-' ? null : Number(c[12]),
    popularity: Number(c[13]),
    years: Number(c[14]),
    rebalances: Number(c[15]),
    size: Number(c[16]),
    tags: c[17]!.split(','),
    description: c[18]!,
  };
}

export const SEED_BASKETS: readonly SeedBasket[] = TABLE.trim().split('\n').map(parse);
