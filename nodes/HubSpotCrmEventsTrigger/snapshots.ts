import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { ENDPOINTS } from '../shared/transport/endpoints';
import { hubSpotApi } from '../shared/transport/transport';
import type { JournalSettings } from './settings';

const NO_ITEM = 0;

/** Records per snapshot request: HubSpot publishes no cap, so the journal's batch size is kept. */
const RECORDS_PER_REQUEST = 100;

/** Where the static data records the snapshots last asked for, as text. */
const KEY = 'journalSnapshots';

/**
 * Asks HubSpot to journal the current values of the chosen records, once per choice: the static data
 * records what was asked, so only a changed choice asks again (on the poll n8n runs when the workflow
 * is published, whose static data it keeps). The snapshots arrive as SNAPSHOT events in the journal,
 * read like every other event.
 */
export async function requestSnapshots(
	ctx: IPollFunctions,
	settings: JournalSettings,
	staticData: IDataObject,
): Promise<void> {
	const { recordIds, properties } = settings.snapshot;
	const spec = JSON.stringify({ objectTypeId: settings.objectTypeId, recordIds, properties });
	if (recordIds.length === 0 || staticData[KEY] === spec) return;
	for (let start = 0; start < recordIds.length; start += RECORDS_PER_REQUEST) {
		const snapshotRequests = recordIds
			.slice(start, start + RECORDS_PER_REQUEST)
			.map((objectId) => ({
				portalId: settings.portalId,
				objectTypeId: settings.objectTypeId,
				objectId: Number(objectId),
				properties,
			}));
		await hubSpotApi(ctx, {
			method: 'POST',
			endpoint: ENDPOINTS.journalSnapshots,
			body: { snapshotRequests },
			itemIndex: NO_ITEM,
		});
	}
	staticData[KEY] = spec;
}
