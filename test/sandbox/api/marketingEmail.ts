import { randomUUID } from 'node:crypto';
import { ACCOUNT } from '../account';
import type { SandboxContext } from '../context';
import { checkEmailAddress, resourceNotFound, validationError } from '../errors';
import type { RouteAuth, SandboxArea } from '../types';
import {
	PATH_FORMS,
	servedIn,
	type ApiVersion,
	type VersionedRouteSpec,
	atLeast,
} from '../versions';

interface SendStatus {
	statusId: string;
	requestedAt: number;
	sendId?: string;
	to: string;
	/** Set for a send refused at once (a used sendId). */
	ignored?: boolean;
}

const EMAIL_IDS = [6_100_001, 6_100_002, 6_100_003, 6_100_004, 6_100_005];

/** A single send's body as the sandbox reads it. */
interface SingleSendBody {
	emailId?: unknown;
	message?: {
		to?: unknown;
		from?: unknown;
		cc?: unknown;
		bcc?: unknown;
		replyTo?: unknown;
		sendId?: unknown;
	};
	contactProperties?: unknown;
	customProperties?: unknown;
}

/** The single send's required fields in the 2026-03 description, each refused when missing or of another type. */
export const SINGLE_SEND_REQUIRED_2026_03 = {
	lists: ['message.cc', 'message.bcc', 'message.replyTo'],
	maps: ['contactProperties', 'customProperties'],
} as const;

const isMap = (value: unknown): boolean =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function requireDateVersionFields(body: SingleSendBody): void {
	const at = (path: string): unknown =>
		path
			.split('.')
			.reduce<unknown>(
				(value, key) => (isMap(value) ? (value as Record<string, unknown>)[key] : undefined),
				body,
			);
	for (const path of SINGLE_SEND_REQUIRED_2026_03.lists) {
		if (!Array.isArray(at(path)))
			throw validationError(`${path} is required and must be a list of email addresses`);
	}
	for (const path of SINGLE_SEND_REQUIRED_2026_03.maps) {
		if (!isMap(at(path))) throw validationError(`${path} is required and must be an object`);
	}
}

/** A marketing email as it was in a given revision: HubSpot's documented fields and `isAb`, the one field the service always sends. */
function email(id: number, revision: number, at: string) {
	return {
		id: String(id),
		name: `Newsletter ${id - 6_100_000}`,
		subject: `Newsletter ${id - 6_100_000} (revision ${revision})`,
		language: 'en',
		subcategory: 'batch',
		campaign: '',
		activeDomain: 'sandbox-demo.hubspot.example',
		archived: false,
		isPublished: false,
		isTransactional: false,
		sendOnPublish: false,
		createdAt: at,
		updatedAt: at,
		publishDate: at,
		createdById: ACCOUNT.userId,
		updatedById: ACCOUNT.userId,
		state: 'DRAFT',
		type: 'BATCH_EMAIL',
		isAb: false,
		from: { fromName: 'Sandbox Demo', replyTo: 'hello@sandbox-demo.example' },
		to: { contactIds: {}, contactIlsLists: { include: [], exclude: [] }, suppressGraymail: true },
		subscriptionDetails: { officeLocationId: '1' },
		webversion: { expiresAt: at, metaDescription: '', redirectToPageId: 0, redirectToUrl: '' },
		content: {
			flexAreas: {
				main: {
					boxed: false,
					isSingleColumnFullWidth: false,
					sections: [
						{
							id: 'section-0',
							style: {
								backgroundColor: '',
								backgroundType: 'CONTENT',
								paddingBottom: '10px',
								paddingTop: '10px',
							},
							columns: [{ id: 'column-0-0', widgets: ['module-0-0-0'], width: 12 }],
						},
					],
				},
			},
			plainTextVersion: `Revision ${revision}`,
			styleSettings: {},
			templatePath: '@hubspot/email/dnd/welcome.html',
			widgets: {
				'module-0-0-0': {
					id: 'module-0-0-0',
					name: 'module-0-0-0',
					type: 'module',
					module_id: 1155639,
					order: 1,
					body: { html: `<p>Revision ${revision}</p>` },
					css: {},
					child_css: {},
					styles: {},
				},
			},
		},
	};
}

/** The outcome a recipient address leads to, deterministically. */
function outcome(to: string): { status: 'COMPLETE' | 'CANCELED'; sendResult: string } {
	if (to.endsWith('@bounce.example'))
		return { status: 'CANCELED', sendResult: 'PREVIOUSLY_BOUNCED' };
	if (to.endsWith('@optout.example'))
		return { status: 'CANCELED', sendResult: 'ADDRESS_OPTED_OUT' };
	return { status: 'COMPLETE', sendResult: 'SENT' };
}

/**
 * Marketing email: emails with revisions (v3, 2026-03, 2026-09), single sends (v4, 2026-03)
 * and their statuses over time (v3 only: no dated release).
 */
