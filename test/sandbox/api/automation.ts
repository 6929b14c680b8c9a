import type { SandboxContext } from '../context';
import {
	SandboxHttpError,
	batchError,
	errorBody,
	objectNotFound,
	validationError,
} from '../errors';
import type { CrmStore } from '../state/crmStore';
import { findObjectType } from '../state/objectTypes';
import { SEED_FLOWS, WorkflowEnrollments, type SeedFlow } from '../state/flows';
import type { Route, SandboxArea } from '../types';

const AUTOMATION = { kind: 'bearer' as const, anyOfScopes: ['automation'] };
const MAX_PAGE = 100;

/** HubSpot's own check of the legacy enrollment call: a contact-based workflow (uncertain wording). */
const notContactBased = (workflowId: number) =>
	new SandboxHttpError(
		400,
		errorBody(
			`Workflow ${workflowId} is not a contact-based workflow; only contacts can be enrolled through this API`,
			'VALIDATION_ERROR',
		),
	);

/**
 * Automation: the v4 flows (list, read, the mapping to legacy workflow ids) and the legacy v2
 * enrollment of a contact by e-mail, which refuses unknown workflows, workflows that do not enroll
 * contacts, and addresses no contact has. No date version serves any of it (only a beta, not served).
 */
export function createAutomationArea(context: SandboxContext, crm: CrmStore) {
	const enrollments = new WorkflowEnrollments();
	const flows: SeedFlow[] = Object.values(SEED_FLOWS);
	const at = context.clock.iso(Date.UTC(2025, 8, 1));
	const summary = (flow: SeedFlow) => ({
		id: flow.id,
		name: flow.name,
		isEnabled: flow.isEnabled,
		flowType: flow.flowType,
		objectTypeId: flow.objectTypeId,
		revisionId: '3',
		createdAt: at,
		updatedAt: at,
	});
	const definition = (flow: SeedFlow) => ({
		...summary(flow),
		type: flow.objectTypeId === '0-1' ? 'CONTACT_FLOW' : 'PLATFORM_FLOW',
		startActionId: '1',
		nextAvailableActionId: '2',
		actions: [],
		enrollmentCriteria: {
			type: flow.enrollmentType,
			shouldReEnroll: false,
			...(flow.enrollmentType === 'MANUAL' ? {} : { unEnrollObjectsNotMeetingCriteria: false }),
		},
		timeWindows: [],
		blockedDates: [],
		customProperties: {},
		dataSources: [],
		suppressionListIds: [],
		canEnrollFromSalesforce: false,
	});
	const byWorkflowId = (raw: string): SeedFlow => {
		const flow = flows.find((f) => f.workflowId !== undefined && String(f.workflowId) === raw);
		if (!flow) throw objectNotFound(`Workflow ${raw} does not exist`);
		return flow;
	};
	const contactOf = (email: string) => {
		const contact = crm.findByProperty(findObjectType('contacts')!, 'email', email);
		if (!contact) throw objectNotFound(`Contact with email ${email} does not exist`);
		return contact;
	};
	const enrollment = (change: 'enroll' | 'unenroll'): Route['handler'] => {
		return (req) => {
			const flow = byWorkflowId(req.params.workflowId);
			const workflowId = flow.workflowId!;
			if (flow.objectTypeId !== '0-1') throw notContactBased(workflowId);
			contactOf(req.params.email);
			enrollments[change](workflowId, req.params.email);
			return { status: 204 };
		};
	};

	const routes: Route[] = [
		{
			method: 'GET',
			pattern: '/automation/v4/flows',
			auth: AUTOMATION,
			handler: (req) => {
				const limit = Number(req.query.get('limit') ?? MAX_PAGE);
				if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
					throw validationError(`limit must be between 1 and ${MAX_PAGE}`);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const next = offset + limit < flows.length ? String(offset + limit) : undefined;
				return {
					status: 200,
					body: {
						results: flows.slice(offset, offset + limit).map(summary),
						...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
					},
				};
			},
		},
		{
			method: 'GET',
			pattern: '/automation/v4/flows/{flowId}',
			auth: AUTOMATION,
			handler: (req) => {
				const flow = flows.find((f) => f.id === req.params.flowId);
				if (!flow) throw objectNotFound(`Flow ${req.params.flowId} does not exist`);
				return { status: 200, body: definition(flow) };
			},
		},
		{
			method: 'POST',
			pattern: '/automation/v4/workflow-id-mappings/batch/read',
			auth: AUTOMATION,
			handler: (req) => {
				const inputs = (req.body as { inputs?: unknown } | undefined)?.inputs;
				if (!Array.isArray(inputs)) throw validationError('inputs is required');
				const results: Array<{ flowId: number; workflowId: number }> = [];
				const errors: Array<Record<string, unknown>> = [];
				for (const input of inputs as Array<Record<string, unknown>>) {
					if (input.type !== 'FLOW_ID' && input.type !== 'WORKFLOW_ID')
						throw validationError('type must be FLOW_ID or WORKFLOW_ID');
					const flow =
						input.type === 'FLOW_ID'
							? flows.find((f) => f.id === String(input.flowId))
							: flows.find((f) => String(f.workflowId) === String(input.workflowId));
					const asked = String(input.type === 'FLOW_ID' ? input.flowId : input.workflowId);
					if (flow?.workflowId === undefined)
						errors.push(
							batchError('OBJECT_NOT_FOUND', `No mapping for ${asked}`, { ids: [asked] }),
						);
					else results.push({ flowId: Number(flow.id), workflowId: flow.workflowId });
				}
				return {
					status: errors.length ? 207 : 200,
					body: {
						status: 'COMPLETE',
						results,
						...(errors.length ? { errors, numErrors: errors.length } : {}),
						startedAt: context.clock.iso(),
						completedAt: context.clock.iso(),
					},
				};
			},
		},
		{
			method: 'POST',
			pattern: '/automation/v2/workflows/{workflowId}/enrollments/contacts/{email}',
			auth: AUTOMATION,
			handler: enrollment('enroll'),
		},
		{
			method: 'DELETE',
			pattern: '/automation/v2/workflows/{workflowId}/enrollments/contacts/{email}',
			auth: AUTOMATION,
			handler: enrollment('unenroll'),
		},
		{
			method: 'GET',
			pattern: '/__sandbox/workflows/{workflowId}/enrollments',
			auth: { kind: 'none' },
			handler: (req) => ({
				status: 200,
				body: { contacts: enrollments.of(Number(req.params.workflowId)) },
			}),
		},
	];
	return {
		name: 'automation',
		routes,
		reset: () => enrollments.reset(),
	} satisfies SandboxArea;
}
