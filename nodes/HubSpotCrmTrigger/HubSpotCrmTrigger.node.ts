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
import { optionName, subtitleOf } from '../shared/execution/subtitles';
import { objectTypeSubtitle } from '../shared/crm/objectTypeFields';
import { latestRecords, readChanges, type Change } from './changes';
import { advance, loadCursor, lowerBound, saveCursor } from './cursor';
import { triggerProperties } from './description';
import { propertyChanges, SEARCH_SHARE_WITH_HISTORIES } from './propertyChanges';
import { readSettings, type TriggerSettings } from './settings';
import { endPoll, startPoll } from './runningPolls';
import * as loadOptions from './methods/loadOptions';

const auth = authentication(['oAuth2', 'appToken']);

/** Records a manual test run shows. */
const TEST_RUN_RECORDS = 3;

/**
 * Longest a poll reads: half the shortest interval n8n allows (a minute). n8n starts the next poll
 * on its schedule whether or not this one has finished; a poll that ends well inside the interval
 * has saved its cursor before the next one loads it. A longer backlog is read over several polls.
 */
const READ_LIMIT_MS = 30_000;

/** Share of n8n's poll budget spent reading; the rest is left for the hand-off. */
const BUDGET_SHARE = 0.6;

/**
 * When the poll stops searching: inside the read limit and n8n's poll budget where it gives one
 * (2.41 and later). Property Changed follows each page of 200 search results with 4 history reads
 * of 50, so its searches get a fifth of the time.
 */
function searchDeadline(ctx: IPollFunctions, settings: TriggerSettings, startedAt: number): number {
	const budget =
		typeof ctx.getPollBudgetMs === 'function' ? ctx.getPollBudgetMs() * BUDGET_SHARE : Infinity;
	const readMs = Math.min(READ_LIMIT_MS, budget);
	return (
		startedAt +
		(settings.event === 'propertyChanged' ? readMs * SEARCH_SHARE_WITH_HISTORIES : readMs)
	);
}

const itemOf = (change: Change, extra: IDataObject = {}): INodeExecutionData => ({
	json: { ...simplifyRecord(change.record), ...extra },
});

/** One scheduled poll: reads from the stored cursor, saves the cursor moved past what it read. */
async function pollChanges(
	ctx: IPollFunctions,
	settings: TriggerSettings,
	startedAt: number,
): Promise<INodeExecutionData[][] | null> {
	const staticData = ctx.getWorkflowStaticData('node');
	const cursor = loadCursor(staticData, settings, settings.startAt ?? startedAt);
	const { changes, read } = await readChanges(
		ctx,
		settings,
		cursor,
		searchDeadline(ctx, settings, startedAt),
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
	 * the same window again. A poll that finds an earlier poll of the same trigger still running does
	 * nothing: that poll has not saved its cursor yet, so this one would emit what it emits.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const settings = readSettings(this);
		if (this.getMode() === 'manual') {
			const latest = await latestRecords(this, settings, TEST_RUN_RECORDS);
			return latest.length ? [latest.map((change) => itemOf(change))] : null;
		}
		const startedAt = Date.now();
		const pollKey = `${this.getWorkflow().id ?? ''}:${this.getNode().id}`;
		if (!startPoll(pollKey, startedAt)) return null;
		try {
			return await pollChanges(this, settings, startedAt);
		} finally {
			endPoll(pollKey, startedAt);
		}
	}
}
