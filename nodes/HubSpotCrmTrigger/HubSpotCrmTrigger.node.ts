import type { IDataObject, INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { simplifyRecord } from '../shared/crmRecords';
import * as loadOptions from '../shared/crmPropertyOptions';
import { authentication } from '../shared/descriptions';
import { latestRecords, readChanges, type Change } from './changes';
import { advance, loadCursor, lowerBound, saveCursor } from './cursor';
import { triggerProperties } from './description';
import { propertyChanges } from './propertyChanges';
import { readSettings } from './settings';

const auth = authentication(['oAuth2', 'appToken']);

/** Records a manual test run shows. */
const TEST_RUN_RECORDS = 3;

/** Share of n8n's poll budget spent searching; the rest is left for the history reads and the hand-off. */
const BUDGET_SHARE = 0.6;

/** The poll's time budget where n8n gives one (2.41 and later); older versions do not abandon a poll. */
function deadlineOf(ctx: IPollFunctions): number {
	const budget = typeof ctx.getPollBudgetMs === 'function' ? ctx.getPollBudgetMs() : Infinity;
	return Date.now() + budget * BUDGET_SHARE;
}

const itemOf = (change: Change, extra: IDataObject = {}): INodeExecutionData => ({ json: { ...simplifyRecord(change.record), ...extra } });

export class HubSpotCrmTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot CRM Trigger',
		name: 'hubSpotCrmTrigger',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{$parameter["event"] + ": " + $parameter["objectType"]}}',
		description: 'Starts the workflow when CRM records are created, updated or change a property, by polling HubSpot’s search',
		defaults: { name: 'HubSpot CRM Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [auth.property, ...triggerProperties],
	};

	methods = { loadOptions: { getObjectTypes: loadOptions.getObjectTypes, getProperties: loadOptions.getProperties } };

	/**
	 * Emits the changes since the cursor in the node's static data, oldest first. The cursor is
	 * written only after every request succeeded: a failing poll emits nothing and the next one reads
	 * the same window again.
	 */
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const settings = readSettings(this);
		if (this.getMode() === 'manual') {
			const latest = await latestRecords(this, settings, TEST_RUN_RECORDS);
			return latest.length ? [latest.map((change) => itemOf(change))] : null;
		}
		const staticData = this.getWorkflowStaticData('node');
		const cursor = loadCursor(staticData, settings, settings.startAt ?? Date.now());
		const { changes, read } = await readChanges(this, settings, cursor, deadlineOf(this));
		let items: INodeExecutionData[];
		if (settings.event === 'propertyChanged') {
			const since = lowerBound(cursor, settings.overlapMs) - 1;
			const changed = await propertyChanges(this, settings, changes, (id) => cursor.seen[id] ?? since);
			items = changed.map(({ change, values, changes: propertyChanges }) => itemOf(change, { ...values, propertyChanges }));
		} else {
			items = changes.map((change) => itemOf(change));
		}
		saveCursor(staticData, advance(cursor, read, settings.overlapMs));
		return items.length ? [items] : null;
	}
}
