import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { forEachItem } from '../../../shared/execution/items';
import { ENDPOINTS } from '../../../shared/transport/endpoints';
import { pathSegment } from '../../../shared/transport/paths';
import { hubSpotApi } from '../../../shared/transport/transport';
import { meetingLinkLocator, slugOf, timezoneField, timezoneOf } from './meetingLinkFields';

export const description = updateDisplayOptions(
	{ show: { resource: ['meetingLink'], operation: ['getAvailability'] } },
	[meetingLinkLocator, timezoneField],
);

interface Availability {
	linkAvailability: {
		linkAvailabilityByDuration: Record<
			string,
			{
				meetingDurationMillis: number;
				availabilities: Array<{ startMillisUtc: number; endMillisUtc: number }>;
			}
		>;
	};
}

/** The link's free times this month, one output item per free slot and meeting length. */
export async function execute(
	this: IExecuteFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return await forEachItem(this, items, async (itemIndex) => {
		const slug = slugOf(this, itemIndex);
		const timezone = timezoneOf(this, itemIndex);
		const answer = await hubSpotApi<Availability>(this, {
			method: 'GET',
			endpoint: ENDPOINTS.meetingLinkAvailability,
			segments: { slug: pathSegment(this, slug, 'Meeting Link', itemIndex) },
			qs: { timezone },
			itemIndex,
		});
		return Object.values(answer.linkAvailability.linkAvailabilityByDuration ?? {}).flatMap(
			({ meetingDurationMillis, availabilities }) =>
				(availabilities ?? []).map(({ startMillisUtc, endMillisUtc }) => ({
					slug,
					durationMinutes: meetingDurationMillis / 60_000,
					startTime: new Date(startMillisUtc).toISOString(),
					endTime: new Date(endMillisUtc).toISOString(),
				})),
		);
	});
}
