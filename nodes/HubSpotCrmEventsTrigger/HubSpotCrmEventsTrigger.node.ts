import type {
	IDataObject,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { runPoll } from '../shared/polling/pollRunner';
import { optionNames, subtitleOf } from '../shared/execution/subtitles';
import { objectTypeSubtitle } from '../shared/crm/objectTypeFields';
import { triggerProperties } from './description';
import { gapItem, itemOf } from './events';
import { latestEntries, latestOffset, readJournal, type JournalCursor } from './reader';
import { readSettings, type JournalSettings } from './settings';
import { requestSnapshots } from './snapshots';
import { ensureSubscriptions } from './subscriptions';
import * as loadOptions from './methods/loadOptions';

const auth = authentication(['appSecret']);

/** Journal files a manual test run reads (the newest ones). */
const TEST_RUN_FILES = 10;

/** Where in the static data the cursor lives. */
const CURSOR = 'journalCursor';

const cursorKey = (settings: JournalSettings): string =>
	`${settings.portalId}|${settings.objectTypeId}`;

/** The stored cursor of this install and type, or none (a first poll). */
function storedCursor(
	staticData: IDataObject,
	settings: JournalSettings,
): JournalCursor | undefined {
	const stored = staticData[CURSOR] as JournalCursor | undefined;
	return typeof stored === 'object' && stored !== null && stored.key === cursorKey(settings)
		? stored
		: undefined;
}

export class HubSpotCrmEventsTrigger implements INodeType {
	description: INodeTypeDescription = {
		// "CRM Events" is what the panel's search finds beside the CRM Trigger; the journal is how it works.
		displayName: 'HubSpot CRM Events Trigger',
		name: 'hubSpotCrmEventsTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: subtitleOf(
			optionNames(triggerProperties, 'events'),
			objectTypeSubtitle(triggerProperties),
		),
		description:
			'Starts the workflow on CRM record, association, list and privacy events read from HubSpot’s webhooks journal: no public URL, deletions included, each event once',
		defaults: { name: 'HubSpot CRM Events Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [auth.property, ...triggerProperties],
	};

	methods = { loadOptions };

	/**
	 * Emits the journal's events after the saved offset, oldest first, one item each. The offset is
	 * written to the static data with the items, so n8n stores it only with a poll that emitted (or,
	 * with durable poll cursors, with the poll that read it); a failing poll emits nothing and the next
	 * one reads the same files again. Bounded and serialised by the shared poll runner. An offset
	 * HubSpot no longer holds is reported by a gap item emitted with the events read from the earliest
	 * one kept: the report and the new offset are saved together, so a gap is reported once.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const settings = await readSettings(this);
		return await runPoll(this, {
			testRun: async () => {
				const staticData = this.getWorkflowStaticData('node');
				await ensureSubscriptions(this, settings, staticData);
				// A test run shows the snapshots among the newest events: asked for before they are read.
				await requestSnapshots(this, settings, staticData);
				const latest = await latestEntries(this, settings, TEST_RUN_FILES);
				if (latest.length === 0)
					// n8n's own "No data found" would hide that the fetch itself started the subscription.
					throw new NodeOperationError(
						this.getNode(),
						`HubSpot's journal holds no ${settings.objectType} events of this choice yet (account ${settings.portalId})`,
						{
							description:
								'A first Fetch Test Event subscribes the app to these events, and the journal receives only events made after that: create or change a record in HubSpot, then fetch again. Snapshot Record IDs (Options) bring records that exist now.',
						},
					);
				return [latest.map((event) => itemOf(event, settings.objectType))];
			},
			scheduled: async ({ deadline }) => await pollJournal(this, settings, deadline),
		});
	}
}

/** One scheduled poll: reads from the saved offset until `deadline`, saves the offset moved past what it emits. */
async function pollJournal(
	ctx: IPollFunctions,
	settings: JournalSettings,
	deadline: number,
): Promise<INodeExecutionData[][] | null> {
	const staticData = ctx.getWorkflowStaticData('node');
	await ensureSubscriptions(ctx, settings, staticData);
	let cursor = storedCursor(staticData, settings);
	const firstPoll = cursor === undefined;
	if (!cursor) {
		// The first poll (n8n runs it when the workflow is published, and stores what it leaves).
		cursor = {
			key: cursorKey(settings),
			offset: settings.startFromEarliest ? undefined : await latestOffset(ctx, settings),
		};
		staticData[CURSOR] = cursor as unknown as IDataObject;
	}
	// After the cursor is placed: a first poll starting at the latest event leaves the snapshots to the next.
	await requestSnapshots(ctx, settings, staticData);
	if (firstPoll && !settings.startFromEarliest) return null;
	const items: INodeExecutionData[] = [];
	let read = await readJournal(ctx, settings, cursor.offset, deadline);
	if (read.gone) {
		items.push(gapItem(cursor.offset, settings));
		read = await readJournal(ctx, settings, undefined, deadline);
	}
	staticData[CURSOR] = {
		key: cursor.key,
		offset: read.offset,
	} satisfies JournalCursor as unknown as IDataObject;
	items.push(...read.events.map((event) => itemOf(event, settings.objectType)));
	return items.length ? [items] : null;
}
