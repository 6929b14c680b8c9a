import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/execution/descriptions';
import { routeOperation, type ResourceMap } from '../shared/execution/router';
import { operationSubtitle } from '../shared/execution/subtitles';
import * as association from './actions/association/Association.resource';
import * as customApiCall from './actions/customApiCall/CustomApiCall.resource';
import * as customObjectSchema from './actions/customObjectSchema/CustomObjectSchema.resource';
import * as crmExport from './actions/export/Export.resource';
import * as crmImport from './actions/import/Import.resource';
import * as list from './actions/list/List.resource';
import * as owner from './actions/owner/Owner.resource';
import * as pipeline from './actions/pipeline/Pipeline.resource';
import * as property from './actions/property/Property.resource';
import * as propertyGroup from './actions/propertyGroup/PropertyGroup.resource';
import * as record from './actions/record/Record.resource';
import * as loadOptions from './methods/loadOptions';
import * as listSearch from './methods/listSearch';
import * as resourceMapping from './methods/resourceMapping';

const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = {
	record: record.operations,
	association: association.operations,
	list: list.operations,
	owner: owner.operations,
	pipeline: pipeline.operations,
	property: property.operations,
	propertyGroup: propertyGroup.operations,
	customObjectSchema: customObjectSchema.operations,
	import: crmImport.operations,
	export: crmExport.operations,
	customApiCall: customApiCall.operations,
} satisfies ResourceMap;

/** The node's fields, in the order the panel shows them. */
const properties: INodeProperties[] = [
	auth.property,
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [
			{ name: 'Association', value: 'association' },
			{ name: 'Custom API Call', value: 'customApiCall' },
			{ name: 'Custom Object Schema', value: 'customObjectSchema' },
			{ name: 'Export', value: 'export' },
			{ name: 'Import', value: 'import' },
			{ name: 'List', value: 'list' },
			{ name: 'Owner', value: 'owner' },
			{ name: 'Pipeline', value: 'pipeline' },
			{ name: 'Property', value: 'property' },
			{ name: 'Property Group', value: 'propertyGroup' },
			{ name: 'Record', value: 'record' },
		],
		default: 'record',
	},
	...record.description,
	...association.description,
	...list.description,
	...owner.description,
	...pipeline.description,
	...property.description,
	...propertyGroup.description,
	...customObjectSchema.description,
	...crmImport.description,
	...crmExport.description,
	...customApiCall.description,
];

export class HubSpotCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot CRM',
		name: 'hubSpotCrm',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		// Version 2 takes properties through n8n's resource mapper (version 1 keeps the fixed collection);
		// version 3 picks single records with a record picker (versions 1 and 2 keep their typed IDs) and
		// asks for a record's object type first (no default), so the mapper loads once it is chosen.
		version: [1, 2, 3],
		defaultVersion: 3,
		description:
			'Create, read, update, upsert, delete, search and batch-process HubSpot CRM records, read, create and delete their associations (with labels), manage lists, set up properties, property groups and custom objects, look up owners and pipelines, import and export records in bulk through CSV files, and call any other HubSpot endpoint',
		defaults: { name: 'HubSpot CRM' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { loadOptions, listSearch, resourceMapping };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
