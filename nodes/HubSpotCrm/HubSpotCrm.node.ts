import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';
import { authentication } from '../shared/descriptions';
import * as association from './actions/association';
import * as customApiCall from './actions/customApiCall';
import * as list from './actions/list';
import * as record from './actions/record';
import { router } from './actions/router';
import * as loadOptions from '../shared/crmPropertyOptions';
import * as listSearch from './methods/listSearch';

const auth = authentication(['oAuth2', 'appToken']);

export class HubSpotCrm implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot CRM',
		name: 'hubSpotCrm',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'List, search, update and batch-process HubSpot CRM records, and read their associations',
		defaults: { name: 'HubSpot CRM' },
		usableAsTool: true,
		// The older n8n-nodes-base rules predate NodeConnectionTypes, which the community rules require.
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties: [
			auth.property,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Association', value: 'association' },
					{ name: 'Record', value: 'record' },
					{ name: 'List', value: 'list' },
					{ name: 'Custom API Call', value: 'customApiCall' },
				],
				default: 'record',
			},
			...record.description,
			...association.description,
			...list.description,
			...customApiCall.description,
		],
	};

	methods = { loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
