import { financeRoutes, type RetentionOfferPut } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `GET /v1/finance/retention-offers`: each product's retention offer, and the coupons one can use. */
export const fetchRetentionOffers = (signal?: AbortSignal) =>
  call(financeRoutes.retentionOffers, {}, { signal });

export const retentionOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['finance', 'retention-offers'],
    queryFn: ({ signal }) => fetchRetentionOffers(signal),
  });

/** `PUT /v1/finance/retention-offers/:productId`: sets or changes a product's offer. */
export const putRetentionOffer = ({ productId, body }: { productId: number; body: RetentionOfferPut }) =>
  call(financeRoutes.putRetentionOffer, { params: { productId }, body });

/** `DELETE /v1/finance/retention-offers/:productId`: the product makes no offer any more. */
export const deleteRetentionOffer = (productId: number) =>
  call(financeRoutes.deleteRetentionOffer, { params: { productId } });

function useOffersChange<TInput>(change: (input: TInput) => ReturnType<typeof deleteRetentionOffer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['finance', 'retention-offers'] }),
  });
}

export const usePutRetentionOffer = () => useOffersChange(putRetentionOffer);
export const useDeleteRetentionOffer = () => useOffersChange(deleteRetentionOffer);
