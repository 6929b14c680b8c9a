import type {
	IDataObject,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { simplifyRecord } from '../shared/crm/records';
import { authentication } from '../shared/execution/descriptions';
import { runPoll, type PollWindow } from '../shared/polling/pollRunner';
import { optionName, subtitleOf } from '../shared/execution/subtitles';
import { objectTypeSubtitle } from '../shared/crm/objectTypeFields';
import { latestRecords, readChanges, type Change } from './changes';
import { advance, loadCursor, lowerBound, saveCursor } from './cursor';
import { triggerProperties } from './description';
import { propertyChanges, SEARCH_SHARE_WITH_HISTORIES } from './propertyChanges';
import { readSettings, type TriggerSettings } from './settings';
import * as loadOptions from './methods/loadOptions';

const auth = authentication(['oAuth2', 'appToken']);

/** Records a manual test run shows. */
const TEST_RUN_RECORDS = 3;

/**
 * When the poll stops searching: Property Changed follows each page of 200 search results with 4
 * history reads of 50, so its searches get a fifth of the poll's read time.
 */
function searchDeadline(settings: TriggerSettings, { startedAt, deadline }: PollWindow): number {
	return settings.event === 'propertyChanged'
		? startedAt + (deadline - startedAt) * SEARCH_SHARE_WITH_HISTORIES
		: deadline;
}

const itemOf = (change: Change, extra: IDataObject = {}): INodeExecutionData => ({
	json: { ...simplifyRecord(change.record), ...extra },
});

/** One scheduled poll: reads from the stored cursor, saves the cursor moved past what it read. */
async function pollChanges(
	ctx: IPollFunctions,
	settings: TriggerSettings,
	window: PollWindow,
): Promise<INodeExecutionData[][] | null> {
	const { startedAt } = window;
	const staticData = ctx.getWorkflowStaticData('node');
	const cursor = loadCursor(staticData, settings, settings.startAt ?? startedAt);
	const { changes, read } = await readChanges(
		ctx,
		settings,
		cursor,
		searchDeadline(settings, window),
	);
	let items: INodeExecutionData[];
	if (settings.event === 'propertyChanged') {
		const since = lowerBound(cursor, settings.overlapMs) - 1;
		const changed = await propertyChanges(ctx, settings, changes, (id) => cursor.seen[id] ?? since);
		items = changed.map(({ change, values, changes: propertyChanges }) =>
			itemOf(change, { ...values, propertyChanges }),
		);
	} else {
		items = changes.map((change) => itemOf(change));
	}
	saveCursor(staticData, advance(cursor, read, settings.overlapMs, startedAt));
	return items.length ? [items] : null;
}

export class HubSpotCrmTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot CRM Trigger',
		name: 'hubSpotCrmTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: subtitleOf(
			optionName(triggerProperties, 'event'),
			objectTypeSubtitle(triggerProperties),
		),
		description:
			'Starts the workflow when CRM records are created, updated or change a property, by polling HubSpot’s search',
		defaults: { name: 'HubSpot CRM Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [auth.property, ...triggerProperties],
	};

	methods = { loadOptions };

	/**
	 * Emits the changes since the cursor in the node's static data, oldest first. The cursor is
	 * written only after every request succeeded: a failing poll emits nothing and the next one reads
	 * the same window again. Bounded and serialised by the shared poll runner.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const settings = readSettings(this);
		return await runPoll(this, {
			testRun: async () => {
				const latest = await latestRecords(this, settings, TEST_RUN_RECORDS);
				return latest.length ? [latest.map((change) => itemOf(change))] : null;
			},
			scheduled: async (window) => await pollChanges(this, settings, window),
		});
	}
}
