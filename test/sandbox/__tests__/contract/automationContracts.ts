import { ACCOUNT } from '../../account';
import { PATH_FORMS, type PathForms } from '../../versions';
import type { EndpointContract, Fixtures } from './endpointContracts';
import { ERROR_BODY, partialBatch, under } from './requiredFields';

/** Automation v4 (flows and their legacy ids) and the legacy v2 enrollment: no date version. */
const AUTOMATION_V4: PathForms = { legacy: '/automation/v4' };
const WORKFLOWS_V2: PathForms = { legacy: '/automation/v2/workflows' };
const WELCOME_FLOW = '585051946';
const WELCOME_WORKFLOW = 21001;
const NEW_LEAD_SEQUENCE = '3110001';

/** `FlowSummary` (list) and the fields every flow definition shares. */
const FLOW = [
	'id',
	'isEnabled',
	'flowType',
	'revisionId',
	'objectTypeId',
	'createdAt',
	'updatedAt',
];
/** `PublicSequenceLiteResponse`. */
const SEQUENCE = ['id', 'name', 'userId', 'createdAt', 'updatedAt'];
/** `PublicSequenceEnrollmentLiteResponse`. */
const ENROLLMENT = ['id', 'toEmail', 'enrolledAt', 'updatedAt'];
/** `MeetingLinksResponse` items. */
const MEETING_LINK = [
	'id',
	'slug',
	'link',
	'type',
	'organizerUserId',
	'userIdsOfLinkMembers',
	'defaultLink',
	'createdAt',
];

/** The address of the first seeded contact. */
async function contactAddress(f: Fixtures): Promise<{ id: string; email: string }> {
	const [id] = await f.recordIds('contacts', 1);
	const contact = await f.prepare({
		method: 'GET',
		path: `/crm/v3/objects/contacts/${id}?properties=email`,
		credential: 'token',
	});
	return { id, email: String((contact.properties as Record<string, unknown>).email) };
}

