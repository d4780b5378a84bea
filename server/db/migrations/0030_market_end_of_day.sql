-- NSE's end-of-day prices loaded by `npm run market:import` (docs/market-data.md, "Imported prices";
-- decision 0263): one bar per symbol and trading day as the exchange published it, unadjusted. `kind`
-- says which file it came from ('equity' the common bhavcopy, 'index' the index closes), so that a
-- re-import of one file replaces that file's rows of its date and nothing else.
CREATE TABLE market_daily_bars (
  symbol text NOT NULL,
  trade_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('equity', 'index')),
  open numeric(14, 2) NOT NULL CHECK (open > 0),
  high numeric(14, 2) NOT NULL,
  low numeric(14, 2) NOT NULL CHECK (low > 0),
  close numeric(14, 2) NOT NULL CHECK (close > 0),
  volume bigint NOT NULL CHECK (volume >= 0),
  PRIMARY KEY (symbol, trade_date),
  CHECK (low <= open AND low <= close AND high >= open AND high >= close)
);
-- A day's rows (a re-import) and the first and last day imported (the span history answers).
CREATE INDEX market_daily_bars_by_date ON market_daily_bars (trade_date);

-- Splits and bonuses from NSE's corporate actions export: before `ex_date`, a price is multiplied by
-- numerator / denominator (a split from ₹10 to ₹2: 2/10; a 1:1 bonus: 1/2; 3:2: 2/5) and a volume
-- divided by it when history is answered. Kept as the two numbers so that 2/3 stays exact.
CREATE TABLE market_corporate_actions (
  symbol text NOT NULL,
  ex_date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('split', 'bonus')),
  numerator numeric(12, 4) NOT NULL CHECK (numerator > 0),
  denominator numeric(12, 4) NOT NULL CHECK (denominator > numerator),
  purpose text NOT NULL,
  PRIMARY KEY (symbol, ex_date, kind)
);
