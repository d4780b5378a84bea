import type { BasketDetails } from '#contract/baskets/details';
import { BrokerChoice } from '../features/brokers/components/broker-choice';
import InvestFlow from '../features/trading/components/invest-flow';

export default function InvestFlowWithBrokers({ basket, onClose }: { basket: BasketDetails; onClose: () => void }) {
  return (
    <InvestFlow
      basket={basket}
      onClose={onClose}
      brokerChoice={(value, onChange) => <BrokerChoice value={value} onChange={onChange} />}
    />
  );
}
