-- A rebalance may be accepted buying only, with new money, and selling nothing (issue 35, decision 0297).
ALTER TABLE rebalances DROP CONSTRAINT rebalances_mode_check;
ALTER TABLE rebalances ADD CONSTRAINT rebalances_mode_check
  CHECK (mode IN ('RECOMMENDED_CHANGES', 'ADJUST_ALL_STOCK', 'BUY_ONLY'));
