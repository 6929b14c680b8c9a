import type {
	IDataObject,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { triggerProperties } from './description';
import { itemOf } from './events';
import { latestEntries, latestOffset, readJournal, type JournalCursor } from './reader';
import { readSettings, type JournalSettings } from './settings';
import { requestSnapshots } from './snapshots';
import { ensureSubscriptions } from './subscriptions';
import * as loadOptions from './methods/loadOptions';

const auth = authentication(['appSecret']);

/** Journal files a manual test run reads (the newest ones). */
const TEST_RUN_FILES = 10;

/** Share of the poll budget spent reading; the rest is left for the hand-off of the items. */
const BUDGET_SHARE = 0.6;

/** The budget where n8n gives none (before 2.41): well inside the shortest poll interval, a minute. */
const DEFAULT_BUDGET_MS = 30_000;

/** Where in the static data the cursor lives. */
const CURSOR = 'journalCursor';

function deadlineOf(ctx: IPollFunctions): number {
	const budget =
		typeof ctx.getPollBudgetMs === 'function' ? ctx.getPollBudgetMs() : DEFAULT_BUDGET_MS;
	return Date.now() + budget * BUDGET_SHARE;
}

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

export class HubSpotJournalTrigger implements INodeType {
	description: INodeTypeDescription = {
		// "CRM Events" is what the panel's search finds beside the CRM Trigger; the journal is how it works.
		displayName: 'HubSpot CRM Events Trigger',
		name: 'hubSpotJournalTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{($parameter["events"] || []).join(", ") + ": " + $parameter["objectType"]}}',
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
	 * one reads the same files again.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const settings = await readSettings(this);
		const staticData = this.getWorkflowStaticData('node');
		await ensureSubscriptions(this, settings, staticData);
		if (this.getMode() === 'manual') {
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
		}
		let cursor = storedCursor(staticData, settings);
		const firstPoll = cursor === undefined;
		if (!cursor) {
			// The first poll (n8n runs it when the workflow is published, and stores what it leaves).
			cursor = {
				key: cursorKey(settings),
				offset: settings.startFromEarliest ? undefined : await latestOffset(this, settings),
			};
			staticData[CURSOR] = cursor as unknown as IDataObject;
		}
		// After the cursor is placed: a first poll starting at the latest event leaves the snapshots to the next.
		await requestSnapshots(this, settings, staticData);
		if (firstPoll && !settings.startFromEarliest) return null;
		const read = await readJournal(this, settings, cursor, deadlineOf(this));
		if (read.gone) {
			staticData[CURSOR] = { ...cursor, resumeFromEarliest: true } as unknown as IDataObject;
			throw new NodeOperationError(
				this.getNode(),
				`HubSpot's journal no longer holds offset ${read.offset ?? '(none)'}: the events after it that are older than the earliest event it still keeps (3 days) are lost`,
				{
					description:
						'The next poll resumes from the earliest event HubSpot keeps. Poll at least daily so that the journal never drops unread events.',
				},
			);
		}
		staticData[CURSOR] = {
			key: cursor.key,
			offset: read.offset,
		} satisfies JournalCursor as unknown as IDataObject;
		return read.events.length
			? [read.events.map((event) => itemOf(event, settings.objectType))]
			: null;
	}
}
