/**
 * The account's automation: flows (automation v4) with the legacy (v2/v3) workflow id HubSpot maps each
 * to, and the contacts enrolled through the legacy enrollment call. Deterministic seed.
 */
export interface SeedFlow {
	id: string;
	name: string;
	isEnabled: boolean;
	flowType: 'WORKFLOW' | 'ACTION_SET';
	objectTypeId: string;
	/** The legacy workflow id; none for an action set. */
	workflowId?: number;
	enrollmentType: 'MANUAL' | 'LIST_BASED' | 'EVENT_BASED';
}

/** The flows of the seed, by name. */
export const SEED_FLOWS = {
	welcome: {
		id: '585051946',
		name: 'Welcome new contacts',
		isEnabled: true,
		flowType: 'WORKFLOW',
		objectTypeId: '0-1',
		workflowId: 21001,
		enrollmentType: 'MANUAL',
	},
	nurture: {
		id: '585051947',
		name: 'Lead nurture',
		isEnabled: true,
		flowType: 'WORKFLOW',
		objectTypeId: '0-1',
		workflowId: 21002,
		enrollmentType: 'LIST_BASED',
	},
	paused: {
		id: '585051948',
		name: 'Paused re-engagement',
		isEnabled: false,
		flowType: 'WORKFLOW',
		objectTypeId: '0-1',
		workflowId: 21003,
		enrollmentType: 'EVENT_BASED',
	},
	deals: {
		id: '585051949',
		name: 'Deal follow-up',
		isEnabled: true,
		flowType: 'WORKFLOW',
		objectTypeId: '0-3',
		workflowId: 21004,
		enrollmentType: 'EVENT_BASED',
	},
	actionSet: {
		id: '585051950',
		name: 'Shared actions',
		isEnabled: true,
		flowType: 'ACTION_SET',
		objectTypeId: '0-1',
		enrollmentType: 'MANUAL',
	},
} as const satisfies Record<string, SeedFlow>;

/** Contacts (lower-case addresses) enrolled per legacy workflow id. */
export class WorkflowEnrollments {
	private readonly enrolled = new Map<number, Set<string>>();

	reset(): void {
		this.enrolled.clear();
	}

	enroll(workflowId: number, email: string): void {
		let contacts = this.enrolled.get(workflowId);
		if (!contacts) this.enrolled.set(workflowId, (contacts = new Set()));
		contacts.add(email.toLowerCase());
	}

	unenroll(workflowId: number, email: string): void {
		this.enrolled.get(workflowId)?.delete(email.toLowerCase());
	}

	/** The addresses enrolled in a workflow, sorted. */
	of(workflowId: number): string[] {
		return [...(this.enrolled.get(workflowId) ?? [])].sort();
	}
}
