import type { SandboxContext } from '../context';
import { checkEmailAddress, objectNotFound, validationError } from '../errors';
import type { CrmStore } from '../state/crmStore';
import { SEED_MEETING_LINKS, slotStarts, type SeedMeetingLink } from '../state/meetingLinks';
import { findObjectType } from '../state/objectTypes';
import type { SandboxArea, SandboxRequest } from '../types';
import { PATH_FORMS, servedIn } from '../versions';

const READ = { kind: 'bearer' as const, anyOfScopes: ['scheduler.meetings.meeting-link.read'] };
/** Booking accepts any of many CRM write scopes (the spec lists ~60); the contacts' is one. */
const BOOK = {
	kind: 'bearer' as const,
	anyOfScopes: ['crm.objects.contacts.write', 'crm.objects.companies.write'],
};
const MAX_PAGE = 100;

interface Booking {
	slug: string;
	start: number;
	end: number;
}

/**
 * The meetings scheduler: meeting links (filtered by organizer, name, type), a link's free slots
 * (business days, a few hours a day, two weeks ahead of the sandbox's clock, booked ones left out),
 * and booking a free slot, which creates the contact (or finds it by e-mail) and the meeting.
 */
export function createSchedulerArea(context: SandboxContext, crm: CrmStore) {
	const links: SeedMeetingLink[] = Object.values(SEED_MEETING_LINKS);
	const bookings: Booking[] = [];
	let nextEventId = 9_000_001;
	const at = context.clock.iso(Date.UTC(2025, 10, 1));
	const linkOf = (slug: string) => {
		const link = links.find((l) => l.slug === slug);
		if (!link) throw objectNotFound(`No meeting link with slug ${slug}`);
		return link;
	};
	const timezoneOf = (req: SandboxRequest) => {
		const timezone = req.query.get('timezone');
		if (!timezone) throw validationError('timezone is required');
		return timezone;
	};
	const free = (link: SeedMeetingLink, durationMs: number) =>
		slotStarts(context.clock.now())
			.map((start) => ({ start, end: start + durationMs }))
			.filter(
				(slot) =>
					!bookings.some((b) => b.slug === link.slug && b.start < slot.end && slot.start < b.end),
			);

	const routes = servedIn(PATH_FORMS.scheduler, () => [
		{
			method: 'GET',
			path: '/meeting-links',
			auth: READ,
			handler: (req) => {
				const limit = Number(req.query.get('limit') ?? MAX_PAGE);
				if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
					throw validationError(`limit must be between 1 and ${MAX_PAGE}`);
				const organizer = req.query.get('organizerUserId');
				const name = req.query.get('name')?.toLowerCase();
				const type = req.query.get('type');
				const matching = links.filter(
					(l) =>
						(!organizer || l.organizerUserId === organizer) &&
						(!name || l.name.toLowerCase().includes(name)) &&
						(!type || l.type === type),
				);
				const offset = Number(req.query.get('after') ?? 0) || 0;
				const next = offset + limit < matching.length ? String(offset + limit) : undefined;
				return {
					status: 200,
					body: {
						total: matching.length,
						results: matching.slice(offset, offset + limit).map(({ durationsMs: _, ...link }) => ({
							...link,
							link: `${context.baseUrl()}/meetings/${link.slug}`,
							createdAt: at,
							updatedAt: at,
						})),
						...(next ? { paging: { next: { after: next, link: `?after=${next}` } } } : {}),
					},
				};
			},
		},
		{
			method: 'GET',
			path: '/meeting-links/book/availability-page/{slug}',
			auth: READ,
			handler: (req) => {
				timezoneOf(req);
				const link = linkOf(req.params.slug);
				const monthOffset = Number(req.query.get('monthOffset') ?? 0);
				const byDuration = Object.fromEntries(
					link.durationsMs.map((durationMs) => [
						String(durationMs),
						{
							meetingDurationMillis: durationMs,
							availabilities:
								monthOffset === 0
									? free(link, durationMs).map((slot) => ({
											startMillisUtc: slot.start,
											endMillisUtc: slot.end,
										}))
									: [],
						},
					]),
				);
				return {
					status: 200,
					body: {
						linkAvailability: { hasMore: false, linkAvailabilityByDuration: byDuration },
						allUsersBusyTimes: [],
					},
				};
			},
		},
		{
			method: 'POST',
			path: '/meeting-links/book',
			auth: BOOK,
			handler: (req) => {
				const body = (req.body ?? {}) as Record<string, unknown>;
				for (const field of ['slug', 'startTime', 'firstName', 'lastName', 'email'])
					if (typeof body[field] !== 'string' || body[field] === '')
						throw validationError(`${field} is required`);
				for (const field of ['formFields', 'legalConsentResponses', 'likelyAvailableUserIds'])
					if (!Array.isArray(body[field])) throw validationError(`${field} is required`);
				if (typeof body.duration !== 'number') throw validationError('duration is required');
				const email = checkEmailAddress(body.email, 'email');
				const link = linkOf(String(body.slug));
				if (!link.durationsMs.includes(body.duration))
					throw validationError(
						`duration ${body.duration} is not offered by ${link.slug}: ${link.durationsMs.join(', ')}`,
					);
				const start = Date.parse(String(body.startTime));
				if (!free(link, body.duration).some((slot) => slot.start === start))
					throw validationError(`The time ${String(body.startTime)} is not available`);
				const contacts = findObjectType('contacts')!;
				const contact =
					crm.findByProperty(contacts, 'email', email) ??
					crm.create(contacts, {
						email,
						firstname: String(body.firstName),
						lastname: String(body.lastName),
					});
				const end = start + body.duration;
				bookings.push({ slug: link.slug, start, end });
				return {
					status: 200,
					body: {
						calendarEventId: String(nextEventId++),
						contactId: contact.id,
						start: new Date(start).toISOString(),
						end: new Date(end).toISOString(),
						duration: body.duration,
						subject: `${link.name}: ${String(body.firstName)} ${String(body.lastName)}`,
						guestEmails: [],
						bookingTimezone: typeof body.timezone === 'string' ? body.timezone : 'UTC',
						isOffline: false,
						formFields: body.formFields,
						legalConsentResponses: body.legalConsentResponses,
					},
				};
			},
		},
	]);
	return {
		name: 'scheduler',
		routes,
		reset: () => {
			bookings.length = 0;
			nextEventId = 9_000_001;
		},
	} satisfies SandboxArea;
}
