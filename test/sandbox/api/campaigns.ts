import type { SandboxContext } from '../context';
import { missingTier, objectNotFound, validationError } from '../errors';
import { offsetPage } from '../paging';
import type { MarketingEmailStore } from '../state/marketingEmails';
import type { RouteAuth, SandboxArea, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn, type VersionedRouteSpec } from '../versions';
import { budgetRoutes, type CampaignBudget } from './campaignBudgets';
import { reportRoutes } from './campaignReports';

/**
 * The asset types the sandbox associates (HubSpot's docs name more; the GA specs name none,
 * *uncertain*): other tokens are refused.
 */
export const CAMPAIGN_ASSET_TYPES = [
	'MARKETING_EMAIL',
	'FORM',
	'OBJECT_LIST',
	'LANDING_PAGE',
	'SITE_PAGE',
	'BLOG_POST',
	'EXTERNAL_WEB_URL',
	'CTA',
	'MARKETING_EVENT',
	'SOCIAL_BROADCAST',
	'AD_CAMPAIGN',
] as const;

/** Campaign properties from HubSpot's docs (the spec leaves them open). */
const CAMPAIGN_PROPERTIES = [
	'hs_name',
	'hs_start_date',
	'hs_end_date',
	'hs_notes',
	'hs_audience',
	'hs_currency_code',
	'hs_owner',
	'hs_goal',
	'hs_color_hex',
	'hs_campaign_status',
	'hs_utm',
];

interface Campaign {
	id: string;
	properties: Record<string, string>;
	createdAt: string;
	updatedAt: string;
	/** Asset ids by asset type, in the order they were added. */
	assets: Map<string, string[]>;
	budget: CampaignBudget;
}

/** Campaigns need Marketing Hub Professional or Enterprise. */
const CAMPAIGN_TIERS = ['professional', 'enterprise'];

/** The scope of the revenue report (the other reports and the budget take the campaign scopes). */
const REVENUE_SCOPE = 'marketing.campaigns.revenue.read';

/** Deterministic campaign GUIDs: `00000000-0000-4000-8000-` and a 12-digit serial. */
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Marketing campaigns (v3, 2025-09, 2026-03, 2026-09 on one state): create, read (with their
 * assets), update, delete, search by name, the association of assets (marketing email assets
 * must name an email of the account), budget and spend items, and reports.
 */