/** Workflows, sequences and meeting links. */
export const AUTOMATION_CONTRACTS: EndpointContract[] = [
	{
		endpoint: 'GET /automation/v4/flows',
		forms: AUTOMATION_V4,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/flows?limit=2`,
			credential: 'token',
		}),
		status: 200,
		required: ['results', 'paging.next.after', ...under('results[]', FLOW)],
	},
	{
		endpoint: 'GET /automation/v4/flows/{flowId}',
		forms: AUTOMATION_V4,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/flows/${WELCOME_FLOW}`,
			credential: 'token',
		}),
		status: 200,
		required: [...FLOW, 'type', 'actions', 'enrollmentCriteria.type'],
	},
	{
		endpoint: 'POST /automation/v4/workflow-id-mappings/batch/read (one unknown)',
		forms: AUTOMATION_V4,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/workflow-id-mappings/batch/read`,
			credential: 'token',
			json: {
				inputs: [
					{ type: 'FLOW_ID', flowId: WELCOME_FLOW },
					{ type: 'FLOW_ID', flowId: '1' },
				],
			},
		}),
		status: 207,
		required: partialBatch(['flowId', 'workflowId']),
	},
	{
		endpoint: 'POST /automation/v2/workflows/{workflowId}/enrollments/contacts/{email}',
		forms: WORKFLOWS_V2,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/${WELCOME_WORKFLOW}/enrollments/contacts/${encodeURIComponent((await contactAddress(f)).email)}`,
			credential: 'token',
		}),
		status: 204,
		required: [],
	},
	{
		endpoint:
			'POST /automation/v2/workflows/{workflowId}/enrollments/contacts/{email} (no such contact)',
		forms: WORKFLOWS_V2,
		request: async (prefix) => ({
			method: 'POST',
			path: `${prefix}/${WELCOME_WORKFLOW}/enrollments/contacts/nobody%40example.com`,
			credential: 'token',
		}),
		status: 404,
		required: ERROR_BODY,
	},
	{
		endpoint: 'GET /automation/v4/sequences',
		forms: PATH_FORMS.sequences,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}?userId=${ACCOUNT.userId}&limit=1`,
			credential: 'token',
		}),
		status: 200,
		required: ['total', 'paging.next.after', ...under('results[]', SEQUENCE)],
	},
	{
		endpoint: 'GET /automation/v4/sequences/{sequenceId}',
		forms: PATH_FORMS.sequences,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/${NEW_LEAD_SEQUENCE}?userId=${ACCOUNT.userId}`,
			credential: 'token',
		}),
		status: 200,
		required: [
			...SEQUENCE,
			'dependencies',
			...under('steps[]', ['id', 'stepOrder', 'actionType', 'delayMillis']),
		],
	},
	{
		endpoint: 'POST /automation/v4/sequences/enrollments',
		forms: PATH_FORMS.sequences,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/enrollments?userId=${ACCOUNT.userId}`,
			credential: 'token',
			json: {
				contactId: (await contactAddress(f)).id,
				sequenceId: NEW_LEAD_SEQUENCE,
				senderEmail: ACCOUNT.userEmail,
			},
		}),
		status: 200,
		required: ENROLLMENT,
	},
	{
		endpoint: 'POST /automation/v4/sequences/enrollments (a user without a seat)',
		forms: PATH_FORMS.sequences,
		request: async (prefix, _v, f) => ({
			method: 'POST',
			path: `${prefix}/enrollments?userId=9100003`,
			credential: 'token',
			json: {
				contactId: (await contactAddress(f)).id,
				sequenceId: NEW_LEAD_SEQUENCE,
				senderEmail: 'alan.turing@sandbox-demo.example',
			},
		}),
		status: 403,
		required: ERROR_BODY,
	},
	{
		endpoint: 'GET /automation/v4/sequences/enrollments/contact/{contactId}',
		forms: PATH_FORMS.sequences,
		request: async (prefix, _v, f) => {
			const { id } = await contactAddress(f);
			await f.prepare({
				method: 'POST',
				path: `${prefix}/enrollments?userId=${ACCOUNT.userId}`,
				credential: 'token',
				json: { contactId: id, sequenceId: NEW_LEAD_SEQUENCE, senderEmail: ACCOUNT.userEmail },
			});
			return { method: 'GET', path: `${prefix}/enrollments/contact/${id}`, credential: 'token' };
		},
		status: 200,
		required: [...ENROLLMENT, 'sequenceId', 'sequenceName', 'enrolledBy', 'enrolledByEmail'],
	},
	{
		endpoint: 'GET /scheduler/v3/meetings/meeting-links',
		forms: PATH_FORMS.scheduler,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/meeting-links?limit=2`,
			credential: 'token',
		}),
		status: 200,
		required: ['total', 'paging.next.after', ...under('results[]', MEETING_LINK)],
	},
	{
		endpoint: 'GET /scheduler/v3/meetings/meeting-links/book/availability-page/{slug}',
		forms: PATH_FORMS.scheduler,
		request: async (prefix) => ({
			method: 'GET',
			path: `${prefix}/meeting-links/book/availability-page/demo-user?timezone=UTC`,
			credential: 'token',
		}),
		status: 200,
		required: [
			'linkAvailability.hasMore',
			'linkAvailability.linkAvailabilityByDuration.1800000.meetingDurationMillis',
			...under('linkAvailability.linkAvailabilityByDuration.1800000.availabilities[]', [
				'startMillisUtc',
				'endMillisUtc',
			]),
			'allUsersBusyTimes',
		],
	},
	{
		endpoint: 'POST /scheduler/v3/meetings/meeting-links/book',
		forms: PATH_FORMS.scheduler,
		request: async (prefix, _v, f) => {
			const page = await f.prepare({
				method: 'GET',
				path: `${prefix}/meeting-links/book/availability-page/demo-user?timezone=UTC`,
				credential: 'token',
			});
			const byDuration = (
				page.linkAvailability as {
					linkAvailabilityByDuration: Record<
						string,
						{ availabilities: Array<{ startMillisUtc: number }> }
					>;
				}
			).linkAvailabilityByDuration;
			const start = byDuration['1800000'].availabilities[0].startMillisUtc;
			return {
				method: 'POST',
				path: `${prefix}/meeting-links/book`,
				credential: 'token',
				json: {
					slug: 'demo-user',
					startTime: new Date(start).toISOString(),
					duration: 1_800_000,
					firstName: 'Ada',
					lastName: 'Lovelace',
					email: 'ada@example.com',
					formFields: [],
					legalConsentResponses: [],
					likelyAvailableUserIds: [],
				},
			};
		},
		status: 200,
		required: [
			'calendarEventId',
			'contactId',
			'start',
			'end',
			'duration',
			'subject',
			'guestEmails',
			'bookingTimezone',
			'isOffline',
			'formFields',
			'legalConsentResponses',
		],
	},
];
