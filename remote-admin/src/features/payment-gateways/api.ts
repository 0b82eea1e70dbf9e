/** The Payment gateways calls (SPEC §7), typed by the shared contract. */
import type { CreatePaymentGateway, GatewayTestResult, PaymentGateway, UpdatePaymentGateway } from '@sge/shared/contract';
import { http } from '@sge/shared/http';
import { apiQuery } from '@sge/shared/query';

const gatewayPath = (id: number): string => `/payment-gateways/${id}`;

export const gatewaysQueries = {
  list: () => apiQuery<PaymentGateway[]>('/payment-gateways'),
};
export const createGateway = (body: CreatePaymentGateway): Promise<PaymentGateway> => http.post<PaymentGateway>('/payment-gateways', body);
/** Credentials left blank keep the stored ones. */
export const updateGateway = (id: number, body: UpdatePaymentGateway): Promise<PaymentGateway> =>
  http.put<PaymentGateway>(gatewayPath(id), body);
export const deleteGateway = (id: number): Promise<{ id: number }> => http.delete<{ id: number }>(gatewayPath(id));
/** Makes it the only active gateway. */
export const activateGateway = (id: number): Promise<PaymentGateway> => http.patch<PaymentGateway>(`${gatewayPath(id)}/activate`);
/** An offline check of the configuration: no connection to the provider is made. */
export const testGateway = (id: number): Promise<GatewayTestResult> => http.post<GatewayTestResult>(`${gatewayPath(id)}/test`);
