import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { itemReader } from '../../../shared/execution/itemParameters';
import { pathSegment, type PathSegments } from '../../../shared/transport/paths';
import { internalNameOf } from '../../helpers/eventLocator';

/** One property of the event, by name: the account's properties of the chosen event. */
export const propertyNameField: INodeProperties = {
	displayName: 'Property Name or ID',
	name: 'propertyName',
	type: 'options',
	typeOptions: {
		loadOptionsMethod: 'getEventPropertyNames',
		loadOptionsDependsOn: ['eventName.value'],
	},
	required: true,
	default: '',
	description:
		'The property of the event. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The path segments of an event's property: the event's internal name and the property's. */
export function propertySegments(ctx: IExecuteFunctions, itemIndex: number): PathSegments {
	const read = itemReader(ctx);
	return {
		eventName: pathSegment(ctx, internalNameOf(ctx, itemIndex), 'Event', itemIndex),
		propertyName: pathSegment(ctx, read('propertyName', itemIndex, ''), 'Property Name', itemIndex),
	};
}