export function createCampaignsArea(
	context: SandboxContext,
	emails: MarketingEmailStore,
): SandboxArea {
	let campaigns = new Map<string, Campaign>();
	let serial = 0;
	let budgetItemSerial = 0;
	const seedAt = context.clock.iso(Date.UTC(2026, 0, 2));
	const add = (properties: Record<string, string>, at: string): Campaign => {
		const campaign = {
			id: guid(++serial),
			properties,
			createdAt: at,
			updatedAt: at,
			assets: new Map<string, string[]>(),
			budget: { budget: [], spend: [] },
		};
		campaigns.set(campaign.id, campaign);
		return campaign;
	};
	const reset = () => {
		campaigns = new Map();
		serial = 0;
		budgetItemSerial = 0;
		const spring = add(
			{ hs_name: 'Spring launch', hs_start_date: '2026-03-01', hs_end_date: '2026-04-30' },
			seedAt,
		);
		spring.assets.set('MARKETING_EMAIL', ['6100001']);
		const item = (name: string, amount: number, order: number) => ({
			id: ++budgetItemSerial,
			name,
			amount,
			order,
			createdAt: seedAt,
			updatedAt: seedAt,
		});
		spring.budget.budget.push(item('Paid social', 5000, 1), item('Events', 2500, 2));
		spring.budget.spend.push(item('Launch ads', 1200, 1));
		add({ hs_name: 'Autumn webinar series', hs_notes: 'Three webinars' }, seedAt);
	};
	reset();

	const tierChecked = (scopes: string[]): RouteAuth => ({ kind: 'bearer', anyOfScopes: scopes });
	const READ = tierChecked(['marketing.campaigns.read', 'marketing.campaigns.write']);
	const WRITE = tierChecked(['marketing.campaigns.write']);
	const requireTier = () => {
		if (!CAMPAIGN_TIERS.includes(context.config.marketingHubTier))
			throw missingTier('Campaigns', 'Professional');
	};
	const found = (id: string): Campaign => {
		const campaign = campaigns.get(id);
		if (!campaign) throw objectNotFound(`Campaign ${id} does not exist`);
		return campaign;
	};
	/** The properties asked for (`properties=a,b` or repeated); HubSpot answers only those. */
	const shown = (campaign: Campaign, req: SandboxRequest) => {
		const wanted = req.query
			.getAll('properties')
			.flatMap((p) => p.split(','))
			.filter(Boolean);
		return {
			id: campaign.id,
			properties: Object.fromEntries(
				wanted.map((name) => [name, campaign.properties[name] ?? null]),
			),
			createdAt: campaign.createdAt,
			updatedAt: campaign.updatedAt,
			businessUnits: [{ id: 0 }],
		};
	};
	const checkedProperties = (body: unknown): Record<string, string> => {
		const properties = (body as { properties?: unknown } | null)?.properties;
		if (typeof properties !== 'object' || properties === null || Array.isArray(properties))
			throw validationError('properties is required and must be an object');
		for (const [name, value] of Object.entries(properties)) {
			if (!CAMPAIGN_PROPERTIES.includes(name))
				throw validationError(`Property "${name}" does not exist on campaigns`);
			if (typeof value !== 'string')
				throw validationError(`Property "${name}" must be a string value`);
		}
		return properties as Record<string, string>;
	};
	const assetType = (req: SandboxRequest): string => {
		const type = req.params.assetType;
		if (!(CAMPAIGN_ASSET_TYPES as readonly string[]).includes(type))
			throw validationError(`Unsupported asset type ${type}`);
		return type;
	};
	const assetName = (type: string, id: string) =>
		type === 'MARKETING_EMAIL' ? emails.get(id)?.name : undefined;

	/** Adding or removing an asset: the campaign's ids of the type changed, 204. */
	const assetWrite = (
		method: 'PUT' | 'DELETE',
		change: (ids: string[], id: string, type: string) => string[],
	): VersionedRouteSpec => ({
		method,
		path: '/{campaignGuid}/assets/{assetType}/{assetId}',
		auth: WRITE,
		handler: (req) => {
			const campaign = found(req.params.campaignGuid);
			const type = assetType(req);
			campaign.assets.set(type, change(campaign.assets.get(type) ?? [], req.params.assetId, type));
			return { status: 204 };
		},
	});
	/** Every campaigns call checks the account's tier once the token's scopes pass. */
	const tiered = (spec: VersionedRouteSpec): VersionedRouteSpec => ({
		...spec,
		handler: (req) => {
			requireTier();
			return spec.handler(req);
		},
	});

	const routes = (): VersionedRouteSpec[] => [
		{
			method: 'GET',
			path: '',
			auth: READ,
			handler: (req) => {
				const name = (req.query.get('name') ?? '').toLowerCase();
				const sort = req.query.get('sort') ?? 'hs_name';
				const key = sort.replace(/^-/, '');
				const matching = [...campaigns.values()]
					.filter((c) => (c.properties.hs_name ?? '').toLowerCase().includes(name))
					.sort((a, b) => {
						const [x, y] = [a, b].map((c) =>
							key === 'createdAt' || key === 'updatedAt' ? c[key] : (c.properties[key] ?? ''),
						);
						return sort.startsWith('-') ? y.localeCompare(x) : x.localeCompare(y);
					});
				const page = offsetPage(matching, req, { defaultLimit: 50, maxLimit: 100 });
				return {
					status: 200,
					body: {
						total: matching.length,
						...page,
						results: page.results.map((c) => shown(c, req)),
					},
				};
			},
		},
		{
			method: 'POST',
			path: '',
			auth: WRITE,
			handler: (req) => {
				const properties = checkedProperties(req.body);
				const name = properties.hs_name?.trim();
				if (!name) throw validationError('hs_name is required');
				if ([...campaigns.values()].some((c) => c.properties.hs_name === name))
					throw validationError(`A campaign named "${name}" already exists`);
				const created = add(properties, context.clock.iso());
				const body = {
					...shown(created, req),
					properties: { ...created.properties },
				};
				return { status: 201, body };
			},
		},
		{
			method: 'GET',
			path: '/{campaignGuid}',
			auth: READ,
			handler: (req) => {
				const campaign = found(req.params.campaignGuid);
				const assets = Object.fromEntries(
					[...campaign.assets].map(([type, ids]) => [
						type,
						{ results: ids.map((id) => ({ id, name: assetName(type, id) })) },
					]),
				);
				return { status: 200, body: { ...shown(campaign, req), assets } };
			},
		},
		{
			method: 'PATCH',
			path: '/{campaignGuid}',
			auth: WRITE,
			handler: (req) => {
				const campaign = found(req.params.campaignGuid);
				const properties = checkedProperties(req.body);
				if (properties.hs_name !== undefined && properties.hs_name.trim() === '')
					throw validationError('hs_name must not be empty');
				campaign.properties = { ...campaign.properties, ...properties };
				campaign.updatedAt = context.clock.iso();
				return {
					status: 200,
					body: { ...shown(campaign, req), properties: { ...campaign.properties } },
				};
			},
		},
		{
			method: 'DELETE',
			path: '/{campaignGuid}',
			auth: WRITE,
			handler: (req) => {
				campaigns.delete(req.params.campaignGuid);
				// HubSpot answers 204 whether or not the campaign existed.
				return { status: 204 };
			},
		},
		{
			method: 'GET',
			path: '/{campaignGuid}/assets/{assetType}',
			auth: READ,
			handler: (req) => {
				const campaign = found(req.params.campaignGuid);
				const type = assetType(req);
				const ids = campaign.assets.get(type) ?? [];
				const page = offsetPage(ids, req, { defaultLimit: 10, maxLimit: 100 });
				return {
					status: 200,
					body: { ...page, results: page.results.map((id) => ({ id, name: assetName(type, id) })) },
				};
			},
		},
		assetWrite('PUT', (ids, id, type) => {
			if (type === 'MARKETING_EMAIL' && !emails.get(id))
				throw objectNotFound(`Marketing email ${id} does not exist`);
			return ids.includes(id) ? ids : [...ids, id];
		}),
		assetWrite('DELETE', (ids, id) => ids.filter((kept) => kept !== id)),
		...budgetRoutes(
			context,
			(id) => {
				const campaign = found(id);
				return {
					budget: campaign.budget,
					currencyCode: campaign.properties.hs_currency_code ?? 'USD',
				};
			},
			{ read: READ, write: WRITE },
			() => ++budgetItemSerial,
		),
		...reportRoutes(
			(id) => {
				const campaign = found(id);
				return {
					serial: Number(campaign.id.slice(-12)),
					properties: campaign.properties,
					assetCount: [...campaign.assets.values()].reduce((n, ids) => n + ids.length, 0),
				};
			},
			{ read: READ, revenue: tierChecked([REVENUE_SCOPE]) },
		),
	];
	return {
		name: 'campaigns',
		routes: servedIn(PATH_FORMS.campaigns, () => routes().map(tiered)),
		reset,
	};
}
