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
import * as campaign from './actions/campaign/Campaign.resource';
import * as campaignBudget from './actions/campaignBudget/CampaignBudget.resource';
import * as email from './actions/email/Email.resource';
import * as emailRevision from './actions/emailRevision/EmailRevision.resource';
import * as singleSend from './actions/singleSend/SingleSend.resource';
import {
	searchAssets,
	searchBudgetItems,
	searchCampaigns,
	searchEmails,
} from './methods/listSearch';

// Marketing email is reached with an OAuth token or a private-app token.
const auth = authentication(['oAuth2', 'appToken']);

/** The node's resources and their operations, for the router. */
export const resources = {
	campaign: campaign.operations,
	campaignBudget: campaignBudget.operations,
	email: email.operations,
	emailRevision: emailRevision.operations,
	singleSend: singleSend.operations,
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
			{ name: 'Campaign', value: 'campaign' },
			{ name: 'Campaign Budget', value: 'campaignBudget' },
			{ name: 'Email', value: 'email' },
			{ name: 'Email Revision', value: 'emailRevision' },
			{ name: 'Single Send', value: 'singleSend' },
		],
		// Workflows saved before the Email and Campaign resources keep reading revisions.
		default: 'emailRevision',
	},
	...campaign.description,
	...campaignBudget.description,
	...email.description,
	...emailRevision.description,
	...singleSend.description,
];

export class HubSpotMarketingEmail implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'HubSpot Marketing Email',
		name: 'hubSpotMarketingEmail',
		icon: { light: 'file:hubspot.svg', dark: 'file:hubspot.dark.svg' },
		group: ['transform'],
		subtitle: operationSubtitle(properties),
		version: 1,
		description:
			'Create, edit, publish and measure HubSpot marketing emails, manage the campaigns they belong to with their budgets and reports, read revisions and send single emails',
		defaults: { name: 'HubSpot Marketing Email' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: auth.credentials,
		properties,
	};

	methods = { listSearch: { searchAssets, searchBudgetItems, searchCampaigns, searchEmails } };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await routeOperation.call(this, resources);
	}
}
