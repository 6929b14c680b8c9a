import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';
import type { Endpoint } from '../../shared/transport/endpoints';
import { hubSpotApi } from '../../shared/transport/transport';

/** One page of a list, as much as a picker shows (HubSpot's largest page). */
export async function firstPage(
	ctx: ILoadOptionsFunctions,
	endpoint: Endpoint,
): Promise<IDataObject[]> {
	const page = await hubSpotApi<{ results: IDataObject[] }>(ctx, {
		method: 'GET',
		endpoint,
		qs: { limit: 100 },
	});
	return page.results;
}
