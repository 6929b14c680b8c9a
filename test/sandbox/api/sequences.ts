import type { SandboxContext } from '../context';
import { SandboxHttpError, errorBody, objectNotFound, validationError } from '../errors';
import type { CrmStore } from '../state/crmStore';
import { findObjectType } from '../state/objectTypes';
import { OWNERS } from '../state/owners';
import {
	SEED_SEQUENCES,
	SEQUENCE_USERS,
	UNSUBSCRIBED_ADDRESS,
	type SeedSequence,
} from '../state/sequences';
import type { SandboxArea, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn } from '../versions';

const READ = { kind: 'bearer' as const, anyOfScopes: ['automation.sequences.read'] };
const ENROLL = { kind: 'bearer' as const, anyOfScopes: ['automation.sequences.enrollments.write'] };
const MAX_PAGE = 100;

interface Enrollment {
	id: string;
	sequenceId: string;
	sequenceName: string;
	enrolledBy: string;
	enrolledByEmail: string;
	toEmail: string;
	enrolledAt: string;
	updatedAt: string;
}

/** The HubSpot user a call acts for (`userId`, required): refused when unknown. */
function userOf(req: SandboxRequest): number {
	const raw = req.query.get('userId');
	if (raw === null || raw === '') throw validationError('userId is required');
	const userId = Number(raw);
	if (!Number.isInteger(userId) || !OWNERS.some((o) => o.userIdIncludingInactive === userId))
		throw validationError(`User ${raw} does not exist in this account`);
	return userId;
}

/**
 * Sequences (v4 and the date versions, the same operations): a user's sequences, one with its steps,
 * enrolling a contact as a user with a seat and from that user's connected inbox, and the contact's
 * current enrollment. HubSpot's refusals (codes *uncertain* in its docs): no seat 403; already
 * enrolled, unsubscribed, no e-mail address, a sender that is not the user's inbox 400. No unenroll
 * call exists.
 */
export function createSequencesArea(context: SandboxContext, crm: CrmStore) {
	const enrollments = new Map<string, Enrollment>();
	let nextId = 5_000_001;
	const sequences: SeedSequence[] = Object.values(SEED_SEQUENCES);
	const at = context.clock.iso(Date.UTC(2025, 9, 1));
	const summary = (s: SeedSequence) => ({
		id: s.id,
		name: s.name,
		userId: String(s.userId),
		...(s.folderId ? { folderId: s.folderId } : {}),
		createdAt: at,
		updatedAt: at,
	});
	const sequenceOf = (id: string, userId: number) => {
		const sequence = sequences.find((s) => s.id === id && s.userId === userId);
		if (!sequence) throw objectNotFound(`Sequence ${id} does not exist for user ${userId}`);
		return sequence;
	};
	const contacts = () => findObjectType('contacts')!;
	const refused = (status: number, message: string, category = 'VALIDATION_ERROR') =>
		new SandboxHttpError(status, errorBody(message, category));

	const routes = servedIn(PATH_FORMS.sequences, () => [
		{
			method: 'GET',
			path: '',
			auth: READ,
			handler: (req) => {
				const userId = userOf(req);
				const limit = Number(req.query.get('limit') ?? MAX_PAGE);
				if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
					throw validationError(`limit must be between 1 and ${MAX_PAGE}`);
				const name = req.query.get('name')?.toLowerCase();
				const own = sequences.filter(
					(s) => s.userId === userId && (!name || s.name.toLowerCase().includes(name)),
				);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const next = offset + limit < own.length ? String(offset + limit) : undefined;
				return {
					status: 200,
					body: {
						total: own.length,
						results: own.slice(offset, offset + limit).map(summary),
						...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/{sequenceId}',
			auth: READ,
			handler: (req) => {
				const sequence = sequenceOf(req.params.sequenceId, userOf(req));
				return {
					status: 200,
					body: {
						...summary(sequence),
						steps: sequence.steps.map((step, i) => ({
							id: `${sequence.id}${i}`,
							stepOrder: i,
							...step,
						})),
						settings: { eligibleFollowUpDays: 'BUSINESS_DAYS', sellingStrategy: 'LEAD_BASED' },
						dependencies: [],
					},
				};
			},
		},
		{
			method: 'POST',
			path: '/enrollments',
			auth: ENROLL,
			handler: (req) => {
				const userId = userOf(req);
				const body = (req.body ?? {}) as Record<string, unknown>;
				for (const field of ['contactId', 'sequenceId', 'senderEmail'])
					if (typeof body[field] !== 'string' || body[field] === '')
						throw validationError(`${field} is required`);
				const user = SEQUENCE_USERS.find((u) => u.userId === userId);
				if (!user?.seat)
					throw refused(
						403,
						`User ${userId} does not have a Sales Hub or Service Hub Professional or Enterprise seat`,
						'MISSING_SEAT',
					);
				const sequence = sequenceOf(String(body.sequenceId), userId);
				const sender = String(body.senderEmail).toLowerCase();
				if (user.inbox?.address.toLowerCase() !== sender)
					throw refused(400, `${body.senderEmail} is not a connected inbox of user ${userId}`);
				const alias = body.senderAliasAddress;
				if (alias !== undefined && !user.inbox.aliases.includes(String(alias)))
					throw refused(400, `${String(alias)} is not an alias of ${user.inbox.address}`);
				const contact = crm.get(contacts(), String(body.contactId));
				if (!contact || contact.archived)
					throw objectNotFound(`Contact ${String(body.contactId)} does not exist`);
				const email = contact.properties.email;
				if (!email) throw refused(400, `Contact ${contact.id} has no email address`);
				if (email.toLowerCase() === UNSUBSCRIBED_ADDRESS)
					throw refused(400, `Contact ${contact.id} is unsubscribed from sales email`);
				if (enrollments.has(contact.id))
					throw refused(400, `Contact ${contact.id} is already enrolled in a sequence`);
				const now = context.clock.iso();
				const enrollment: Enrollment = {
					id: String(nextId++),
					sequenceId: sequence.id,
					sequenceName: sequence.name,
					enrolledBy: String(userId),
					enrolledByEmail: user.inbox.address,
					toEmail: email,
					enrolledAt: now,
					updatedAt: now,
				};
				enrollments.set(contact.id, enrollment);
				return {
					status: 200,
					body: {
						id: enrollment.id,
						toEmail: email,
						enrolledAt: now,
						updatedAt: now,
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/enrollments/contact/{contactId}',
			auth: READ,
			handler: (req) => {
				const enrollment = enrollments.get(req.params.contactId);
				if (!enrollment)
					throw objectNotFound(`Contact ${req.params.contactId} is not enrolled in a sequence`);
				return { status: 200, body: enrollment };
			},
		},
	]);
	return {
		name: 'sequences',
		routes,
		reset: () => {
			enrollments.clear();
			nextId = 5_000_001;
		},
	} satisfies SandboxArea;
}
