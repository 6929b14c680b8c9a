import { validationError } from '../errors';
import { offsetPage } from '../paging';
import type { RouteAuth, SandboxRequest } from '../types';
import type { VersionedRouteSpec } from '../versions';

/** What the reports of a campaign are computed from. */
export interface ReportedCampaign {
	/** The campaign's serial number (its GUID's last digits): contact ids differ per campaign. */
	serial: number;
	properties: Record<string, string>;
	assetCount: number;
}

/** HubSpot's contact attribution types of `reports/contacts/{contactType}` (the allowed values its API reference lists). */
export const CONTACT_TYPES = [
	'contactFirstTouch',
	'contactLastTouch',
	'influencedContacts',
] as const;

/** HubSpot's revenue attribution models, and the share of deal amounts each credits (the sandbox's choice). */
export const ATTRIBUTION_MODELS: Record<string, number> = {
	LINEAR: 0.4,
	FIRST_INTERACTION: 0.5,
	LAST_INTERACTION: 0.5,
	FULL_PATH: 0.3,
	U_SHAPED: 0.45,
	W_SHAPED: 0.35,
	TIME_DECAY: 0.6,
	J_SHAPED: 0.55,
	INVERSE_J_SHAPED: 0.55,
};

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a report covers: `startDate`..`endDate` (YYYY-MM-DD, both inclusive), else the
 * campaign's own dates, else 30 days. A bad date or a reversed period is refused as HubSpot does.
 */
function reportedDays(req: SandboxRequest, campaign: ReportedCampaign): number {
	const dayOf = (name: string, fallback?: string) => {
		const value = req.query.get(name) ?? fallback;
		if (value === undefined) return undefined;
		if (!DAY.test(value) || Number.isNaN(Date.parse(value)))
			throw validationError(`${name} must be a date in the format YYYY-MM-DD, got ${value}`);
		return Date.parse(value);
	};
	const start = dayOf('startDate', campaign.properties.hs_start_date);
	const end = dayOf('endDate', campaign.properties.hs_end_date);
	if (start === undefined || end === undefined) return 30;
	if (start > end) throw validationError('startDate must not be after endDate');
	return (end - start) / DAY_MS + 1;
}

/** Deterministic metrics of a period: sessions grow with the campaign's assets, contacts with the days. */
function metricsOf(campaign: ReportedCampaign, days: number) {
	return {
		sessions: days * (10 + 5 * campaign.assetCount),
		newContactsFirstTouch: Math.ceil(days / 2),
		newContactsLastTouch: Math.ceil(days / 3),
		influencedContacts: days,
	};
}

/**
 * A campaign's reports: metrics for a period, the ids of the contacts each attribution type counts
 * (as many as the metric says), and revenue, which needs its own scope.
 */
export function reportRoutes(
	campaignOf: (campaignGuid: string) => ReportedCampaign,
	auth: { read: RouteAuth; revenue: RouteAuth },
): VersionedRouteSpec[] {
	return [
		{
			method: 'GET',
			path: '/{campaignGuid}/reports/metrics',
			auth: auth.read,
			handler: (req) => {
				const campaign = campaignOf(req.params.campaignGuid);
				return { status: 200, body: metricsOf(campaign, reportedDays(req, campaign)) };
			},
		},
		{
			method: 'GET',
			path: '/{campaignGuid}/reports/contacts/{contactType}',
			auth: auth.read,
			handler: (req) => {
				const campaign = campaignOf(req.params.campaignGuid);
				const type = req.params.contactType;
				if (!(CONTACT_TYPES as readonly string[]).includes(type))
					throw validationError(
						`contactType must be one of ${CONTACT_TYPES.join(', ')}, got ${type}`,
					);
				const metrics = metricsOf(campaign, reportedDays(req, campaign));
				const count =
					type === 'contactFirstTouch'
						? metrics.newContactsFirstTouch
						: type === 'contactLastTouch'
							? metrics.newContactsLastTouch
							: metrics.influencedContacts;
				const ids = Array.from({ length: count }, (_, i) => ({
					id: String(9_000_000 + campaign.serial * 10_000 + i + 1),
				}));
				return { status: 200, body: offsetPage(ids, req, { defaultLimit: 10, maxLimit: 100 }) };
			},
		},
		{
			method: 'GET',
			path: '/{campaignGuid}/reports/revenue',
			auth: auth.revenue,
			handler: (req) => {
				const campaign = campaignOf(req.params.campaignGuid);
				const model = req.query.get('attributionModel') ?? 'LINEAR';
				const share = ATTRIBUTION_MODELS[model];
				if (share === undefined)
					throw validationError(
						`attributionModel must be one of ${Object.keys(ATTRIBUTION_MODELS).join(', ')}`,
					);
				const days = reportedDays(req, campaign);
				const dealsNumber = Math.ceil(days / 10);
				const dealAmount = dealsNumber * 1500;
				return {
					status: 200,
					body: {
						currencyCode: campaign.properties.hs_currency_code ?? 'USD',
						revenueAmount: Math.round(dealAmount * share * 100) / 100,
						dealAmount,
						dealsNumber,
						contactsNumber: metricsOf(campaign, days).influencedContacts,
					},
				};
			},
		},
	];
}
