import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../shared/execution/itemParameters';
import { invalidInput, readText } from '../../shared/execution/validation';
import { FULLY_QUALIFIED_NAME } from './definitions';

/** The Event field's name in errors. */
export const EVENT = 'Event';

/** A custom event: the account's events, or a fully qualified name. */
export const eventLocator: INodeProperties = {
	displayName: 'Event',
	name: 'eventName',
	type: 'resourceLocator',
	required: true,
	default: { mode: 'list', value: '' },
	description: 'The custom event',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchEvents', searchable: true },
		},
		{
			displayName: 'By Name',
			name: 'name',
			type: 'string',
			placeholder: 'e.g. pe12345_trial_started',
			validation: [
				{
					type: 'regex',
					properties: {
						regex: FULLY_QUALIFIED_NAME.source,
						errorMessage: 'A fully qualified event name looks like pe12345_trial_started',
					},
				},
			],
		},
	],
};

/** The event an item names, as its fully qualified name. */
export function eventNameOf(ctx: IExecuteFunctions, itemIndex: number): string {
	const read = itemReader(ctx);
	const name = readText(
		ctx,
		read('eventName', itemIndex, '', { extractValue: true }),
		EVENT,
		itemIndex,
	).trim();
	if (!FULLY_QUALIFIED_NAME.test(name))
		throw invalidInput(
			ctx,
			EVENT,
			itemIndex,
			`must be a fully qualified event name such as pe12345_trial_started, got "${name}"`,
		);
	return name;
}

/** The internal name of the event an item names (the definition's path segment). */
export function internalNameOf(ctx: IExecuteFunctions, itemIndex: number): string {
	return FULLY_QUALIFIED_NAME.exec(eventNameOf(ctx, itemIndex))![1];
}