export function createMarketingEmailArea(context: SandboxContext): SandboxArea {
	let sends = new Map<string, SendStatus>();
	let sendIds = new Map<string, string>();
	const reset = () => {
		sends = new Map();
		sendIds = new Map();
	};
	const revisionTime = (n: number) => context.clock.iso(Date.UTC(2026, 0, 1 + n));
	/** Revision `n` of an email, by the account's demo user. */
	const revision = (id: number, n: number) => ({
		id: String(n),
		object: email(id, n, revisionTime(n)),
		updatedAt: revisionTime(n),
		user: {
			id: String(ACCOUNT.userId),
			email: ACCOUNT.userEmail,
			fullName: `${ACCOUNT.userFirstName} ${ACCOUNT.userLastName}`,
		},
	});
	// 2026-09's spec lists only `content` for marketing emails.
	const read = (version: ApiVersion): RouteAuth => ({
		kind: 'bearer',
		anyOfScopes: atLeast(version, '2026-09')
			? ['content']
			: ['marketing.email.read', 'marketing-email', 'content'],
	});
	const sending: RouteAuth = {
		kind: 'bearer',
		anyOfScopes: ['marketing-email', 'transactional-email'],
	};

	const status = (send: SendStatus) => {
		const elapsed = context.clock.now() - send.requestedAt;
		const duration = context.config.emailSendDurationMs;
		const base = { statusId: send.statusId, requestedAt: context.clock.iso(send.requestedAt) };
		if (send.ignored)
			return {
				...base,
				status: 'CANCELED',
				completedAt: base.requestedAt,
				sendResult: 'IDEMPOTENT_IGNORE',
			};
		if (elapsed < duration / 3) return { ...base, status: 'PENDING' };
		const startedAt = context.clock.iso(send.requestedAt + duration / 3);
		if (elapsed < duration) return { ...base, status: 'PROCESSING', startedAt };
		const done = outcome(send.to);
		const completedAt = context.clock.iso(send.requestedAt + duration);
		return {
			...base,
			...done,
			startedAt,
			completedAt,
			eventId: { id: randomUUID(), created: completedAt },
		};
	};

	const emailRoutes = (version: ApiVersion): VersionedRouteSpec[] => [
		{
			method: 'GET',
			path: '',
			auth: read(version),
			handler: () => ({
				status: 200,
				body: {
					total: EMAIL_IDS.length,
					results: EMAIL_IDS.map((id) => email(id, 3, revisionTime(3))),
				},
			}),
		},
		{
			method: 'GET',
			path: '/{emailId}/revisions',
			auth: read(version),
			handler: (req) => {
				const id = Number(req.params.emailId);
				if (!EMAIL_IDS.includes(id)) throw resourceNotFound();
				const results = [1, 2, 3].map((n) => revision(id, n));
				return { status: 200, body: { total: results.length, results } };
			},
		},
		{
			method: 'GET',
			path: '/{emailId}/revisions/{revisionId}',
			auth: read(version),
			handler: (req) => {
				const id = Number(req.params.emailId);
				const n = Number(req.params.revisionId);
				if (!EMAIL_IDS.includes(id) || ![1, 2, 3].includes(n)) throw resourceNotFound();
				return { status: 200, body: revision(id, n) };
			},
		},
	];
	// The 2026-03 spec also marks contactProperties, customProperties, bcc, cc and replyTo required, and
	// no longer `to`: the sandbox refuses a 2026-03 send without the five, and still needs `to` (a send
	// has no recipient without it; the spec's dropping it looks like a slip, uncertain).
	const singleSendRoutes = (version: ApiVersion): VersionedRouteSpec[] => [
		{
			method: 'POST',
			path: '',
			auth: sending,
			handler: (req) => {
				const body = (req.body ?? {}) as SingleSendBody;
				if (!Number.isInteger(body.emailId))
					throw validationError('emailId is required and must be an integer');
				if (!EMAIL_IDS.includes(body.emailId as number))
					throw validationError(`Email ${body.emailId} does not exist`);
				if (version !== 'legacy') requireDateVersionFields(body);
				const to = checkEmailAddress(body.message?.to, 'message.to');
				for (const name of ['cc', 'bcc', 'replyTo'] as const) {
					const list = body.message?.[name];
					if (list !== undefined && !Array.isArray(list))
						throw validationError(`message.${name} must be a list of email addresses`);
					(list ?? []).forEach((address, i) => checkEmailAddress(address, `message.${name}[${i}]`));
				}
				if (body.message?.from !== undefined) checkEmailAddress(body.message.from, 'message.from');
				for (const [kind, values] of [
					['customProperties', body.customProperties],
					['contactProperties', body.contactProperties],
				] as const) {
					const list = Object.entries(values ?? {}).find(([, v]) => Array.isArray(v));
					if (list)
						throw validationError(
							`${kind}.${list[0]}: lists are not supported; send a list as an HTML string`,
						);
				}
				const sendId = typeof body.message?.sendId === 'string' ? body.message.sendId : undefined;
				const send: SendStatus = {
					statusId: randomUUID(),
					requestedAt: context.clock.now(),
					sendId,
					to,
					ignored: sendId !== undefined && sendIds.has(sendId),
				};
				if (sendId && !send.ignored) sendIds.set(sendId, send.statusId);
				sends.set(send.statusId, send);
				return { status: 200, body: status(send) };
			},
		},
	];
	const sendStatusRoutes: VersionedRouteSpec[] = [
		{
			method: 'GET',
			path: '/{statusId}',
			auth: sending,
			handler: (req) => {
				const send = sends.get(req.params.statusId);
				if (!send) throw resourceNotFound();
				return { status: 200, body: status(send) };
			},
		},
	];
	return {
		name: 'marketingEmail',
		routes: [
			...servedIn(PATH_FORMS.marketingEmails, emailRoutes),
			...servedIn(PATH_FORMS.singleSend, singleSendRoutes),
			...servedIn(PATH_FORMS.sendStatuses, () => sendStatusRoutes),
		],
		reset,
	};
}
