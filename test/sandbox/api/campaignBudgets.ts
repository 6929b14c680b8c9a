import type { SandboxContext } from '../context';
import { objectNotFound, validationError } from '../errors';
import type { RouteAuth, SandboxRequest } from '../types';
import type { VersionedRouteSpec } from '../versions';

/** A campaign's budget item or spend item (HubSpot's `PublicBudgetItem`). */
export interface BudgetItem {
	id: number;
	name: string;
	amount: number;
	order: number;
	description?: string;
	createdAt: string;
	updatedAt: string;
}

/** What a campaign keeps of its budget: planned budget items and actual spend items. */
export interface CampaignBudget {
	budget: BudgetItem[];
	spend: BudgetItem[];
}

/** The budget of a campaign the routes act on (404 when the campaign does not exist). */
type BudgetOf = (campaignGuid: string) => { budget: CampaignBudget; currencyCode: string };

/** The two item kinds by their path segment and HubSpot's id parameter. */
const KINDS = [
	{ segment: 'budget', param: 'budgetId', label: 'Budget item' },
	{ segment: 'spend', param: 'spendId', label: 'Spend item' },
] as const;

/** HubSpot's create and replace body: `{name*, amount*, order*, description?}`, each checked as it refuses. */
function checkedItem(body: unknown): Omit<BudgetItem, 'id' | 'createdAt' | 'updatedAt'> {
	const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
	if (typeof b.name !== 'string' || b.name.trim() === '')
		throw validationError('name is required and must be a non-empty string');
	if (typeof b.amount !== 'number' || !Number.isFinite(b.amount))
		throw validationError('amount is required and must be a number');
	if (b.amount < 0) throw validationError('amount must not be negative');
	if (typeof b.order !== 'number' || !Number.isInteger(b.order))
		throw validationError('order is required and must be an integer');
	if (b.description !== undefined && typeof b.description !== 'string')
		throw validationError('description must be a string');
	return {
		name: b.name,
		amount: b.amount,
		order: b.order,
		...(b.description !== undefined ? { description: b.description } : {}),
	};
}

const byOrder = (items: BudgetItem[]) =>
	[...items].sort((a, b) => a.order - b.order || a.id - b.id);
const sum = (items: BudgetItem[]) => items.reduce((total, item) => total + item.amount, 0);

/**
 * A campaign's budget and spend items: create (201), read, replace (PUT) and delete (204) one, and
 * the totals, whose sums HubSpot leaves out while a kind has no items.
 */
export function budgetRoutes(
	context: SandboxContext,
	budgetOf: BudgetOf,
	auth: { read: RouteAuth; write: RouteAuth },
	nextId: () => number,
): VersionedRouteSpec[] {
	const itemOf = (req: SandboxRequest, kind: (typeof KINDS)[number]) => {
		const items = budgetOf(req.params.campaignGuid).budget[kind.segment];
		const id = Number(req.params[kind.param]);
		const item = items.find((i) => i.id === id);
		if (!item) throw objectNotFound(`${kind.label} ${req.params[kind.param]} does not exist`);
		return { items, item };
	};
	const itemRoutes = KINDS.flatMap((kind): VersionedRouteSpec[] => [
		{
			method: 'POST',
			path: `/{campaignGuid}/${kind.segment}`,
			auth: auth.write,
			handler: (req) => {
				const items = budgetOf(req.params.campaignGuid).budget[kind.segment];
				const at = context.clock.iso();
				const created = { id: nextId(), ...checkedItem(req.body), createdAt: at, updatedAt: at };
				items.push(created);
				return { status: 201, body: created };
			},
		},
		{
			method: 'GET',
			path: `/{campaignGuid}/${kind.segment}/{${kind.param}}`,
			auth: auth.read,
			handler: (req) => ({ status: 200, body: itemOf(req, kind).item }),
		},
		{
			method: 'PUT',
			path: `/{campaignGuid}/${kind.segment}/{${kind.param}}`,
			auth: auth.write,
			handler: (req) => {
				const { items, item } = itemOf(req, kind);
				const replaced = {
					id: item.id,
					...checkedItem(req.body),
					createdAt: item.createdAt,
					updatedAt: context.clock.iso(),
				};
				items.splice(items.indexOf(item), 1, replaced);
				return { status: 200, body: replaced };
			},
		},
		{
			method: 'DELETE',
			path: `/{campaignGuid}/${kind.segment}/{${kind.param}}`,
			auth: auth.write,
			handler: (req) => {
				const { items, item } = itemOf(req, kind);
				items.splice(items.indexOf(item), 1);
				return { status: 204 };
			},
		},
	]);
	return [
		...itemRoutes,
		{
			method: 'GET',
			path: '/{campaignGuid}/budget/totals',
			auth: auth.read,
			handler: (req) => {
				const { budget, currencyCode } = budgetOf(req.params.campaignGuid);
				const budgetTotal = budget.budget.length ? sum(budget.budget) : undefined;
				const spendTotal = budget.spend.length ? sum(budget.spend) : undefined;
				return {
					status: 200,
					body: {
						budgetItems: byOrder(budget.budget),
						spendItems: byOrder(budget.spend),
						...(budgetTotal !== undefined ? { budgetTotal } : {}),
						...(spendTotal !== undefined ? { spendTotal } : {}),
						...(budgetTotal !== undefined
							? { remainingBudget: budgetTotal - (spendTotal ?? 0) }
							: {}),
						currencyCode,
					},
				};
			},
		},
	];
}
