import { PATH_FORMS } from '../../versions';
import type { EndpointContract } from './endpointContracts';
import { ERROR_BODY, under } from './requiredFields';

/** The fields the sandbox's marketing emails always carry (HubSpot's spec requires only `isAb`). */
const EMAIL = ['id', 'name', 'isAb', 'state', 'type', 'isPublished', 'createdAt', 'updatedAt'];
/** `PublicCampaign` (the properties asked for, the business units). */
const CAMPAIGN = ['id', 'properties', 'createdAt', 'updatedAt', 'businessUnits'];
/** `AggregateEmailStatistics`. */
const STATISTICS = ['counters', 'ratios', 'deviceBreakdown', 'qualifierStats'];
const SPRING = '00000000-0000-4000-8000-000000000001';
/** `PublicBudgetItem` (the sandbox carries `description` only when one was given). */
const BUDGET_ITEM = ['id', 'name', 'amount', 'order', 'createdAt', 'updatedAt'];

/** Marketing emails beyond revisions, and campaigns with their assets, budgets and reports. */
export const MARKETING_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'POST /marketing/v3/emails',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'POST',
			path: prefix,
			credential: 'token',
			json: { name: 'Contract email', subject: 'Hi' },
		}),
		status: 201,
		required: EMAIL,
	},
	{
		endpoint: 'POST /marketing/v3/emails/clone',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/clone`,
			credential: 'token',
			json: { id: '6100001' },
		}),
		status: 200,
		required: EMAIL,
	},
	{
		endpoint: 'GET /marketing/v3/emails/{emailId}',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/6100001?includeStats=true`,
			credential: 'token',
		}),
		status: 200,
		required: [...EMAIL, ...under('stats', STATISTICS)],
	},
	{
		endpoint: 'PATCH /marketing/v3/emails/{emailId}/draft',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'PATCH',
			path: `${prefix}/6100004/draft`,
			credential: 'token',
			json: { subject: 'Draft subject' },
		}),
		status: 200,
		required: EMAIL,
	},
	{
		endpoint: 'POST /marketing/v3/emails/{emailId}/publish',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/6100004/publish`,
			credential: 'token',
		}),
		status: 204,
		required: [],
	},
	{
		endpoint: 'POST /marketing/v3/emails/{emailId}/unpublish (sent batch email)',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/6100001/unpublish`,
			credential: 'token',
		}),
		status: 400,
		required: ERROR_BODY,
	},
	{
		endpoint: 'GET /marketing/v3/emails/statistics/list',
		forms: PATH_FORMS.marketingEmails,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/statistics/list?emailIds=6100001&emailIds=6100002`,
			credential: 'token',
		}),
		status: 200,
		required: [...under('aggregate', STATISTICS), 'campaignAggregations', 'emails[]'],
	},
	{
		endpoint: 'GET /marketing/v3/campaigns',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}?properties=hs_name`,
			credential: 'token',
		}),
		status: 200,
		required: ['total', ...under('results[]', CAMPAIGN)],
	},
	{
		endpoint: 'POST /marketing/v3/campaigns',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'POST',
			path: prefix,
			credential: 'token',
			json: { properties: { hs_name: 'Contract campaign' } },
		}),
		status: 201,
		required: CAMPAIGN,
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}?properties=hs_name`,
			credential: 'token',
		}),
		status: 200,
		required: [...CAMPAIGN, 'assets'],
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}/assets/{assetType}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}/assets/MARKETING_EMAIL`,
			credential: 'token',
		}),
		status: 200,
		required: ['results[]', 'results[].id'],
	},
	{
		endpoint: 'PUT /marketing/v3/campaigns/{campaignGuid}/assets/{assetType}/{assetId}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'PUT',
			path: `${prefix}/${SPRING}/assets/MARKETING_EMAIL/6100002`,
			credential: 'token',
		}),
		status: 204,
		required: [],
	},
	{
		endpoint: 'DELETE /marketing/v3/campaigns/{campaignGuid}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'DELETE',
			path: `${prefix}/${SPRING}`,
			credential: 'token',
		}),
		status: 204,
		required: [],
	},
	{
		endpoint: 'POST /marketing/v3/campaigns/{campaignGuid}/budget',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/${SPRING}/budget`,
			credential: 'token',
			json: { name: 'Contract item', amount: 10, order: 3 },
		}),
		status: 201,
		required: BUDGET_ITEM,
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}/budget/{budgetId}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}/budget/1`,
			credential: 'token',
		}),
		status: 200,
		required: BUDGET_ITEM,
	},
	{
		endpoint: 'PUT /marketing/v3/campaigns/{campaignGuid}/spend/{spendId}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'PUT',
			path: `${prefix}/${SPRING}/spend/3`,
			credential: 'token',
			json: { name: 'Launch ads', amount: 1300, order: 1 },
		}),
		status: 200,
		required: BUDGET_ITEM,
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}/budget/totals',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}/budget/totals`,
			credential: 'token',
		}),
		status: 200,
		required: [
			'budgetItems[]',
			...under('budgetItems[]', BUDGET_ITEM),
			'spendItems[]',
			'currencyCode',
		],
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}/reports/metrics',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}/reports/metrics?startDate=2026-03-01&endDate=2026-03-31`,
			credential: 'token',
		}),
		status: 200,
		required: ['sessions', 'newContactsFirstTouch', 'newContactsLastTouch', 'influencedContacts'],
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}/reports/contacts/{contactType}',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}/reports/contacts/influencedContacts`,
			credential: 'token',
		}),
		status: 200,
		required: ['results[]', 'results[].id'],
	},
	{
		endpoint: 'GET /marketing/v3/campaigns/{campaignGuid}/reports/revenue',
		forms: PATH_FORMS.campaigns,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${SPRING}/reports/revenue?attributionModel=LINEAR`,
			credential: 'token',
		}),
		status: 200,
		required: ['currencyCode', 'revenueAmount', 'dealAmount', 'dealsNumber', 'contactsNumber'],
	},
];
