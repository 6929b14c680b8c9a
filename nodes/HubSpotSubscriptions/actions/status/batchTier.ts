import { NodeApiError } from 'n8n-workflow';
import type { BatchPlan } from '../../../shared/execution/batching';

/**
 * A batch call's sender whose 403 says why: HubSpot grants the batch scopes of subscription statuses
 * only to Marketing Hub Enterprise accounts, so a lower tier's call is refused for a missing scope.
 */
export function enterpriseOnly(send: BatchPlan['send'], scope: string): BatchPlan['send'] {
	return async (chunk) =>
		await send(chunk).catch((error: unknown) => {
			if (error instanceof NodeApiError && String(error.httpCode) === '403') {
				const needs = `Batch reads and writes of subscription statuses need Marketing Hub Enterprise: HubSpot grants the scope ${scope} only on that tier. Use the single-address operations on other tiers.`;
				error.message = `${error.message} (Marketing Hub Enterprise required)`;
				error.description = `${needs} ${error.description ?? ''}`.trim();
			}
			throw error;
		});
}
