import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import type {
  OrderType,
  PlaceTradeRequest,
  TradeBody,
  TradePreviewBody,
  TradePreviewRequest,
} from '#contract/trading/types';
import { callErrorText } from '#src/lib/forms/form-errors';
import { useApi } from '#src/lib/http/api-context';
import { Alert } from '#src/components/ui/alert';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { placeTrade, previewTrade } from '../api/trading-queries';
import { investAmountsAtom } from '../atoms';
import { newClientKey } from '#src/lib/http/client-key';
import { tradingMessages as m } from '../messages';
import { AmountForm, readAmount } from './amount-form';
import { OrderReview } from './order-review';
import { TradeStatusView } from './trade-status-view';

export interface InvestBasket {
  basket_hash: string;
  name: string;
  minimumAmount: number;
}

/** The broker picker the app composes in (features/brokers): the chosen broker id, or null for none. */
export type BrokerChoiceSlot = (value: string | null, onChange: (brokerId: string | null) => void) => ReactNode;

const FORM_ID = 'invest-form';

/**
 * Investing in a basket, in one dialog: amount and broker → the order review (tradebasket orders) →
 * place (requestorder, one client key per review, reused by every retry) → the orders, live.
 */
export default function InvestFlow({
  basket,
  brokerChoice,
  onClose,
}: {
  basket: InvestBasket;
  brokerChoice: BrokerChoiceSlot;
  onClose: () => void;
}) {
  const api = useApi();
  const [amounts, setAmounts] = useAtom(investAmountsAtom);
  const amount = amounts[basket.basket_hash] ?? String(basket.minimumAmount);
  const [brokerId, setBrokerId] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [clientKey, setClientKey] = useState<string | null>(null);
  const [placed, setPlaced] = useState<TradeBody | null>(null);
  const [reviewed, setReviewed] = useState<{ body: TradePreviewBody; request: TradePreviewRequest } | null>(null);
  const preview = useMutation({
    mutationFn: (request: TradePreviewRequest) => previewTrade(api, request),
    // A new review, a new key: the same review placed twice (a double click, a retry) keeps its key.
    onSuccess: (body, request) => {
      setReviewed({ body, request });
      setClientKey(newClientKey());
    },
  });
  // Set at the click itself: a second click in the same frame, before React re-renders, finds it set.
  const placing = useRef(false);
  const place = useMutation({
    mutationFn: (request: PlaceTradeRequest) => placeTrade(api, request),
    onSuccess: setPlaced,
    onSettled: () => {
      placing.current = false;
    },
  });

  const review = (orderType: OrderType) => {
    const read = readAmount(amount, basket.minimumAmount);
    if ('error' in read) return setFieldError(read.error);
    setFieldError(undefined);
    if (!brokerId) return undefined;
    place.reset();
    preview.mutate({
      basket_hash: basket.basket_hash,
      broker_id: brokerId,
      amount: read.amount,
      order_type: orderType,
    });
  };
  const back = () => {
    setReviewed(null);
    preview.reset();
    place.reset();
  };
  const submitPlace = (variety?: 'amo') => {
    if (!reviewed || !clientKey || placing.current || preview.isPending) return;
    placing.current = true;
    place.mutate({ ...reviewed.request, client_key: clientKey, ...(variety ? { variety } : {}) });
  };

  const shown = placed ? null : (reviewed?.body ?? null);
  const previewError = preview.isError
    ? callErrorText(preview.error, { offline: m.offline, server: m.serverError })
    : null;
  const placeError = place.isError
    ? callErrorText(place.error, { offline: m.placeOffline, server: m.placeFailed })
    : null;

  let footer: ReactNode;
  if (placed) footer = <Button onClick={onClose}>{m.close}</Button>;
  else if (shown)
    footer = (
      <>
        <Button variant="secondary" onClick={back} disabled={place.isPending}>
          {m.back}
        </Button>
        <Button onClick={() => submitPlace()} busy={place.isPending} disabled={!shown.window.open || preview.isPending}>
          {place.isPending ? m.placing : m.place}
        </Button>
      </>
    );
  else
    footer = (
      <>
        <Button variant="secondary" onClick={onClose}>
          {m.cancel}
        </Button>
        <Button type="submit" form={FORM_ID} busy={preview.isPending} disabled={!brokerId}>
          {preview.isPending ? m.reviewing : m.review}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={placed ? m.statusTitle : shown ? m.reviewTitle : m.investTitle(basket.name)}
      step={placed ? 'placed' : shown ? 'review' : 'amount'}
      size="lg"
      closeLabel={m.close}
      footer={footer}
    >
      {placed ? (
        <TradeStatusView placed={placed} />
      ) : shown ? (
        <>
          <OrderReview
            preview={shown}
            updating={preview.isPending}
            amo={{ place: () => submitPlace('amo'), placing: place.isPending }}
            onOrderType={(type) => preview.mutate({ ...reviewed!.request, order_type: type })}
          />
          {previewError ? <Alert variant="error">{previewError}</Alert> : null}
          {placeError ? <Alert variant="error">{placeError}</Alert> : null}
        </>
      ) : (
        <>
          <AmountForm
            id={FORM_ID}
            amount={amount}
            minimum={basket.minimumAmount}
            onAmount={(value) => setAmounts((all) => ({ ...all, [basket.basket_hash]: value }))}
            error={fieldError}
            brokerChoice={brokerChoice(brokerId, setBrokerId)}
            onSubmit={() => review('MARKET')}
          />
          {previewError ? <Alert variant="error">{previewError}</Alert> : null}
        </>
      )}
    </Dialog>
  );
}
